import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, axeViolations, launch, newContext, signIn } from './browser';
import { answerDialog, expectMessage, failWith, readCollection, readDoc, trackErrors, writeDoc } from './admin-support';

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

describe('stored records that do not match their schema', () => {
  it('are listed on their page with what is wrong, the stored data and a Delete, while their valid parts still show', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    const service = { name: 'Orphan Glow', description: 'd', longDescription: 'l', image: '/demo/facial.svg', benefits: ['Glow'] };
    // A service with no order, one with no name, and a custom section with an element of an unknown type.
    await writeDoc(page, 'services/no-order', service);
    await writeDoc(page, 'services/no-name', { ...service, name: '', order: 3 });
    await writeDoc(page, 'sections/custom-x', {
      name: 'Our Promise',
      order: 30,
      isVisible: true,
      block: { kind: 'CustomSection', elements: [{ id: 'a', order: 0, type: 'text', content: 'Kept words' }, { id: 'b', order: 1, type: 'script', content: 'alert(1)' }] },
    });

    await page.goto('/admin/dashboard/services');
    const panel = page.getByRole('region', { name: 'One stored record does not match its form' });
    await panel.waitFor();
    await panel.getByText('services/no-name', { exact: true }).waitFor();
    await panel.getByText('name: Name is required').waitFor();
    // The record without an order is shown, last.
    await page.getByRole('heading', { name: 'Orphan Glow' }).waitFor();
    await panel.getByText('Show the stored data').click();
    await panel.getByText('"order": 3').waitFor();
    const path = shot('broken-records-phone');
    if (path) await page.screenshot({ path });
    expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });
    await panel.getByRole('button', { name: 'Delete services/no-name' }).click();
    await answerDialog(page, true);
    await panel.waitFor({ state: 'detached' });
    expect((await readCollection(page, 'services')).map((d) => d.id)).not.toContain('no-name');

    await page.goto('/admin/dashboard/section-creator');
    await page.getByRole('region', { name: 'One stored record does not match its form' }).getByText('block.elements.1.type: unknown kind "script"').waitFor();

    // The site shows the custom section with its valid element.
    const site = await context.newPage();
    await site.goto('/');
    await site.getByText('Kept words').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
