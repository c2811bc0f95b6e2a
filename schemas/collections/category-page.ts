import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { benefitLines, bookingUrl, imageUrl, LIMITS, optionalText, order, requiredText } from '../kit/atoms';
import { CATEGORY_SLUGS } from '../kit/category-slugs';

export { CATEGORY_SLUGS, type CategorySlug } from '../kit/category-slugs';

export const categoryTreatmentSchema = z.object({
  id: field(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)), { label: 'Id', widget: 'hidden' }),
  title: field(requiredText('Title'), { label: 'Title' }),
  description: field(requiredText('Description', LIMITS.medium), { label: 'Description', widget: 'textarea', rows: 2, help: 'Shown on the card.' }),
  image: field(imageUrl('Image URL'), { label: 'Image URL', widget: 'image', kind: 'image' }),
  price: field(requiredText('Price', 40), {
    label: 'Price',
    widget: 'reference',
    reference: { collection: 'price-groups', list: 'items', label: 'name', group: 'title' },
    help: 'Chosen from the price list, so a price is changed in one place.',
  }),
  details: field(requiredText('Details', LIMITS.medium), { label: 'Details' }),
  duration: field(requiredText('Duration', 100), { label: 'Duration' }),
  longDescription: field(requiredText('Long Description', 500), { label: 'Long Description', widget: 'textarea', rows: 4 }),
  benefits: field(benefitLines('Benefits'), { label: 'Benefits (one per line)', widget: 'lines' }),
  downtime: field(optionalText('Downtime'), { label: 'Downtime' }),
  aftercare: field(requiredText('Aftercare', LIMITS.medium), { label: 'Aftercare', widget: 'textarea', rows: 2 }),
  recommendations: field(requiredText('Recommendations', LIMITS.medium), { label: 'Recommendations', widget: 'textarea', rows: 2 }),
  bookingUrl: field(bookingUrl('Booking Address'), {
    label: 'Booking Address',
    widget: 'url',
    placeholder: 'https://',
    help: 'Its own page on your booking site, https:// only. Leave empty to use the booking address in Business Info.',
  }),
});

export type CategoryTreatment = z.infer<typeof categoryTreatmentSchema>;

export const categoryPageSchema = z.object({
  slug: field(z.enum(CATEGORY_SLUGS), {
    label: 'Page address',
    options: Object.fromEntries(CATEGORY_SLUGS.map((s) => [s, `/${s}`])),
    column: 'note',
  }),
  title: field(requiredText('Title', 100), { label: 'Title', column: 'title' }),
  intro: field(requiredText('Introduction', LIMITS.medium), { label: 'Introduction', widget: 'textarea', rows: 3, column: 'body' }),
  image: field(imageUrl('Image URL'), { label: 'Image URL', widget: 'image', kind: 'image', column: 'image' }),
  treatments: field(z.array(categoryTreatmentSchema).check(z.maxLength(4, { error: 'At most 4 treatments on a page' })), {
    label: 'Treatments',
    widget: 'list',
    itemLabel: 'title',
    addLabel: 'Add treatment',
  }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
});

export type CategoryPage = z.infer<typeof categoryPageSchema>;

export const categoryPageEntity = defineEntity({
  id: 'category-page',
  kind: 'collection',
  label: 'Category Page',
  path: 'category-pages',
  ordered: true,
  publish: { key: 'categoryPages', maxItems: 6 },
  nav: { label: 'Category Pages', slug: 'category-pages', order: 45 },
  schema: categoryPageSchema,
});
