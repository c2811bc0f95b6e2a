// What the page function answers, without Firebase: the finished page of the content read at that request, the
// snapshot it was rendered from, the CDN cache header, and the app shell wherever a page cannot or must not be
// rendered. (tests/e2e/firebase-pages.e2e.ts runs the built function behind Hosting in the emulators.)
import { describe, expect, it } from 'vitest';
import type { DocData } from '@/backend/port';
import { demoSnapshot, pagePaths, sitePaths } from '@/prerender/render-page';
import { assemblePage, embeddedSnapshot } from '@/prerender/page-document';
import { createPageServer } from '@/prerender/page-server';
import { PAGE_CACHE_CONTROL, UNCACHED } from '@/prerender/page-function-settings';

const TEMPLATE =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin="" href="/assets/site-app.js"><link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2" crossorigin="">' +
  '</head><body><div id="root"></div></body></html>';

/** The demo snapshot with another hero headline, published at `at`. */
async function published(headline: string, at: string): Promise<DocData> {
  const snapshot = structuredClone(await demoSnapshot()) as unknown as DocData & { sections: Array<{ id: string; block: Record<string, unknown> }> };
  snapshot.sections.find((s) => s.id === 'hero')!.block.headline = headline;
  snapshot.lastGenerated = at;
  return snapshot;
}

const rootHtml = (page: string) => page.slice(page.indexOf('<div id="root"'), page.indexOf('<script type="application/json"'));
const embeddedVersion = (page: string) => /id="site-snapshot" data-version="([^"]+)"/.exec(page)?.[1];

