import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { benefitLines, bookingUrl, imageUrl, LIMITS, optionalText, order, requiredText } from '../kit/atoms';

export const treatmentSchema = z.object({
  title: field(requiredText('Title'), { label: 'Title', column: 'title' }),
  description: field(requiredText('Description', LIMITS.long), { label: 'Description', widget: 'textarea', rows: 4, column: 'body' }),
  image: field(imageUrl('Image URL'), { label: 'Image URL', widget: 'image', kind: 'image', column: 'image' }),
  benefits: field(benefitLines('Benefits'), { label: 'Benefits (one per line)', widget: 'lines', column: 'list' }),
  downtime: field(optionalText('Downtime'), { label: 'Downtime', column: 'note' }),
  bookingUrl: field(bookingUrl('Booking Address'), {
    label: 'Booking Address',
    widget: 'url',
    placeholder: 'https://',
    help: 'Its own page on your booking site, https:// only. Leave empty to use the booking address in Business Info.',
  }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
});

export type Treatment = z.infer<typeof treatmentSchema>;

export const treatmentEntity = defineEntity({
  id: 'treatment',
  kind: 'collection',
  label: 'Treatment',
  path: 'treatments',
  ordered: true,
  publish: { key: 'treatments', maxItems: 16 },
  nav: { label: 'Treatments', slug: 'treatments', order: 40 },
  schema: treatmentSchema,
});
