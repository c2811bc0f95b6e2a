import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { textWithDefault } from '../blocks/block-kit';

/** A group of texts that may be absent from stored data as a whole: its texts then read their defaults. */
// Every field inside has a default, so an empty object is valid input; the generic type cannot see that.
const group = <S extends z.ZodMiniObject>(label: string, schema: S) => field(z.prefault(schema, {} as z.input<S>), { label });

/** The disclosure under testimonials and before-and-after results: one patient's results are not a promise. */
export const RESULTS_NOTE = 'Individual results vary.';

/** The texts of the inner pages around their content; every one defaults to the site's own wording. */
export const pageTextsSchema = z.object({
  services: group('Services page', z.object({
    closing: textWithDefault('Closing line', 'Not sure where to begin? We will design a plan with you.', 200),
    button: textWithDefault('Button', 'Book a Consultation', 60),
  })),
  specials: group('Special Offers page', z.object({
    empty: textWithDefault('When there are no offers', 'There are no special offers right now. Please check back soon.', 200),
  })),
  prices: group('Price List page', z.object({
    kicker: textWithDefault('Small heading', 'Transparent Pricing', 60),
    title: textWithDefault('Title', 'Price List', 100),
    intro: textWithDefault('Introduction', 'Every treatment begins with a consultation. Ask about our payment plans and seasonal offers.', 400),
    button: textWithDefault('Button', 'Book an Appointment', 60),
  })),
  categories: group('Category pages', z.object({
    kicker: textWithDefault('Small heading', 'Treatments', 60),
    button: textWithDefault('Book button', 'Book Now', 40),
  })),
  team: group('Team pages', z.object({
    button: textWithDefault('Book button', 'Book a Consultation', 60),
  })),
  testimonials: group('Testimonials', z.object({
    // May be emptied on purpose; the admin's publish check then says testimonials show without it.
    note: field(z._default(z.string().check(z.trim(), z.maxLength(200, { error: 'Results note must be at most 200 characters' })), RESULTS_NOTE), {
      label: 'Results note',
      help: 'Shown under the testimonials, wherever they appear. Reviews of treatments need it.',
    }),
  })),
  gallery: group('Before & After', z.object({
    title: textWithDefault('Title', 'Before & After', 100),
    intro: textWithDefault('Introduction', 'Real results from our clients, shared with their consent.', 300),
    note: textWithDefault('Note under each result', RESULTS_NOTE, 120),
  })),
  notFound: group('Page not found', z.object({
    title: textWithDefault('Title', 'Page Not Found', 100),
    text: textWithDefault('Text', 'The page you are looking for does not exist or has moved.', 200),
    button: textWithDefault('Button', 'Return Home', 60),
  })),
});

export type PageTexts = z.infer<typeof pageTextsSchema>;

export const pageTextsEntity = defineEntity({
  id: 'page-texts',
  kind: 'singleton',
  label: 'Page Texts',
  noun: 'page texts',
  path: 'settings/page-texts',
  publish: { key: 'pageTexts' },
  nav: { label: 'Page Texts', group: 'Pages', slug: 'page-texts', order: 58 },
  schema: pageTextsSchema,
});
