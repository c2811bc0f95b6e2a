// The bytes of pictures on `/` for a phone (390×844) after the owner puts an uploaded phone photo (4032×3024 JPEG
// with EXIF GPS) in the hero: before, as the library used to store it (the original file, one record without
// renditions); after, as it is uploaded now (resized WebP renditions, srcset). `npm run bench` calls
// measureUploadedHero(); on its own, `node scripts/run-through-vite.mjs scripts/bench/images.ts` builds the local
// site into dist-bench-images (not with BENCH_SKIP_BUILD set), serves it on BENCH_IMAGES_PORT (4305) and prints
// the table.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { drawPhotoJpeg, withExif } from '../fixtures/phone-photo.mjs';
import { build, serve } from './servers';
import { CHROMIUM, FLAGS, KB } from './shared';
import { readDoc } from '../../tests/e2e/admin-support';

const PASSWORD = process.env.VITE_LOCAL_ADMIN_PASSWORD ?? 'lumiere-demo';

/** A library record as the local backend stores it. */
interface ImageRecord {
  name: string;
  url: string;
  variants: Array<{ width: number; size: number }>;
}

interface HomeImages {
  lcpUrl: string;
  lcpBytes: number;
  allBytes: number;
  count: number;
}

export interface HeroImages {
  photoBytes: number;
  rows: Array<{ dpr: number; before: HomeImages; after: HomeImages; variants: string }>;
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/dashboard/);
}

