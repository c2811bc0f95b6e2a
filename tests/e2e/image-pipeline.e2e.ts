// The upload pipeline in Chromium: a phone photo with EXIF (orientation, GPS) becomes upright renditions with no
// metadata, refused files are named one by one, alt text is asked for and used on the site, the hero gets a
// srcset and a preload, the library shows where an image is used, and deleting it asks again and leaves the site
// without a broken picture.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, DESKTOP, launch, newContext, PHONE, screenshot, signIn } from './browser';
import { answerDialog, DEMO_IMAGES, expectMessage, readCollection, readDoc, trackErrors, waitForLive, withLocalDb, type LocalDbPage } from './admin-support';
import { readPublished, viewportShot, waitForSite } from './site-helpers';
import { drawPhotoJpeg, hasExif, sniffType, withExif } from '../../scripts/fixtures/phone-photo.mjs';

let browser: Browser;
let photo: Buffer;
let portrait: Buffer;
beforeAll(async () => {
  browser = await launch();
  const page = await browser.newPage();
  photo = withExif(await drawPhotoJpeg(page));
  // Stored 1200×900 sideways; its EXIF says turn it 90° clockwise: upright it is 900×1200.
  portrait = withExif(await drawPhotoJpeg(page, { width: 1200, height: 900 }), { orientation: 6 });
  await page.close();
});
afterAll(async () => {
  await browser?.close();
});

interface Variant {
  url: string;
  path: string;
  width: number;
  height: number;
  type: string;
  size: number;
}
interface StoredImage {
  url: string;
  name: string;
  alt?: string;
  width?: number;
  height?: number;
  variants?: Variant[];
  placeholder?: string;
}

