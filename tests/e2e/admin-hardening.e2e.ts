import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { headersFor, type HeaderRule } from '@/lib/hosting-headers';
import { BASE_URL, DESKTOP, PHONE, axeViolations, launch, newContext, signIn } from './browser';
import { answerDialog, DEMO_IMAGES, expectMessage, failWith, readCollection, readDoc, trackErrors, withLocalDb, writeDoc, type LocalDbPage } from './admin-support';
import { readPublished } from './site-helpers';

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
      await page.getByRole('status').filter({ hasText: /^Live$/ }).first().waitFor();

      await page.goto('/admin/dashboard/welcome');
      const heading = page.getByLabel('Heading', { exact: true });
      await expect.poll(() => heading.inputValue()).toBe('Welcome to Lumière Med Spa');
      await heading.fill(`Radiance, Refined (${label})`);
      // The content saves; writing the published content fails.
      await failWith(page, 'write:published');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectMessage(page, 'Welcome content updated successfully!', 'status');
      await expectMessage(page, 'Your changes are saved, but the public site was not updated', 'alert');
      await page.getByRole('status').filter({ hasText: 'Not published' }).first().waitFor();
      expect((await readDoc(page, 'settings/welcome-content'))?.heading).toBe(`Radiance, Refined (${label})`);
      expect((await readPublished<{ heading?: string }>(page, 'welcome'))?.heading).toBe('Welcome to Lumière Med Spa');
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
      await page.getByRole('status').filter({ hasText: /^Live$/ }).first().waitFor();
      await page.getByRole('button', { name: 'Retry publishing' }).waitFor({ state: 'detached' });
      await expect.poll(async () => (await readPublished<{ heading?: string }>(page, 'welcome'))?.heading).toBe(`Radiance, Refined (${label})`);
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
    // The database exists once the shell has read the published state.
    await page.getByRole('status').filter({ hasText: /^Live$/ }).first().waitFor();
    const treatment = { title: 'Orphan Glow', slug: 'orphan-glow', description: 'd', image: '/demo/facial.svg', benefits: ['Glow'] };
    // A treatment with no order, one with no title, and a custom section with an element of an unknown type.
    await writeDoc(page, 'treatments/no-order', treatment);
    await writeDoc(page, 'treatments/no-name', { ...treatment, slug: 'no-name', title: '', order: 3 });
    await writeDoc(page, 'sections/custom-x', {
      name: 'Our Promise',
      order: 30,
      isVisible: true,
      block: { kind: 'CustomSection', elements: [{ id: 'a', order: 0, type: 'text', content: 'Kept words' }, { id: 'b', order: 1, type: 'script', content: 'alert(1)' }] },
    });

    await page.goto('/admin/dashboard/treatments');
    const panel = page.getByRole('region', { name: 'One stored record does not match its form' });
    await panel.waitFor();
    await panel.getByText('treatments/no-name', { exact: true }).waitFor();
    await panel.getByText('title: Title is required').waitFor();
    // The record without an order is shown, last.
    await page.getByRole('heading', { name: 'Orphan Glow' }).waitFor();
    await panel.getByText('Show the stored data').click();
    await panel.getByText('"order": 3').waitFor();
    const path = shot('broken-records-phone');
    if (path) await page.screenshot({ path });
    expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });
    await panel.getByRole('button', { name: 'Delete treatments/no-name' }).click();
    await answerDialog(page, true);
    await panel.waitFor({ state: 'detached' });
    expect((await readCollection(page, 'treatments')).map((d) => d.id)).not.toContain('no-name');

    await page.goto('/admin/dashboard/section-creator');
    await page.getByRole('region', { name: 'One stored record does not match its form' }).getByText('block.elements.1.type: unknown kind "script"').waitFor();

    // Records written by hand reach the site when everything is published again: the custom section shows with its
    // valid element.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Generate Templates' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publish everything' }).click();
    await expectMessage(page, 'Templates generated successfully!', 'status');
    const site = await context.newPage();
    await site.goto('/');
    await site.getByText('Kept words').first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Put a file straight into the local backend's store, as an upload that never got its record would leave it. */
