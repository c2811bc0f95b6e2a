// Where images are used, found through the schemas' image fields (kind: 'image'), never a hand-kept list: every
// entity and block with an image field is scanned, a publish publishes exactly the library images the published
// content shows (and names them beside what shows them), and the library's delete check names each place.
import { describe, expect, it } from 'vitest';
import { registry } from '@schemas/index';
import { describeFields } from '@schemas/kit/describe-fields';
import { findImageRefs } from '@schemas/kit/image-refs';
import { defaultBlock } from '@schemas/blocks/index';
import { itemDocPath, itemsPath, SITE_DOC } from '@schemas/kit/published-store';
import { demoContent } from '@/backend/demo/demo-content';
import { documentStore } from '@/backend/published/from-documents';
import { publishChanges } from '@/backend/published/publish-changes';
import { readItemDoc, readSiteDoc } from '@/backend/published/documents';
import { pageRules } from '@/backend/published/page-rules';
import { findImageUses, usesOf } from '@/admin/images/usage';
import { usedMessage } from '@/admin/pages/image-library-page';
import type { CollectionQuery, DocData } from '@/backend/port';
import { pageContent } from '@/site/page-content';

const upload = (n: number, w = 1600) => `/local-files/uploads/17200000000${n}0-photo${n}-${w}w.webp`;
const record = (n: number) => ({
  url: upload(n),
  name: `17200000000${n}0-photo${n}.jpg`,
  type: 'image/jpeg',
  size: 1000,
  createdAt: `2026-11-2${n}T10:00:00.000Z`,
  alt: `Photo ${n}`,
  width: 2000,
  height: 1500,
  variants: [480, 1600].map((w) => ({ url: upload(n, w), path: `uploads/17200000000${n}0-photo${n}-${w}w.webp`, width: w, height: (w * 3) / 4, type: 'image/webp' as const, size: w })),
});

/**
 * The demo content (as stored, nothing published) with library images 1–4: 1 on a treatment (by its small
 * rendition), 2 in a hero slide and a custom section, 3 nowhere, 4 as the logo (shown on every page), in place of
 * the demo's own library records.
 */
function content(): Record<string, DocData> {
  const docs = Object.fromEntries(Object.entries(demoContent()).filter(([path]) => !path.startsWith('images/')));
  docs['treatments/botox'] = { ...docs['treatments/botox'], image: upload(1, 480) };
  const hero = docs['sections/hero']!;
  const block = hero.block as { slides: Array<{ image: string; alt?: string }> };
  docs['sections/hero'] = { ...hero, block: { ...block, slides: [{ image: upload(2) }, ...block.slides] } };
  docs['sections/glow'] = {
    name: 'Glow',
    order: 20,
    isVisible: true,
    block: defaultBlock('CustomSection', {
      elements: [
        { id: 'a', type: 'text', order: 0, content: upload(3) },
        { id: 'b', type: 'image', order: 1, content: upload(2) },
      ],
    }),
  };
  const business = docs['settings/business-info']!;
  docs['settings/business-info'] = { ...business, images: { ...(business.images as DocData), logo: upload(4) } };
  for (const n of [1, 2, 3, 4]) docs[`images/img${n}`] = record(n);
  return docs;
}

const NOW = new Date('2026-12-01T10:00:00.000Z');
/** The library images under the published content, by id. */
const publishedImages = (docs: Record<string, DocData>) =>
  Object.keys(docs)
    .filter((p) => p.startsWith(`${itemsPath('images')}/`))
    .map((p) => p.slice(itemsPath('images').length + 1))
    .sort();

