// A published collection shown as a grid of cards, drawn from its schema's card columns (title, image, body,
// list, note). It is how an entity added by one schema file reaches the home page with no renderer of its own.
import * as z from 'zod/mini';
import { field } from '../kit/ui';
import { textWithDefault } from './block-kit';

export const collectionListBlock = {
  kind: 'CollectionList',
  label: 'Collection',
  fields: {
    /** The publish key of the collection shown (set when the section is created). */
    source: field(z.string().check(z.regex(/^[a-z][A-Za-z0-9]*$/), z.maxLength(60)), { label: 'Collection', widget: 'hidden' }),
    eyebrow: field(z.optional(z.string().check(z.trim(), z.maxLength(60))), { label: 'Small heading' }),
    title: textWithDefault('Title', 'Featured', 120),
  },
} as const;
