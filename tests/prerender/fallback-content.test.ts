// The page function while Firestore is down or slow: each page from a fresh read, else from the content the
// instance read last, else from the content that ships with the deploy (the fallback the build reads), the newer of
// the two winning document by document; a page waits for Firestore a bounded time in all.
import { describe, expect, it } from 'vitest';
import type { DocData } from '@/backend/port';
import { documentStore } from '@/backend/published/from-documents';
import { publishChanges } from '@/backend/published/publish-changes';
import { fallbackReader, readFallbackContent, type FallbackContent } from '@/backend/published/fallback-content';
import { cachedReader, documentReader, type PublishedReader } from '@/backend/published/read';
import { pageRules } from '@/backend/published/page-rules';
import { CONTENT_VERSION_PATH } from '@/lib/prerender-keys';
import { createPageServer } from '@/prerender/page-server';
import { PAGE_CACHE_CONTROL, STALE_CACHE_CONTROL, UNCACHED } from '@/lib/page-function-settings';
import { publishedStore } from '../support/published';

const TEMPLATE = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

type Store = Awaited<ReturnType<typeof publishedStore>>;

/** The hero's new headline, published at `at` into `store`, as a save publishes it. */
async function publishHeadline(store: Store, headline: string, at: string) {
  ((store.docs['sections/hero']!.block as DocData).headline as string) = headline;
  const result = await publishChanges(store, ['sections/hero'], { now: new Date(at), rules: pageRules });
  if (!result.changed) throw new Error('Publishing the headline changed nothing');
}