describe('image usage', () => {
  it('marks every image-widget field of every entity as an image field, so the scan cannot miss one', () => {
    const walk = (fields: ReturnType<typeof describeFields>): string[] =>
      fields.flatMap((f) => [...(f.widget === 'image' && f.ui.kind !== 'image' ? [f.name] : []), ...walk(f.children ?? [])]);
    for (const entity of registry.entities) expect({ entity: entity.id, unmarked: walk(describeFields(entity.schema)) }).toEqual({ entity: entity.id, unmarked: [] });
  });

  it('finds image addresses in nested lists and blocks, and not in text that merely looks like one', () => {
    const section = registry.entities.find((e) => e.id === 'section')!;
    const block = defaultBlock('CustomSection', {
      elements: [
        { id: 'a', type: 'text', order: 0, content: '/local-files/uploads/x.webp' },
        { id: 'b', type: 'image', order: 1, content: '/local-files/uploads/y.webp' },
      ],
    });
    expect(findImageRefs(section.schema, { name: 'Glow', order: 1, isVisible: true, block })).toEqual([
      { url: '/local-files/uploads/y.webp', path: ['block', 'elements', 1, 'content'], labels: ['Content', 'Elements 2', 'Image'] },
    ]);
    // Malformed data is passed over, never thrown on.
    expect(findImageRefs(section.schema, { block: { kind: 'Hero', slides: 'nope' } })).toEqual([]);
    expect(findImageRefs(section.schema, null)).toEqual([]);
  });

  it('lists each place an image shows, under any of its renditions, and nothing for an unused one', async () => {
    const docs = content();
    const uses = await findImageUses(documentStore(docs), registry.entities);
    expect(usesOf(record(1), uses).map(({ place, field }) => ({ place, field }))).toEqual([{ place: 'Treatment “Botox & Neurotoxins”', field: 'Image URL' }]);
    // In the order a store lists a collection's documents (by id, as Firestore and the local database do).
    expect(usesOf(record(2), uses).map(({ place, field, href }) => ({ place, field, href }))).toEqual([
      { place: 'Section “Glow”', field: 'Content › Elements 2 › Image', href: '/admin/dashboard/sections' },
      { place: 'Section “Hero”', field: 'Content › Slides 1 › Image', href: '/admin/dashboard/sections' },
    ]);
    expect(usesOf(record(3), uses)).toEqual([]);
    expect(usesOf(record(4), uses).map(({ place, field }) => ({ place, field }))).toEqual([{ place: 'Business Info', field: 'Images › Logo' }]);
    expect(usedMessage(usesOf(record(2), uses))).toBe(
      'This image is used in 2 places:\n• Section “Glow”: Content › Elements 2 › Image\n• Section “Hero”: Content › Slides 1 › Image\nThe site will show no picture there until you choose another. Delete it anyway?',
    );
  });

  it('publishes exactly the library images the published content shows', async () => {
    const store = documentStore(content());
    await publishChanges(store, 'all', { now: NOW, rules: pageRules });
    // Image 3 shows nowhere: it stays unpublished.
    expect(publishedImages(store.docs)).toEqual(['img1', 'img2', 'img4']);
    expect(readItemDoc(store.docs[itemDocPath('images', 'img1')] ?? null)?.item).toMatchObject({ id: 'img1', alt: 'Photo 1', url: upload(1) });
    // Each is named beside what shows it: the logo by the site document, the others by the items that show them.
    expect(readSiteDoc(store.docs[SITE_DOC] ?? null).images).toEqual({ businessInfo: ['img4'] });
    const imageIdsOf = (key: string, id: string) => readItemDoc(store.docs[itemDocPath(key, id)] ?? null)?.imageIds;
    expect(imageIdsOf('treatments', 'botox')).toEqual(['img1']);
    expect(imageIdsOf('sections', 'hero')).toEqual(['img2']);
    expect(imageIdsOf('sections', 'glow')).toEqual(['img2']);
    expect(imageIdsOf('treatments', 'dermal-fillers')).toBeUndefined();
    // So a page carries the records of the pictures it shows, and only those.
    const page = await pageContent(store.reader(), '/injectables', '2026-12-01');
    expect((page?.images as Array<{ id: string }>).map((i) => i.id).sort()).toEqual(['img1', 'img4']);
    const about = await pageContent(store.reader(), '/about', '2026-12-01');
    expect((about?.images as Array<{ id: string }>).map((i) => i.id)).toEqual(['img4']);
  });

  it('publishes without images, rather than failing, when the library cannot be read', async () => {
    const store = documentStore(content());
    const io = {
      ...store,
      getDocs: (collection: string, query?: CollectionQuery) => (collection === 'images' ? Promise.reject(new Error('permission-denied')) : store.getDocs(collection, query)),
    };
    const result = await publishChanges(io, 'all', { now: NOW, rules: pageRules });
    expect(result.changed).toBe(true);
    expect(publishedImages(store.docs)).toEqual([]);
    expect(Object.values(readSiteDoc(store.docs[SITE_DOC] ?? null).images ?? {}).flat()).toEqual([]);
    expect(readItemDoc(store.docs[itemDocPath('treatments', 'botox')] ?? null)?.item.image).toBe(upload(1, 480));
    // The content is published all the same: the page lists its treatments.
    const page = await pageContent(store.reader(), '/injectables', '2026-12-01');
    expect((page?.treatments as Array<{ id: string }>).map((t) => t.id)).toEqual(['botox', 'dermal-fillers']);
  });
});
