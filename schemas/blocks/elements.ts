// The elements a custom section is built from: a discriminated union on `type`; the element registry that
// renders them (shared by the site and the admin's preview) is keyed by it.
import * as z from 'zod/mini';
import { isSafeUrl, LIMITS, order } from '../kit/atoms';
import { field } from '../kit/ui';

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

export const elementSchema = z.discriminatedUnion('type', [
  z.object({ ...base, type: z.literal('text'), content: content(LIMITS.long) }),
  z.object({ ...base, type: z.literal('html'), content: content(LIMITS.html) }),
  z.object({
    ...base,
    type: z.literal('image'),
    content: field(content(LIMITS.url).check(z.refine(isSafeUrl, { error: 'Image must be a web address (https://…) or a path starting with /' })), {
      label: 'Image',
      widget: 'hidden',
      kind: 'image',
    }),
  }),
  z.object({ ...base, type: z.literal('button'), content: content(LIMITS.short), href }),
  z.object({ ...base, type: z.literal('link'), content: content(LIMITS.short), href }),
]);

export type SectionElement = z.infer<typeof elementSchema>;

/** At most this many elements in one custom section. */
export const MAX_ELEMENTS = 100;
