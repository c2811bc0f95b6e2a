import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { order, requiredText } from '../kit/atoms';

/** Section kinds that can be placed on the home page. The site's section registry maps each to a renderer. */
export const SECTION_KINDS = ['Hero', 'Welcome', 'Services', 'SpecialOffers', 'Treatments', 'Expertise', 'Testimonials', 'Contact', 'CustomSection'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const sectionSchema = z.object({
  name: field(requiredText('Name', 100), { label: 'Name', column: 'title' }),
  component: field(z.enum(SECTION_KINDS), { label: 'Kind' }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
  isVisible: field(z.boolean(), { label: 'Visible' }),
  customSectionId: field(z.optional(z.string().check(z.maxLength(200))), { label: 'Custom section', widget: 'hidden' }),
});

export type Section = z.infer<typeof sectionSchema>;

export const sectionEntity = defineEntity({
  id: 'section',
  kind: 'collection',
  label: 'Section',
  path: 'sections',
  ordered: true,
  nav: { label: 'Manage Sections', slug: 'sections', order: 60 },
  messages: {
    moveError: 'Error reordering sections',
    saveError: 'Error creating section',
    deleteError: 'Error deleting section',
  },
  schema: sectionSchema,
});

/** Seeded when the sections collection is empty: document id, name, kind, in this order, all visible. */
export const DEFAULT_SECTIONS: ReadonlyArray<{ id: string } & Section> = [
  { id: 'hero', name: 'Hero', component: 'Hero', order: 1, isVisible: true },
  { id: 'welcome', name: 'Welcome', component: 'Welcome', order: 2, isVisible: true },
  { id: 'services', name: 'Services', component: 'Services', order: 3, isVisible: true },
  { id: 'special-offers', name: 'Special Offers', component: 'SpecialOffers', order: 4, isVisible: true },
  { id: 'treatments', name: 'Treatment Benefits', component: 'Treatments', order: 5, isVisible: true },
  { id: 'expertise', name: 'Expertise', component: 'Expertise', order: 6, isVisible: true },
  { id: 'testimonials', name: 'Testimonials', component: 'Testimonials', order: 7, isVisible: true },
  { id: 'contact', name: 'Contact', component: 'Contact', order: 8, isVisible: true },
];
