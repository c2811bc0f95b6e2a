// Every treatment and offer has its own address: the page that lists it, rendered with its modal open and with the
// item's own title, description, canonical link and structured data; renaming it keeps the old address working.
import { describe, expect, it } from 'vitest';
import { demoContent } from '@/backend/demo/demo-content';
import { publishChanges } from '@/backend/published/publish-changes';
import type { PublishedReader } from '@/backend/published/read';
import { pageRules } from '@/backend/published/page-rules';
import type { DocData } from '@/backend/port';
import { createPageServer } from '@/prerender/page-server';
import { PAGE_CACHE_CONTROL } from '@/lib/page-function-settings';
import { contentOf } from '@/prerender/render-page';
import { publishedStore } from '../support/published';

const TEMPLATE = '<!doctype html><html><head><meta charset="UTF-8" /><title>Lumière</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://lumiere.example';
const NOW = new Date('2026-11-26T18:00:00Z');

type Store = Awaited<ReturnType<typeof publishedStore>>;

/** A store of `docs` with their published content, as of `at`. */
const publishedFrom = (docs: Record<string, DocData>, at: string) => publishedStore(docs, new Date(at));

/** The owner's edit of the stored document at `path`, published at `at` as a save publishes it. */
async function publishEdit(store: Store, path: string, edit: Record<string, unknown>, at: string) {
  store.docs[path] = { ...store.docs[path]!, ...edit };
  await publishChanges(store, [path], { now: new Date(at), rules: pageRules });
}

function pageServer(reader: PublishedReader) {
  return createPageServer({ template: TEMPLATE, reader: () => reader, now: () => NOW });
}

const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

describe('an item’s own page', () => {
  it('is the page that lists it with its modal open, titled, described and canonical as the item, with its structured data', async () => {
    const answer = pageServer((await publishedFrom(demoContent(), '2026-11-20T10:00:00.000Z')).reader());
    const res = await answer('GET', '/injectables/botox', '', ORIGIN);
    expect(res.status).toBe(200);
    expect(res.headers['Cache-Control']).toBe(PAGE_CACHE_CONTROL);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<title>Botox &amp; Neurotoxins | Lumière Med Spa</title>');
    expect(head).toContain('<meta name="description" content="Soften frown lines, forehead lines and crow’s feet for a refreshed, rested look."/>');
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/injectables/botox"/>`);
    expect(head).toContain(`<meta property="og:title" content="Botox &amp; Neurotoxins | Lumière Med Spa"/>`);
    // The page under it is the category's, with the item's dialog open and carrying its address.
    expect(res.body).toMatch(/<h1[^>]*>Injectables<\/h1>/);
    expect(res.body).toMatch(/<dialog[^>]*open=""[^>]*data-item-path="\/injectables\/botox"/);
    expect(res.body.match(/<dialog[^>]*open=""/g)).toHaveLength(1);
    // Its card links to it, for a visitor without JavaScript.
    expect(res.body).toMatch(/<a href="\/injectables\/dermal-fillers" data-dialog="[^"]+"/);
    // The structured data is in <head>, for search engines; the app in #root carries none.
    expect(jsonLd(res.body.slice(res.body.indexOf('</head>')))).toEqual([]);
    const [clinic, procedure] = jsonLd(head);
    expect(clinic).toMatchObject({ '@type': 'MedicalClinic', name: 'Lumière Med Spa' });
    expect(procedure).toMatchObject({
      '@type': 'MedicalProcedure',
      name: 'Botox & Neurotoxins',
      url: `${ORIGIN}/injectables/botox`,
      image: `${ORIGIN}/demo/injectables.svg`,
      howPerformed: 'Botox, Dysport or Xeomin, dosed to your features',
    });
    expect(res.body).toContain(`data-site-origin="${ORIGIN}"`);
  });

  it('has the content of the page that lists it: that page’s items, the item among them', async () => {
    const reader = (await publishedFrom(demoContent(), '2026-11-20T10:00:00.000Z')).reader();
    const item = await contentOf(reader, '/injectables/botox', NOW);
    const list = await contentOf(reader, '/injectables', NOW);
    expect(item).toEqual(list);
    expect(item?.page).toBe('/injectables');
    const treatments = (item?.treatments ?? []) as Array<{ id: string; category?: string; title: string }>;
    expect(treatments.find((t) => t.id === 'botox')?.title).toBe('Botox & Neurotoxins');
    expect(treatments.every((t) => t.category === 'injectables')).toBe(true);
    // An offer's address has the offers page's content; a treatment without a category the services page's.
    expect((await contentOf(reader, '/specials/scalp-renewal-package', NOW))?.page).toBe('/specials');
    const services = await contentOf(reader, '/services/weight-loss', NOW);
    expect(services?.page).toBe('/services');
    expect((services?.treatments as Array<{ id: string }>).map((t) => t.id)).toContain('weight-loss');
  });

  it('gives a treatment without a category a Service under /services, and an offer an Offer with its dates under /specials', async () => {
    const docs = demoContent();
    docs['specials/scalp-package'] = { ...docs['specials/scalp-package']!, startDate: '2026-11-01', endDate: '2026-12-31' };
    const store = await publishedFrom(docs, '2026-11-20T10:00:00.000Z');
    const answer = pageServer(store.reader());
    const service = await answer('GET', '/services/weight-loss', '', ORIGIN);
    expect(service.status).toBe(200);
    expect(service.body).toMatch(/<h1[^>]*>Our Services<\/h1>/);
    expect(jsonLd(service.body)[1]).toMatchObject({ '@type': 'Service', name: 'Medical Weight Loss', url: `${ORIGIN}/services/weight-loss`, provider: { name: 'Lumière Med Spa' } });
    const offer = await answer('GET', '/specials/scalp-renewal-package', '', ORIGIN);
    expect(offer.status).toBe(200);
    expect(jsonLd(offer.body)[1]).toMatchObject({ '@type': 'Offer', name: 'Scalp Renewal Package', validFrom: '2026-11-01', validThrough: '2026-12-31', offeredBy: { '@type': 'MedicalClinic' } });
    // An offer past its last day has no page.
    await publishEdit(store, 'specials/scalp-package', { endDate: '2026-11-02' }, '2026-11-21T10:00:00.000Z');
    expect((await answer('GET', '/specials/scalp-renewal-package', '', ORIGIN)).status).toBe(404);
  });

  it('is listed in sitemap.xml beside the pages', async () => {
    const answer = pageServer((await publishedFrom(demoContent(), '2026-11-20T10:00:00.000Z')).reader());
    const xml = (await answer('GET', '/sitemap.xml', '', ORIGIN)).body;
    for (const path of ['/injectables', '/injectables/botox', '/vitamins/b12-injection', '/services/weight-loss', '/specials/botox-at-11-per-unit']) expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
  });
});

