// The elements a custom section is built from: a discriminated union on `type`; the element registry that
// renders them (shared by the site and the admin's preview) is keyed by it.
import * as z from 'zod/mini';
import { LIMITS, order, SAFE_URL } from '../kit/atoms';
import { field } from '../kit/ui';
import type { STYLE_PRESETS } from './element-styles';
import { styleValues } from './element-styles';

export const ELEMENT_TYPES = ['text', 'html', 'image', 'button', 'link'] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

const base = <T extends keyof typeof STYLE_PRESETS>(type: T) => ({
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  order,
  type: z.literal(type),
  /** One of the type's presets: never a free class list. */
  style: z.optional(z.enum(styleValues(type))),
});
const content = (max: number) => z.string().check(z.minLength(1, { error: 'Content is required' }), z.maxLength(max));
const href = z.string().check(
  z.trim(),
  z.minLength(1, { error: 'URL is required' }),
  z.maxLength(LIMITS.url),
  z.regex(SAFE_URL, { error: 'URL must be a web address (https://…) or a path starting with /' }),
);

export const elementSchema = z.discriminatedUnion('type', [
  z.object({ ...base('text'), content: content(LIMITS.html) }),
  z.object({ ...base('html'), content: content(LIMITS.html) }),
  z.object({
    ...base('image'),
    content: field(content(LIMITS.url).check(z.regex(SAFE_URL, { error: 'Image must be a web address (https://…) or a path starting with /' })), {
      label: 'Image',
      widget: 'hidden',
      kind: 'image',
    }),
  }),
  z.object({ ...base('button'), content: content(LIMITS.short), href }),
  z.object({ ...base('link'), content: content(LIMITS.short), href }),
]);

export type SectionElement = z.infer<typeof elementSchema>;

/** At most this many elements in one custom section. */
export { MAX_ELEMENTS } from './element-limit';