/** Store the photo as the library did before uploads were processed: the original file and a record pointing at it. */
async function storeAsBefore(page: Page, photo: Buffer, name: string): Promise<void> {
  await page.evaluate(
    async ({ base64, name }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const path = `uploads/${name}`;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('medspa-local');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise((resolve, reject) => {
        const tx = db.transaction(['files', 'docs'], 'readwrite');
        tx.objectStore('files').put({ path, blob: new Blob([bytes], { type: 'image/jpeg' }), type: 'image/jpeg' });
        const data = { url: `/local-files/${path}`, name, type: 'image/jpeg', size: bytes.length, createdAt: new Date(0).toISOString() };
        tx.objectStore('docs').put({ path: 'images/before', parent: 'images', id: 'before', data });
        tx.oncomplete = resolve;
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { base64: photo.toString('base64'), name },
  );
}

/**
 * Put the library image called `name` in the hero's first slide, through Manage Sections, and wait until it is
 * published.
 */
async function setHeroSlide(page: Page, name: string, url: string): Promise<void> {
  await page.goto('/admin/dashboard/sections');
  await page.getByRole('button', { name: 'Edit Hero', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Hero' });
  await form.getByRole('button', { name: 'Choose from Image Library' }).first().click();
  const picker = page.getByRole('dialog', { name: /^Choose/ });
  await picker.getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).click();
  await picker.waitFor({ state: 'detached' });
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('status').filter({ hasText: 'Section updated successfully!' }).first().waitFor();
  for (;;) {
    const hero = (await readDoc(page, 'published/sections/items/hero')) as { item?: { block?: { slides?: Array<{ image?: string }> } } } | null;
    if (hero?.item?.block?.slides?.[0]?.image === url) return;
    await page.waitForTimeout(100);
  }
}

/** Load `/` as a visitor's phone and return the LCP image and every image the page fetched, with their bytes. */
async function measureHome(context: BrowserContext): Promise<HomeImages> {
  const page = await context.newPage();
  await page.goto('/', { waitUntil: 'load' });
  await page.locator('[data-slide="0"] img').waitFor();
  await page.waitForFunction(() => [...document.images].filter((i) => i.loading !== 'lazy').every((i) => i.complete));
  await page.waitForLoadState('networkidle');
  const result = await page.evaluate(async () => {
    const lcp = await new Promise<PerformanceEntry | undefined>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        resolve(entries[entries.length - 1]);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const urls = new Set(
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((r) => r.initiatorType === 'img' || (r.initiatorType === 'link' && /\.(webp|jpe?g|png|gif|avif|svg)(\?|$)/i.test(r.name)) || /\/local-files\//.test(r.name))
        .map((r) => r.name),
    );
    for (const img of document.images) if (img.complete && img.currentSrc) urls.add(img.currentSrc);
    const sizes: Record<string, number> = {};
    for (const url of urls) sizes[url] = (await (await fetch(url)).blob()).size;
    return { lcpUrl: (lcp as (PerformanceEntry & { url?: string }) | undefined)?.url ?? '', sizes };
  });
  await page.close();
  const all = Object.values(result.sizes).reduce((a, b) => a + b, 0);
  const lcpKey = Object.keys(result.sizes).find((u) => u === result.lcpUrl || u.endsWith(result.lcpUrl));
  return { lcpUrl: result.lcpUrl, lcpBytes: lcpKey ? result.sizes[lcpKey]! : 0, allBytes: all, count: Object.keys(result.sizes).length };
}

/**
 * Upload a phone photo through the admin in Chromium, put it in the hero, and measure `/` on a phone: before (the
 * original stored as is) and after (the processed renditions), at device pixel ratios 1 and 3.
 */
export async function measureUploadedHero(browser: Browser, base: string): Promise<HeroImages> {
  const rows: HeroImages['rows'] = [];
  let photoBytes = 0;
  for (const dpr of [1, 3]) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: dpr, isMobile: true, hasTouch: true, baseURL: base });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (r) => r.abort());
    const page = await context.newPage();
    await signIn(page);
    const photo = withExif(await drawPhotoJpeg(page));
    photoBytes = photo.length;
    await page.goto('/admin/dashboard/images');
    await page.getByLabel('Click to choose images or drag them here').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('region', { name: 'Describe the new images' }).waitFor({ timeout: 120000 });
    const uploaded = await page.evaluate(
      () =>
        new Promise<ImageRecord>((resolve) => {
          const open = indexedDB.open('medspa-local');
          open.onsuccess = () => {
            const get = open.result.transaction('docs').objectStore('docs').index('parent').getAll('images');
            get.onsuccess = () => {
              open.result.close();
              resolve((get.result[0] as { data: ImageRecord }).data);
            };
          };
        }),
    );
    const beforeName = '1000000000000-IMG_2041-original.jpg';
    await storeAsBefore(page, photo, beforeName);
    await setHeroSlide(page, beforeName, `/local-files/uploads/${beforeName}`);
    const before = await measureHome(context);
    await setHeroSlide(page, uploaded.name, uploaded.url);
    const after = await measureHome(context);
    rows.push({ dpr, before, after, variants: uploaded.variants.map((v) => `${v.width}w ${KB(v.size)} KB`).join(', ') });
    await context.close();
  }
  return { photoBytes, rows };
}

export function renderImageTable({ photoBytes, rows }: HeroImages): string {
  return [
    `Uploaded photo: a 4032×3024 JPEG with EXIF GPS, ${KB(photoBytes)} KB, set as the hero's first slide through the admin; \`/\` loaded at 390×844. Before: stored as uploaded (the library's former behaviour). After: its WebP renditions with srcset and sizes.`,
    '',
    '| Device pixel ratio | LCP image before | LCP image after | All images on / before | All images on / after | Renditions stored |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.dpr} | ${KB(r.before.lcpBytes)} KB (${r.before.lcpUrl.split('/').pop()}) | ${KB(r.after.lcpBytes)} KB (${r.after.lcpUrl.split('/').pop()}) | ${KB(r.before.allBytes)} KB in ${r.before.count} files | ${KB(r.after.allBytes)} KB in ${r.after.count} files | ${r.variants} |`,
    ),
  ].join('\n');
}

/** This part alone: see the header. */
export async function main(): Promise<number> {
  const outDir = 'dist-bench-images';
  if (!process.env.BENCH_SKIP_BUILD) build(outDir, { VITE_BACKEND: 'local' });
  const local = await serve(outDir, Number(process.env.BENCH_IMAGES_PORT ?? 4305));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    console.log(renderImageTable(await measureUploadedHero(browser, local.url)));
  } finally {
    await browser.close();
    local.stop();
  }
  return 0;
}
