// An entity whose schema asks for pages (the README's provider example, tests/fixtures/provider.entity.ts, as if its
// file were in schemas/collections/) gets a list page and a page per entry, as the page function serves them and
// the build prerenders them: titled and described by the entry, with its structured data, its canonical address, its
// picture's alt text from the library, its rich-text bio as sanitized formatting, in the sitemap; a renamed entry's
// old address leads on, an unknown one is not found.
import { describe, expect, it, vi } from 'vitest';
import { demoContent } from '@/backend/demo/demo-content';
import type { DocData } from '@/backend/port';
import { publishChanges } from '@/backend/published/publish-changes';
import { pageRules } from '@/backend/published/page-rules';
import { createPageServer } from '@/prerender/page-server';
import { contentOf } from '@/prerender/render-page';
import { SITE_DOC } from '@schemas/kit/published-store';
import { publishedStore } from '../support/published';

vi.mock('@schemas/index', async (original) => (await import('../support/provider-fixture')).indexWithProvider(original));
vi.mock('@schemas/published', async (original) => (await import('../support/provider-fixture')).publishedWithProvider(original));

const TEMPLATE = '<!doctype html><html><head><meta charset="UTF-8" /><title>Lumière</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://lumiere.example';
const NOW = new Date('2026-11-26T18:00:00Z');
const PORTRAIT = { url: 'https://cdn.lumiere.example/ava-portrait.jpg', name: 'ava-portrait.jpg', type: 'image/jpeg', size: 182_000, createdAt: '2026-11-20T09:00:00.000Z', alt: 'Ava Lee in the treatment room', width: 1200, height: 1500 };
const BIO = '<p>Ava has <strong>twelve years</strong> of aesthetic nursing.</p><ul><li>Lip filler</li><li>Botox</li></ul><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>';

/** The demo content with two providers and Ava's portrait in the library. */
function docs(): Record<string, DocData> {
  return {
    ...demoContent(),
    'images/ava-portrait': PORTRAIT,
    'providers/ava': { name: 'Ava Lee', slug: 'ava-lee', credentials: 'MSN, RN, CANS', role: 'Nurse Injector', photo: PORTRAIT.url, bio: BIO, order: 0 },
    'providers/noah': { name: 'Noah Park', slug: 'noah-park', credentials: 'PA-C', order: 1 },
  };
}

async function server(store: Awaited<ReturnType<typeof publishedStore>>) {
  const reader = store.reader();
  const answer = createPageServer({ template: TEMPLATE, reader: () => reader, now: () => NOW });
  return async (path: string) => {
    const res = await answer('GET', path, '', ORIGIN);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const page = res.body.slice(0, res.body.indexOf('<script type="application/json" id="site-snapshot"'));
    const main = page.slice(page.indexOf('<main'), page.indexOf('</main>'));
    const jsonLd = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    return { res, head, page, main, jsonLd };
  };
}

