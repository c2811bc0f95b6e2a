// The catalogue: every treatment the spa offers, written once. Its category page, the home page's Services and
// Treatment Benefits sections, /services and the price list all read these entries; each has its own address.
import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { benefitLines, docRefs, imageUrl, LIMITS, optionalRef, optionalRichText, optionalText, order, requiredText, slugText } from '../kit/atoms';
import { bookingAddress } from '../kit/fields';

/** The most price-list items one treatment names. */
export const MAX_TREATMENT_PRICES = 6;

export const treatmentSchema = z.object({
  title: field(requiredText(), { label: 'Title', column: 'title' }),
  category: field(optionalRef(), {
    label: 'Category',
    widget: 'reference',
    reference: { collection: 'categories', label: 'name' },
    column: 'note',
    help: 'Its page lists this treatment. Without one, it shows only where a section picks it.',
  }),
  slug: field(slugText(), {
    label: 'Page address',
    widget: 'slug',
    slug: { from: 'title', prefix: '/services/', under: { field: 'category', collection: 'categories' } },
    help: 'Changing it later keeps the old address working: it leads to the new one.',
  }),
  description: field(requiredText(LIMITS.long), { label: 'Description', widget: 'textarea', rows: 2, column: 'body', help: 'Shown on its card.' }),
  // Rich text; the plain text stored before it was renders as it always has, so stored content needs no upgrade.
  longDescription: field(optionalRichText(LIMITS.richLong), { label: 'Long Description', fold: 'When its card is opened', help: 'Shown when its card is opened; the description above when empty.' }),
  image: field(imageUrl(), { label: 'Image URL', column: 'image' }),
  benefits: field(benefitLines(), { label: 'Benefits (one per line)', widget: 'lines', column: 'list' }),
  downtime: field(optionalText(), { label: 'Downtime', fold: 'When its card is opened' }),
  prices: field(z._default(docRefs(MAX_TREATMENT_PRICES), () => []), {
    label: 'Prices',
    widget: 'references',
    reference: { collection: 'price-groups', list: 'items', label: 'name', group: 'title' },
    help: 'Chosen from the price list, so a price is changed in one place. The first shows on the card.',
  }),
  duration: field(optionalText(100), { label: 'Duration', fold: 'When its card is opened' }),
  details: field(optionalText(LIMITS.medium), { label: 'Details', fold: 'When its card is opened' }),
  recommendations: field(optionalText(LIMITS.medium), { label: 'Recommendations', fold: 'When its card is opened', widget: 'textarea', rows: 2 }),
  aftercare: field(optionalText(LIMITS.medium), { label: 'Aftercare', fold: 'When its card is opened', widget: 'textarea', rows: 2 }),
  featured: field(z._default(z.boolean(), false), { label: 'Featured', help: 'Sections set to show featured treatments show it.' }),
  bookingUrl: bookingAddress({ fold: 'Booking' }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
});

export type Treatment = z.infer<typeof treatmentSchema>;

export const treatmentEntity = defineEntity({
  id: 'treatment',
  kind: 'collection',
  label: 'Treatment',
  path: 'treatments',
  ordered: true,
  unique: ['slug'],
  filterBy: 'category',
  // Its title too: a provider's page names the treatments it links to from the index alone.
  publish: { key: 'treatments', index: ['category', 'featured', 'slug', 'title'] },
  nav: { label: 'Treatments', group: 'Catalogue', slug: 'treatments', order: 40 },
  schema: treatmentSchema,
});
