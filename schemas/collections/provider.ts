// The spa's team: each provider with a page of their own at /team/{slug}, the treatments they perform (a
// treatment's page names them back), and where to book them.
import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { docRefs, optionalImageUrl, optionalRichText, optionalText, order, requiredText, slugText } from '../kit/atoms';
import { bookingAddress } from '../kit/fields';

/** The most treatments one provider's page lists. */
export const MAX_PROVIDER_TREATMENTS = 40;

export const providerSchema = z.object({
  name: field(requiredText(), { label: 'Name', column: 'title' }),
  slug: field(slugText(), {
    label: 'Page address',
    widget: 'slug',
    slug: { from: 'name', prefix: '/team/' },
    help: 'Changing it later keeps the old address working: it leads to the new one.',
  }),
  credentials: field(optionalText(60), { label: 'Credentials', placeholder: 'e.g. MSN, RN, CANS', column: 'note' }),
  role: field(optionalText(), { label: 'Role', placeholder: 'e.g. Nurse Injector', column: 'note' }),
  photo: field(optionalImageUrl(), { label: 'Photo', column: 'image' }),
  bio: field(optionalRichText(4000), { label: 'Bio', column: 'body' }),
  treatments: field(z._default(docRefs(MAX_PROVIDER_TREATMENTS), () => []), {
    label: 'Treatments',
    widget: 'references',
    reference: { collection: 'treatments', label: 'title', backLabel: 'Performed by' },
    column: 'links',
    help: 'The treatments this provider performs: their pages name this provider, and this page links to them.',
  }),
  bookingUrl: bookingAddress({
    column: 'booking',
    help: 'Their own page on your booking site, https:// only. Leave empty to use the booking address in Business Info.',
  }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
});

export type Provider = z.infer<typeof providerSchema>;

export const providerEntity = defineEntity({
  id: 'provider',
  kind: 'collection',
  label: 'Provider',
  path: 'providers',
  ordered: true,
  // A treatment's page names the providers who perform it from these lines alone.
  publish: { key: 'providers', index: ['name', 'credentials', 'treatments'] },
  pages: { path: 'team', label: 'Our Team', type: 'Person' },
  nav: { label: 'Providers', group: 'Catalogue', slug: 'providers', order: 45 },
  schema: providerSchema,
});
