// What the page function answers, without Firebase: the finished page of the content read at that request, the
// page's own published content embedded in it, each page's version and content for open pages to follow, the CDN
// cache header, and the app shell wherever a page cannot or must not be rendered. (tests/e2e/firebase-pages.e2e.ts
// runs the built function behind Hosting in the emulators.)
import { describe, expect, it, vi } from 'vitest';
import { demoContent } from '@/backend/demo/demo-content';
import type { DocData } from '@/backend/port';
import { documentStore } from '@/backend/published/from-documents';
import { publishChanges } from '@/backend/published/publish-changes';
import { cachedReader, documentReader, withDeadline, type PublishedReader } from '@/backend/published/read';
import { pageRules } from '@/backend/published/page-rules';
import { CONTENT_PATH, CONTENT_VERSION_PATH } from '@/lib/prerender-keys';
import { sitePaths } from '@/prerender/render-page';
import { assemblePage, embeddedSnapshot } from '@/prerender/page-document';
import { createPageServer } from '@/prerender/page-server';
import { PAGE_CACHE_CONTROL, STALE_CACHE_CONTROL, UNCACHED } from '@/lib/page-function-settings';
import { pageKeys, type PageContent } from '@/site/page-content';
import { publishedStore } from '../support/published';
import { versionThreeSnapshot, versionThreeStore } from '../support/stored-shapes';

const TEMPLATE =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin="" href="/assets/site-app.js"><link rel="preload" as="font" type="font/woff2" href="/assets/inter.woff2" crossorigin="">' +
  '</head><body><div id="root"></div></body></html>';

type Store = Awaited<ReturnType<typeof publishedStore>>;

/** The owner's edit of the stored document at `path`, published at `at` as a save publishes it. */
async function publishEdit(store: Store, path: string, edit: (data: DocData) => void, at: string) {
  const data = structuredClone(store.docs[path]!);
  edit(data);
  store.docs[path] = data;
  const result = await publishChanges(store, [path], { now: new Date(at), rules: pageRules });
  if (!result.changed) throw new Error(`Publishing ${path} changed nothing`);
}

/** The hero's new headline, published at `at` into `store` (the demo content as published, by default). */
async function published(headline: string, at: string, store?: Store): Promise<Store> {
  const into = store ?? (await publishedStore());
  await publishEdit(into, 'sections/hero', (hero) => ((hero.block as DocData).headline = headline), at);
  return into;
}

