// The local backend's uploaded files: short URLs that survive a reload and work in any <img>.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newContext, signIn } from './browser';

// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('files uploaded on the local backend', () => {
  it('are served from a short local URL that still renders in an <img> after a reload, on any page', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/admin/dashboard/images');
    await page.locator('input[type="file"]').setInputFiles({ name: 'Treatment Room.png', mimeType: 'image/png', buffer: PNG });
    const tile = page.getByRole('img', { name: /Treatment_Room\.png/ }).first();
    await tile.waitFor({ timeout: 15000 }).catch(() => undefined);
    const url = await page.evaluate(() => [...document.images].map((i) => i.getAttribute('src') ?? '').find((s) => s.startsWith('/local-files/uploads/')));
    expect(url).toMatch(/^\/local-files\/uploads\/\d+-Treatment_Room-1w\.webp$/);

    // A fresh page in the same browser, after a reload: the plain URL in a plain <img> shows the picture.
    const other = await context.newPage();
    await other.goto('/');
    await other.reload();
    const size = await other.evaluate(
      (src) =>
        new Promise<number[]>((resolve) => {
          const img = new Image();
          img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
          img.onerror = () => resolve([0, 0]);
          img.src = src!;
        }),
      url,
    );
    expect(size).toEqual([1, 1]);
    await context.close();
  });
});
