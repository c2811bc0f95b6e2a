// Every treatment and offer has its own address. A visitor taps a card: the same modal opens at once and the address
// bar shows the item's address; Back closes it. Opening the address (or sharing it) gives the page with the modal
// open, with the item's own title. An owner adds a category with a dozen treatments and each has its page; a renamed
// treatment's old address still leads to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, BASE_URL, DESKTOP, launch, newContext, PHONE, signIn } from './browser';
import { expectMessage, readCollection, trackErrors } from './admin-support';
import { viewportShot, waitForSite } from './site-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const path = (page: Page) => new URL(page.url()).pathname;
const openDialogs = (page: Page) => page.locator('dialog[open]').count();

describe('an item’s own address', () => {
  it('opens the same modal from its card at once, shows the address, and closes with Back', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto('/');
    await waitForSite(page);
    await page.evaluate(() => window.scrollTo(0, 1600));
    const before = await page.evaluate(() => window.scrollY);
    const card = page.getByRole('link', { name: /Dermal Fillers/ });
    expect(await card.getAttribute('href')).toBe('/injectables/dermal-fillers');
    await card.click();
    const dialog = page.getByRole('dialog', { name: 'Dermal Fillers' });
    await dialog.waitFor();
    expect(path(page)).toBe('/injectables/dermal-fillers');
    await expect.poll(() => page.title()).toBe('Dermal Fillers | Lumière Med Spa');
    // The home page stays under it, where the visitor was.
    expect(await page.getByRole('heading', { name: 'Our Services' }).count()).toBe(1);
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(Math.abs(scrolled - before)).toBeLessThan(900);
    await viewportShot(page, 'item-modal-over-home-phone');
    expect(await axeViolations(page)).toEqual([]);

    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(path(page)).toBe('/');
    expect(await openDialogs(page)).toBe(0);
    await page.goForward();
    await dialog.waitFor();
    expect(path(page)).toBe('/injectables/dermal-fillers');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Closing goes back in the history, which moves the address a moment after the dialog has closed.
    await expect.poll(() => path(page)).toBe('/');
    await expect.poll(() => page.title()).toBe('Lumière Med Spa | Luxury Aesthetic Treatments in Scottsdale');

    // An offer's card, on /specials: Escape closes it and gives the page its address back.
    await page.goto('/specials');
    await waitForSite(page);
    await page.getByRole('link', { name: /Scalp Renewal Package/ }).click();
    await page.getByRole('dialog', { name: 'Scalp Renewal Package' }).waitFor();
    expect(path(page)).toBe('/specials/scalp-renewal-package');
    // Its promo code on the details' sand panel reads at AA contrast, as the whole open dialog does.
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => path(page)).toBe('/specials');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('loads at its address with the modal open, titled as the item, also without JavaScript', async () => {
    const html = await (await fetch(`${BASE_URL}/injectables/botox`)).text();
    expect(html).toContain('<title>Botox &amp; Neurotoxins | Lumière Med Spa</title>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/injectables\/botox"\/>/);
    expect(html).toContain('"@type":"MedicalProcedure"');

    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await page.goto('/injectables/botox');
    const dialog = page.getByRole('dialog', { name: 'Botox & Neurotoxins' });
    await dialog.waitFor();
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    await waitForSite(page);
    expect(await dialog.evaluate((d) => d.matches(':modal'))).toBe(true);
    expect(await page.title()).toBe('Botox & Neurotoxins | Lumière Med Spa');
    await viewportShot(page, 'item-page-desktop');
    expect(await axeViolations(page)).toEqual([]);
    // Closing it leaves the page that lists it, at that page's address, with no history entry of its own.
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => path(page)).toBe('/injectables');
    await page.getByRole('heading', { level: 1, name: 'Injectables' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // Without JavaScript: the card is a link to the item's page, which shows the modal open.
    const plain = await browser.newContext({ viewport: PHONE, baseURL: BASE_URL, javaScriptEnabled: false });
    await plain.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const noScript = await plain.newPage();
    await noScript.goto('/vitamins');
    await noScript.getByRole('link', { name: /IV Vitamin Therapy/ }).click();
    await noScript.waitForURL('**/vitamins/iv-therapy');
    const shown = noScript.getByRole('dialog', { name: 'IV Vitamin Therapy' });
    await shown.waitFor();
    expect(await shown.getByRole('heading', { name: 'Benefits' }).isVisible()).toBe(true);
    await viewportShot(noScript, 'item-page-no-javascript-phone');
    await plain.close();
  });

  it('answers an address that is no page with a 404 and the not-found page', async () => {
    const res = await fetch(`${BASE_URL}/injectables/no-such-treatment`);
    expect(res.status).toBe(404);
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/injectables/no-such-treatment');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await context.close();
  });
});

describe('the owner’s catalogue', () => {
  it('adds a seventh category with twelve treatments, each with its price, each with its own page; a rename keeps the old address', async () => {
    const context = await newContext(browser, DESKTOP);
    const admin = await context.newPage();
    const errors = trackErrors(admin);
    await signIn(admin);
    await admin.getByRole('link', { name: 'Categories', exact: true }).click();
    await admin.getByRole('heading', { name: 'Add New Category' }).waitFor();
    await admin.getByLabel('Name').fill('Body Contouring');
    await admin.getByLabel('Title').fill('Body Contouring');
    await admin.getByLabel('Introduction', { exact: true }).fill('Sculpt and refine, without surgery.');
    await admin.getByLabel('Image URL').fill('/demo/laser.svg');
    await admin.getByRole('button', { name: 'Add Category' }).click();
    await expectMessage(admin, 'Category added successfully!', 'status');

    await admin.getByRole('link', { name: 'Treatments', exact: true }).click();
    await admin.getByRole('heading', { name: 'Add New Treatment' }).waitFor();
    const prices = ['Face', 'Arms', 'Legs', 'Bikini', 'Chest and Abdomen', 'Back', 'Full Body', 'Tirzepatide', 'Semaglutide', 'Retatrutide', 'Face Peel', 'Body Peel'];
    const titles = prices.map((p, i) => `Contour ${i + 1}: ${p}`);
    for (const [i, title] of titles.entries()) {
      await admin.getByLabel('Title').fill(title);
      await admin.getByLabel('Category', { exact: true }).selectOption({ label: 'Body Contouring' });
      await admin.getByLabel('Description', { exact: true }).fill(`Treatment number ${i + 1} of the new category.`);
      await admin.getByLabel('Image URL').fill('/demo/laser.svg');
      await admin.getByLabel('Benefits (one per line)').fill('Sculpted\nSmooth');
      await admin.getByLabel('Prices').selectOption({ label: prices[i]! });
      await admin.getByRole('button', { name: 'Add Treatment' }).click();
      await expectMessage(admin, 'Treatment added successfully!', 'status');
      await expect.poll(() => admin.getByLabel('Title').inputValue()).toBe('');
    }
    const stored = (await readCollection(admin, 'treatments')).filter((d) => d.data.category && String(d.data.title).startsWith('Contour'));
    expect(stored).toHaveLength(12);
    expect(stored.every((d) => Array.isArray(d.data.prices) && d.data.prices.length === 1)).toBe(true);

    // The site: the category in the menu and the footer, its page with all twelve cards and their prices.
    const site = await context.newPage();
    await site.goto('/');
    await waitForSite(site);
    expect(await site.locator('footer').getByRole('link', { name: 'Body Contouring' }).getAttribute('href')).toBe('/body-contouring');
    await site.getByRole('button', { name: 'Menu' }).click();
    const menu = site.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Body Contouring' }).click();
    await site.getByRole('heading', { level: 1, name: 'Body Contouring' }).waitFor();
    await expect.poll(() => site.locator('main ul > li > a[data-dialog]').count()).toBe(12);
    expect(await site.locator('main ul > li > a[data-dialog]').first().getAttribute('href')).toBe('/body-contouring/contour-1-face');
    await site.getByText('$100').first().waitFor();

    // A cold load of one of them: its modal, its title.
    const cold = await context.newPage();
    await cold.goto('/body-contouring/contour-7-full-body');
    const modal = cold.getByRole('dialog', { name: 'Contour 7: Full Body' });
    await modal.waitFor();
    await expect.poll(() => cold.title()).toBe('Contour 7: Full Body | Lumière Med Spa');

    // Renamed, with a new address: the old one still leads to it.
    await admin.getByRole('button', { name: 'Edit Contour 7: Full Body' }).click();
    await admin.getByLabel('Title').fill('Full Body Sculpt');
    await admin.getByLabel('Page address').fill('full-body-sculpt');
    await admin.getByRole('button', { name: 'Update Treatment' }).click();
    await expectMessage(admin, 'Treatment updated successfully!', 'status');
    const again = await context.newPage();
    await again.goto('/body-contouring/contour-7-full-body');
    await again.waitForURL('**/body-contouring/full-body-sculpt');
    await again.getByRole('dialog', { name: 'Full Body Sculpt' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('shows a provider the owner adds on a phone on the Team page, on her own page and on the pages of her treatments', async () => {
    const context = await newContext(browser, PHONE);
    const admin = await context.newPage();
    const errors = trackErrors(admin);
    await signIn(admin);
    await admin.goto('/admin/dashboard/providers');
    await admin.getByRole('heading', { name: 'Add New Provider' }).waitFor();
    await admin.getByLabel('Name').fill('Nora Blake');
    await expect.poll(() => admin.getByLabel('Page address').inputValue()).toBe('nora-blake');
    await admin.getByLabel('Credentials').fill('PA-C');
    await admin.getByLabel('Role').fill('Physician Assistant');
    await admin.getByLabel('Treatments').selectOption({ label: 'Botox & Neurotoxins' });
    await admin.getByLabel('Treatments').selectOption({ label: 'Chemical Peels' });
    await admin.getByRole('button', { name: 'Add Provider' }).click();
    await expectMessage(admin, 'Provider added successfully!', 'status');

    // The Team page lists her after the demo's three.
    const site = await context.newPage();
    await site.goto('/team');
    await site.getByRole('heading', { level: 1, name: 'Our Team' }).waitFor();
    // Drawn once she is published (the tab follows the publish that the save started).
    await site.getByRole('heading', { level: 2, name: 'Nora Blake', exact: true }).waitFor();
    expect(await site.locator('main a[href^="/team/"] h2').allTextContents()).toEqual(['Dr. Elena Marquez', 'Sophie Laurent', 'Maya Chen', 'Nora Blake']);

    // Her own page, loaded cold: its title and her treatments as links. (Her Person data is written into the page
    // as it is served: by the page function on Firebase, tests/prerender/entity-pages.test.ts; this build prerendered
    // the demo's team only.)
    const cold = await context.newPage();
    await cold.goto('/team/nora-blake');
    await cold.getByRole('heading', { level: 1, name: 'Nora Blake' }).waitFor();
    await expect.poll(() => cold.title()).toBe('Nora Blake | Lumière Med Spa');
    const treatments = cold.getByRole('heading', { level: 2, name: 'Treatments' }).locator('xpath=..');
    expect(await treatments.getByRole('link').allTextContents()).toEqual(['Botox & Neurotoxins', 'Chemical Peels']);
    expect(await cold.getByRole('link', { name: /Book a Consultation/ }).count()).toBe(1);
    await viewportShot(cold, 'provider-page-phone');
    expect(await axeViolations(cold)).toEqual([]);

    // The page of a treatment she performs names her, with her credentials, a link to her page.
    await cold.goto('/injectables/botox');
    const dialog = cold.getByRole('dialog', { name: 'Botox & Neurotoxins' });
    await dialog.waitFor();
    const nora = dialog.getByRole('link', { name: 'Nora Blake' });
    await nora.waitFor();
    expect(await dialog.getByText(', PA-C').count()).toBe(1);
    await nora.click();
    await cold.waitForURL('**/team/nora-blake');
    expect(errors).toEqual([]);
    await context.close();
  });
});