/** A stored file's bytes, straight from the local backend's IndexedDB. */
async function storedBytes(page: Page, path: string): Promise<Buffer | null> {
  await withLocalDb(page);
  const base64 = await page.evaluate(
    async (p) => {
      const g = globalThis as LocalDbPage;
      const db = await g.medspaDb();
      const found = await g.medspaRequest<{ blob: Blob } | undefined>(db.transaction('files').objectStore('files').get(p));
      db.close();
      if (!found) return null;
      const bytes = new Uint8Array(await found.blob.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    },
    path,
  );
  return base64 === null ? null : Buffer.from(base64, 'base64');
}

/** The uploaded images' records (the demo's own pictures, files of the site, left out). */
/** The library records the demo content brings (its own pictures, described). */

/** The uploaded images' records in the published content (the demo's own pictures left out). */
async function publishedUploads(page: Page): Promise<StoredImage[] | undefined> {
  return (await readPublished<StoredImage[]>(page, 'images'))?.filter((i) => !i.url.startsWith('/demo/'));
}

async function storedImages(page: Page): Promise<Array<StoredImage & { id: string }>> {
  return (await readCollection(page, 'images')).map((d) => ({ id: d.id, ...(d.data as unknown as StoredImage) })).filter((i) => !i.url.startsWith('/demo/'));
}

const upload = (page: Page, files: Array<{ name: string; mimeType: string; buffer: Buffer }>) => page.getByLabel('Click to choose images or drag them here').setInputFiles(files);

describe('the image pipeline', () => {
  it('stores upright renditions without metadata, refuses the wrong files, asks for alt text and serves a responsive hero', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Image Library' }).click();
    await page.getByText(`Total images: ${DEMO_IMAGES}`).waitFor();

    // The fixture itself carries EXIF with a GPS position: what the pipeline must leave behind.
    expect(hasExif(photo)).toBe(true);
    await upload(page, [
      // A PNG by its first bytes (so not refused up front), broken after them: the browser cannot decode it.
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]) },
      { name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo },
      { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
      { name: 'sideways.jpg', mimeType: 'image/jpeg', buffer: portrait },
    ]);
    await expectMessage(page, 'File logo.svg is not a supported image: use JPEG, PNG, WebP, AVIF or GIF', 'alert');
    await expectMessage(page, 'File notes.txt is not an image', 'alert');
    await expectMessage(page, 'File huge.png is too large (max 5MB)', 'alert');
    await expectMessage(page, 'File broken.png could not be read as an image', 'alert');
    await page.getByText(`Total images: ${DEMO_IMAGES + 2}`, { exact: true }).waitFor({ timeout: 60000 });

    const images = await storedImages(page);
    const big = images.find((i) => i.name.endsWith('-IMG_2041.jpg'))!;
    const side = images.find((i) => i.name.endsWith('-sideways.jpg'))!;
    // Resized to the three widths, never upscaled, in proportion, WebP, the largest is what the record points at.
    expect(big).toMatchObject({ width: 4032, height: 3024 });
    expect(big.variants!.map((v) => [v.width, v.height, v.type])).toEqual([
      [480, 360, 'image/webp'],
      [960, 720, 'image/webp'],
      [1600, 1200, 'image/webp'],
    ]);
    expect(big.url).toBe(big.variants![2]!.url);
    expect(big.placeholder).toMatch(/^data:image\/webp;base64,/);
    // Turned upright from its EXIF orientation; 900 wide, so 480 and its own width.
    expect(side).toMatchObject({ width: 900, height: 1200 });
    expect(side.variants!.map((v) => [v.width, v.height])).toEqual([
      [480, 640],
      [900, 1200],
    ]);
    // Every stored file is the WebP it claims, its size as recorded, with no EXIF (so no GPS position).
    for (const v of [...big.variants!, ...side.variants!]) {
      const bytes = await storedBytes(page, v.path);
      expect(bytes, v.path).not.toBeNull();
      expect(sniffType(bytes!)).toBe('image/webp');
      expect(bytes!.length).toBe(v.size);
      expect(hasExif(bytes!), `${v.path} carries EXIF`).toBe(false);
    }
    // The top-left marker of the sideways photo ends up top-right once upright (turned 90° clockwise).
    const corner = await page.evaluate(async (url) => {
      const bitmap = await createImageBitmap(await (await fetch(url)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const ctx = canvas.getContext('2d')!;
      ctx.drawImage(bitmap, 0, 0);
      const at = (x: number, y: number) => Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3));
      return { topRight: at(bitmap.width - 5, 5), topLeft: at(5, 5) };
    }, side.url);
    expect(corner.topRight[0]).toBeGreaterThan(150);
    expect(corner.topRight[1]).toBeLessThan(80);
    expect(corner.topLeft[0]! - corner.topLeft[1]!).toBeLessThan(100);

    // Alt text is asked for right after the upload.
    const describe = page.getByRole('region', { name: 'Describe the new images' });
    await describe.getByLabel(`Alt text for ${big.name}`).fill('Sunlit treatment room with a massage table');
    await describe.getByRole('button', { name: 'Save alt text' }).click();
    await expectMessage(page, 'Alt text saved.', 'status');
    await expect.poll(async () => (await storedImages(page)).find((i) => i.id === big.id)?.alt).toBe('Sunlit treatment room with a massage table');
    const card = page.locator('main ul li').filter({ hasText: big.name });
    await card.getByText('Alt text: Sunlit treatment room with a massage table').waitFor();
    await card.getByText('Not used on the site').waitFor();
    await screenshot(page, 'images-library-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // Set it as the hero's first slide, from the library, with the slide's own alt text cleared.
    await page.getByRole('link', { name: 'Manage Sections' }).click();
    await page.getByRole('button', { name: 'Edit Hero', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit Hero' });
    await form.getByRole('button', { name: 'Choose from Image Library' }).first().click();
    const picker = page.getByRole('dialog', { name: /^Choose/ });
    await picker.getByRole('button', { name: new RegExp(big.name) }).click();
    await picker.waitFor({ state: 'detached' });
    await form.getByLabel('Alt text').first().fill('');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expectMessage(page, 'Section updated successfully!', 'status');
    const hero = (await readDoc(page, 'sections/hero'))?.block as { slides: Array<{ image: string; alt?: string }> };
    expect(hero.slides[0]!.image).toBe(big.url);

    // The published content carries the image's record (and only the images the site shows).
    await waitForLive(page);
    expect((await publishedUploads(page))?.map((i) => i.name)).toEqual([big.name]);

    // On a phone: srcset, sizes, true width and height, the library's alt text, the right rendition preloaded.
    const phone = await context.newPage();
    await phone.setViewportSize(PHONE);
    await phone.goto('/');
    await waitForSite(phone);
    const img = phone.locator('[data-slide="0"] img');
    await img.waitFor();
    expect(await img.getAttribute('srcset')).toBe(big.variants!.map((v) => `${v.url} ${v.width}w`).join(', '));
    expect(await img.getAttribute('sizes')).toContain('100vw');
    expect(await img.getAttribute('alt')).toBe('Sunlit treatment room with a massage table');
    expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['4032', '3024']);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    // 390 CSS px wide, cover over a 4:3 picture in a band 45% of 844 px tall: the 480 or 960 rendition, never the 1600.
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).not.toBe(big.variants![2]!.url);
    await viewportShot(phone, 'images-hero-phone');
    await phone.setViewportSize(DESKTOP);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await viewportShot(phone, 'images-hero-desktop');
    await phone.setViewportSize(PHONE);

    // A fresh visit after publishing renders in the browser; the prerendered head of the same page, built from this
    // content, preloads with imagesrcset (checked in tests/blocks/prerender-html.test.tsx). Here: no broken image.
    const broken = await phone.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth === 0).map((i) => i.src));
    expect(broken).toEqual([]);

    // The library shows where it is used; deleting it asks again, naming the place.
    await page.getByRole('link', { name: 'Image Library' }).click();
    const used = page.locator('main ul li').filter({ hasText: big.name }).getByTestId('image-uses');
    await used.getByText('Used in 1 place').waitFor();
    await used.locator('summary').click();
    await used.getByText('Section “Hero”').waitFor();
    await screenshot(page, 'images-library-used-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'images-library-used-phone');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
    const dialog = page.getByRole('dialog');
    // The first question is the usual one; the second, for a used image, names where it shows.
    const deleteAsked = async () => {
      await page.locator('main ul li').filter({ hasText: big.name }).getByRole('button', { name: `Delete ${big.name}` }).click();
      await dialog.getByText('Are you sure you want to delete this image?').waitFor();
      await dialog.getByRole('button', { name: 'Delete' }).click();
      await dialog.getByText(/This image is used in 1 place:/).waitFor();
      await dialog.getByText(/Section “Hero”: Content › Slides 1 › Image/).waitFor();
    };
    await deleteAsked();
    await answerDialog(page, false);
    expect((await storedImages(page)).some((i) => i.id === big.id)).toBe(true);
    await deleteAsked();
    await answerDialog(page, true);
    await page.getByText(`Total images: ${DEMO_IMAGES + 1}`, { exact: true }).waitFor();
    // The files stay while the image is in the trash (it can be restored), and go when it is deleted for good.
    for (const v of big.variants!) expect(await storedBytes(page, v.path)).not.toBeNull();
    await page.getByRole('link', { name: 'Trash' }).click();
    await page.getByRole('button', { name: `Delete forever: ${big.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete forever' }).click();
    await expectMessage(page, 'Deleted for good.', 'status');
    for (const v of big.variants!) await expect.poll(() => storedBytes(page, v.path)).toBeNull();
    await expect.poll(async () => (await publishedUploads(page))?.length).toBe(0);

    // The site no longer points at it: the slide is left out, nothing is broken.
    await phone.goto('/');
    await waitForSite(phone);
    await phone.getByRole('heading', { level: 1 }).waitFor();
    const sources = await phone.evaluate(() => [...document.images].map((i) => i.currentSrc || i.src));
    expect(sources.some((s) => big.variants!.some((v) => s.endsWith(v.url)))).toBe(false);
    expect(await phone.evaluate(() => [...document.images].filter((i) => i.complete && i.naturalWidth === 0).length)).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('lets the owner mark a focal point by click or keyboard, which cropped renders keep', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    await page.getByRole('link', { name: 'Image Library' }).click();
    await upload(page, [{ name: 'sideways.jpg', mimeType: 'image/jpeg', buffer: portrait }]);
    await page.getByRole('region', { name: 'Describe the new images' }).getByRole('button', { name: 'Later' }).click();
    const [image] = await storedImages(page);
    await page.getByRole('button', { name: `Edit details of ${image!.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Image details' });
    // A click near the bottom right of the picture.
    const target = dialog.getByRole('button', { name: /Set the focal point where you click/ });
    const box = (await target.locator('img').boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.9);
    // Then the keyboard: the "from the left" slider moved three steps left.
    const left = dialog.getByRole('slider', { name: 'From the left' });
    await left.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    await dialog.getByLabel('Alt text').fill('A serum bottle on a marble tray');
    await screenshot(page, 'images-details-desktop');
    await page.setViewportSize(PHONE);
    await viewportShot(page, 'images-details-phone');
    await page.setViewportSize(DESKTOP);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await expectMessage(page, 'Image details saved.', 'status');
    const saved = (await storedImages(page))[0]!;
    expect(saved.alt).toBe('A serum bottle on a marble tray');
    const focus = (saved as unknown as { focus: { x: number; y: number } }).focus;
    // The click's position, less three keyboard steps; the click lands within a few percent of where it was aimed.
    expect(Math.abs(focus.x - 77)).toBeLessThanOrEqual(3);
    expect(Math.abs(focus.y - 90)).toBeLessThanOrEqual(3);

    // A service card (cropped to 4:3) keeps that point in view.
    await page.getByRole('link', { name: 'Treatments', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Botox & Neurotoxins' }).click();
    await page.getByRole('button', { name: 'Choose from Image Library' }).first().click();
    const picker = page.getByRole('dialog', { name: /^Choose/ });
    await picker.getByRole('button', { name: new RegExp(saved.name) }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Update Treatment' }).click();
    await expectMessage(page, 'Treatment updated successfully!', 'status');
    const site = await context.newPage();
    await site.setViewportSize(PHONE);
    await site.goto('/services');
    await waitForSite(site);
    const cardImage = site.locator(`main img[srcset*="${saved.variants![0]!.url}"]`).first();
    await cardImage.waitFor();
    expect(await cardImage.evaluate((el) => getComputedStyle(el).objectPosition)).toBe(`${focus.x}% ${focus.y}%`);
    expect(await cardImage.getAttribute('alt')).toBe('A serum bottle on a marble tray');
    await site.evaluate(() => document.querySelector('main ul')?.scrollIntoView());
    await viewportShot(site, 'images-services-phone');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('encodes JPEG where the browser cannot encode WebP', async () => {
    const context = await newContext(browser);
    // A browser without a WebP encoder hands back PNG when asked for WebP, as the canvas specification says.
    await context.addInitScript(() => {
      const original = OffscreenCanvas.prototype.convertToBlob;
      OffscreenCanvas.prototype.convertToBlob = function (options?: ImageEncodeOptions) {
        return original.call(this, options?.type === 'image/webp' ? { type: 'image/png' } : options);
      };
    });
    const page = await context.newPage();
    await signIn(page);
    await page.getByRole('link', { name: 'Image Library' }).click();
    await upload(page, [{ name: 'sideways.jpg', mimeType: 'image/jpeg', buffer: portrait }]);
    await page.getByText(`Total images: ${DEMO_IMAGES + 1}`, { exact: true }).waitFor();
    const [image] = await storedImages(page);
    expect(image!.variants!.map((v) => v.type)).toEqual(['image/jpeg', 'image/jpeg']);
    expect(image!.placeholder).toMatch(/^data:image\/jpeg;base64,/);
    for (const v of image!.variants!) {
      const bytes = (await storedBytes(page, v.path))!;
      expect(sniffType(bytes)).toBe('image/jpeg');
      expect(hasExif(bytes)).toBe(false);
      expect(v.path).toMatch(/-\d+w\.jpg$/);
    }
    await context.close();
  });
});