describe('the page function', () => {
  it('answers a public page with the finished page of the content it read, that content embedded, and the CDN cache header', async () => {
    const stored = await published('Glow Into the New Season', '2026-11-20T10:00:00.000Z');
    const answer = createPageServer({ template: TEMPLATE, readPublished: async () => stored });
    const page = await answer('GET', '/', '');
    expect(page.status).toBe(200);
    expect(page.headers).toEqual({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL });
    expect(page.body).toContain('<div id="root" data-prerendered="/" ');
    expect(rootHtml(page.body)).toMatch(/<h1[^>]*>Glow Into the New Season<\/h1>/);
    expect(embeddedVersion(page.body)).toBe('2026-11-20T10:00:00.000Z');
    // The hero image's preload moves to <head>; the app's modules and the fonts wait until the page has loaded.
    expect(page.body.slice(0, page.body.indexOf('</head>'))).toMatch(/<link rel="preload" href="\/demo\/hero\.svg" as="image"/);
    expect(page.body).not.toContain('rel="modulepreload"');
    expect(page.body).not.toContain('as="font"');
  });

  it('renders what is published at each request, so an edit shows at the next one', async () => {
    let stored = await published('Discover Your Natural Beauty', '2026-11-20T10:00:00.000Z');
    const answer = createPageServer({ template: TEMPLATE, readPublished: async () => stored });
    expect(rootHtml((await answer('GET', '/', '')).body)).toContain('Discover Your Natural Beauty');
    stored = await published('Radiance, Refined', '2026-11-21T09:30:00.000Z');
    const after = (await answer('GET', '/', '')).body;
    expect(rootHtml(after)).toContain('Radiance, Refined');
    expect(rootHtml(after)).not.toContain('Discover Your Natural Beauty');
    expect(embeddedVersion(after)).toBe('2026-11-21T09:30:00.000Z');
  });

  it('never mixes two versions of the content when requests overlap', async () => {
    const versions = await Promise.all([published('First Headline', '2026-11-20T10:00:00.000Z'), published('Second Headline', '2026-11-21T10:00:00.000Z')]);
    let n = 0;
    const answer = createPageServer({ template: TEMPLATE, readPublished: async () => versions[n++ % 2]! });
    const pages = await Promise.all(Array.from({ length: 6 }, () => answer('GET', '/', '')));
    for (const { body } of pages) {
      const headline = embeddedVersion(body) === '2026-11-20T10:00:00.000Z' ? 'First Headline' : 'Second Headline';
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(rootHtml(body))?.[1]).toBe(headline);
    }
  });

  it('answers the app shell, kept by no cache, when the content cannot be read or was never published', async () => {
    const errors: string[] = [];
    const failing = createPageServer({ template: TEMPLATE, readPublished: () => Promise.reject(new Error('unavailable')), onError: (m) => errors.push(m) });
    expect(await failing('GET', '/prices', '')).toEqual({ status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': UNCACHED }, body: TEMPLATE });
    expect(errors).toEqual(['Reading the published content for /prices failed; answering with the app shell']);
    const empty = createPageServer({ template: TEMPLATE, readPublished: async () => null });
    expect(await empty('GET', '/', '')).toMatchObject({ status: 200, headers: { 'Cache-Control': UNCACHED }, body: TEMPLATE });
  });

  it('answers an address that is no page with the not-found page and a 404, sends /page/ to /page, and takes only GET and HEAD', async () => {
    let reads = 0;
    const empty = createPageServer({ template: TEMPLATE, readPublished: async () => (reads++, null) });
    expect(await empty('GET', '/prices/', '?ref=menu')).toMatchObject({ status: 301, headers: { Location: '/prices?ref=menu' } });
    expect(await empty('GET', '/injectables/botox/', '')).toMatchObject({ status: 301, headers: { Location: '/injectables/botox' } });
    expect(await empty('POST', '/prices', '')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
    expect(reads).toBe(0);
    // Whether an address is a page (a category's, an item's) is for the published content to say.
    const data = (await demoSnapshot()) as unknown as DocData;
    const answer = createPageServer({ template: TEMPLATE, readPublished: async () => data });
    for (const path of ['/no-such-page', '/injectables/no-such-treatment', '/no/such/page']) {
      const res = await answer('GET', path, '');
      expect(res, path).toMatchObject({ status: 404, headers: { 'Cache-Control': PAGE_CACHE_CONTROL } });
      expect(rootHtml(res.body), path).toContain('Page Not Found');
    }
    expect((await answer('GET', '/injectables', '')).status).toBe(200);
    expect((await answer('GET', '/injectables/botox', '')).status).toBe(200);
  });
});

describe('page assembly', () => {
  it('embeds the snapshot so no text in it can close the script, and keeps "$" patterns in the content literal', () => {
    const snapshot = { lastGenerated: '2026-11-20T10:00:00.000Z', note: '</script><script>alert(1)</script>' };
    expect(embeddedSnapshot(snapshot)).not.toContain('</script><script>');
    expect(JSON.parse(/>(.*)<\/script>$/.exec(embeddedSnapshot(snapshot))![1]!)).toEqual(snapshot);
    const page = assemblePage(TEMPLATE, '/prices', '<main>From $& and $1</main>', snapshot, new Date('2026-12-01T12:00:00Z'));
    expect(page).toContain('<div id="root" data-prerendered="/prices" data-rendered-at="2026-12-01T12:00:00.000Z"><main>From $& and $1</main></div>');
  });

  it('puts the page’s own title in place of the template’s, and its description in <head>', () => {
    const template = TEMPLATE.replace('<head>', '<head><title>Lumière Med Spa</title>');
    const html = '<title>Price List | Lumière Med Spa</title><meta name="description" content="Prices"/><main>Prices</main>';
    const page = assemblePage(template, '/prices', html, { lastGenerated: '2026-11-20T10:00:00.000Z' });
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head).toContain('<title>Price List | Lumière Med Spa</title>');
    expect(head).toContain('<meta name="description" content="Prices"/>');
    expect(page).toContain('data-rendered-at=');
    expect(rootHtml(page)).toMatch(/^<div id="root"[^>]*><main>Prices<\/main><\/div>$/);
  });
});

describe('sitemap.xml on Firebase', () => {
  it('lists every public page at the visitor’s address, last changed at the latest publish', async () => {
    const stored = await published('Discover Your Natural Beauty', '2026-11-20T10:00:00.000Z');
    const answer = createPageServer({ template: TEMPLATE, readPublished: async () => stored });
    const res = await answer('GET', '/sitemap.xml', '', 'https://lumiere.example');
    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = sitePaths(await demoSnapshot());
    expect(paths).toEqual(expect.arrayContaining(['/', '/services', '/injectables', '/vitamins', '/skincare', '/prices', '/sms-disclosure', '/injectables/botox', '/services/weight-loss', '/specials/scalp-renewal-package']));
    expect(locs).toEqual(paths.map((p) => `https://lumiere.example${p}`));
    expect([...res.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1])).toEqual(paths.map(() => '2026-11-20T10:00:00.000Z'));
  });
});