describe('the pages of an entity with pages', () => {
  it('lists every entry on its list page, each a link to its own page, linked from the footer', async () => {
    const get = await server(await publishedStore(docs(), new Date('2026-11-20T10:00:00.000Z')));
    const { res, head, main, page } = await get('/team');
    expect(res.status).toBe(200);
    expect(head).toContain('<title>Our Team | Lumière Med Spa</title>');
    expect(head).toContain('<meta name="description" content="Our Team at Lumière Med Spa: Ava Lee, Noah Park."/>');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/team"/>`);
    expect(main).toMatch(/<h1[^>]*>Our Team<\/h1>/);
    // Each card headed one level under the page's title.
    expect([...main.matchAll(/<a href="(\/team\/[^"]+)"[\s\S]*?<h2[^>]*>([^<]+)<\/h2>/g)].map((m) => [m[1], m[2]])).toEqual([
      ['/team/ava-lee', 'Ava Lee'],
      ['/team/noah-park', 'Noah Park'],
    ]);
    // The card shows the bio as formatting, sanitized.
    expect(main).toContain('<strong>twelve years</strong>');
    expect(page).not.toMatch(/__pwned|onerror|&lt;p&gt;/);
    expect(page.slice(page.indexOf('<footer'))).toMatch(/<a href="\/team"[^>]*>Our Team<\/a>/);
  });

  it('gives each entry a page of its own: its title, description, picture with the library\'s alt text, formatting, and Person data', async () => {
    const get = await server(await publishedStore(docs(), new Date('2026-11-20T10:00:00.000Z')));
    const { res, head, main, page, jsonLd } = await get('/team/ava-lee');
    expect(res.status).toBe(200);
    expect(head).toContain('<title>Ava Lee | Lumière Med Spa</title>');
    expect(head).toContain('<meta name="description" content="Ava has twelve years of aesthetic nursing. Lip filler Botox"/>');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/team/ava-lee"/>`);
    expect(main).toMatch(/<h1[^>]*>Ava Lee<\/h1>/);
    expect(main).toMatch(/<a href="\/team"[^>]*>.*Our Team<\/a>/);
    expect(main).toMatch(new RegExp(`<img[^>]*alt="${PORTRAIT.alt}"`));
    expect(main).toContain('MSN, RN, CANS');
    expect(main).toContain('Nurse Injector');
    expect(main).toContain('<p>Ava has <strong>twelve years</strong> of aesthetic nursing.</p><ul><li>Lip filler</li><li>Botox</li></ul>');
    expect(page).not.toMatch(/__pwned|onerror/);
    const person = jsonLd.find((j) => j['@type'] === 'Person');
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ava Lee',
      description: 'Ava has twelve years of aesthetic nursing. Lip filler Botox',
      url: `${ORIGIN}/team/ava-lee`,
      image: PORTRAIT.url,
      worksFor: { '@type': 'MedicalClinic', name: 'Lumière Med Spa', url: `${ORIGIN}/` },
    });
    // The page embeds its own entry, not its neighbours.
    const content = (await contentOf((await publishedStore(docs(), new Date('2026-11-20T10:00:00.000Z'))).reader(), '/team/ava-lee', NOW))!;
    expect((content.providers as Array<{ name: string }>).map((p) => p.name)).toEqual(['Ava Lee']);
  });

  it('puts the list page and every entry in the sitemap; an unknown entry is not found', async () => {
    const get = await server(await publishedStore(docs(), new Date('2026-11-20T10:00:00.000Z')));
    const sitemap = (await get('/sitemap.xml')).res.body;
    for (const path of ['/team', '/team/ava-lee', '/team/noah-park']) expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`);
    const missing = await get('/team/nobody');
    expect(missing.res.status).toBe(404);
  });

  it('keeps a renamed entry\'s old address, leading to the new one; an entry the owner adds has its page at once', async () => {
    const store = await publishedStore(docs(), new Date('2026-11-20T10:00:00.000Z'));
    store.docs['providers/ava'] = { ...store.docs['providers/ava']!, name: 'Ava Lee-Hart', slug: 'ava-lee-hart' };
    store.docs['providers/mia'] = { name: 'Mia Chen', slug: 'mia-chen', role: 'Aesthetician', order: 2 };
    const result = await publishChanges(store, ['providers/ava', 'providers/mia'], { now: new Date('2026-11-21T10:00:00.000Z'), rules: pageRules });
    expect(result.skipped).toEqual([]);
    // Only the pages that show providers were published anew: the list page (which its entries' pages follow) and
    // the home page, whose sections may list them.
    const versions = (store.docs[SITE_DOC]!.versions as { pages: Record<string, string> }).pages;
    expect(Object.keys(versions).filter((page) => versions[page] === result.lastGenerated).sort()).toEqual(['/', '/team']);
    const get = await server(store);
    const moved = await get('/team/ava-lee');
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.Location ?? moved.res.headers.location).toBe('/team/ava-lee-hart');
    expect((await get('/team/ava-lee-hart')).main).toMatch(/<h1[^>]*>Ava Lee-Hart<\/h1>/);
    expect((await get('/team/mia-chen')).main).toMatch(/<h1[^>]*>Mia Chen<\/h1>/);
  });
});
