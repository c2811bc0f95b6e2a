import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, launch, newContext, screenshot, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the site on the local backend', () => {
  it('shows the demo content on the home page', async () => {
    for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      await page.goto('/');
      await expect.poll(() => page.getByRole('img', { name: 'Lumière Med Spa' }).first().isVisible()).toBe(true);
      await expect.poll(() => page.getByText('HydraFacial', { exact: false }).first().isVisible()).toBe(true);
      await screenshot(page, `smoke-home-${name}`);
      await context.close();
    }
  });

  it('lets the owner sign in and shows an edit in another open tab without a reload', async () => {
    const context = await newContext(browser);
    const publicTab = await context.newPage();
    await publicTab.goto('/');
    // The welcome section's heading (the hero's headline is the page's h1).
    const heading = publicTab.locator('#welcome-heading');
    await expect.poll(() => heading.textContent()).toBeTruthy();

    const admin = await context.newPage();
    await signIn(admin);
    await admin.getByRole('link', { name: 'Welcome Section' }).click();
    const field = admin.getByLabel('Heading', { exact: true });
    await expect.poll(() => field.inputValue()).not.toBe('');
    await field.fill('A New Season of Radiance');
    await admin.getByRole('button', { name: 'Save Changes' }).click();
    await admin.getByRole('status').filter({ hasText: 'Welcome content updated successfully!' }).waitFor();
    await screenshot(admin, 'smoke-admin-welcome-desktop');

    await expect.poll(() => heading.textContent(), { timeout: 5000 }).toBe('A New Season of Radiance');
    await context.close();
  });
});
