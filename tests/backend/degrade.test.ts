import { describe, expect, it, vi } from 'vitest';
import { registry } from '@schemas/index';
import { contactInfoEntity } from '@schemas/singletons/contact-info';
import { treatmentEntity } from '@schemas/collections/treatment';
import { sectionEntity } from '@schemas/collections/section';
import { indexDocPath, itemDocPath } from '@schemas/kit/published-store';
import { demoContent } from '@/backend/demo/demo-content';
import { readSnapshot } from '@/backend/snapshot';
import { publishedDoc, publishedItems } from '@/lib/published-values';
import { publishChanges } from '@/backend/published/publish-changes';
import { readIndexDoc } from '@/backend/published/documents';
import { publishDocuments } from '@/backend/published/from-documents';
import { pageContent } from '@/site/page-content';
import { spaToday } from '@/lib/today';
import { pageRules } from '@/backend/published/page-rules';
import { parseItems, recordProblem, type EntityData, type Item } from '@/backend/entity-store';
import { pageOf, publishedStore } from '../support/published';

vi.spyOn(console, 'warn').mockImplementation(() => undefined);

/** A page's content as the site receives it (a copy the test may spoil). */
async function pageContentOf(path: string) {
  return structuredClone(await pageOf(path)) as Record<string, unknown>;
}

const customSection = {
  id: 'custom-1',
  name: 'Our Promise',
  order: 20,
  isVisible: true,
  block: {
    kind: 'CustomSection',
    elements: [
      { id: 'a', order: 0, type: 'text', content: 'First words' },
      { id: 'b', order: 1, type: 'script', content: 'alert(1)' },
      { id: 'c', order: 2, type: 'link', content: 'Book', href: 'javascript:alert(1)' },
      { id: 'd', order: 3, type: 'button', content: 'Contact', href: '/contact' },
    ],
  },
};
const { id: _customId, ...storedCustomSection } = customSection;

