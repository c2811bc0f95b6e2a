// Helpers for the public-site browser tests: wait for the content, and publish an edited snapshot straight into
// the local backend (IndexedDB + BroadcastChannel), as the admin's save would, so open pages update live.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Wait until the site shows its content (the header logo) and is live: prerendered pages show content before
 * the app has hydrated them, and until then their buttons do nothing.
 */
export async function waitForSite(page: Page, name = 'Lumière Med Spa') {
  await page.getByRole('link').filter({ has: page.getByRole('img', { name }) }).first().waitFor();
  await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
}

/**
 * Read the snapshot the site cached, change it with `mutate` (source of a function `(data) => void` run in the
 * page) and store it as templates/data, telling open tabs about it.
 */
export async function publishSnapshot(page: Page, mutate: string) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('medspa:site-snapshot') !== null)).toBe(true);
  await page.evaluate(async (mutateSource) => {
    const { data } = JSON.parse(localStorage.getItem('medspa:site-snapshot')!) as { data: Record<string, unknown> };
    // The mutation is test code passed as text because functions cannot cross into the page.
    (new Function('data', `(${mutateSource})(data)`) as (d: unknown) => void)(data);
    data.lastGenerated = new Date().toISOString();
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('medspa-local');
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('docs', 'readwrite');
      tx.objectStore('docs').put({ path: 'templates/data', parent: 'templates', id: 'data', data });
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
    const channel = new BroadcastChannel('medspa-local');
    channel.postMessage({ type: 'changed', paths: ['templates/data'] });
    channel.close();
  }, mutate);
}

/** Top of an element relative to the viewport. */
export function topOf(page: Page, selector: string) {
  return page.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top ?? Number.NaN, selector);
}

/** Scroll through the page so lazy images load, then back to the top, before a full-page screenshot. */
export async function loadLazyImages(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => requestAnimationFrame(r));
    }
    await Promise.all(
      [...document.images]
        .filter((img) => !img.complete)
        .map(
          (img) =>
            new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 2000);
            }),
        ),
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/** A screenshot of the viewport only (for open modals and menus), saved when E2E_SCREENSHOTS is set. */
export async function viewportShot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png` });
}
