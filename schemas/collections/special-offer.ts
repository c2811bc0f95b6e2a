import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { imageUrl, LIMITS, order, requiredText, slugText } from '../kit/atoms';
import { bookingAddress } from '../kit/fields';
import { optionalDate } from '../kit/schedule';

export const specialOfferSchema = z.object({
  title: field(requiredText(), { label: 'Title', column: 'title' }),
  slug: field(slugText(), {
    label: 'Page address',
    widget: 'slug',
    slug: { from: 'title', prefix: '/specials/' },
    help: 'Changing it later keeps the old address working: it leads to the new one.',
  }),
  validUntil: field(requiredText(100), { label: 'Valid Until', placeholder: 'e.g. December 31, 2026', column: 'note' }),
  code: field(requiredText(50), { label: 'Promo Code', column: 'note' }),
  image: field(imageUrl(), { label: 'Image URL', column: 'image' }),
  description: field(requiredText(LIMITS.medium), { label: 'Description', widget: 'textarea', rows: 3, column: 'body' }),
  startDate: field(optionalDate(), {
    label: 'Show From',
    help: 'Optional. The offer appears on the site on this day (the spa’s local date).',
  }),
  endDate: field(optionalDate(), {
    label: 'Show Until',
    help: 'Optional. The offer leaves the site after this day. “Valid Until” above is the text visitors read.',
  }),
  bookingUrl: bookingAddress(),
  order: field(order, { label: 'Order', widget: 'hidden' }),
});

export type SpecialOffer = z.infer<typeof specialOfferSchema>;

export const specialOfferEntity = defineEntity({
  id: 'special-offer',
  kind: 'collection',
  label: 'Special Offer',
  path: 'specials',
  ordered: true,
  unique: ['slug'],
  publish: { key: 'specials', index: ['slug', 'startDate', 'endDate'] },
  schedule: { start: 'startDate', end: 'endDate' },
  nav: { label: 'Special Offers', group: 'Offers', slug: 'specials', order: 50 },
  schema: specialOfferSchema,
});
