// What the bench's parts share: the browser they drive, when a page is live, and how figures are shown.
import type { Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'];

/** Bytes as KB with one decimal, as every table shows them. */
export const KB = (n: number) => (n / 1024).toFixed(1);

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * Waits until the page is live: hydrated (<html data-site-ready>) and following publishes, its listener (local) or
 * first version check (Firebase) answered once (<html data-site-listening>).
 */
export async function waitForListener(page: Page): Promise<void> {
  await page.locator('html[data-site-ready][data-site-listening]').waitFor({ state: 'attached', timeout: 90_000 });
}
