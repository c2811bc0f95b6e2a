// Before-and-after results are published only while their consent holds: through the page function's own server,
// a result shows on /gallery and on its treatment's page; one whose consent does not cover the website, or was
// withdrawn, or ran out, is published nowhere, and withdrawing or running out takes it off every page at once, with
// a notice that says where it showed. The entries themselves are never published whole with their consent records.
import { describe, expect, it } from 'vitest';
import { demoContent } from '@/backend/demo/demo-content';
import type { DocData } from '@/backend/port';
import { publishChanges } from '@/backend/published/publish-changes';
import { pageRules } from '@/backend/published/page-rules';
import { publishExpired } from '@/backend/publish';
import { createPageServer } from '@/prerender/page-server';
import { indexDocPath, itemDocPath, pageVersion, SITE_DOC, type SiteDoc } from '@schemas/kit/published-store';
import { publishedStore } from '../support/published';
import { galleryResult } from '../support/gallery';
import type { Backend } from '@/backend/port';

const TEMPLATE = '<!doctype html><html><head><meta charset="UTF-8" /><title>Lumière</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://lumiere.example';
const PUBLISHED = new Date('2026-11-20T10:00:00.000Z');


/** The demo content with results of its own: one shown, and one for each way consent can fail. */
function docs(): Record<string, DocData> {
  const demo = Object.fromEntries(Object.entries(demoContent()).filter(([path]) => !path.startsWith('gallery/')));
  return {
    ...demo,
    'gallery/shown': galleryResult({}),
    'gallery/not-for-web': galleryResult({ caption: 'Social media only', before: 'https://cdn.lumiere.example/social-only.jpg', consentWebsite: false, consentSocial: true, order: 1 }),
    'gallery/withdrawn': galleryResult({ caption: 'Withdrawn', before: 'https://cdn.lumiere.example/withdrawn.jpg', consentWithdrawn: true, order: 2 }),
    'gallery/ran-out': galleryResult({ caption: 'Ran out', before: 'https://cdn.lumiere.example/ran-out.jpg', consentExpires: '2026-11-01', order: 3 }),
  };
}

function server(store: Awaited<ReturnType<typeof publishedStore>>, now: Date) {
  const reader = store.reader();
  const answer = createPageServer({ template: TEMPLATE, reader: () => reader, now: () => now });
  return async (path: string) => (await answer('GET', path, '', ORIGIN)).body;
}

const NOT_SHOWN = ['social-only.jpg', 'withdrawn.jpg', 'ran-out.jpg', 'consentGiven', 'consentWithdrawn'];