const h1Of = (page: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(page.slice(page.indexOf('<div id="root"')))?.[1];

/**
 * The function's readers over `store`: Firestore (`state` says whether it answers, fails or hangs), kept by a
 * cached reader with `fallback` and a deadline, and the page server on them.
 */
function functionOver(store: Store, fallback: FallbackContent | null, deadlineMs = 200) {
  const state = { firestore: 'up' as 'up' | 'down' | 'hanging', reads: [] as string[], errors: [] as string[] };
  const base = documentReader((path) => {
    state.reads.push(path);
    if (state.firestore === 'down') return Promise.reject(new Error('14 UNAVAILABLE: No connection established'));
    if (state.firestore === 'hanging') return new Promise<never>(() => undefined);
    return store.getDoc(path);
  });
  const cache = cachedReader(base, { fallback: fallbackReader(() => fallback), deadlineMs });
  const answer = createPageServer({ template: TEMPLATE, reader: () => cache.current(), onError: (message) => state.errors.push(message) });
  /** One request, timed. */
  const get = async (path: string, search = '') => {
    const started = performance.now();
    const page = await answer('GET', path, search);
    return { ...page, ms: performance.now() - started };
  };
  return { state, get };
}

describe('the content that ships with the deploy', () => {
  it('is every published document, the category items every page lists included, and nothing when nothing is published', async () => {
    const store = await publishedStore();
    const content = await readFallbackContent(store.getDocs, new Date('2026-02-01T00:00:00.000Z'));
    const published = Object.keys(store.docs).filter((path) => path.startsWith('published/'));
    // Before-and-after results only while their consent holds: a deploy's copy holds none, should one be withdrawn.
    const results = published.filter((path) => path.startsWith('published/gallery/items/'));
    expect(results.length).toBeGreaterThan(0);
    expect(Object.keys(content!.documents).sort()).toEqual(published.filter((path) => !results.includes(path)).sort());
    expect(content!.documents['published/gallery']).toMatchObject({ entries: [] });
    expect(published.some((path) => path.startsWith('published/categories/items/'))).toBe(true);
    expect(content).toMatchObject({ readAt: '2026-02-01T00:00:00.000Z', lastGenerated: (store.docs['published/site'] as { lastGenerated: string }).lastGenerated });
    expect(await readFallbackContent(documentStore({}).getDocs)).toBeNull();
  });

  it('renders every page of a cold instance while Firestore hangs or fails, marked stale, after one bounded wait', async () => {
    const store = await publishedStore();
    await publishHeadline(store, 'Beauty, Unhurried', '2026-11-20T10:00:00.000Z');
    const fallback = await readFallbackContent(store.getDocs);
    for (const outage of ['hanging', 'down'] as const) {
      const { state, get } = functionOver(store, fallback);
      state.firestore = outage;
      // The first page waits for Firestore no longer than the deadline, then comes from the fallback.
      const home = await get('/');
      expect(home.status, outage).toBe(200);
      expect(home.headers['Cache-Control'], outage).toBe(STALE_CACHE_CONTROL);
      expect(h1Of(home.body), outage).toBe('Beauty, Unhurried');
      expect(home.ms, outage).toBeGreaterThanOrEqual(outage === 'hanging' ? 190 : 0);
      expect(state.reads, outage).toEqual(['published/site']);
      // Every other page at once, Firestore asked nothing more.
      const pages = [['/prices', 'Price List', '$13/unit'], ['/vitamins', 'Vitamin Therapy', 'IV Vitamin Therapy'], ['/injectables/botox', 'Injectables', 'Botox &amp; Neurotoxins']];
      for (const [path, h1, text] of pages as Array<[string, string, string]>) {
        const page = await get(path);
        expect(page.status, path).toBe(200);
        expect(page.headers['Cache-Control'], path).toBe(STALE_CACHE_CONTROL);
        expect(h1Of(page.body), path).toBe(h1);
        expect(page.body, path).toContain(text);
        expect(page.ms, path).toBeLessThan(150 + 1000);
      }
      // The gallery answers too, without results: the copy cannot know whether a consent was withdrawn since.
      const gallery = await get('/gallery');
      expect(gallery.status, outage).toBe(200);
      expect(h1Of(gallery.body), outage).toBe('Before &amp; After');
      expect(gallery.body, outage).not.toMatch(/<figure/);
      expect(gallery.body, outage).toContain('No results are shown right now. Please check back soon.');
      const sitemap = await get('/sitemap.xml');
      expect(sitemap).toMatchObject({ status: 200, headers: { 'Cache-Control': STALE_CACHE_CONTROL } });
      expect(sitemap.body).toContain('/injectables/botox</loc>');
      const version = await get(CONTENT_VERSION_PATH, '?page=/');
      expect(version).toMatchObject({ status: 200, headers: { 'Cache-Control': STALE_CACHE_CONTROL } });
      expect(JSON.parse(version.body)).toEqual({ version: '2026-11-20T10:00:00.000Z', published: '2026-11-20T10:00:00.000Z' });
      expect(state.reads, outage).toEqual(['published/site']);
      expect(state.errors, outage).toEqual([]);
    }
  });

  it('gives way, document by document, to newer content the instance read, and fills in what it never read', async () => {
    const store = await publishedStore();
    await publishHeadline(store, 'Beauty, Unhurried', '2026-11-20T10:00:00.000Z');
    const fallback = await readFallbackContent(store.getDocs);
    // Published after the deploy and read by this instance: the newer content wins.
    await publishHeadline(store, 'Radiance, Refined', '2026-11-21T09:30:00.000Z');
    const { state, get } = functionOver(store, fallback);
    expect(h1Of((await get('/')).body)).toBe('Radiance, Refined');
    state.firestore = 'down';
    const home = await get('/');
    expect([h1Of(home.body), home.headers['Cache-Control']]).toEqual(['Radiance, Refined', STALE_CACHE_CONTROL]);
    expect(JSON.parse((await get(CONTENT_VERSION_PATH, '?page=/')).body)).toEqual({ version: '2026-11-21T09:30:00.000Z', published: '2026-11-21T09:30:00.000Z' });
    // Never read by the instance: its documents come from the fallback, in the frame of the newer site document.
    const prices = await get('/prices');
    expect([prices.status, h1Of(prices.body), prices.headers['Cache-Control']]).toEqual([200, 'Price List', STALE_CACHE_CONTROL]);
    expect(prices.body).toContain('$13/unit');

    // The other way round: content the instance read before a newer deploy gives way to the newer fallback.
    const newer = await readFallbackContent(store.getDocs);
    const older = (await publishedStore()).docs;
    const instance = functionOver({ ...store, getDoc: async (path) => older[path] ?? null }, newer);
    expect(h1Of((await instance.get('/')).body)).toBe('Discover Your Natural Beauty');
    instance.state.firestore = 'down';
    expect(h1Of((await instance.get('/')).body)).toBe('Radiance, Refined');
  });

  it('answers the app shell, kept by no cache, for a page whose documents are neither read nor in the fallback', async () => {
    const store = await publishedStore();
    const fallback = (await readFallbackContent(store.getDocs))!;
    // A fallback from before the price list had items.
    for (const path of Object.keys(fallback.documents)) if (path.startsWith('published/priceGroups/items/')) delete fallback.documents[path];
    expect(Object.keys(fallback.documents).some((path) => path.startsWith('published/priceGroups'))).toBe(true);
    const { state, get } = functionOver(store, fallback);
    state.firestore = 'down';
    expect(await get('/prices')).toMatchObject({ status: 200, headers: { 'Cache-Control': UNCACHED }, body: TEMPLATE });
    expect(state.errors).toEqual(['Reading the published content for /prices failed; answering with the app shell']);
    // Without any fallback, a cold instance has nothing to answer with.
    const bare = functionOver(store, null);
    bare.state.firestore = 'down';
    expect(await bare.get('/')).toMatchObject({ status: 200, headers: { 'Cache-Control': UNCACHED }, body: TEMPLATE });
  });

  it('reads afresh for the next page once a read that outlasted its page’s deadline answers after all', async () => {
    const store = await publishedStore();
    const fallback = await readFallbackContent(store.getDocs);
    // The first read of the site document is slow (it answers when the test says so); every other read is quick.
    let answerSlowRead: () => void = () => undefined;
    let reads = 0;
    const slowOnce: PublishedReader = documentReader((path) =>
      reads++ === 0 ? new Promise((resolve) => (answerSlowRead = () => resolve(store.getDoc(path)))) : store.getDoc(path),
    );
    const cache = cachedReader(slowOnce, { fallback: fallbackReader(() => fallback), deadlineMs: 50 });
    const answer = createPageServer({ template: TEMPLATE, reader: () => cache.current() });
    const first = await answer('GET', '/prices', '');
    expect([first.status, h1Of(first.body), first.headers['Cache-Control']]).toEqual([200, 'Price List', STALE_CACHE_CONTROL]);
    answerSlowRead();
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Slow, not gone: the owner's publish shows on the next page, not after the 30-s pause an outage waits.
    await publishHeadline(store, 'Fresh After a Slow Read', '2026-11-27T10:00:00.000Z');
    const next = await answer('GET', '/', '');
    expect([next.status, h1Of(next.body), next.headers['Cache-Control']]).toEqual([200, 'Fresh After a Slow Read', PAGE_CACHE_CONTROL]);
  });

  it('waits for Firestore the deadline in all for one page, however many reads it needs', async () => {
    const store = await publishedStore();
    const fallback = await readFallbackContent(store.getDocs);
    // Slow, not down: the site document arrives after 250 ms, every later read hangs.
    let reads = 0;
    const slow: PublishedReader = documentReader((path) => (reads++ === 0 ? new Promise((r) => setTimeout(() => r(store.getDoc(path)), 250)) : new Promise(() => undefined)));
    // When the page gave up on Firestore: its first read of the fallback.
    let gaveUpAt: number | undefined;
    const baked = fallbackReader(() => fallback);
    const fallbackRead: PublishedReader = { ...baked, index: (key) => ((gaveUpAt ??= performance.now()), baked.index(key)) };
    const cache = cachedReader(slow, { fallback: fallbackRead, deadlineMs: 300 });
    const answer = createPageServer({ template: TEMPLATE, reader: () => cache.current() });
    const started = performance.now();
    const prices = await answer('GET', '/prices', '');
    expect([prices.status, h1Of(prices.body), prices.headers['Cache-Control']]).toEqual([200, 'Price List', STALE_CACHE_CONTROL]);
    // The index read got what was left of the 300 ms (50 ms), not 300 ms of its own.
    expect(gaveUpAt! - started).toBeGreaterThanOrEqual(290);
    expect(gaveUpAt! - started).toBeLessThan(450);
  });
});