describe('pages rendered per request', () => {
  /** The demo content with its first offer shown only from `start` to `end` (spa dates). */
  async function withScheduledOffer(start: string | undefined, end: string | undefined): Promise<{ data: DocData; title: string }> {
    const snapshot = structuredClone(await demoSnapshot()) as unknown as DocData & { specials: Array<Record<string, unknown>> };
    const offer = snapshot.specials[0]!;
    if (start) offer.startDate = start;
    if (end) offer.endDate = end;
    return { data: snapshot, title: String(offer.title) };
  }
  const at = (iso: string) => () => new Date(iso);

  it('leave an offer out before its start date and after its end date, in the spa’s time zone (Phoenix, UTC−7)', async () => {
    const { data, title } = await withScheduledOffer('2026-12-01', '2026-12-31');
    const specials = async (now: string) => rootHtml((await createPageServer({ template: TEMPLATE, readPublished: async () => data, now: at(now) })('GET', '/specials', '')).body);
    // 06:59 UTC on Dec 1 is still Nov 30 in Scottsdale.
    expect(await specials('2026-12-01T06:59:00Z')).not.toContain(title);
    expect(await specials('2026-12-01T07:00:00Z')).toContain(title);
    expect(await specials('2026-12-31T23:00:00Z')).toContain(title);
    // Jan 1 07:00 UTC is the first minute of Jan 1 in Scottsdale: the offer has ended.
    expect(await specials('2027-01-01T06:59:00Z')).toContain(title);
    expect(await specials('2027-01-01T07:00:00Z')).not.toContain(title);
    // The page carries the moment it was rendered for, so the browser hydrates the same offers.
    const page = (await createPageServer({ template: TEMPLATE, readPublished: async () => data, now: at('2026-12-05T12:00:00Z') })('GET', '/', '')).body;
    expect(page).toContain('data-rendered-at="2026-12-05T12:00:00.000Z"');
    // …and the spa's offset from UTC, which Phoenix keeps all year, so the browser finds the date without Intl.
    const [offset, since, until] = /data-spa-clock="([^"]*)"/.exec(page)![1]!.split(' ');
    expect(offset).toBe('-420');
    expect(Date.parse(since!)).toBeLessThanOrEqual(Date.parse('2026-12-05T12:00:00Z'));
    expect(Date.parse(until!)).toBeGreaterThan(Date.parse('2026-12-05T12:00:00Z'));
  });

  it('hide the home page’s Special Offers section when no offer is current', async () => {
    const snapshot = structuredClone(await demoSnapshot()) as unknown as DocData & { specials: Array<Record<string, unknown>> };
    for (const offer of snapshot.specials) offer.endDate = '2026-11-30';
    const home = async (now: string) => rootHtml((await createPageServer({ template: TEMPLATE, readPublished: async () => snapshot, now: at(now) })('GET', '/', '')).body);
    expect(await home('2026-11-30T18:00:00Z')).toContain('id="offers-heading"');
    expect(await home('2026-12-02T18:00:00Z')).not.toContain('id="offers-heading"');
  });

  it('give every page its own title and description', async () => {
    const data = (await demoSnapshot()) as unknown as DocData;
    const answer = createPageServer({ template: TEMPLATE, readPublished: async () => data });
    const seen = new Map<string, string>();
    for (const path of pagePaths(await demoSnapshot())) {
      const body = (await answer('GET', path, '')).body;
      const head = body.slice(0, body.indexOf('</head>'));
      const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
      const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
      expect(title, path).toBeTruthy();
      expect(description, path).toBeTruthy();
      expect(description!.length, path).toBeLessThanOrEqual(300);
      expect(seen.has(title!), `${path} shares its title with ${seen.get(title!)}`).toBe(false);
      seen.set(title!, path);
    }
    const titleOf = async (path: string) => /<title>([^<]*)<\/title>/.exec((await answer('GET', path, '')).body)?.[1];
    expect(await titleOf('/')).toBe('Lumière Med Spa | Luxury Aesthetic Treatments in Scottsdale');
    expect(await titleOf('/prices')).toBe('Price List | Lumière Med Spa');
    expect(await titleOf('/injectables')).toMatch(/ \| Lumière Med Spa$/);
  });
});
