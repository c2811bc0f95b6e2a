// What a visitor's phone downloads, held to the budget the benchmarks report (scripts of a whole first visit,
// gzipped, ≤ 120 KB on this local build) and free of the owner's code: a change that regroups the bundler's chunks
// (the admin reaching a module visitors share) shows here, not only when the bench is next run.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, newContext, PHONE } from './browser';
import { waitForSite } from './site-helpers';

const BUDGET_KB = 120;
const ROUTES = ['/', '/services', '/injectables', '/prices', '/about', '/contact', '/privacy-policy'];
/** Chunks only the owner ever needs: the admin, the page editor, the rich-text editor, drag-and-drop, sign-in. */
const OWNER_CODE = /admin-app|page-editor|library-picker|rich-text-editor|collection-editor|firebase-auth|sortable|dnd/;

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('a visitor’s scripts', () => {
  it(`stay within ${BUDGET_KB} KB gzipped for a whole first visit of each page, with none of the owner's code`, async () => {
    for (const route of ROUTES) {
      const context = await newContext(browser, PHONE);
      const page = await context.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js') && !scripts.has(url.pathname)) scripts.set(url.pathname, response.body());
      });
      await page.goto(route);
      await waitForSite(page);
      await page.locator('html[data-site-listening]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      const bytes = (await Promise.all(scripts.values())).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
      expect([...scripts.keys()].filter((path) => OWNER_CODE.test(path)), route).toEqual([]);
      expect(bytes / 1024, `${route}: ${(bytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_KB);
      await context.close();
    }
  });
});
