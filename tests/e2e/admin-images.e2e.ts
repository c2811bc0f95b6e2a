import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launch, newContext, signIn } from './browser';
import { answerDialog, DEMO_IMAGES, expectMessage, failWith, readCollection, readDoc, trackErrors, withLocalDb, type LocalDbPage } from './admin-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function storedFile(page: Page, path: string) {
  await withLocalDb(page);
  return page.evaluate(async (p) => {
    const g = globalThis as LocalDbPage;
    const db = await g.medspaDb();
    const found = await g.medspaRequest(db.transaction('files').objectStore('files').get(p));
    db.close();
    return found !== undefined;
  }, path);
}

/** The library records the demo content brings (its own pictures, described). */

const gridNames = (page: Page) => page.locator('main ul li p.font-medium').allInnerTexts();

describe('the Image Library', () => {
  it('uploads several images, refuses the wrong files, copies URLs, deletes, and feeds the image fields', async () => {
    const context = await newContext(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Image Library' }).click();
    // The demo's own pictures, each described, are in the library from the start.
    await page.getByText(`Total images: ${DEMO_IMAGES}`).waitFor();

    // Record the uploading state as it happens.
    await page.evaluate(() => {
      const seen = { uploading: false, inputDisabled: false, spinner: false };
      (window as unknown as { uploadState: typeof seen }).uploadState = seen;
      new MutationObserver(() => {
        if (document.body.textContent?.includes('Uploading...')) {
          seen.uploading = true;
          seen.inputDisabled ||= (document.getElementById('image-upload') as HTMLInputElement).disabled;
          seen.spinner ||= !!document.querySelector('main .animate-spin');
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    const input = page.getByLabel('Click to choose images or drag them here');
    await input.setInputFiles([
      png('spa room.png'),
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      png('glow.png'),
    ]);
    await expectMessage(page, 'File huge.png is too large (max 5MB)', 'alert');
    await expectMessage(page, 'File notes.txt is not an image', 'alert');
    await page.getByText(`Total images: ${DEMO_IMAGES + 2}`).waitFor();
    expect(await page.evaluate(() => (window as unknown as { uploadState: unknown }).uploadState)).toEqual({ uploading: true, inputDisabled: true, spinner: true });
    await page.getByRole('region', { name: 'Selected images' }).waitFor({ state: 'detached' });

    const records = (await readCollection(page, 'images')).map(
      (d) => d.data as { name: string; url: string; type: string; size: number; createdAt: string; variants: Array<{ path: string; url: string }> },
    );
    const room = records.find((r) => r.name.endsWith('-spa_room.png'))!;
    expect(room.name).toMatch(/^\d{13}-spa_room\.png$/);
    // A 1×1 picture is stored at its own width (never upscaled), as WebP, named after the upload.
    const stem = room.name.replace(/\.png$/, '');
    expect(room).toMatchObject({ url: `/local-files/uploads/${stem}-1w.webp`, type: 'image/png', size: PNG.length });
    expect(room.variants.map((v) => v.path)).toEqual([`uploads/${stem}-1w.webp`]);
    expect(Number.isNaN(Date.parse(room.createdAt))).toBe(false);
    expect(await storedFile(page, `uploads/${stem}-1w.webp`)).toBe(true);

    // Drag and drop; the newest comes first.
    const dropped = await page.evaluateHandle((bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }));
      return transfer;
    }, [...PNG]);
    await page.locator('main label[for="image-upload"]').locator('..').dispatchEvent('drop', { dataTransfer: dropped });
    await page.getByText(`Total images: ${DEMO_IMAGES + 3}`).waitFor();
    await expect.poll(async () => (await gridNames(page))[0]).toMatch(/-dropped\.png$/);
    const names = await gridNames(page);
    const stored = (await readCollection(page, 'images')).map((d) => d.data as { name: string; createdAt: string });
    expect(names).toEqual(stored.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((r) => r.name));

    // Copy and delete show on hover and on keyboard focus.
    const card = page.locator('main ul li').filter({ hasText: room.name });
    const copy = card.getByRole('button', { name: `Copy URL of ${room.name}` });
    const overlayOpacity = () => copy.evaluate((el) => getComputedStyle(el.parentElement!).opacity);
    await page.mouse.move(0, 0);
    await expect.poll(overlayOpacity).toBe('0');
    await card.hover();
    await expect.poll(overlayOpacity).toBe('1');
    await page.mouse.move(0, 0);
    await copy.focus();
    await expect.poll(overlayOpacity).toBe('1');

    await copy.click();
    await card.getByText('URL copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(room.url);
    await card.getByText('URL copied!').waitFor({ state: 'detached', timeout: 3000 });
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error('denied'));
    });
    await copy.click();
    await expectMessage(page, 'Failed to copy URL. Please try again.', 'alert');

    // Upload failure keeps the previews, which a close button clears.
    await failWith(page, 'write:uploads');
    await input.setInputFiles([png('later.png')]);
    await expectMessage(page, 'Error uploading images. Please try again.', 'alert');
    const previews = page.getByRole('region', { name: 'Selected images' });
    await previews.getByText('later.png').waitFor();
    await previews.getByRole('button', { name: 'Clear previews' }).click();
    await previews.waitFor({ state: 'detached' });

    // A delete whose record cannot be removed keeps everything.
    await failWith(page, 'write:images');
    await card.getByRole('button', { name: `Delete ${room.name}` }).click();
    await page.getByRole('dialog').getByText('Are you sure you want to delete this image?').waitFor();
    await answerDialog(page, true);
    await expectMessage(page, 'Error deleting image. Please try again.', 'alert');
    expect(await storedFile(page, `uploads/${stem}-1w.webp`)).toBe(true);
    await failWith(page, null);
    await card.getByRole('button', { name: `Delete ${room.name}` }).click();
    await answerDialog(page, true);
    await page.getByText(`Total images: ${DEMO_IMAGES + 2}`).waitFor();
    expect((await readCollection(page, 'images')).some((d) => d.data.name === room.name)).toBe(false);
    // The record is in the trash with all its renditions, whose files stay stored until the entry is purged.
    const trashed = (await readCollection(page, 'trash')).find((d) => (d.data.data as { name?: string }).name === room.name);
    expect(trashed?.data.files).toContain(`uploads/${stem}-1w.webp`);
    expect(await storedFile(page, `uploads/${stem}-1w.webp`)).toBe(true);

    // An image field elsewhere picks from the library.
    const newest = (await gridNames(page))[0]!;
    const newestUrl = (await readCollection(page, 'images')).map((d) => d.data as { name: string; url: string }).find((r) => r.name === newest)!.url;
    await page.getByRole('link', { name: 'Business Info' }).click();
    await page.getByRole('button', { name: 'Choose from Image Library' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Choose Logo' });
    await picker.getByRole('button', { name: newest }).click();
    // A picture without alt text is described before it is used, in the picker.
    await picker.getByRole('heading', { name: 'Describe this image' }).waitFor();
    await picker.getByLabel(`Alt text for ${newest}`).fill('The spa’s lotus logo');
    await picker.getByRole('button', { name: 'Save alt text' }).click();
    await picker.waitFor({ state: 'detached' });
    expect((await readCollection(page, 'images')).find((d) => d.data.name === newest)?.data.alt).toBe('The spa’s lotus logo');
    expect(await page.getByLabel('Logo', { exact: true }).inputValue()).toBe(newestUrl);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Business information updated successfully!', 'status');
    expect(((await readDoc(page, 'settings/business-info'))?.images as { logo: string }).logo).toBe(newestUrl);

    await failWith(page, 'read:images');
    await page.getByRole('link', { name: 'Image Library' }).click();
    await expectMessage(page, 'Failed to load images. Please try refreshing the page.', 'alert');
    await failWith(page, null);
    expect(errors).toEqual([]);
    await context.close();
  });
});
