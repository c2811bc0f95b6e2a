// An entity whose schema asks for pages (the spa's providers) gets a list page and a page per entry, as the page
// function serves them and the build prerenders them: titled and described by the entry, with its structured data,
// its canonical address, its picture's alt text from the library, its rich-text bio as sanitized formatting, in the
// sitemap; a renamed entry's old address leads on, an unknown one is not found. A provider's page links to the
// treatments they perform, and each treatment's page names the providers who perform it.
import { describe, expect, it } from 'vitest';
import { demoContent } from '@/backend/demo/demo-content';
import type { DocData } from '@/backend/port';
import { publishChanges } from '@/backend/published/publish-changes';
import { pageRules } from '@/backend/published/page-rules';
import { createPageServer } from '@/prerender/page-server';
import { contentOf } from '@/prerender/render-page';
import { pageVersion, SITE_DOC, type SiteDoc } from '@schemas/kit/published-store';
import { publishedStore } from '../support/published';

const TEMPLATE = '<!doctype html><html><head><meta charset="UTF-8" /><title>Lumière</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://lumiere.example';
const NOW = new Date('2026-11-26T18:00:00Z');
const PORTRAIT = { url: 'https://cdn.lumiere.example/ava-portrait.jpg', name: 'ava-portrait.jpg', type: 'image/jpeg', size: 182_000, createdAt: '2026-11-20T09:00:00.000Z', alt: 'Ava Lee in the treatment room', width: 1200, height: 1500 };
const BIO = '<p>Ava has <strong>twelve years</strong> of aesthetic nursing.</p><ul><li>Lip filler</li><li>Botox</li></ul><img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>';

/**
 * The demo content with two providers of its own (Ava performs Botox and fillers), and Ava's portrait in the library.
 */
function docs(): Record<string, DocData> {
  const demo = Object.fromEntries(Object.entries(demoContent()).filter(([path]) => !path.startsWith('providers/')));
  return {
    ...demo,
    'images/ava-portrait': PORTRAIT,
    'providers/ava': { name: 'Ava Lee', slug: 'ava-lee', credentials: 'MSN, RN, CANS', role: 'Nurse Injector', photo: PORTRAIT.url, bio: BIO, treatments: ['dermal-fillers', 'botox', 'gone'], bookingUrl: 'https://book.example/ava', order: 0 },
    'providers/noah': { name: 'Noah Park', slug: 'noah-park', credentials: 'PA-C', treatments: [], order: 1 },
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
    store.docs['providers/noah'] = { ...store.docs['providers/noah']!, name: 'Noah Park-Hart', slug: 'noah-park-hart' };
    store.docs['providers/mia'] = { name: 'Mia Chen', slug: 'mia-chen', role: 'Aesthetician', treatments: [], order: 2 };
    const result = await publishChanges(store, ['providers/noah', 'providers/mia'], { now: new Date('2026-11-21T10:00:00.000Z'), rules: pageRules });
    expect(result.skipped).toEqual([]);
    // Neither performs a treatment, so only the pages that show providers were published anew: the list page (which
    // its entries' pages follow) and the home page, whose sections may list them.
    const versions = (store.docs[SITE_DOC]!.versions as { pages: Record<string, string> }).pages;
    expect(Object.keys(versions).filter((page) => versions[page] === result.lastGenerated).sort()).toEqual(['/', '/team']);
    const get = await server(store);
    const moved = await get('/team/noah-park');
    expect(moved.res.status).toBe(301);
    expect(moved.res.headers.Location ?? moved.res.headers.location).toBe('/team/noah-park-hart');
    expect((await get('/team/noah-park-hart')).main).toMatch(/<h1[^>]*>Noah Park-Hart<\/h1>/);
    expect((await get('/team/mia-chen')).main).toMatch(/<h1[^>]*>Mia Chen<\/h1>/);
  });

  it('links a provider\'s page to the treatments they perform, in the order chosen, and books them at their own address', async () => {
    const get = await server(await publishedStore(docs(), new Date('2026-11-20T10:00:00.000Z')));
    const { main } = await get('/team/ava-lee');
    const treatments = main.slice(main.indexOf('>Treatments</h2>'));
    // A treatment no longer stored is left out.
    expect([...treatments.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].slice(0, 2).map((m) => [m[1], m[2]])).toEqual([
      ['/injectables/dermal-fillers', 'Dermal Fillers'],
      ['/injectables/botox', 'Botox &amp; Neurotoxins'],
    ]);
    expect(main).toMatch(/<a href="https:\/\/book\.example\/ava"[^>]*>Book a Consultation<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/);
    // The page embeds the treatments' index lines it names them by, not the treatments.
    const content = (await contentOf((await publishedStore(docs(), new Date('2026-11-20T10:00:00.000Z'))).reader(), '/team/ava-lee', NOW))!;
    const lines = content.treatments as Array<Record<string, unknown>>;
    expect(lines.map((t) => t.id).sort()).toEqual(['botox', 'dermal-fillers']);
    expect(lines.every((t) => t.description === undefined)).toBe(true);
  });

  it('names the providers who perform a treatment on its page, with their credentials, each a link to their page', async () => {
    const store = await publishedStore(docs(), new Date('2026-11-20T10:00:00.000Z'));
    const get = await server(store);
    const { res, page } = await get('/injectables/botox');
    expect(res.status).toBe(200);
    // Each treatment's dialog is in the page: Botox's is the one titled so.
    const dialogOf = (title: string, html = page) => html.split('<dialog').slice(1).map((d) => d.slice(0, d.indexOf('</dialog>'))).find((d) => new RegExp(`<h2[^>]*>${title}</h2>`).test(d)) ?? '';
    const performedBy = dialogOf('Botox &amp; Neurotoxins').split('Performed by')[1] ?? '';
    expect(performedBy).toMatch(/<a href="\/team\/ava-lee"[^>]*>Ava Lee<\/a>/);
    expect(performedBy).toContain('MSN, RN, CANS');
    expect(performedBy).not.toContain('Noah Park');
    // A treatment nobody performs names nobody.
    const vitamins = (await get('/vitamins')).page;
    expect(dialogOf('Vitamin B12 Injection', vitamins)).toContain('Duration');
    expect(dialogOf('Vitamin B12 Injection', vitamins)).not.toContain('Performed by');
    // Renaming Ava publishes every page anew, since treatment pages name her.
    store.docs['providers/ava'] = { ...store.docs['providers/ava']!, name: 'Ava Lee-Hart' };
    const result = await publishChanges(store, ['providers/ava'], { now: new Date('2026-11-21T10:00:00.000Z'), rules: pageRules });
    expect(pageVersion(store.docs[SITE_DOC] as unknown as SiteDoc, '/injectables')).toBe(result.lastGenerated);
    expect((await server(store).then((g) => g('/injectables/botox'))).page).toContain('Ava Lee-Hart');
  });
});
