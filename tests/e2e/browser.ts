// Shared Playwright helpers for the browser tests: Debian's Chromium, a fresh profile per context.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import axe from 'axe-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:4180';
export const OWNER_PASSWORD = process.env.VITE_LOCAL_ADMIN_PASSWORD ?? 'lumiere-demo';

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** `touch`: a phone's touch screen (taps, no hover). */
export async function newContext(browser: Browser, viewport = DESKTOP, { touch = false } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL, ...(touch ? { hasTouch: true, isMobile: true } : {}) });
  // Third-party services are unreachable here; anything not on the site itself is refused.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  return context;
}

export async function signIn(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/dashboard/);
}

/** Run axe-core in the page and return its violations. */
export async function axeViolations(page: Page) {
  // Evaluated by the browser's debugging protocol, which the pages' Content-Security-Policy does not restrict
  // (an inline <script> would be refused by it, as it must be).
  await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
}

export async function screenshot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true });
}
