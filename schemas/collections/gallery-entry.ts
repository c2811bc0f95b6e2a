// Before-and-after photos, each entry tied to a treatment and to the patient's consent. The patient is never
// named. An entry is published only while its consent covers the website, is not withdrawn and has not run out:
// otherwise it is the owner's record alone, and its photos leave every page at once (see `publish.only` and
// `schedule.prune`). Visitors may not read the entries themselves, only what is published of them.
import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { docRef, imageUrl, optionalImageUrl, optionalText, order } from '../kit/atoms';
import { requiredDate } from '../kit/schedule';

export const galleryEntrySchema = z.object({
  treatment: field(docRef(), {
    label: 'Treatment',
    widget: 'reference',
    reference: { collection: 'treatments', label: 'title' },
    column: 'note',
    help: 'The photos show on its page and under its name on the Before & After page.',
  }),
  caption: field(optionalText(120), { label: 'Caption', placeholder: 'e.g. Two weeks after one session', column: 'title', help: 'Never the patient’s name.' }),
  before: field(imageUrl(), {
    label: 'Before photo',
    column: 'image',
    help: 'Or one picture that shows before and after side by side. Its alt text says what it shows.',
    private: true,
  }),
  after: field(optionalImageUrl(), { label: 'After photo', help: 'Leave empty when the Before photo already shows both.', private: true }),
  consentGiven: field(requiredDate(), { label: 'Consent given on' }),
  consentExpires: field(requiredDate(), {
    label: 'Consent valid until',
    help: 'The photos leave the site after this day.',
  }),
  consentWebsite: field(z._default(z.boolean(), false), { label: 'Consent covers this website', help: 'Without it the photos are never shown.' }),
  consentSocial: field(z._default(z.boolean(), false), { label: 'Consent covers social media' }),
  consentWithdrawn: field(z._default(z.boolean(), false), {
    label: 'Consent withdrawn',
    help: 'The photos leave every page as soon as you save.',
  }),
  order: field(order, { label: 'Order', widget: 'hidden' }),
});

export type GalleryEntry = z.infer<typeof galleryEntrySchema>;

export const galleryEntryEntity = defineEntity({
  id: 'gallery-entry',
  kind: 'collection',
  label: 'Before & After Entry',
  noun: 'gallery entry',
  plural: 'gallery entries',
  path: 'gallery',
  ordered: true,
  publish: {
    key: 'gallery',
    index: ['treatment', 'consentExpires'],
    // What visitors' pages need is the photos, the treatment and the last day; the rest of the record is hers.
    withhold: ['consentGiven', 'consentWebsite', 'consentSocial', 'consentWithdrawn'],
    only: [
      { field: 'consentWebsite', equals: true, otherwise: 'Consent does not cover the website' },
      { field: 'consentWithdrawn', equals: false, otherwise: 'Consent withdrawn' },
    ],
  },
  schedule: { start: 'consentGiven', end: 'consentExpires', prune: true },
  filterBy: 'treatment',
  nav: { label: 'Before & After', group: 'Photos', slug: 'gallery', order: 82 },
  schema: galleryEntrySchema,
});
