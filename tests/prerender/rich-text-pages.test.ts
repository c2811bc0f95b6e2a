// Rich text in the pages as served (the page function's answer, the same render the build prerenders): formatting
// in the page, sanitized, and plain words in the search description and the structured data; plain text stored
// before the fields were rich text renders exactly as before.
import { describe, expect, it } from 'vitest';
import { demoContent } from '@/backend/demo/demo-content';
import type { DocData } from '@/backend/port';
import { createPageServer } from '@/prerender/page-server';
import { publishedStore } from '../support/published';

const TEMPLATE = '<!doctype html><html><head><meta charset="UTF-8" /><title>Lumière</title><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const ORIGIN = 'https://lumiere.example';
const NOW = new Date('2026-11-26T18:00:00Z');

async function serve(docs: Record<string, DocData>, path: string) {
  const reader = (await publishedStore(docs, new Date('2026-11-20T10:00:00.000Z'))).reader();
  const res = await createPageServer({ template: TEMPLATE, reader: () => reader, now: () => NOW })('GET', path, '', ORIGIN);
  expect(res.status).toBe(200);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const jsonLd = [...res.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => m[1]!);
  const description = head.match(/<meta name="description" content="([^"]*)"/)?.[1];
  return { body: res.body, head, jsonLd, description };
}

/** The dialog that is open in the page (an item's address opens its modal). */
const openDialog = (body: string) => body.match(/<dialog[^>]*open=""[\s\S]*?<\/dialog>/)?.[0] ?? '';

const LONG = '<p>Results in <strong>one to two weeks</strong>, lasting three to four months.</p><ul><li>Frown lines</li><li>Crow’s feet</li></ul><script>window.__pwned = 1</script><img src="/demo/botox.svg" onerror="window.__pwned = 2">';

describe('a treatment’s long description as rich text', () => {
  it('shows as formatting in the modal of its page, sanitized, and never as markup in its search description or structured data', async () => {
    const docs = demoContent();
    docs['treatments/botox'] = { ...docs['treatments/botox']!, longDescription: LONG };
    const page = await serve(docs, '/injectables/botox');
    const dialog = openDialog(page.body);
    expect(dialog).toContain('data-item-path="/injectables/botox"');
    expect(dialog).toContain(
      '<div class="rich-text rich-text-start leading-relaxed text-espresso/85"><p>Results in <strong>one to two weeks</strong>, lasting three to four months.</p><ul><li>Frown lines</li><li>Crow’s feet</li></ul><img src="/demo/botox.svg" alt="" loading="lazy"></div>',
    );
    // The page as rendered (the content embedded after it for hydration holds the stored value, as JSON).
    const rendered = page.body.slice(0, page.body.indexOf('<script type="application/json" id="site-snapshot"'));
    expect(rendered).toContain('</main>');
    expect(rendered).not.toMatch(/__pwned|onerror/);
    // The head holds words only: the card's text as the description, no tag of the long description, escaped or not.
    expect(page.description).toBe('Soften frown lines, forehead lines and crow’s feet for a refreshed, rested look.');
    for (const text of [page.head, ...page.jsonLd]) expect(text).not.toMatch(/<\/?(?:p|strong|ul|li)>|&lt;|\\u003c(?:p|strong|ul|li)/);
    const procedure = JSON.parse(page.jsonLd[1]!) as { '@type': string; description: string };
    expect(procedure).toMatchObject({ '@type': 'MedicalProcedure', description: 'Soften frown lines, forehead lines and crow’s feet for a refreshed, rested look.' });
  });

  it('stored as plain text before, renders as the same paragraph as ever', async () => {
    const docs = demoContent();
    const plain = docs['treatments/botox']!.longDescription as string;
    const dialog = openDialog((await serve(docs, '/injectables/botox')).body);
    expect(dialog).toContain(`<p class="leading-relaxed text-espresso/85">${plain}</p>`);
    expect(dialog).not.toContain('rich-text');
  });
});

describe('a category’s introduction and the welcome description as rich text', () => {
  it('show as formatting on the category page, the home page and the About page, and as plain words in their search descriptions', async () => {
    const docs = demoContent();
    docs['categories/injectables'] = { ...docs['categories/injectables']!, intro: '<p>Conservative, <em>artful</em> injections &amp; <strong>natural</strong> results.</p>' };
    docs['settings/welcome-content'] = { ...docs['settings/welcome-content']!, description: '<p>A <strong>calm</strong> retreat.</p><p>Care that takes its time.</p>' };

    const category = await serve(docs, '/injectables');
    expect(category.body).toContain('<div class="rich-text"><p>Conservative, <em>artful</em> injections &amp; <strong>natural</strong> results.</p></div>');
    expect(category.description).toBe('Conservative, artful injections &amp; natural results.');

    const home = await serve(docs, '/');
    expect(home.body).toContain('<div class="rich-text text-lg leading-relaxed text-espresso/85"><p>A <strong>calm</strong> retreat.</p><p>Care that takes its time.</p></div>');

    const about = await serve(docs, '/about');
    expect(about.body).toContain('<div class="rich-text rich-text-start mt-5 text-lg leading-relaxed text-espresso/85"><p>A <strong>calm</strong> retreat.</p><p>Care that takes its time.</p></div>');
    expect(about.description).toBe('A calm retreat. Care that takes its time.');
  });
});