describe('renaming', () => {
  it('keeps an item’s old address working: it leads to the new one, also after a second rename and a category’s new address', async () => {
    const store = await publishedFrom(demoContent(), '2026-11-20T10:00:00.000Z');
    const answer = pageServer(store.reader());
    const redirects = async () => (await store.reader().site())?.redirects;
    // The owner gives Botox a new address, then the Injectables page a new one.
    await publishEdit(store, 'treatments/botox', { title: 'Botox Cosmetic', slug: 'botox-cosmetic' }, '2026-11-21T10:00:00.000Z');
    expect(await redirects()).toEqual([{ from: '/injectables/botox', to: '/injectables/botox-cosmetic' }]);
    await publishEdit(store, 'categories/injectables', { slug: 'neurotoxins-and-fillers' }, '2026-11-22T10:00:00.000Z');
    // Kept in the site document, every old address leading straight to where it is now.
    expect(await redirects()).toEqual([
      { from: '/injectables', to: '/neurotoxins-and-fillers' },
      { from: '/injectables/botox', to: '/neurotoxins-and-fillers/botox-cosmetic' },
    ]);
    for (const [from, to] of <Array<[string, string]>>[
      ['/injectables/botox', '/neurotoxins-and-fillers/botox-cosmetic'],
      ['/injectables/botox-cosmetic', '/neurotoxins-and-fillers/botox-cosmetic'],
      ['/injectables/dermal-fillers', '/neurotoxins-and-fillers/dermal-fillers'],
      ['/injectables', '/neurotoxins-and-fillers'],
    ]) {
      expect(await answer('GET', from, '?ref=ad', ORIGIN), from).toMatchObject({ status: 301, headers: { Location: `${to}?ref=ad` } });
    }
    const moved = await answer('GET', '/neurotoxins-and-fillers/botox-cosmetic', '', ORIGIN);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatch(/<dialog[^>]*open=""[^>]*data-item-path="\/neurotoxins-and-fillers\/botox-cosmetic"/);
    // An old address that becomes a page again is that page.
    await publishEdit(store, 'categories/injectables', { slug: 'injectables' }, '2026-11-23T10:00:00.000Z');
    expect((await answer('GET', '/injectables', '', ORIGIN)).status).toBe(200);
    expect(await answer('GET', '/injectables/botox', '', ORIGIN)).toMatchObject({ status: 301, headers: { Location: '/injectables/botox-cosmetic' } });
  });
});
