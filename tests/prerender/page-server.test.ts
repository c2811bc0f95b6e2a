// What the page function answers, without Firebase: the finished page of the content read at that request, the
// snapshot it was rendered from, the CDN cache header, and the app shell wherever a page cannot or must not be
// rendered. (tests/e2e/firebase-pages.e2e.ts runs the built function behind Hosting in the emulators.)
import { describe, expect, it } from 'vitest';
import type { DocData } from '@/backend/port';
import { demoSnapshot } from '@/prerender/render-page';
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
    expect(page.body).toContain('<div id="root" data-prerendered="/">');
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

  it('answers other addresses with the shell and a 404, sends /page/ to /page, and takes only GET and HEAD', async () => {
    let reads = 0;
    const answer = createPageServer({ template: TEMPLATE, readPublished: async () => (reads++, null) });
    expect(await answer('GET', '/no-such-page', '')).toMatchObject({ status: 404, body: TEMPLATE, headers: { 'Cache-Control': PAGE_CACHE_CONTROL } });
    expect(await answer('GET', '/prices/', '?ref=menu')).toMatchObject({ status: 301, headers: { Location: '/prices?ref=menu' } });
    expect(await answer('POST', '/prices', '')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
    expect(reads).toBe(0);
  });
});

describe('page assembly', () => {
  it('embeds the snapshot so no text in it can close the script, and keeps "$" patterns in the content literal', () => {
    const snapshot = { lastGenerated: '2026-11-20T10:00:00.000Z', note: '</script><script>alert(1)</script>' };
    expect(embeddedSnapshot(snapshot)).not.toContain('</script><script>');
    expect(JSON.parse(/>(.*)<\/script>$/.exec(embeddedSnapshot(snapshot))![1]!)).toEqual(snapshot);
    const page = assemblePage(TEMPLATE, '/prices', '<main>From $& and $1</main>', snapshot);
    expect(page).toContain('<div id="root" data-prerendered="/prices"><main>From $& and $1</main></div>');
  });
});
