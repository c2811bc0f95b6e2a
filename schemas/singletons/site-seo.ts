import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { LIMITS, line } from '../kit/atoms';
import { textWithDefault } from '../blocks/block-kit';

export const DEFAULT_KEYWORDS = [
  'med spa',
  'medical spa',
  'Botox',
  'dermal fillers',
  'lip filler',
  'IV vitamin therapy',
  'HydraFacial',
  'microneedling',
  'chemical peels',
  'laser hair removal',
  'scalp care',
  'medical weight loss',
];

/** What search engines and link previews show. */
export const siteSeoSchema = z.object({
  description: textWithDefault(
    'Description',
    'Luxury medical spa offering Botox, dermal fillers, IV vitamin therapy, HydraFacials, microneedling, chemical peels, laser hair removal, scalp care and medical weight loss.',
    300,
    { help: 'About 150 characters: search results cut longer text.' },
  ),
  keywords: field(
    z._default(z.array(line(60)).check(z.maxLength(30, { error: 'At most 30 keywords' })), () => [...DEFAULT_KEYWORDS]),
    { label: 'Keywords (one per line)', widget: 'lines', rows: 8 },
  ),
});

export type SiteSeo = z.infer<typeof siteSeoSchema>;

export const siteSeoEntity = defineEntity({
  id: 'site-seo',
  kind: 'singleton',
  label: 'Search Listing',
  noun: 'search listing',
  path: 'settings/seo',
  publish: { key: 'seo' },
  nav: { label: 'Search Listing', group: 'Settings', slug: 'seo', order: 105 },
  schema: siteSeoSchema,
});

export const SEO_LIMITS = { description: LIMITS.short } as const;
