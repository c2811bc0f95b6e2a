import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, axeViolations, launch, newContext, signIn } from './browser';
import { expectMessage, failWith, readDoc, trackErrors } from './admin-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const shot = (name: string) => (process.env.E2E_SCREENSHOTS ? `${process.env.E2E_SCREENSHOTS}/${name}.png` : undefined);

describe('publishing the site after a save', () => {
  for (const [label, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    it(`tells the owner on the page where they saved when the site was not updated, and publishes on Retry (${label})`, async () => {
      const context = await newContext(browser, viewport);
      const page = await context.newPage();
      const errors = trackErrors(page);
      await signIn(page);
      await page.getByRole('status').filter({ hasText: 'Site up to date' }).first().waitFor();

      await page.goto('/admin/dashboard/welcome');
      const heading = page.getByLabel('Heading', { exact: true });
      await expect.poll(() => heading.inputValue()).toBe('Welcome to Lumière Med Spa');
      await heading.fill(`Radiance, Refined (${label})`);
      // The content saves; writing the published snapshot fails.
      await failWith(page, 'write:templates');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectMessage(page, 'Welcome content updated successfully!', 'status');
      await expectMessage(page, 'Your changes are saved, but the public site was not updated', 'alert');
      await page.getByRole('status').filter({ hasText: 'Not published' }).first().waitFor();
      expect((await readDoc(page, 'settings/welcome-content'))?.heading).toBe(`Radiance, Refined (${label})`);
      expect(((await readDoc(page, 'templates/data'))?.welcome as { heading?: string } | undefined)?.heading).toBe('Welcome to Lumière Med Spa');
      const path = shot(`publish-failed-${label}`);
      if (path) await page.screenshot({ path });
      expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });

      // A reload does not pretend the site caught up.
      await page.reload();
      await page.getByRole('status').filter({ hasText: 'Not published' }).first().waitFor();

      // Retrying while it still fails keeps the notice; once it works the site is up to date.
      await page.getByRole('button', { name: 'Retry publishing' }).click();
      await expectMessage(page, 'Your changes are saved, but the public site was not updated', 'alert');
      await failWith(page, null);
      await page.getByRole('button', { name: 'Retry publishing' }).click();
      await page.getByRole('status').filter({ hasText: 'Site up to date' }).first().waitFor();
      await page.getByRole('button', { name: 'Retry publishing' }).waitFor({ state: 'detached' });
      await expect.poll(async () => ((await readDoc(page, 'templates/data'))?.welcome as { heading?: string } | undefined)?.heading).toBe(`Radiance, Refined (${label})`);
      const upToDate = shot(`publish-up-to-date-${label}`);
      if (upToDate) await page.screenshot({ path: upToDate });
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});
