import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { order, requiredText } from '../kit/atoms';
import { blockSchema, defaultBlock, type Block, type BlockKind } from '../blocks/index';

/**
 * A section of the home page: its place, its visibility and its block (the kind with that kind's own fields).
 * Custom sections are sections whose block is a CustomSection holding its elements.
 */
export const sectionSchema = z.object({
  name: field(requiredText(100), { label: 'Name', column: 'title' }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
  isVisible: field(z.boolean(), { label: 'Visible' }),
  block: field(blockSchema, { label: 'Content', widget: 'hidden' }),
});

export type Section = z.infer<typeof sectionSchema>;
export type { Block, BlockKind };

export const sectionEntity = defineEntity({
  id: 'section',
  kind: 'collection',
  label: 'Section',
  path: 'sections',
  ordered: true,
  publish: { key: 'sections' },
  nav: [
    { label: 'Manage Sections', group: 'Pages', slug: 'sections', order: 60, page: 'manage-sections' },
    { label: 'Section Creator', group: 'Pages', slug: 'section-creator', order: 70, page: 'section-creator' },
  ],
  messages: {
    moveError: 'Error reordering sections',
    saveError: 'Error creating section',
    deleteError: 'Error deleting section',
  },
  schema: sectionSchema,
});

/** Seeded when the sections collection is empty: document id, name and kind, in this order, all visible. */
export function defaultSections(): Array<{ id: string } & Section> {
  const placed: Array<[string, string, BlockKind]> = [
    ['hero', 'Hero', 'Hero'],
    ['welcome', 'Welcome', 'Welcome'],
    ['services', 'Services', 'Services'],
    ['special-offers', 'Special Offers', 'SpecialOffers'],
    ['treatments', 'Treatment Benefits', 'Treatments'],
    ['expertise', 'Expertise', 'Expertise'],
    ['testimonials', 'Testimonials', 'Testimonials'],
    ['contact', 'Contact', 'Contact'],
  ];
  return placed.map(([id, name, kind], i) => ({ id, name, order: i + 1, isVisible: true, block: defaultBlock(kind) }));
}
