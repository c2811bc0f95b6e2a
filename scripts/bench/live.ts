// What a page costs and how fast it follows the owner once it is live: the document reads of a page view, and an
// owner's save until an open public page shows it (the local backend).
import type { Browser, Page } from 'playwright-core';
import { waitForListener } from './shared';

export interface Reads {
  /** A first visit to / in a fresh browser profile. */
  cold: number;
  /** Then a visit to repeatPath within the cache window. */
  warm: number;
  repeatPath: string;
}

/**
 * The page's document reads so far. Reads happen after the load event (the live listener attaches when the
 * browser is idle), so this waits until the listener has answered and the count has held still for a second.
 */
async function settledReadCount(page: Page): Promise<number> {
  await waitForListener(page);
  await page.waitForFunction(() => typeof window.__medspaReadCount === 'function');
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const now = await page.evaluate(() => window.__medspaReadCount!());
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(1000);
  }
  return last;
}

/**
 * Document reads through the port: a first visit in a fresh browser profile, then a repeat visit within the cache
 * window.
 */
export async function measureReads(browser: Browser, base: string, repeatPath: string): Promise<Reads> {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const cold = await settledReadCount(page);
  await page.goto(`${base}${repeatPath}`);
  const warm = await settledReadCount(page);
  await context.close();
  return { cold, warm, repeatPath };
}

/**
 * An owner's save in one tab until an open public tab shows it, measured with the browser's clock in both tabs:
 * `samples` saves, each time in ms.
 */
export async function measureEditToVisible(browser: Browser, base: string, samples: number): Promise<number[]> {
  const context = await browser.newContext();
  const pub = await context.newPage();
  await pub.goto(`${base}/`);
  await pub.waitForSelector('h1');
  const admin = await context.newPage();
  await admin.goto(`${base}/admin`);
  await admin.getByLabel('Password').fill(process.env.VITE_LOCAL_ADMIN_PASSWORD ?? 'lumiere-demo');
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await admin.waitForURL(/dashboard/);
  await admin.goto(`${base}/admin/dashboard/welcome`);
  const heading = admin.getByLabel('Heading', { exact: true });
  await heading.waitFor();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const text = `Radiance, edition ${i} ${Date.now()}`;
    await heading.fill(text);
    const seen = pub.evaluate(
      (expected) =>
        new Promise<number>((resolve) => {
          const check = () => [...document.querySelectorAll('h1, h2')].some((h) => h.textContent === expected);
          const observer = new MutationObserver(() => {
            if (check()) {
              observer.disconnect();
              resolve(Date.now());
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
      text,
    );
    const clicked = await admin.evaluate(() => {
      const t = Date.now();
      [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save Changes')!.click();
      return t;
    });
    const visible = await seen;
    times.push(visible - clicked);
    await admin.getByRole('button', { name: 'Save Changes' }).waitFor();
  }
  await context.close();
  return times;
}
