// The page editor at scale, as the owner uses it on a phone: the local build's store seeded with the catalogue at
// scale (scripts/bench-scale.ts: 500 treatments, 2,020 library pictures, 500 testimonials), the editor opened on the
// category page of 40 treatments on a 390-px touch phone at 4× CPU slowdown, a treatment's description chosen on
// the page, then typed into: how long until the page can be edited, and each keystroke until the page shows it
// (both on the browser's own clock), with the long tasks while typing.
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { benchScale } from './servers';

/** The category page of 40 treatments in the scale content. */
const PAGE = '/signature-rituals';
const CPU_SLOWDOWN = 4;
/** What the description is set to first (a text nothing else on the page shows), then the keys typed after it. */
const START = 'Typed:';
const TYPED = 'Gentleglow';

export interface EditorAtScale {
  page: string;
  cpuSlowdown: number;
  /** From the editor's address until the first target is drawn, ms. */
  targetsShown: number;
  targets: number;
  /** Each keystroke until the page shows it, ms. */
  keystrokes: number[];
  /** Long tasks while typing: how many, their total and the longest, ms. */
  longTasks: { count: number; total: number; longest: number };
}

/** Stores every document of `docs` (by path) in the local backend's database, as the local backend keeps them. */
async function seed(docs: Record<string, unknown>) {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('medspa-local');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('docs', 'readwrite');
    const store = tx.objectStore('docs');
    for (const [path, data] of Object.entries(docs)) {
      const cut = path.lastIndexOf('/');
      store.put({ path, parent: path.slice(0, cut), id: path.slice(cut + 1), data });
    }
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
  });
  db.close();
}

/** One run of the editor at scale on the local build at `base`; see the header. */
export async function measureEditorAtScale(browser: Browser, base: string): Promise<EditorAtScale> {
  const file = join(tmpdir(), `bench-editor-${process.pid}.json`);
  benchScale(['--stored', file]);
  const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  rmSync(file, { force: true });
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, baseURL: base });
  try {
    const page = await context.newPage();
    await page.goto('/admin');
    await page.getByLabel('Password').fill(process.env.VITE_LOCAL_ADMIN_PASSWORD ?? 'lumiere-demo');
    await page.getByRole('button', { name: 'Sign In' }).tap();
    await page.waitForURL(/\/admin\/dashboard/);
    await page.evaluate(seed, stored);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`/admin/edit${PAGE}`);
    const targetsShown = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const check = () => (document.querySelector('.pe-target') ? (resolve(performance.now()), true) : false);
          if (!check()) new MutationObserver((_, observer) => check() && observer.disconnect()).observe(document.body, { subtree: true, childList: true });
        }),
    );
    // Settled: the pictures loaded and the targets drawn for them.
    await page.waitForTimeout(2000);
    const targets = await page.locator('.pe-target').count();
    await page.locator('button.pe-target[aria-label^="Edit Description ("]').first().tap();
    const field = page.getByLabel('Description', { exact: true });
    await page.waitForFunction(() => document.activeElement?.id.endsWith('-field-description'));
    await field.fill(START);
    await page.waitForFunction((text) => document.querySelector('.pe-site')!.textContent!.replace(/[\u200b-\u200d\u2060-\u2063]/g, '').includes(text), START);
    await page.evaluate(() => {
      const w = window as unknown as { benchLong: number[] };
      w.benchLong = [];
      new PerformanceObserver((list) => list.getEntries().forEach((e) => w.benchLong.push(e.duration))).observe({ type: 'longtask' });
    });
    const keystrokes: number[] = [];
    for (let i = 1; i <= TYPED.length; i++) {
      const expected = START + TYPED.slice(0, i);
      // The page's clock from the key going down until the page behind the form shows what is typed.
      const shown = page.evaluate(
        (text) =>
          new Promise<number>((resolve) => {
            const marks = /[\u200b-\u200d\u2060-\u2063]/g;
            let down = 0;
            addEventListener('keydown', () => (down = performance.now()), { capture: true, once: true });
            const site = document.querySelector('.pe-site')!;
            const seen = () => site.textContent!.replace(marks, '').includes(text);
            new MutationObserver((_, observer) => {
              if (down && seen()) {
                observer.disconnect();
                resolve(performance.now() - down);
              }
            }).observe(site, { subtree: true, childList: true, characterData: true });
          }),
        expected,
      );
      await field.press(TYPED[i - 1]!);
      keystrokes.push(Math.round(await shown));
    }
    const long = await page.evaluate(() => (window as unknown as { benchLong: number[] }).benchLong);
    return {
      page: PAGE,
      cpuSlowdown: CPU_SLOWDOWN,
      targetsShown: Math.round(targetsShown),
      targets,
      keystrokes,
      longTasks: { count: long.length, total: Math.round(long.reduce((a, b) => a + b, 0)), longest: Math.round(Math.max(0, ...long)) },
    };
  } finally {
    await context.close();
  }
}
