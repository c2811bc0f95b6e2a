// Where images are used, found through the schemas' image fields (kind: 'image'), never a hand-kept list: every
// entity and block with an image field is scanned, the snapshot publishes exactly the library images the content
// shows, and the library's delete check names each place.
import { describe, expect, it } from 'vitest';
import { registry } from '@schemas/index';
import { describeFields } from '@schemas/kit/describe-fields';
import { findImageRefs } from '@schemas/kit/image-refs';
import { defaultBlock } from '@schemas/blocks/index';
import { buildSnapshot, documentsReader } from '@/backend/snapshot';
import { demoSeed } from '@/backend/demo/demo-seed';
import { findImageUses, usesOf } from '@/admin/images/usage';
import { usedMessage } from '@/admin/pages/image-library-page';
import type { DocData } from '@/backend/port';

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

/** The demo content with library images 1–3: 1 on a treatment (by its small rendition), 2 in a hero slide and a custom section, 3 nowhere. */
async function content(): Promise<Record<string, DocData>> {
  const docs = await demoSeed();
  delete docs['templates/data'];
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
  for (const n of [1, 2, 3]) docs[`images/img${n}`] = record(n);
  return docs;
}

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
    const docs = await content();
    const uses = await findImageUses(documentsReader(docs), registry.entities);
    expect(usesOf(record(1), uses).map(({ place, field }) => ({ place, field }))).toEqual([{ place: 'Treatment “Botox & Neurotoxins”', field: 'Image URL' }]);
    expect(usesOf(record(2), uses).map(({ place, field, href }) => ({ place, field, href }))).toEqual([
      { place: 'Section “Hero”', field: 'Content › Slides 1 › Image', href: '/admin/dashboard/sections' },
      { place: 'Section “Glow”', field: 'Content › Elements 2 › Image', href: '/admin/dashboard/sections' },
    ]);
    expect(usesOf(record(3), uses)).toEqual([]);
    expect(usedMessage(usesOf(record(2), uses))).toBe(
      'This image is used in 2 places:\n• Section “Hero”: Content › Slides 1 › Image\n• Section “Glow”: Content › Elements 2 › Image\nThe site will show no picture there until you choose another. Delete it anyway?',
    );
  });

  it('publishes exactly the library images the published content shows', async () => {
    const snapshot = await buildSnapshot(documentsReader(await content()));
    expect((snapshot.images as Array<{ id: string }>).map((i) => i.id).sort()).toEqual(['img1', 'img2']);
  });

  it('publishes without images, rather than failing, when the library cannot be read', async () => {
    const docs = await content();
    const reader = documentsReader(docs);
    const snapshot = await buildSnapshot({
      getDoc: reader.getDoc,
      getDocs: (collection) => (collection === 'images' ? Promise.reject(new Error('permission-denied')) : reader.getDocs(collection)),
    });
    expect(snapshot.images).toBeUndefined();
    expect(Array.isArray(snapshot.treatments)).toBe(true);
  });
});