async function storeFile(page: Page, path: string, bytes: number[]) {
  await withLocalDb(page);
  await page.evaluate(
    async ({ p, b }) => {
      const db = await (globalThis as LocalDbPage).medspaDb();
      const tx = db.transaction('files', 'readwrite');
      tx.objectStore('files').put({ path: p, blob: new Blob([new Uint8Array(b)], { type: 'image/png' }), type: 'image/png' });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { p: path, b: bytes },
  );
}

/** Confirm the removal of files without a record (its dialog names the files). */
async function confirmRemove(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByText('uploads/1700000000000-left-behind-480w.webp').waitFor();
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('files and records of the image library', () => {
  it('npm start (vite preview) sends the hosting headers of firebase.json', async () => {
    const rules = (JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } }).hosting.headers;
    const asset = /\/assets\/[^"']+\.js/.exec(await (await fetch(`${BASE_URL}/`)).text())?.[0];
    expect(asset).toBeTruthy();
    for (const path of ['/', '/services', '/admin', asset!, '/app.html']) {
      const response = await fetch(`${BASE_URL}${path}`, { redirect: 'manual' });
      const expected = headersFor(path, rules);
      expect(expected.get('Content-Security-Policy'), path).toMatch(/script-src 'self'/);
      for (const [key, value] of expected) expect(response.headers.get(key), `${path} ${key}`).toBe(value);
    }
  });

  it('refuses SVG and files that are no image by their content, and the storage check finds and cleans up what drifted apart', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    await page.goto('/admin/dashboard/images');
    const input = page.locator('#image-upload');
    // An SVG with script, as itself and renamed .png, and a text file named .png: none is stored.
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script></svg>');
    await input.setInputFiles([
      { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: svg },
      { name: 'logo.png', mimeType: 'image/png', buffer: svg },
      { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text') },
    ]);
    await expectMessage(page, 'File logo.svg is not a supported image: use JPEG, PNG, WebP, AVIF or GIF', 'alert');
    await expectMessage(page, 'File logo.png is not an image', 'alert');
    await expectMessage(page, 'File notes.png is not an image', 'alert');
    // Only the demo's own pictures: none of the refused files was stored.
    await page.getByText(`Total images: ${DEMO_IMAGES}`).waitFor();
    // Drift: a file no record lists (an upload whose record write failed) and a record whose file is gone.
    const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
    await storeFile(page, 'uploads/1700000000000-left-behind-480w.webp', PNG_START);
    await writeDoc(page, 'images/lost', {
      url: '/local-files/uploads/1700000000001-lost-960w.webp',
      name: '1700000000001-lost.png',
      type: 'image/png',
      size: 10,
      createdAt: '2026-01-01T00:00:00.000Z',
      alt: 'Treatment room',
      variants: [{ url: '/local-files/uploads/1700000000001-lost-960w.webp', path: 'uploads/1700000000001-lost-960w.webp', width: 960, height: 640, type: 'image/webp', size: 10 }],
    });
    const check = page.getByRole('region', { name: 'Files in storage' });
    await check.getByRole('button', { name: 'Check stored files' }).click();
    await check.getByText('1 file is stored without an image record').waitFor();
    await check.getByText('uploads/1700000000000-left-behind-480w.webp').waitFor();
    await check.getByText('1 image has lost its files').waitFor();
    await check.getByRole('button', { name: 'Remove 1 file without a record' }).waitFor();
    const path = shot('storage-check-phone');
    if (path) await check.screenshot({ path });
    expect({ violations: await axeViolations(page) }).toEqual({ violations: [] });

    // A removal that fails says so and keeps the file listed; once it works the file goes.
    await failWith(page, 'write:uploads/1700000000000');
    await check.getByRole('button', { name: 'Remove 1 file without a record' }).click();
    await confirmRemove(page);
    await expectMessage(page, '1 file could not be removed. Please try again.', 'alert');
    await failWith(page, null);
    await check.getByRole('button', { name: 'Remove 1 file without a record' }).click();
    await confirmRemove(page);
    await check.getByText('1 file is stored without an image record').waitFor({ state: 'detached' });

    await check.getByRole('button', { name: 'Delete record of 1700000000001-lost.png' }).click();
    await page.getByRole('dialog').getByText('“1700000000001-lost.png”').waitFor();
    await answerDialog(page, true);
    await check.getByText('Every image has its files, and every file belongs to an image.').waitFor();
    expect((await readCollection(page, 'images')).map((d) => d.id)).not.toContain('lost');
    expect(errors).toEqual([]);
    await context.close();
  });
});
