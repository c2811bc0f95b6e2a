// Every admin page on the narrowest phone the admin is made for (360 px, touch): nothing scrolls sideways or sticks out
// of the screen, and every control takes a tap at least 44 px each way. Left out, as drawn on purpose: a switch's
// track (its tap is 44 px tall, see the switch widget), checkboxes and radios (their label's line is the target),
// links inside sentences, and the site itself where a page previews it (inert there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, newContext, signIn } from './browser';
import { trackErrors } from './admin-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const NARROW = { width: 360, height: 800 };

/** Resolves once the page's main content has stopped changing (lists fill in after the page's first paint). */
async function settledMain(page: Page) {
  let last = -1;
  await expect
    .poll(async () => {
      const size = await page.locator('main').evaluate((main) => main.innerHTML.length);
      const still = size === last;
      last = size;
      return still;
    }, { timeout: 20_000, interval: 250 })
    .toBe(true);
}

/** What on the page breaks the phone layout: sideways scrolling, elements past the screen's edge, small controls. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`scrolls sideways by ${document.documentElement.scrollWidth - width} px`);
    const named = (el: Element) => `${el.tagName.toLowerCase()} “${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}”`;
    for (const el of document.querySelectorAll('main *')) {
      if (el.closest('[inert]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.right > width + 1 || r.left < -1)) problems.push(`${named(el)} sticks out (${Math.round(r.left)}–${Math.round(r.right)} px)`);
    }
    const controls = document.querySelectorAll('button, select, summary, textarea, input:not([type=checkbox]):not([type=radio]):not([type=hidden])');
    for (const el of controls) {
      if (el.closest('[inert]') || el.getAttribute('role') === 'switch') continue;
      const r = el.getBoundingClientRect();
      if (!r.width || !r.height || getComputedStyle(el).visibility === 'hidden') continue;
      if (r.width < 43.5 || r.height < 43.5) problems.push(`${named(el)} is ${Math.round(r.width)} × ${Math.round(r.height)} px`);
    }
    return [...new Set(problems)];
  });
}

describe('the admin on a 360-px touch phone', () => {
  it('fits every page to the screen, with every control at least 44 px each way', async () => {
    const context = await newContext(browser, NARROW, { touch: true });
    const page = await context.newPage();
    const errors = trackErrors(page);
    await signIn(page);
    // Every page the sidebar leads to, Your Site first.
    const pages = await page.locator('#admin-sidebar a[href^="/admin/dashboard"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(pages[0]).toBe('/admin/dashboard');
    expect(pages.length).toBeGreaterThan(20);
    const found: Record<string, string[]> = {};
    for (const path of pages) {
      // As she goes from page to page: the menu, then the page's link.
      if (new URL(page.url()).pathname !== path) {
        await page.getByRole('button', { name: 'Menu' }).tap();
        await page.locator(`#admin-sidebar a[href="${path}"]`).tap();
        await page.waitForURL((url) => url.pathname === path);
      }
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settledMain(page);
      const problems = await layoutProblems(page);
      if (problems.length) found[path] = problems;
    }
    expect(found).toEqual({});
    expect(errors).toEqual([]);
    await context.close();
  });
});