describe('reading published content item by item', () => {
  it('drops only the elements of a custom section that are malformed, on the site', async () => {
    const content = await pageContentOf('/');
    const demoSections = (content.sections as unknown[]).length;
    content.sections = [...(content.sections as unknown[]), customSection];
    const sections = publishedItems(readSnapshot(content), sectionEntity) as Array<Item<typeof sectionEntity>>;
    const custom = sections.find((s) => s.id === 'custom-1');
    expect(custom?.block.kind).toBe('CustomSection');
    expect(custom?.block.kind === 'CustomSection' && custom.block.elements.map((e) => e.id)).toEqual(['a', 'd']);
    expect(sections).toHaveLength(demoSections + 1);
  });

  it('publishes a stored custom section without its malformed elements, and the home page shows the rest', async () => {
    const docs = { ...demoContent(), 'sections/custom-1': storedCustomSection };
    const home = await pageOf('/', docs);
    const custom = publishedItems(home, sectionEntity).find((s) => s.id === 'custom-1') as Item<typeof sectionEntity> | undefined;
    expect(custom?.block.kind === 'CustomSection' && custom.block.elements.map((e) => e.id)).toEqual(['a', 'd']);
    // Its neighbours are all there.
    const stored = Object.keys(docs).filter((p) => p.startsWith('sections/')).map((p) => p.slice('sections/'.length));
    expect(publishedItems(home, sectionEntity).map((s) => s.id).sort()).toEqual(stored.sort());
  });

  it('drops only the elements of a custom section that are malformed, in the admin', () => {
    const [section] = parseItems(sectionEntity, [{ id: 'custom-1', data: customSection }]);
    expect(section?.block.kind === 'CustomSection' && section.block.elements.map((e) => e.id)).toEqual(['a', 'd']);
  });

  it('drops only a bad social address, keeping the phone, e-mail and address of the contact block', async () => {
    const content = await pageContentOf('/contact');
    const contact = content.contactInfo as { social: Record<string, string> };
    contact.social.facebook = 'javascript:alert(1)';
    const read = publishedDoc(readSnapshot(content), contactInfoEntity) as EntityData<typeof contactInfoEntity> | null;
    expect(read?.phone).toBeTruthy();
    expect(read?.email).toBeTruthy();
    expect(read?.address.street).toBeTruthy();
    expect(read?.social.facebook).toBeUndefined();
    expect(read?.social.instagram).toMatch(/^https:\/\//);
  });

  it('takes the index lines a page names other items by, and still drops a malformed whole item or a bare one', () => {
    const snapshot = readSnapshot({
      lastGenerated: '2026-11-27T00:00:00.000Z',
      // A treatment's page names the providers who perform it from their index lines.
      providers: [{ id: 'ava', name: 'Ava Lee', slug: 'ava-lee', credentials: 'PA-C', treatments: ['botox'], order: 0 }],
      treatments: [
        // A provider's page names a treatment by its line.
        { id: 'botox', title: 'Botox', slug: 'botox', category: 'injectables', featured: false, order: 0 },
        // More than a line but no valid treatment (no description): left out, as before.
        { id: 'broken', title: 'Broken', slug: 'broken', image: '/demo/laser.svg', order: 1 },
      ],
      // A collection without index lines: an item of nothing but its order is no item.
      testimonials: [{ id: 'bare', order: 0 }],
    });
    expect(snapshot?.providers).toEqual([{ id: 'ava', name: 'Ava Lee', slug: 'ava-lee', credentials: 'PA-C', treatments: ['botox'], order: 0 }]);
    expect((snapshot?.treatments as Array<{ id: string }>).map((t) => t.id)).toEqual(['botox']);
    expect(snapshot?.testimonials).toEqual([]);
  });

  it('still leaves out an item of a page whose required field is wrong, and only that one', async () => {
    const content = await pageContentOf('/injectables');
    const treatments = content.treatments as Array<Record<string, unknown>>;
    expect(treatments.length).toBeGreaterThan(1);
    const spoiled = treatments[0]!.id;
    treatments[0] = { ...treatments[0], title: '   ' };
    const read = publishedItems(readSnapshot(content), treatmentEntity);
    expect(read.map((t) => t.id)).toEqual(treatments.slice(1).map((t) => t.id));
    expect(read.map((t) => t.id)).not.toContain(spoiled);
  });

  it('leaves a malformed stored document out of what is published, keeps its neighbours, and says which it was', async () => {
    const store = await publishedStore();
    const before = readIndexDoc(store.docs[indexDocPath('treatments')] ?? null).entries.map((e) => e.id);
    expect(before).toContain('botox');
    // The owner's store holds a treatment without a title (hand-edited): publishing it takes it off the site.
    store.docs['treatments/botox'] = { ...store.docs['treatments/botox']!, title: '   ' };
    const result = await publishChanges(store, ['treatments/botox'], { now: new Date('2026-02-01T10:00:00.000Z'), rules: pageRules });
    expect(result.skipped).toEqual(['treatments/botox']);
    expect(store.docs[itemDocPath('treatments', 'botox')]).toBeUndefined();
    const after = readIndexDoc(store.docs[indexDocPath('treatments')] ?? null).entries.map((e) => e.id);
    expect(after).toEqual(before.filter((id) => id !== 'botox'));
    // The page that listed it shows the others of its category as before.
    const page = await pageContent(store.reader(), '/injectables', spaToday(new Date()));
    expect(publishedItems(page, treatmentEntity).map((t) => t.id)).toEqual(['dermal-fillers']);
  });

  it('publishes every other document of a store when one of them is malformed', async () => {
    const docs = demoContent();
    docs['treatments/botox'] = { ...docs['treatments/botox']!, title: '   ' };
    const { ops, result } = await publishDocuments(docs);
    expect(result.skipped).toEqual(['treatments/botox']);
    const written = new Map(ops.flatMap((op) => (op.kind === 'set' ? [[op.path, op.data] as const] : [])));
    const stored = Object.keys(docs).filter((p) => p.startsWith('treatments/')).map((p) => p.slice('treatments/'.length));
    expect(readIndexDoc(written.get(indexDocPath('treatments')) ?? null).entries.map((e) => e.id).sort()).toEqual(stored.filter((id) => id !== 'botox').sort());
    expect(written.has(itemDocPath('treatments', 'botox'))).toBe(false);
    expect(written.has(itemDocPath('treatments', 'dermal-fillers'))).toBe(true);
  });

  it('shows a document stored without an order after the others instead of hiding it', () => {
    const treatment = (title: string, order?: number) => ({ title, slug: title.toLowerCase().replace(/ /g, '-'), description: 'd', image: '/i.png', benefits: ['b'], ...(order === undefined ? {} : { order }) });
    const items = parseItems(treatmentEntity, [
      { id: 'x', data: treatment('No place') },
      { id: 'b', data: treatment('Second', 1) },
      { id: 'a', data: treatment('First', 0) },
    ]);
    expect(items.map((i) => i.title)).toEqual(['First', 'Second', 'No place']);
  });

  it('says in plain words what is wrong with a stored record, and whether it is left out whole', () => {
    expect(recordProblem(treatmentEntity, 's', 'treatments/s', { title: '' })).toMatchObject({ skipped: true, problems: expect.arrayContaining(['title: Title is required']) });
    const partly = recordProblem(sectionEntity, 'custom-1', 'sections/custom-1', customSection);
    expect(partly).toMatchObject({ skipped: false });
    expect(partly?.problems).toHaveLength(2);
    expect(partly?.problems[0]).toBe('block.elements.1.type: unknown kind "script"');
    expect(partly?.problems[1]).toMatch(/^block\.elements\.1\.href: URL must be a web address/);
    expect(recordProblem(treatmentEntity, 'botox', 'treatments/botox', demoContent()['treatments/botox']!)).toBeNull();
    expect(registry.entities.length).toBeGreaterThan(0);
  });
});
