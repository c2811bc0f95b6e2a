import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { LIMITS, optionalText, order, requiredText } from '../kit/atoms';

export const testimonialSchema = z.object({
  name: field(requiredText(80), { label: 'Name', column: 'title' }),
  quote: field(requiredText(LIMITS.medium), { label: 'Quote', widget: 'textarea', rows: 4, column: 'body' }),
  stars: field(z._default(z.number().check(z.int({ error: 'Stars must be a whole number' }), z.gte(1, { error: 'At least 1 star' }), z.lte(5, { error: 'At most 5 stars' })), 5), {
    label: 'Stars (1 to 5)',
    column: 'note',
  }),
  treatment: field(optionalText(80), { label: 'Treatment', column: 'note' }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
});

export type Testimonial = z.infer<typeof testimonialSchema>;

export const testimonialEntity = defineEntity({
  id: 'testimonial',
  kind: 'collection',
  label: 'Testimonial',
  path: 'testimonials',
  ordered: true,
  publish: { key: 'testimonials' },
  nav: { label: 'Testimonials', group: 'Pages', slug: 'testimonials', order: 52 },
  schema: testimonialSchema,
});