const rootHtml = (page: string) => page.slice(page.indexOf('<div id="root"'), page.indexOf('<script type="application/json"'));
const embeddedVersion = (page: string) => /id="site-snapshot" data-version="([^"]+)"/.exec(page)?.[1];
const embeddedContent = (page: string) => JSON.parse(/<script type="application\/json" id="site-snapshot"[^>]*>(.*?)<\/script>/s.exec(page)![1]!) as PageContent;
const headlineOf = (page: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(rootHtml(page))?.[1];

/** A reader of a store where the published content cannot be read. */
const unreadable: PublishedReader = {
  site: () => Promise.reject(new Error('unavailable')),
  index: () => Promise.reject(new Error('unavailable')),
  items: () => Promise.reject(new Error('unavailable')),
};

describe('the page function', () => {
  it('answers a public page with the finished page of the content it read, that content embedded, and the CDN cache header', async () => {
    const store = await published('Glow Into the New Season', '2026-11-20T10:00:00.000Z');
    const answer = createPageServer({ template: TEMPLATE, reader: () => store.reader() });
    const page = await answer('GET', '/', '');
    expect(page.status).toBe(200);
    expect(page.headers).toEqual({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL });
    expect(page.body).toContain('<div id="root" data-prerendered="/" ');
    expect(rootHtml(page.body)).toMatch(/<h1[^>]*>Glow Into the New Season<\/h1>/);
    expect(embeddedVersion(page.body)).toBe('2026-11-20T10:00:00.000Z');
    expect(page.body).toContain('data-published="2026-11-20T10:00:00.000Z"');
    expect(embeddedContent(page.body)).toMatchObject({ page: '/', lastGenerated: '2026-11-20T10:00:00.000Z', published: '2026-11-20T10:00:00.000Z' });
    // The hero image's preload moves to <head>; the app's modules and the fonts wait until the page has loaded.
    expect(page.body.slice(0, page.body.indexOf('</head>'))).toMatch(/<link rel="preload" href="\/demo\/hero\.svg" as="image"/);
    expect(page.body).not.toContain('rel="modulepreload"');
    expect(page.body).not.toContain('as="font"');
  });

  it('renders what is published at each request, so an edit shows at the next one, reading again only what it changed', async () => {
    const store = await published('Beauty, Unhurried', '2026-11-20T10:00:00.000Z');
    // As the function reads: through a cache that keeps what it read while the site document names it current.
    const reads: string[] = [];
    const cache = cachedReader(documentReader((path) => (reads.push(path), store.getDoc(path))));
    const answer = createPageServer({ template: TEMPLATE, reader: () => cache.current() });
    expect(rootHtml((await answer('GET', '/', '')).body)).toContain('Beauty, Unhurried');
    reads.length = 0;
    expect(headlineOf((await answer('GET', '/', '')).body)).toBe('Beauty, Unhurried');
    expect(reads).toEqual(['published/site']);

    await published('Radiance, Refined', '2026-11-21T09:30:00.000Z', store);
    reads.length = 0;
    const after = (await answer('GET', '/', '')).body;
    expect(rootHtml(after)).toContain('Radiance, Refined');
    expect(rootHtml(after)).not.toContain('Beauty, Unhurried');
    expect(embeddedVersion(after)).toBe('2026-11-21T09:30:00.000Z');
    expect(new Set(reads)).toEqual(new Set(['published/site', 'published/sections', 'published/sections/items/hero']));
  });

  it('never mixes two versions of the content when requests overlap', async () => {
    const versions = await Promise.all([published('First Headline', '2026-11-20T10:00:00.000Z'), published('Second Headline', '2026-11-21T10:00:00.000Z')]);
    let n = 0;
    const answer = createPageServer({ template: TEMPLATE, reader: () => versions[n++ % 2]!.reader() });
    const pages = await Promise.all(Array.from({ length: 6 }, () => answer('GET', '/', '')));
    expect(new Set(pages.map(({ body }) => embeddedVersion(body)))).toEqual(new Set(['2026-11-20T10:00:00.000Z', '2026-11-21T10:00:00.000Z']));
    for (const { body } of pages) {
      const headline = embeddedVersion(body) === '2026-11-20T10:00:00.000Z' ? 'First Headline' : 'Second Headline';
      expect(headlineOf(body)).toBe(headline);
      // The content embedded is the one the page was rendered from.
      const hero = (embeddedContent(body).sections as Array<{ id: string; block: { headline?: string } }>).find((s) => s.id === 'hero');
      expect(hero?.block.headline).toBe(headline);
    }
  });

  it('answers the app shell, kept by no cache, when the content cannot be read or was never published', async () => {
    const errors: string[] = [];
    const failing = createPageServer({ template: TEMPLATE, reader: () => unreadable, onError: (m) => errors.push(m) });
    expect(await failing('GET', '/prices', '')).toEqual({ status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': UNCACHED }, body: TEMPLATE });
    expect(errors).toEqual(['Reading the published content for /prices failed; answering with the app shell']);
    // Nothing published, the new way or as an earlier version did.
    const empty = createPageServer({ template: TEMPLATE, reader: () => documentStore(demoContent()).reader(), readLegacy: async () => null });
    expect(await empty('GET', '/', '')).toMatchObject({ status: 200, headers: { 'Cache-Control': UNCACHED }, body: TEMPLATE });
    const legacyUnreadable = createPageServer({ template: TEMPLATE, reader: () => documentStore({}).reader(), readLegacy: () => Promise.reject(new Error('unavailable')) });
    expect(await legacyUnreadable('GET', '/', '')).toMatchObject({ status: 200, headers: { 'Cache-Control': UNCACHED }, body: TEMPLATE });
  });

  it('answers from the content it read last while Firestore cannot be read, asking nothing of it for a while after a failure', async () => {
    const store = await published('Beauty, Unhurried', '2026-11-20T10:00:00.000Z');
    let down = false;
    let clock = 0;
    const reads: string[] = [];
    const stale: unknown[] = [];
    const errors: string[] = [];
    const base = documentReader((path) => (reads.push(path), down ? Promise.reject(new Error('14 UNAVAILABLE: No connection established')) : store.getDoc(path)));
    const cache = cachedReader(base, { onStale: (e) => stale.push(e), retryAfterMs: 30_000, now: () => clock });
    const answer = createPageServer({ template: TEMPLATE, reader: () => cache.current(), onError: (m) => errors.push(m) });
    expect(headlineOf((await answer('GET', '/', '')).body)).toBe('Beauty, Unhurried');

    // Firestore goes away: the page is the one of the content read last, one read tried and failed.
    down = true;
    reads.length = 0;
    const home = await answer('GET', '/', '');
    expect(home.status).toBe(200);
    // Kept by the CDN a few seconds only, so the site is fresh again soon after Firestore is back.
    expect(home.headers['Cache-Control']).toBe(STALE_CACHE_CONTROL);
    expect(headlineOf(home.body)).toBe('Beauty, Unhurried');
    // The version file and the sitemap answer from it the same way.
    expect((await answer('GET', '/content-version.json', '?page=/')).headers['Cache-Control']).toBe(STALE_CACHE_CONTROL);
    expect((await answer('GET', '/sitemap.xml', '')).headers['Cache-Control']).toBe(STALE_CACHE_CONTROL);
    expect(reads).toEqual(['published/site']);
    expect(stale).toHaveLength(1);
    // From then on nothing waits for Firestore: a page whose content is kept comes at once, any other is the app
    // shell at once, not after the database's retries.
    reads.length = 0;
    expect(headlineOf((await answer('GET', '/', '')).body)).toBe('Beauty, Unhurried');
    expect(await answer('GET', '/prices', '')).toMatchObject({ status: 200, headers: { 'Cache-Control': UNCACHED }, body: TEMPLATE });
    expect(errors).toEqual(['Reading the published content for /prices failed; answering with the app shell']);
    expect(reads).toEqual([]);
    // 30 s on, still down: the page still comes at once, and one read in the background asks again.
    clock += 30_001;
    expect(headlineOf((await answer('GET', '/', '')).body)).toBe('Beauty, Unhurried');
    await expect.poll(() => stale.length).toBe(2);
    expect(reads).toEqual(['published/site']);

    // Back, and published meanwhile: 30 s after the last failure a read in the background finds it, and the pages
    // that follow show it.
    await published('Radiance, Refined', '2026-11-21T09:30:00.000Z', store);
    down = false;
    clock += 30_001;
    expect(headlineOf((await answer('GET', '/', '')).body)).toBe('Beauty, Unhurried');
    await expect.poll(async () => headlineOf((await answer('GET', '/', '')).body)).toBe('Radiance, Refined');
    expect((await answer('GET', '/', '')).headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
    expect((await answer('GET', '/prices', '')).headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
  });

  it('gives up on a read that takes longer than its deadline', async () => {
    vi.useFakeTimers();
    try {
      const never = withDeadline(new Promise<string>(() => undefined), 4000, 'Reading published/site');
      const settled = expect(never).rejects.toThrow('Reading published/site took longer than 4000 ms');
      await vi.advanceTimersByTimeAsync(4000);
      await settled;
      await expect(withDeadline(Promise.resolve('read'), 4000, 'Reading published/site')).resolves.toBe('read');
    } finally {
      vi.useRealTimers();
    }
  });

  it('renders pages from the one document an earlier version published while nothing is published the new way', async () => {
    const docs = versionThreeStore();
    (docs['sections/hero']!.block as Record<string, unknown>).headline = 'Published Before the Upgrade';
    const legacy = versionThreeSnapshot(docs, '2026-10-01T10:00:00.000Z');
    let store = documentStore({});
    let legacyReads = 0;
    const answer = createPageServer({ template: TEMPLATE, reader: () => store.reader(), readLegacy: async () => (legacyReads++, structuredClone(legacy)) });
    const home = await answer('GET', '/', '');
    expect(home).toMatchObject({ status: 200, headers: { 'Cache-Control': PAGE_CACHE_CONTROL } });
    expect(headlineOf(home.body)).toBe('Published Before the Upgrade');
    expect(embeddedVersion(home.body)).toBe('2026-10-01T10:00:00.000Z');
    // Its category pages, read as categories and treatments.
    const injectables = await answer('GET', '/injectables/botox', '');
    expect(injectables.status).toBe(200);
    expect(rootHtml(injectables.body)).toMatch(/<h1[^>]*>Injectables<\/h1>/);
    expect(rootHtml(injectables.body)).toContain('Botox &amp; Neurotoxins');
    expect(JSON.parse((await answer('GET', CONTENT_VERSION_PATH, '?page=/')).body)).toEqual({ version: '2026-10-01T10:00:00.000Z', published: '2026-10-01T10:00:00.000Z' });
    expect(legacyReads).toBe(3);
    // Once published the new way, that is what pages show, and the earlier document is no longer read.
    store = await published('Published the New Way', '2026-11-20T10:00:00.000Z');
    expect(headlineOf((await answer('GET', '/', '')).body)).toBe('Published the New Way');
    expect(legacyReads).toBe(3);
  });

  it('answers an address that is no page with the not-found page and a 404, sends /page/ to /page, and takes only GET and HEAD', async () => {
    let reads = 0;
    const empty = createPageServer({ template: TEMPLATE, reader: () => (reads++, documentStore({}).reader()), readLegacy: async () => (reads++, null) });
    expect(await empty('GET', '/prices/', '?ref=menu')).toMatchObject({ status: 301, headers: { Location: '/prices?ref=menu' } });
    expect(await empty('GET', '/injectables/botox/', '')).toMatchObject({ status: 301, headers: { Location: '/injectables/botox' } });
    expect(await empty('POST', '/prices', '')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
    expect(reads).toBe(0);
    // Whether an address is a page (a category's, an item's) is for the published content to say.
    const store = await publishedStore();
    const answer = createPageServer({ template: TEMPLATE, reader: () => store.reader() });
    for (const path of ['/no-such-page', '/injectables/no-such-treatment', '/no/such/page']) {
      const res = await answer('GET', path, '');
      expect(res, path).toMatchObject({ status: 404, headers: { 'Cache-Control': PAGE_CACHE_CONTROL } });
      expect(rootHtml(res.body), path).toContain('Page Not Found');
    }
    expect((await answer('GET', '/injectables', '')).status).toBe(200);
    expect((await answer('GET', '/injectables/botox', '')).status).toBe(200);
  });
});

describe('a page’s version and content, which open pages follow', () => {
  const versionOf = async (answer: ReturnType<typeof createPageServer>, page: string) => {
    const res = await answer('GET', CONTENT_VERSION_PATH, `?page=${page}`);
    expect(res, page).toMatchObject({ status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL } });
    return JSON.parse(res.body) as { version: string | null; published: string | null };
  };

  it('changes a page’s version when a publish changes what that page shows, and only then', async () => {
    const store = await publishedStore();
    const answer = createPageServer({ template: TEMPLATE, reader: () => store.reader() });
    const pages = ['/', '/specials', '/injectables', '/vitamins', '/prices'];
    const before = Object.fromEntries(await Promise.all(pages.map(async (p) => [p, (await versionOf(answer, p)).version] as const)));

    // A treatment of Injectables: the home page (its sections may list it) and its category's page.
    await publishEdit(store, 'treatments/botox', (t) => (t.title = 'Botox Cosmetic'), '2026-11-20T10:00:00.000Z');
    const treatment = '2026-11-20T10:00:00.000Z';
    expect(await versionOf(answer, '/')).toEqual({ version: treatment, published: treatment });
    expect(await versionOf(answer, '/injectables')).toEqual({ version: treatment, published: treatment });
    // An item's address is its list page's.
    expect(await versionOf(answer, '/injectables/botox')).toEqual({ version: treatment, published: treatment });
    for (const page of ['/specials', '/vitamins', '/prices']) expect(await versionOf(answer, page), page).toEqual({ version: before[page], published: treatment });

    // An offer: the offers page and the home page, not a category's.
    await publishEdit(store, 'specials/scalp-package', (o) => (o.title = 'Scalp Season'), '2026-11-21T10:00:00.000Z');
    const offer = '2026-11-21T10:00:00.000Z';
    expect(await versionOf(answer, '/specials')).toEqual({ version: offer, published: offer });
    expect(await versionOf(answer, '/')).toEqual({ version: offer, published: offer });
    expect(await versionOf(answer, '/injectables')).toEqual({ version: treatment, published: offer });

    // The version is the one the page embeds: an open page compares the two.
    expect(embeddedVersion((await answer('GET', '/specials', '')).body)).toBe(offer);
    expect(embeddedVersion((await answer('GET', '/injectables/botox', '')).body)).toBe(treatment);
    expect(embeddedVersion((await answer('GET', '/vitamins', '')).body)).toBe(before['/vitamins']);
  });

  it('answers a page’s content with only that page’s items, as the page embeds it', async () => {
    const stored = demoContent();
    const store = await publishedStore(stored);
    const now = () => new Date('2026-11-26T18:00:00Z');
    const answer = createPageServer({ template: TEMPLATE, reader: () => store.reader(), now });
    const contentOf = async (page: string) => {
      const res = await answer('GET', CONTENT_PATH, `?page=${page}`);
      expect(res, page).toMatchObject({ status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL } });
      return JSON.parse(res.body) as PageContent;
    };
    const idsIn = (collection: string, where: (data: DocData) => boolean = () => true) =>
      Object.entries(stored)
        .filter(([path, data]) => path.startsWith(`${collection}/`) && where(data))
        .map(([path]) => path.slice(collection.length + 1))
        .sort();
    const ids = (list: unknown) => (list as Array<{ id: string }>).map((i) => i.id).sort();

    const injectables = await contentOf('/injectables');
    expect(injectables).toMatchObject({ page: '/injectables', published: store.docs['published/site']!.lastGenerated });
    // The category's treatments, and none of another category's; no offers.
    expect(ids(injectables.treatments)).toEqual(idsIn('treatments', (t) => t.category === 'injectables'));
    expect(injectables.specials).toBeUndefined();
    // The frame every page shows.
    expect(ids(injectables.categories)).toEqual(idsIn('categories'));
    expect((injectables.businessInfo as { name: string }).name).toBe('Lumière Med Spa');
    // An item's address has its list page's content; the page embeds the same content.
    expect(await contentOf('/injectables/botox')).toEqual(injectables);
    expect(embeddedContent((await answer('GET', '/injectables', '')).body)).toEqual(injectables);

    const specials = await contentOf('/specials');
    expect(specials.page).toBe('/specials');
    expect(ids(specials.specials)).toEqual(idsIn('specials'));
    expect(specials.treatments).toBeUndefined();
    expect(embeddedContent((await answer('GET', '/specials', '')).body)).toEqual(specials);

    // Nothing published: no content.
    const empty = createPageServer({ template: TEMPLATE, reader: () => documentStore({}).reader() });
    expect(await empty('GET', CONTENT_PATH, '?page=/specials')).toMatchObject({ status: 404, body: 'null' });
    expect(JSON.parse((await empty('GET', CONTENT_VERSION_PATH, '?page=/specials')).body)).toEqual({ version: null, published: null });
  });

  it('answers 503, kept by no cache, when the content cannot be read', async () => {
    const errors: string[] = [];
    const answer = createPageServer({ template: TEMPLATE, reader: () => unreadable, onError: (m) => errors.push(m) });
    for (const path of [CONTENT_VERSION_PATH, CONTENT_PATH]) expect(await answer('GET', path, '?page=/'), path).toMatchObject({ status: 503, headers: { 'Cache-Control': UNCACHED } });
    expect(errors).toEqual([`Reading the published content for ${CONTENT_VERSION_PATH} failed`, `Reading the published content for ${CONTENT_PATH} failed`]);
  });
});

describe('page assembly', () => {
  it('embeds the content so no text in it can close the script, and keeps "$" patterns in the content literal', () => {
    const content = { lastGenerated: '2026-11-20T10:00:00.000Z', note: '</script><script>alert(1)</script>' };
    expect(embeddedSnapshot(content)).not.toContain('</script><script>');
    expect(JSON.parse(/>(.*)<\/script>$/.exec(embeddedSnapshot(content))![1]!)).toEqual(content);
    const page = assemblePage(TEMPLATE, '/prices', '<main>From $& and $1</main>', content, new Date('2026-12-01T12:00:00Z'));
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
    const store = await published('Glow Into the New Season', '2026-11-20T10:00:00.000Z');
    const answer = createPageServer({ template: TEMPLATE, reader: () => store.reader() });
    const res = await answer('GET', '/sitemap.xml', '', 'https://lumiere.example');
    expect(res.status).toBe(200);
    expect(res.headers['Content-Type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = await sitePaths(store.reader());
    expect(paths).toEqual(expect.arrayContaining(['/', '/services', '/injectables', '/vitamins', '/skincare', '/prices', '/sms-disclosure', '/injectables/botox', '/services/weight-loss', '/specials/scalp-renewal-package']));
    expect(locs).toEqual(paths.map((p) => `https://lumiere.example${p}`));
    expect([...res.body.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1])).toEqual(paths.map(() => '2026-11-20T10:00:00.000Z'));
  });
});

describe('pages rendered per request', () => {
  /** The demo content with its first offer shown only from `start` to `end` (spa dates), as published. */
  async function withScheduledOffer(start: string | undefined, end: string | undefined): Promise<{ store: Store; title: string }> {
    const docs = demoContent();
    const offer = docs['specials/botox-per-unit']!;
    if (start) offer.startDate = start;
    if (end) offer.endDate = end;
    return { store: await publishedStore(docs), title: String(offer.title) };
  }
  const at = (iso: string) => () => new Date(iso);

  it('leave an offer out before its start date and after its end date, in the spa’s time zone (Phoenix, UTC−7)', async () => {
    const { store, title } = await withScheduledOffer('2026-12-01', '2026-12-31');
    const specials = async (now: string) => rootHtml((await createPageServer({ template: TEMPLATE, reader: () => store.reader(), now: at(now) })('GET', '/specials', '')).body);
    // 06:59 UTC on Dec 1 is still Nov 30 in Scottsdale.
    expect(await specials('2026-12-01T06:59:00Z')).not.toContain(title);
    expect(await specials('2026-12-01T07:00:00Z')).toContain(title);
    expect(await specials('2026-12-31T23:00:00Z')).toContain(title);
    // Jan 1 07:00 UTC is the first minute of Jan 1 in Scottsdale: the offer has ended.
    expect(await specials('2027-01-01T06:59:00Z')).toContain(title);
    expect(await specials('2027-01-01T07:00:00Z')).not.toContain(title);
    // The page carries the moment it was rendered for, so the browser hydrates the same offers.
    const page = (await createPageServer({ template: TEMPLATE, reader: () => store.reader(), now: at('2026-12-05T12:00:00Z') })('GET', '/', '')).body;
    expect(page).toContain('data-rendered-at="2026-12-05T12:00:00.000Z"');
    // …and the spa's offset from UTC, which Phoenix keeps all year, so the browser finds the date without Intl.
    const [offset, since, until] = /data-spa-clock="([^"]*)"/.exec(page)![1]!.split(' ');
    expect(offset).toBe('-420');
    expect(Date.parse(since!)).toBeLessThanOrEqual(Date.parse('2026-12-05T12:00:00Z'));
    expect(Date.parse(until!)).toBeGreaterThan(Date.parse('2026-12-05T12:00:00Z'));
  });

  it('hide the home page’s Special Offers section when no offer is current', async () => {
    const docs = demoContent();
    for (const [path, offer] of Object.entries(docs)) if (path.startsWith('specials/')) offer.endDate = '2026-11-30';
    const store = await publishedStore(docs);
    const home = async (now: string) => rootHtml((await createPageServer({ template: TEMPLATE, reader: () => store.reader(), now: at(now) })('GET', '/', '')).body);
    expect(await home('2026-11-30T18:00:00Z')).toContain('id="offers-heading"');
    expect(await home('2026-12-02T18:00:00Z')).not.toContain('id="offers-heading"');
  });

  it('give every page its own title and description', async () => {
    const store = await publishedStore();
    const answer = createPageServer({ template: TEMPLATE, reader: () => store.reader() });
    const seen = new Map<string, string>();
    for (const path of pageKeys(await store.reader().site())) {
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
    expect(seen.size).toBeGreaterThan(10);
    const titleOf = async (path: string) => /<title>([^<]*)<\/title>/.exec((await answer('GET', path, '')).body)?.[1];
    expect(await titleOf('/')).toBe('Lumière Med Spa | Luxury Aesthetic Treatments in Scottsdale');
    expect(await titleOf('/prices')).toBe('Price List | Lumière Med Spa');
    expect(await titleOf('/injectables')).toMatch(/ \| Lumière Med Spa$/);
  });
});
