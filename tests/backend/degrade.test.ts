import { describe, expect, it, vi } from 'vitest';
import { registry } from '@schemas/index';
import { contactInfoEntity } from '@schemas/singletons/contact-info';
import { treatmentEntity } from '@schemas/collections/treatment';
import { sectionEntity } from '@schemas/collections/section';
import { SNAPSHOT_PATH } from '@schemas/snapshot';
import { demoContent } from '@/backend/demo/demo-content';
import { publishedDoc, publishedItems, readSnapshot, withSnapshot } from '@/backend/snapshot';
import { parseItems, recordProblem, type EntityData, type Item } from '@/backend/entity-store';

vi.spyOn(console, 'warn').mockImplementation(() => undefined);

async function demoSnapshot() {
  return structuredClone((await withSnapshot(demoContent()))[SNAPSHOT_PATH]!) as Record<string, unknown>;
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

describe('reading stored content item by item', () => {
  it('drops only the elements of a custom section that are malformed, on the site', async () => {
    const stored = await demoSnapshot();
    stored.sections = [...(stored.sections as unknown[]), customSection];
    const sections = publishedItems(readSnapshot(stored), sectionEntity) as Array<Item<typeof sectionEntity>>;
    const custom = sections.find((s) => s.id === 'custom-1');
    expect(custom?.block.kind).toBe('CustomSection');
    expect(custom?.block.kind === 'CustomSection' && custom.block.elements.map((e) => e.id)).toEqual(['a', 'd']);
    expect(sections).toHaveLength(9);
  });

  it('drops only the elements of a custom section that are malformed, in the admin', () => {
    const [section] = parseItems(sectionEntity, [{ id: 'custom-1', data: customSection }]);
    expect(section?.block.kind === 'CustomSection' && section.block.elements.map((e) => e.id)).toEqual(['a', 'd']);
  });

  it('drops only a bad social address, keeping the phone, e-mail and address of the contact block', async () => {
    const stored = await demoSnapshot();
    const contact = stored.contactInfo as { social: Record<string, string> };
    contact.social.facebook = 'javascript:alert(1)';
    const read = publishedDoc(readSnapshot(stored), contactInfoEntity) as EntityData<typeof contactInfoEntity> | null;
    expect(read?.phone).toBeTruthy();
    expect(read?.email).toBeTruthy();
    expect(read?.address.street).toBeTruthy();
    expect(read?.social.facebook).toBeUndefined();
    expect(read?.social.instagram).toMatch(/^https:\/\//);
  });

  it('still leaves out a record whose required field is wrong, and only that one', async () => {
    const stored = await demoSnapshot();
    const treatments = stored.treatments as Array<Record<string, unknown>>;
    treatments[0] = { ...treatments[0], title: '   ' };
    expect(publishedItems(readSnapshot(stored), treatmentEntity)).toHaveLength(treatments.length - 1);
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