describe('before-and-after results and their consent', () => {
  it('shows a result with consent on the gallery and on its treatment’s page, and nothing of the others anywhere', async () => {
    const store = await publishedStore(docs(), PUBLISHED);
    const get = server(store, new Date('2026-11-21T10:00:00Z'));
    const gallery = await get('/gallery');
    expect(gallery).toMatch(/<h1[^>]*>Before &amp; After<\/h1>/);
    expect(gallery).toContain('forehead-before.jpg');
    expect(gallery).toContain('Individual results vary.');
    // The treatment it shows, named and linked.
    expect(gallery).toMatch(/<a href="\/injectables\/botox"[^>]*>Botox/);
    const treatment = await get('/injectables/botox');
    expect(treatment).toContain('forehead-after.jpg');
    for (const path of ['/gallery', '/injectables/botox', '/injectables', '/', '/sitemap.xml']) {
      const body = await get(path);
      for (const text of NOT_SHOWN) expect(body, `${path} shows ${text}`).not.toContain(text);
    }
    // Published: the one result, without its consent record; the index carries only what pages choose by.
    expect(Object.keys(store.docs).filter((p) => p.startsWith(itemDocPath('gallery', '')))).toEqual([itemDocPath('gallery', 'shown')]);
    expect(JSON.stringify(store.docs[indexDocPath('gallery')])).not.toContain('consentWithdrawn');
  });

  it('takes a result off every page at once when its consent is withdrawn, and tells the owner where it showed', async () => {
    const store = await publishedStore(docs(), PUBLISHED);
    store.docs['gallery/shown'] = { ...store.docs['gallery/shown']!, consentWithdrawn: true };
    const at = new Date('2026-11-21T10:00:00.000Z');
    const published = await publishChanges(store, ['gallery/shown'], { now: at, rules: pageRules });
    expect(published.changed).toBe(true);
    expect(store.docs[itemDocPath('gallery', 'shown')]).toBeUndefined();
    // Every page that may show a result follows (the page function's cache and open pages with it).
    const site = store.docs[SITE_DOC] as unknown as SiteDoc;
    for (const page of ['/gallery', '/injectables', '/services']) expect(pageVersion(site, page)).toBe(published.lastGenerated);
    const get = server(store, at);
    for (const path of ['/gallery', '/injectables/botox', '/injectables']) expect(await get(path)).not.toContain('forehead-');
    const notices = Object.entries(store.docs).filter(([path]) => path.startsWith('notices/'));
    expect(notices.map(([, data]) => data)).toEqual([
      expect.objectContaining({
        title: 'Taken off the site',
        lines: ['Before & After Entry “Two weeks after one session”: consent withdrawn. It was shown on /gallery, /injectables/botox.'],
      }),
    ]);
  });

  it('hides a result from the day after its consent’s last day, and the admin’s check takes it out', async () => {
    const store = await publishedStore(docs(), PUBLISHED);
    // Its last day is 2027-10-01: shown that day, not the next.
    expect(await server(store, new Date('2027-10-01T18:00:00Z'))('/gallery')).toContain('forehead-before.jpg');
    const after = server(store, new Date('2027-10-02T18:00:00Z'));
    for (const path of ['/gallery', '/injectables/botox']) expect(await after(path)).not.toContain('forehead-');
    // Still in the published content until the admin opens and publishes it again.
    expect(store.docs[itemDocPath('gallery', 'shown')]).toBeDefined();
    const backend = { data: store } as unknown as Backend;
    expect(await publishExpired(backend, new Date('2027-10-01T18:00:00Z'))).toBe(0);
    expect(await publishExpired(backend, new Date('2027-10-02T18:00:00Z'))).toBe(1);
    expect(store.docs[itemDocPath('gallery', 'shown')]).toBeUndefined();
    const notice = Object.entries(store.docs).find(([path]) => path.startsWith('notices/'))?.[1];
    expect(notice?.lines).toEqual(['Before & After Entry “Two weeks after one session”: past its last day (2027-10-01). It was shown on /gallery, /injectables/botox.']);
  });

  it('publishes a result’s pictures only with it: their records (address, alt text) leave once nothing shown uses them', async () => {
    const lips = { url: 'https://cdn.lumiere.example/lips.jpg', name: 'lips.jpg', type: 'image/jpeg', size: 1, createdAt: '2026-10-01T09:00:00.000Z', alt: 'Lips before and after' };
    const secret = { ...lips, url: 'https://cdn.lumiere.example/secret.jpg', name: 'secret.jpg', alt: 'Not for the website' };
    const store = await publishedStore(
      {
        ...docs(),
        'images/lips': lips,
        'images/secret': secret,
        'gallery/lips-a': galleryResult({ before: lips.url, after: '', order: 4 }),
        'gallery/lips-b': galleryResult({ before: lips.url, after: '', caption: 'The same photo', order: 5 }),
        'gallery/secret': galleryResult({ before: secret.url, after: '', consentWebsite: false, order: 6 }),
      },
      PUBLISHED,
    );
    const record = (id: string) => store.docs[itemDocPath('images', id)];
    // An entry whose consent does not cover the website publishes nothing of its picture.
    expect(record('secret')).toBeUndefined();
    expect(record('lips')).toBeDefined();
    const withdraw = async (id: string, withdrawn: boolean) => {
      store.docs[`gallery/${id}`] = { ...store.docs[`gallery/${id}`]!, consentWithdrawn: withdrawn };
      await publishChanges(store, [`gallery/${id}`], { now: new Date('2026-11-21T10:00:00.000Z'), rules: pageRules });
    };
    // Another shown entry still uses the photo: its record stays.
    await withdraw('lips-a', true);
    expect(record('lips')).toBeDefined();
    // The last one goes: so does the record, from the published content only (the library keeps it).
    await withdraw('lips-b', true);
    expect(record('lips')).toBeUndefined();
    expect(store.docs['images/lips']).toEqual(lips);
    expect(JSON.stringify(Object.entries(store.docs).filter(([path]) => path.startsWith('published/')))).not.toContain('lips.jpg');
    // Consent given again: the picture is published again with its entry.
    await withdraw('lips-b', false);
    expect((record('lips') as { item: { alt: string } }).item.alt).toBe('Lips before and after');
    // A whole republish takes out a record nothing shows (one a version before this one left behind).
    await withdraw('lips-b', true);
    store.docs[itemDocPath('images', 'lips')] = { item: { ...lips, id: 'lips' }, v: 'x' };
    await publishChanges(store, 'all', { now: new Date('2026-11-22T10:00:00.000Z'), rules: pageRules });
    expect(record('lips')).toBeUndefined();
    expect(record('secret')).toBeUndefined();
  });

  it('shows a page of results at a time: a gallery of hundreds arrives as its first 24, with the way to more', async () => {
    const many = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`gallery/r${i}`, galleryResult({ caption: `Result ${i}`, before: `https://cdn.lumiere.example/r${i}.jpg`, order: i })]));
    const store = await publishedStore({ ...docs(), ...many }, PUBLISHED);
    const get = server(store, new Date('2026-11-21T10:00:00Z'));
    const gallery = await get('/gallery');
    expect(gallery.match(/<figure/g)).toHaveLength(24);
    expect(gallery).toContain('24<!-- --> of <!-- -->301<!-- --> results shown');
    expect(gallery).toMatch(/<button[^>]*>Show more results<\/button>/);
    // The first ones in the owner's order; the rest only in the page's content, for "Show more results".
    expect(gallery).toMatch(/<img[^>]*r22\.jpg/);
    expect(gallery).not.toMatch(/<img[^>]*r23\.jpg/);
    // The treatment's page shows its first four, and leads to the gallery narrowed to it for the rest.
    const treatment = await get('/injectables/botox');
    expect(treatment.match(/<figure/g)).toHaveLength(4);
    expect(treatment).toMatch(/<a href="\/gallery\?treatment=botox"[^>]*>See all <!-- -->301<!-- --> results<\/a>/);
  });
});

