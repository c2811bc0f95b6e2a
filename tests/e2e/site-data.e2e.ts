// The site follows the published content live: section order and visibility, custom sections' elements through the
// element registry (HTML sanitized by its one profile), unknown kinds, missing data, stored hours in the structured
// data, and maintenance mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations, DESKTOP, launch, newContext, PHONE, screenshot } from './browser';
import { publishEdit, waitForSite } from './site-helpers';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('the site with edited content', () => {
  it('renders stored sections in order, skips hidden and unknown ones, and builds custom sections from their elements', async () => {
    const context = await newContext(browser, DESKTOP);
    const page = await context.newPage();
    const assets: string[] = [];
    page.on('request', (r) => assets.push(new URL(r.url()).pathname));
    await page.goto('/');
    await waitForSite(page);
    // The sanitizer is loaded only by a page that shows HTML: not by the home page of the demo content, whose
    // rich-text welcome description is plain text.
    const sanitizerLoaded = () => assets.some((a) => /\/assets\/(?:html-element|rich-html|sanitize-html)-[\w-]+\.js$/.test(a));
    expect(sanitizerLoaded()).toBe(false);

    await publishEdit(page, (site) => {
      const sections = site.sections;
      sections.find((s) => s.id === 'welcome')!.order = 0;
      sections.find((s) => s.id === 'testimonials')!.isVisible = false;
      sections.push(
        {
          id: 'summer', name: 'Summer Glow', order: 9, isVisible: true,
          block: {
            kind: 'CustomSection',
            elements: [
              { id: '5', type: 'link', content: 'Read the aftercare guide', href: 'https://example.com/aftercare', order: 4 },
              { id: '1', type: 'text', content: 'Summer Glow Week', order: 0 },
              {
                id: '2', type: 'html', order: 1,
                content: '<h2>Glow Week</h2><ul><li>Brighter skin</li><li>Softer lines</li></ul><p>Book a <strong>HydraFacial</strong> at <a href="https://example.com/book">our partner</a>.</p>'
                  + '<script>window.__pwned = 1</script><img src="/demo/logo.svg" alt="" onerror="window.__pwned = 2"><form><input name="card"><button>Pay</button></form>'
                  + '<iframe src="https://example.com"></iframe><p style="color: red">Styled</p><a href="javascript:alert(1)">Bad link</a>',
              },
              { id: '3', type: 'image', content: '/demo/facial.svg', order: 2 },
              { id: '4', type: 'button', content: 'Reserve Now', href: '/contact', order: 3 },
            ],
          },
        },
        { id: 'empty', name: 'Empty', order: 10, isVisible: true, block: { kind: 'CustomSection', elements: [] } },
        // A kind this version of the site does not know.
        { id: 'carousel', name: 'Carousel', order: 11, isVisible: true, block: { kind: 'Carousel' } } as unknown as (typeof sections)[number],
      );
      site.businessHours!.monday = { isClosed: false, open: '10:00', close: '16:00' };
    });

    const custom = page.locator('[data-custom-section]');
    await custom.getByText('Summer Glow Week', { exact: true }).waitFor();
    expect(await custom.count()).toBe(1);
    // The HTML element keeps its headings, lists and links; elements keep their stored order.
    await custom.locator('strong').getByText('HydraFacial').waitFor();
    expect(await custom.locator('> div > *').evaluateAll((els) => els.map((e) => e.tagName))).toEqual(['P', 'DIV', 'IMG', 'A', 'A']);
    const html = custom.locator('.rich-text');
    expect(await html.getByRole('heading', { level: 2, name: 'Glow Week' }).isVisible()).toBe(true);
    expect(await html.getByRole('listitem').allTextContents()).toEqual(['Brighter skin', 'Softer lines']);
    // A bulleted list shows its bullets.
    expect(await html.locator('ul').evaluate((ul) => getComputedStyle(ul).listStyleType)).toBe('disc');
    const partner = html.getByRole('link', { name: 'our partner' });
    expect(await partner.getAttribute('target')).toBe('_blank');
    expect(await partner.getAttribute('rel')).toBe('noopener noreferrer');
    // Nothing else gets through: no script, handler, form control, frame or style, no javascript: link.
    for (const selector of ['script', '[onerror]', 'form', 'input', 'button', 'iframe', '[style]']) expect(await html.locator(selector).count(), selector).toBe(0);
    expect(await html.getByText('Bad link').getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(sanitizerLoaded()).toBe(true);
    expect(await custom.locator('> div > img').getAttribute('src')).toBe('/demo/facial.svg');
    for (const [name, href] of [['Reserve Now', '/contact'], ['Read the aftercare guide', 'https://example.com/aftercare']]) {
      const link = custom.getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    // Welcome now comes before the hero; testimonials are hidden; the unknown kind renders nothing.
    const order = await page.locator('main > section').evaluateAll((els) => els.map((e) => e.getAttribute('aria-labelledby') ?? e.getAttribute('aria-label') ?? e.id));
    expect(order).toEqual(['welcome-heading', 'Introduction', 'services-heading', 'offers-heading', 'treatments-heading', 'expertise-heading', 'contact-heading', 'Summer Glow']);
    expect(await page.getByRole('heading', { name: 'What Our Patients Say' }).count()).toBe(0);

    // Stored hours feed the footer (and, in the page as served, the structured data:
    // tests/seo/structured-data.test.tsx).
    expect(await page.locator('footer dl div').first().textContent()).toBe('Monday10:00 AM – 4:00 PM');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'site-data-custom-section-desktop');

    // Without stored hours, the footer lists none. Without offers or welcome content, those sections are hidden.
    await publishEdit(page, (site) => {
      site.businessHours = null;
      site.specials = [];
      site.welcome = null;
    });
    await expect.poll(() => page.locator('footer dl').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Special Offers' }).count()).toBe(0);
    expect(await page.locator('#welcome-heading').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Our Services' }).isVisible()).toBe(true);

    // Without business info the header is hidden.
    await publishEdit(page, (site) => {
      site.businessInfo = null;
    });
    await expect.poll(() => page.locator('header').count()).toBe(0);
    await context.close();
  });

  it('shows rich text as formatting on the home page, the About page, a category page and a treatment’s modal, with no accessibility violations', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/');
    await waitForSite(page);
    await publishEdit(page, (site) => {
      site.welcome!.description = '<p>A <strong>calm</strong>, private retreat.</p><h3>Our promise</h3><ul><li>Unhurried visits</li><li>Honest advice</li></ul>';
      site.categories.find((c) => c.id === 'injectables')!.intro = '<p>Artful injections, <em>natural</em> results. <a href="/prices">See our prices</a>.</p>';
      site.treatments.find((t) => t.id === 'botox')!.longDescription = '<p>Results in <strong>one to two weeks</strong>.</p><ol><li>Consultation</li><li>Treatment</li></ol>';
    });
    const welcome = page.locator('section[aria-labelledby="welcome-heading"] .rich-text');
    await welcome.locator('strong').getByText('calm').waitFor();
    expect(await welcome.getByRole('listitem').allTextContents()).toEqual(['Unhurried visits', 'Honest advice']);
    expect(await axeViolations(page)).toEqual([]);

    // Another page of this browser, which has seen the newer content, shows it too.
    await page.goto('/about');
    await waitForSite(page);
    await page.locator('.rich-text strong').getByText('calm').waitFor();
    // The search description is its words (the page's own, rendered last: the prerendered one of the demo content
    // stays in the head of a page rendered in the browser).
    expect(await page.locator('meta[name="description"]').last().getAttribute('content')).toBe('A calm, private retreat. Our promise Unhurried visits Honest advice');
    expect(await axeViolations(page)).toEqual([]);

    await page.goto('/injectables');
    await waitForSite(page);
    await page.locator('.rich-text em').getByText('natural').waitFor();
    expect(await page.locator('.rich-text').getByRole('link', { name: 'See our prices' }).getAttribute('href')).toBe('/prices');
    await page.getByRole('link', { name: /Botox & Neurotoxins/ }).click();
    const modal = page.getByRole('dialog', { name: 'Botox & Neurotoxins' });
    await modal.locator('.rich-text strong').getByText('one to two weeks').waitFor();
    expect(await modal.locator('.rich-text ol li').allTextContents()).toEqual(['Consultation', 'Treatment']);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'site-data-rich-text-modal-phone');
    await context.close();
  });

  it('shows nothing on the home page and "Loading services..." on /services while the content loads', async () => {
    const context = await newContext(browser, PHONE);
    // Hold the local database's open() until the test releases it, so the loading state can be seen.
    await context.addInitScript(() => {
      const w = window as unknown as { __releaseDb: () => void };
      const gate = new Promise<void>((resolve) => (w.__releaseDb = resolve));
      const onsuccess = Object.getOwnPropertyDescriptor(IDBRequest.prototype, 'onsuccess')!;
      Object.defineProperty(IDBOpenDBRequest.prototype, 'onsuccess', {
        configurable: true,
        get() {
          return onsuccess.get!.call(this);
        },
        set(handler: (this: IDBRequest, e: Event) => void) {
          onsuccess.set!.call(this, function (this: IDBRequest, e: Event) {
            void gate.then(() => handler.call(this, e));
          });
        },
      });
    });
    // This browser has seen newer content than the prerendered pages carry, so the page renders in the browser
    // (as every page of the Firebase build does), from nothing.
    await context.addInitScript(() => localStorage.setItem('medspa:content-version', 'newer than the build'));
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('main').waitFor();
    // Nothing to read: at most the page's empty placeholder while its code loads.
    expect(await page.locator('main').textContent()).toBe('');
    expect(await page.locator('main img, main h1, main h2, main a, main button').count()).toBe(0);
    expect(await page.locator('header').count()).toBe(0);

    await page.evaluate(() => window.history.pushState(null, '', '/services'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await page.getByText('Loading services...', { exact: true }).waitFor();
    expect(await page.locator('header').count()).toBe(0);

    await page.evaluate(() => (window as unknown as { __releaseDb: () => void }).__releaseDb());
    await page.getByRole('link', { name: /HydraFacial & Facials/ }).waitFor();
    expect(await page.getByText('Loading services...', { exact: true }).count()).toBe(0);
    await waitForSite(page);
    await context.close();
  });

  it('shows "No services available." when the content cannot be read', async () => {
    const context = await newContext(browser, PHONE);
    // The local backend's fault injection: every read fails.
    await context.addInitScript(() => {
      localStorage.setItem('medspa:fail', 'read:');
      localStorage.setItem('medspa:content-version', 'newer than the build');
    });
    const page = await context.newPage();
    await page.goto('/services');
    await page.getByText('No services available.', { exact: true }).waitFor();
    expect(await page.locator('header').count()).toBe(0);
    await context.close();
  });
});

describe('maintenance mode', () => {
  it('shows visitors the maintenance page, and the signed-in owner the site', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    await page.goto('/prices');
    await waitForSite(page);
    await publishEdit(page, (site) => {
      site.businessInfo!.maintenanceMode = true;
    });

    await page.getByRole('heading', { level: 1, name: 'Under Maintenance' }).waitFor();
    expect(await page.getByText('Our website is under maintenance and will be back shortly.', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('Thank you for your patience.', { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('header').count()).toBe(0);
    await expect.poll(() => page.title()).toBe('Under Maintenance | Lumière Med Spa');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'site-maintenance-phone');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'site-maintenance-desktop');
    await page.setViewportSize(PHONE);

    // Any route, after a reload too.
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'Under Maintenance' }).waitFor();

    // The owner signs in (in another tab of the local backend): the site comes back, on every route.
    await page.evaluate(() => {
      localStorage.setItem('medspa:local-session', 'OWNER@lumieremedspa.com');
      new BroadcastChannel('medspa-local').postMessage({ type: 'auth' });
    });
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Discover Your Natural Beauty' }).waitFor();

    // Signing out shows the maintenance page again.
    await page.evaluate(() => {
      localStorage.removeItem('medspa:local-session');
      new BroadcastChannel('medspa-local').postMessage({ type: 'auth' });
    });
    await page.getByRole('heading', { level: 1, name: 'Under Maintenance' }).waitFor();

    await context.close();
  });
});
