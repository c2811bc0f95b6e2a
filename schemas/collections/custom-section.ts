import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { isSafeUrl, LIMITS, order, requiredText } from '../kit/atoms';

export const ELEMENT_TYPES = ['text', 'html', 'image', 'button', 'link'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

const base = {
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  order,
  style: z.optional(z.string().check(z.maxLength(500))),
};
const content = (max: number) => z.string().check(z.minLength(1, { error: 'Content is required' }), z.maxLength(max));
const href = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'URL is required' }),
  z.maxLength(LIMITS.url),
  z.refine(isSafeUrl, { error: 'URL must be a web address (https://…) or a path starting with /' }),
);

/** A custom section's element: a discriminated union on `type`; the site's element registry is keyed by it. */
export const elementSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('text'), content: content(LIMITS.long) }),
  z.object({ ...base, type: z.literal('html'), content: content(LIMITS.html) }),
  z.object({
    ...base,
    type: z.literal('image'),
    content: content(LIMITS.url).check(z.refine(isSafeUrl, { error: 'Image must be a web address (https://…) or a path starting with /' })),
  }),
  z.object({ ...base, type: z.literal('button'), content: content(LIMITS.short), href }),
  z.object({ ...base, type: z.literal('link'), content: content(LIMITS.short), href }),
]);

export type SectionElement = z.infer<typeof elementSchema>;

export const customSectionSchema = z.object({
  name: field(requiredText('Name', 100), { label: 'Name', column: 'title' }),
  elements: field(z.array(elementSchema).check(z.maxLength(100)), { label: 'Elements', widget: 'hidden' }),
  isVisible: field(z.boolean(), { label: 'Visible' }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
});

export type CustomSection = z.infer<typeof customSectionSchema>;

export const customSectionEntity = defineEntity({
  id: 'custom-section',
  kind: 'collection',
  label: 'Custom Section',
  noun: 'section',
  path: 'custom-sections',
  ordered: true,
  nav: { label: 'Section Creator', slug: 'section-creator', order: 70 },
  messages: { saveError: 'Error creating section', deleteError: 'Error deleting section', confirmDelete: 'Are you sure you want to delete this section?' },
  schema: customSectionSchema,
});
