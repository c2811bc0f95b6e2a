import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { imageUrl, LIMITS, order, requiredText } from '../kit/atoms';

export const specialOfferSchema = z.object({
  title: field(requiredText('Title'), { label: 'Title', column: 'title' }),
  validUntil: field(requiredText('Valid Until', 100), { label: 'Valid Until', placeholder: 'e.g. December 31, 2026', column: 'note' }),
  code: field(requiredText('Promo Code', 50), { label: 'Promo Code', column: 'note' }),
  image: field(imageUrl('Image URL'), { label: 'Image URL', widget: 'image', column: 'image' }),
  description: field(requiredText('Description', LIMITS.medium), { label: 'Description', widget: 'textarea', rows: 3, column: 'body' }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
});

export type SpecialOffer = z.infer<typeof specialOfferSchema>;

export const specialOfferEntity = defineEntity({
  id: 'special-offer',
  kind: 'collection',
  label: 'Special Offer',
  path: 'specials',
  ordered: true,
  publish: { key: 'specials', maxItems: 10 },
  nav: { label: 'Special Offers', slug: 'specials', order: 50 },
  schema: specialOfferSchema,
});
