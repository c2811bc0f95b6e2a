// The blocks whose content comes from an entity of its own (welcome content, services, offers, treatments,
// testimonials, contact info): each keeps only the texts around that content.
import * as z from 'zod/mini';
import { field } from '../kit/ui';
import { docRefs, LIMITS, line, optionalRef, requiredText } from '../kit/atoms';
import { linesWithDefault, textWithDefault } from './block-kit';

export const welcomeBlock = {
  kind: 'Welcome',
  label: 'Welcome',
  fields: { eyebrow: textWithDefault('Small heading', 'Welcome', 60) },
} as const;

/** What a section of catalogue entries shows. */
export const CATALOGUE_SHOWS = ['all', 'featured', 'category', 'picked'] as const;
export type CatalogueShows = (typeof CATALOGUE_SHOWS)[number];
/** The most entries a section picks by hand. */
export const MAX_PICKED = 60;

/**
 * The fields of a section that shows catalogue entries: every treatment, those marked Featured, one category's,
 * or entries picked and ordered by hand.
 */
function catalogueSelection(shows: CatalogueShows) {
  return {
    show: field(z._default(z.enum(CATALOGUE_SHOWS), shows), {
      label: 'Shows',
      options: { all: 'Every treatment', featured: 'Treatments marked Featured', category: 'The treatments of one category', picked: 'Treatments picked here, in this order' },
    }),
    category: field(optionalRef(), {
      label: 'Category',
      widget: 'reference',
      reference: { collection: 'categories', label: 'name' },
      showWhen: { field: 'show', is: ['category'] },
    }),
    picked: field(z._default(docRefs(MAX_PICKED), () => []), {
      label: 'Treatments',
      widget: 'references',
      reference: { collection: 'treatments', label: 'title' },
      showWhen: { field: 'show', is: ['picked'] },
    }),
  };
}

export const servicesBlock = {
  kind: 'Services',
  label: 'Services',
  fields: {
    eyebrow: textWithDefault('Small heading', 'Treatments & Care', 60),
    title: textWithDefault('Title', 'Our Services', 120),
    loadingText: textWithDefault('Loading message', 'Loading services...', 120),
    emptyText: textWithDefault('Empty message', 'No services available.', 120),
    cardLink: textWithDefault('Card link text', 'Learn more', 40),
    bookLabel: textWithDefault('Book button', 'Book Now', 40),
    ...catalogueSelection('all'),
  },
} as const;

export const specialOffersBlock = {
  kind: 'SpecialOffers',
  label: 'Special Offers',
  fields: {
    eyebrow: textWithDefault('Small heading', 'Limited Time', 60),
    title: textWithDefault('Title', 'Special Offers', 120),
    loadingText: textWithDefault('Loading message', 'Loading special offers...', 120),
    rules: linesWithDefault('Offer rules (one per line)', ['Cannot be combined with other offers', 'Subject to availability', 'New clients only unless otherwise specified']),
    redeemSteps: field(
      z._default(
        z.array(line()).check(z.maxLength(8)),
        () => ['Book your appointment', 'Mention promo code {code} when booking', 'Present your code at check-in'],
      ),
      { label: 'How to redeem (one step per line)', widget: 'lines', help: '{code} is replaced by the offer’s promo code.' },
    ),
    bookLabel: textWithDefault('Book button', 'Book Now', 40),
  },
} as const;

export const treatmentsBlock = {
  kind: 'Treatments',
  label: 'Treatment Benefits',
  fields: {
    eyebrow: textWithDefault('Small heading', 'Results You Will Love', 60),
    title: textWithDefault('Title', 'Treatment Benefits', 120),
    bookLabel: textWithDefault('Book button', 'Book Treatment', 40),
    ...catalogueSelection('featured'),
  },
} as const;

export const expertiseStatSchema = z.object({
  value: field(requiredText(40), { label: 'Figure' }),
  label: field(requiredText(120), { label: 'Caption' }),
});

export const expertiseBlock = {
  kind: 'Expertise',
  label: 'Expertise',
  fields: {
    eyebrow: textWithDefault('Small heading', 'Our Expertise', 60),
    title: textWithDefault('Title', 'Medical Expertise, Artful Results', 120),
    text: textWithDefault(
      'Text',
      'Every treatment is performed or supervised by licensed medical professionals who combine clinical precision with an eye for natural beauty.',
      LIMITS.medium,
    ),
    stats: field(
      z._default(z.array(expertiseStatSchema).check(z.maxLength(4, { error: 'At most 4 figures' })), () => [
        { value: '20+ years', label: 'of combined aesthetic experience' },
        { value: '5k+ clients', label: 'who trust us with their care' },
      ]),
      { label: 'Figures', widget: 'list', itemLabel: 'value', addLabel: 'Add figure' },
    ),
    badges: linesWithDefault('Badges (one per line)', ['Board-Certified Medical Director', 'Licensed Nurse Injectors', 'FDA-Approved Products', 'Personalized Treatment Plans'], 8),
  },
} as const;

export const testimonialsBlock = {
  kind: 'Testimonials',
  label: 'Testimonials',
  fields: {
    eyebrow: textWithDefault('Small heading', 'Kind Words', 60),
    title: textWithDefault('Title', 'What Our Patients Say', 120),
  },
} as const;

export const contactBlock = {
  kind: 'Contact',
  label: 'Contact',
  fields: {
    eyebrow: textWithDefault('Small heading', 'Visit Us', 60),
    title: textWithDefault('Title', 'Contact Us', 120),
    text: textWithDefault('Text', 'Questions or ready to book? Send us a message and our team will be in touch.', LIMITS.medium),
    /** Under the message box: the form is for contact details, not for health information. */
    privacyHint: textWithDefault('Hint under the message', 'Please share only how to reach you and what you would like to book. Do not include medical details.', LIMITS.medium),
  },
} as const;
