import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { benefitLines, bookingUrl, imageUrl, LIMITS, optionalText, order, requiredText } from '../kit/atoms';

export const serviceSchema = z.object({
  name: field(requiredText('Name'), { label: 'Name', column: 'title' }),
  description: field(requiredText('Short Description', LIMITS.medium), { label: 'Short Description', widget: 'textarea', rows: 2, column: 'body' }),
  longDescription: field(requiredText('Long Description', LIMITS.long), { label: 'Long Description', widget: 'textarea', rows: 5 }),
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

export type Service = z.infer<typeof serviceSchema>;

export const serviceEntity = defineEntity({
  id: 'service',
  kind: 'collection',
  label: 'Service',
  path: 'services',
  ordered: true,
  publish: { key: 'services', maxItems: 15 },
  nav: { label: 'Services', slug: 'services', order: 30 },
  schema: serviceSchema,
});
