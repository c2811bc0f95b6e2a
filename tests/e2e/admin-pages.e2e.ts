import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, axeViolations, launch, newContext, screenshot, signIn } from './browser';
import { answerDialog, DEMO_IMAGES, trackErrors } from './admin-support';

const PAGES = [
  ['Your Site', 'Your Site', 'your-site'],
  ['Welcome Section', 'Welcome Section', 'welcome'],
  ['Business Info', 'Business Info', 'business-info'],
  ['Categories', 'Categories', 'categories'],
  ['Treatments', 'Treatments', 'treatments'],
  ['Special Offers', 'Special Offers', 'specials'],
  ['Testimonials', 'Testimonials', 'testimonials'],
  ['Price List', 'Price List', 'prices'],
  ['About Page', 'About Page', 'about'],
  ['Page Texts', 'Page Texts', 'page-texts'],
  ['Manage Sections', 'Manage Sections', 'sections'],
  ['Section Creator', 'Section Creator', 'section-creator'],
  ['Image Library', 'Image Library', 'images'],
  ['Business Hours', 'Business Hours', 'hours'],
  ['Holiday Hours', 'Holiday Hours', 'holiday-hours'],
  ['Contact Info', 'Contact Information', 'contact-info'],
  ['Search Listing', 'Search Listing', 'seo'],
] as const;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function expectNoViolations(page: Page, where: string) {
  expect({ where, violations: await axeViolations(page) }).toEqual({ where, violations: [] });
}

/** Fill pages that start empty so their screenshots and checks show real content. */
async function populate(page: Page, slug: string) {
  if (slug === 'sections') {
    // A block form open beside its preview.
    await page.getByRole('button', { name: 'Edit Hero', exact: true }).click();
    await page.getByRole('form', { name: 'Edit Hero' }).waitFor();
    await page.getByRole('region', { name: 'Preview' }).locator('h1').waitFor();
  }
  if (slug === 'section-creator') {
    await page.getByRole('button', { name: 'New Section' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Spring Glow');
    await answerDialog(page, true);
    const form = page.locator('main form').first();
    await form.getByLabel('Content').fill('Our spring menu is here.');
    await form.getByRole('button', { name: 'Add Element' }).click();
    await page.locator('main ol').getByText('Our spring menu is here.').waitFor();
    await form.getByLabel('Type').selectOption({ label: 'Formatted text' });
    await form.getByRole('toolbar').waitFor();
  }
  if (slug === 'images') {
    await page.getByLabel('Click to choose images or drag them here').setInputFiles([{ name: 'treatment room.png', mimeType: 'image/png', buffer: PNG }]);
    // The demo's pictures and this one.
    await page.getByText(`Total images: ${DEMO_IMAGES + 1}`).waitFor();
  }
}

describe('every admin page', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows each page on a ${name} with no accessibility violations`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors = trackErrors(page);
      await page.goto('/admin');
      await page.getByLabel('Password').waitFor();
      await expectNoViolations(page, 'login');
      await screenshot(page, `admin-login-${name}`);
      await signIn(page);
      const nav = page.getByRole('navigation', { name: 'Admin' });
      for (const [link, heading, slug] of PAGES) {
        if (name === 'phone') {
          // The sidebar is collapsed behind the menu button on a phone.
          expect(await nav.isVisible()).toBe(false);
          await page.getByRole('button', { name: 'Menu' }).click();
          if (slug === 'welcome') {
            await expectNoViolations(page, 'menu');
            await screenshot(page, 'admin-menu-phone');
          }
        }
        await nav.getByRole('link', { name: link, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByRole('status').filter({ hasText: 'Loading...' }).waitFor({ state: 'detached' });
        await populate(page, slug);
        await expectNoViolations(page, slug);
        await screenshot(page, `admin-${slug}-${name}`);
      }

      // A collection in edit mode and an open confirmation dialog.
      if (name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
      await nav.getByRole('link', { name: 'Special Offers', exact: true }).click();
      await page.getByRole('button', { name: 'Edit Scalp Renewal Package' }).click();
      await page.getByRole('heading', { name: 'Edit Special Offer' }).waitFor();
      await expectNoViolations(page, 'edit mode');
      await page.getByRole('button', { name: 'Delete Botox at $11 per Unit' }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoViolations(page, 'confirm dialog');
      await page.screenshot({ path: process.env.E2E_SCREENSHOTS ? `${process.env.E2E_SCREENSHOTS}/admin-confirm-${name}.png` : undefined });
      await answerDialog(page, false);
      expect(errors).toEqual([]);
      await context.close();
      // Seventeen pages, each checked with axe: more than the default minute on a busy machine.
    }, 180_000);
  }
});
