// Prerendered public pages: every page arrives as finished HTML built from the demo content (what a new visitor's
// browser is seeded with), paints before any script runs, hydrates without a mismatch once the page has loaded,
// and gives way to the owner's newer content in a browser that has seen it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { BASE_URL, launch, newContext, PHONE, signIn } from './browser';
import { publishEdit, waitForSite } from './site-helpers';
import { expectMessage, waitForLive } from './admin-support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const html = async (path: string) => {
  const res = await fetch(BASE_URL + path, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  return res.text();
};

const PAGES: [path: string, heading: string][] = [
  ['/', 'Discover Your Natural Beauty'],
  ['/services', 'Our Services'],
  ['/specials', 'Special Offers'],
  ['/injectables', 'Injectables'],
  ['/prices', 'Price List'],
  ['/about', 'About Us'],
  ['/contact', 'Contact Us'],
  ['/privacy-policy', 'Privacy Policy'],
];

describe('prerendered public pages', () => {
  it('serves each public page as finished HTML, the home page with its hero image preloaded at high priority', async () => {
    for (const [path, heading] of PAGES) {
      const page = await html(path);
      expect(page, path).toContain(`<div id="root" data-prerendered="${path}" `);
      expect(page, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(page, path).toContain('<script type="application/json" id="site-snapshot"');
      // The app's modules load after the page has, so nothing but the small entry is announced up front.
      expect(page, path).not.toContain('rel="modulepreload"');
    }
    const home = await html('/');
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" href="/demo/hero.svg" as="image" fetchPriority="high"/>');
    expect(home).toMatch(/<img src="\/demo\/hero\.svg" alt="A calm treatment suite in warm light" width="1600" height="900" class="[^"]*" fetchPriority="high" loading="eager"\/>/);
    // Prices come from the price list, in the HTML itself.
    expect(await html('/vitamins')).toContain('$35');
    expect(await html('/laser')).toContain('Female $420 · Male $620');
    expect(await html('/services')).toContain('Botox &amp; Neurotoxins');
  });

  it('lists every public page in sitemap.xml, dated by the content it was built from, and points robots.txt at it', async () => {
    const res = await fetch(`${BASE_URL}/sitemap.xml`);
    expect(res.status).toBe(200);
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // The pages, then every item's own page.
    expect(locs.slice(0, 17)).toEqual([
      '/', '/services', '/specials', '/injectables', '/vitamins', '/facial-rejuvenation', '/laser', '/scalp-care', '/skincare',
      '/prices', '/about', '/contact', '/gallery', '/payment-plans', '/privacy-policy', '/sms-disclosure', '/team',
    ]);
    expect(locs.slice(17)).toEqual(expect.arrayContaining(['/injectables/botox', '/vitamins/b12-injection', '/services/weight-loss', '/specials/botox-at-11-per-unit', '/team/maya-chen']));
    // 23 treatments, 4 offers, 3 providers.
    expect(locs).toHaveLength(17 + 23 + 4 + 3);
    // Each of them is served, prerendered.
    for (const path of locs) expect((await fetch(`${BASE_URL}${path}`)).status, path).toBe(200);
    expect(xml.match(/<lastmod>([^<]+)<\/lastmod>/)?.[1]).toBe('2026-01-01T09:00:00.000Z');
    expect(await (await fetch(`${BASE_URL}/robots.txt`)).text()).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });

  it('gives the admin the empty app page, and any other address the not-found page with a 404', async () => {
    for (const path of ['/admin', '/admin/dashboard/treatments']) {
      const page = await html(path);
      expect(page, path).toContain('<div id="root"></div>');
      expect(page, path).not.toContain('site-snapshot');
    }
    for (const path of ['/no-such-page', '/injectables/no-such-treatment', '/no/such/page', '/missing.html']) {
      const res = await fetch(`${BASE_URL}${path}`, { headers: { Accept: 'text/html' } });
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain('Page Not Found');
    }
    // One address per page.
    const slash = await fetch(`${BASE_URL}/prices/`, { redirect: 'manual' });
    expect(slash.status).toBe(301);
    expect(new URL(slash.headers.get('location')!, BASE_URL).pathname).toBe('/prices');
  });

  it('shows a page to a visitor whose browser runs no JavaScript', async () => {
    const context = await browser.newContext({ viewport: PHONE, baseURL: BASE_URL, javaScriptEnabled: false });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto('/services');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Our Services' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Dermal Fillers/ }).isVisible()).toBe(true);
    await page.goto('/contact');
    expect(await page.getByRole('heading', { level: 1, name: 'Contact Us' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: '(480) 555-0142' }).first().isVisible()).toBe(true);
    await context.close();
  });

  it('requests the app only after the load event, then hydrates without errors and answers clicks', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/services');
    await waitForSite(page);
    // The page's own clock: every script whose request started before the load event did.
    const beforeLoad = await page.evaluate(() => {
      const loadStart = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.name.endsWith('.js') && r.startTime < loadStart)
        .map((r) => new URL(r.name).pathname);
    });
    expect(beforeLoad.length).toBeGreaterThan(0);
    // The entry and the bundler's runtime, a few kilobytes, and nothing else.
    expect(beforeLoad.filter((p) => !/\/assets\/(index|rolldown-runtime)-[\w-]+\.js$/.test(p))).toEqual([]);
    await page.getByRole('link', { name: /Dermal Fillers/ }).click();
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    // Live, and the demo content was never loaded: the page shows it already, and nothing else needed it.
    await page.locator('html[data-site-listening]').waitFor({ state: 'attached' });
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname));
    expect(scripts.filter((p) => /\/assets\/demo-(content|seed)-[\w-]+\.js$/.test(p))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for the web fonts only once the hero image is in, on a first visit; a later visit paints in them from the start', async () => {
    const context = await newContext(browser, PHONE);
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { classAtParse: string }).classAtParse = document.documentElement.className;
      });
    });
    const page = await context.newPage();
    const timing = () =>
      page.evaluate(() => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        return {
          hero: entries.find((r) => r.name.endsWith('/demo/hero.svg'))?.responseEnd ?? -1,
          fonts: entries.filter((r) => r.name.endsWith('.woff2')).map((r) => r.startTime),
          classAtParse: (window as unknown as { classAtParse: string }).classAtParse,
          loaded: [...document.fonts].filter((f) => f.family.endsWith('Variable')).map((f) => f.status),
        };
      });
    await page.goto('/');
    await waitForSite(page);
    await expect.poll(async () => (await timing()).loaded).toEqual(['loaded', 'loaded']);
    const first = await timing();
    expect(first.classAtParse).toBe('fonts-later');
    expect(first.fonts).toHaveLength(2);
    for (const start of first.fonts) expect(start).toBeGreaterThan(first.hero);
    // Headings are set in the serif web font once it is in.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"Cormorant Garamond Variable"/);

    await page.goto('/services');
    await waitForSite(page);
    expect((await timing()).classAtParse).toBe('');
    await context.close();
  });

  it('shows the newer content, not the prerendered demo, once this browser has seen the owner publish', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/services');
    await waitForSite(page);
    await publishEdit(page, (site) => {
      site.treatments.find((t) => t.id === 'botox')!.title = 'Signature Botox Ritual';
    });
    await page.getByRole('link', { name: /Signature Botox Ritual/ }).waitFor();
    expect(await page.getByRole('link', { name: /Signature Botox Ritual/ }).isVisible()).toBe(true);

    await page.reload();
    await waitForSite(page);
    expect(await page.getByRole('link', { name: /Signature Botox Ritual/ }).isVisible()).toBe(true);
    expect(await page.getByText('Botox & Neurotoxins').count()).toBe(0);
    await context.close();
  });

  it("hydrates in a later year than the build, then shows the visitor's year in the footer", async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto('/');
    await waitForSite(page);
    expect(await page.getByText(/© 2031 Lumière Med Spa/).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  /** A page whose app code is held back until `release` is called, so the visitor acts before hydration. */
  async function pageBeforeHydration() {
    const context = await newContext(browser, PHONE);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto('/');
    return { context, page, release };
  }

  it('opens the menu and a service before the app has loaded, and keeps a press on a button that needs it', async () => {
    const { context, page, release } = await pageBeforeHydration();
    // Dialogs open by invoker commands, which the browser handles without the app.
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.getByRole('link', { name: /IV Vitamin Therapy/ }).click();
    expect(await page.getByRole('dialog', { name: 'IV Vitamin Therapy' }).isVisible()).toBe(true);
    await page.getByRole('dialog', { name: 'IV Vitamin Therapy' }).getByRole('button', { name: 'Close' }).click();
    // The slideshow's pause needs the app: the press is held and made once the page is live.
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    expect(await page.getByRole('button', { name: 'Pause slideshow' }).isVisible()).toBe(true);
    release();
    await waitForSite(page);
    await expect.poll(() => page.getByRole('button', { name: 'Play slideshow' }).isVisible()).toBe(true);
    await context.close();
  });

  it('keeps the place the visitor has scrolled to before the page is live', async () => {
    const { context, page, release } = await pageBeforeHydration();
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }));
    // What the visitor is looking at: the first heading in view, and where it is on screen.
    const inView = () =>
      page.evaluate(() => {
        const heading = [...document.querySelectorAll('h2, h3')].find((h) => h.getBoundingClientRect().top > 0)!;
        return { text: heading.textContent, top: Math.round(heading.getBoundingClientRect().top), scrollY: window.scrollY };
      });
    const before = await inView();
    release();
    await waitForSite(page);
    await page.waitForTimeout(300);
    // It stays where it was, even as the web fonts swap in above it (the browser's scroll anchoring).
    const after = await inView();
    expect(after.text).toBe(before.text);
    expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(2);
    expect(after.scrollY).toBeGreaterThan(1100);
    await context.close();
  });

  it('never shows the prerendered demo to the owner once they have saved newer content', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/admin/dashboard/welcome');
    await page.getByLabel('Heading', { exact: true }).fill('Welcome to the Lumière Salon');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    // Publishing notes the version it published in this browser before it says Live.
    await expectMessage(page, 'Welcome content updated successfully!', 'status');
    await waitForLive(page);
    expect(await page.evaluate(() => localStorage.getItem('medspa:content-version'))).not.toBeNull();

    await page.goto('/', { waitUntil: 'domcontentloaded' });
    // By the time the document has been parsed the stale prerendered page is already gone.
    expect(await page.evaluate(() => document.getElementById('root')!.textContent)).not.toContain('Welcome to Lumière Med Spa');
    await waitForSite(page);
    expect(await page.getByRole('heading', { name: 'Welcome to the Lumière Salon' }).isVisible()).toBe(true);
    await context.close();
  });
});
