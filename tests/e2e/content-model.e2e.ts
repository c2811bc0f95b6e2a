// Everything a visitor reads is the owner's to change: a price, a treatment on its category page, a testimonial and
// the hero's headline, each edited in the admin, show on public pages that are already open, without a reload,
// and after one. The prerendered build itself shows the demo content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, newContext, signIn } from './browser';
import { expectMessage, readCollection, trackErrors } from './admin-support';
import { waitForSite } from './site-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function openSite(page: Page, path: string) {
  await page.goto(path);
  await waitForSite(page);
}

describe('the content model, from the admin to the site', () => {
  it('serves the demo content in the prerendered pages, the B12 price from the price list on its category page', async () => {
    const prices = await (await fetch(`${BASE_URL}/prices`)).text();
    expect(prices).toContain('B12 Injection');
    expect(prices).toContain('$35');
    const vitamins = await (await fetch(`${BASE_URL}/vitamins`)).text();
    expect(vitamins).toContain('Vitamin B12 Injection');
    expect(vitamins).toContain('$35');
    expect(vitamins).not.toContain('From $75');
    const home = await (await fetch(`${BASE_URL}/`)).text();
    expect(home).toContain('Discover Your Natural Beauty');
    expect(home).toContain('What Our Patients Say');
  });

  it('shows a changed price, treatment, testimonial and headline on open pages at once and after a reload', async () => {
    const context = await newContext(browser);
    const prices = await context.newPage();
    const vitamins = await context.newPage();
    const home = await context.newPage();
    const siteErrors = [trackErrors(prices), trackErrors(vitamins), trackErrors(home)];
    await openSite(prices, '/prices');
    await openSite(vitamins, '/vitamins');
    await openSite(home, '/');

    const admin = await context.newPage();
    const adminErrors = trackErrors(admin);
    await signIn(admin);

    // A price, written once in the price list: /prices and the category page both follow.
    await admin.getByRole('link', { name: 'Price List', exact: true }).click();
    await admin.getByRole('heading', { name: 'Add New Price Group' }).waitFor();
    await admin.getByRole('button', { name: 'Edit IV Infusions' }).click();
    await admin.getByRole('heading', { name: 'Edit Price Group' }).waitFor();
    await admin.getByLabel(/^Price \(item 2 of Prices\)/).fill('$39');
    await admin.getByRole('button', { name: 'Update Price Group' }).click();
    await expectMessage(admin, 'Price group updated successfully!', 'status');
    const group = (await readCollection(admin, 'price-groups')).find((d) => d.data.title === 'IV Infusions');
    expect((group?.data.items as Array<{ id: string; price: string }>).find((i) => i.id === 'b12')?.price).toBe('$39');
    await prices.getByText('$39', { exact: true }).waitFor({ timeout: 10000 });
    await vitamins.getByText('$39').first().waitFor({ timeout: 10000 });

    // A treatment of the catalogue, shown on its category page.
    await admin.getByRole('link', { name: 'Treatments', exact: true }).click();
    await admin.getByRole('button', { name: 'Edit Vitamin B12 Injection' }).click();
    await admin.getByRole('heading', { name: 'Edit Treatment' }).waitFor();
    await admin.getByLabel('Title', { exact: true }).fill('Vitamin B12 Boost');
    await admin.getByRole('button', { name: 'Update Treatment' }).click();
    await expectMessage(admin, 'Treatment updated successfully!', 'status');
    await vitamins.getByText('Vitamin B12 Boost').first().waitFor({ timeout: 10000 });

    // A testimonial.
    await admin.getByRole('link', { name: 'Testimonials', exact: true }).click();
    await admin.getByRole('button', { name: 'Edit Jessica M.' }).click();
    await admin.getByLabel('Quote').fill('Natural, kind and precise: the best care I have had.');
    await admin.getByRole('button', { name: 'Update Testimonial' }).click();
    await expectMessage(admin, 'Testimonial updated successfully!', 'status');
    await home.getByText('Natural, kind and precise: the best care I have had.').waitFor({ timeout: 10000 });

    // The hero's headline, a field of its block.
    await admin.getByRole('link', { name: 'Manage Sections', exact: true }).click();
    await admin.getByRole('button', { name: /^Edit Hero/ }).click();
    await admin.getByLabel('Headline').fill('Radiance, Quietly Perfected');
    await admin.getByRole('button', { name: /^Save/ }).first().click();
    await expectMessage(admin, 'Section updated successfully!', 'status');
    await home.getByRole('heading', { name: 'Radiance, Quietly Perfected', level: 1 }).waitFor({ timeout: 10000 });

    // After a reload each page shows the owner's content, never the build's.
    await prices.reload();
    await prices.getByText('$39', { exact: true }).waitFor();
    await vitamins.reload();
    await vitamins.getByText('Vitamin B12 Boost').first().waitFor();
    await expect.poll(() => vitamins.getByText('From $75').count()).toBe(0);
    await home.reload();
    await home.getByRole('heading', { name: 'Radiance, Quietly Perfected', level: 1 }).waitFor();
    await home.getByText('Natural, kind and precise: the best care I have had.').waitFor();

    expect(siteErrors.flat()).toEqual([]);
    expect(adminErrors).toEqual([]);
    await context.close();
  });
});
