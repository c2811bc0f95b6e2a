import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { LIMITS, requiredText } from '../kit/atoms';
import { textWithDefault } from '../blocks/block-kit';

export const aboutValueSchema = z.object({
  title: field(requiredText(80), { label: 'Title' }),
  text: field(requiredText(LIMITS.medium), { label: 'Text', widget: 'textarea', rows: 3 }),
});

/** The About page. Its story comes from the welcome content; its figures and quotes from the home page's blocks. */
export const aboutPageSchema = z.object({
  kicker: textWithDefault('Small heading', 'Our Story', 60),
  title: textWithDefault('Title', 'About Us', 100),
  storyEyebrow: textWithDefault('Small heading above the story', 'Who We Are', 60),
  values: field(
    z._default(z.array(aboutValueSchema).check(z.maxLength(6, { error: 'At most 6 values' })), () => [
      { title: 'Natural Results', text: 'We enhance the features you already love, with conservative plans that let you look like yourself, only more rested.' },
      { title: 'Medical Excellence', text: 'Licensed nurse injectors and aestheticians work under medical supervision with FDA-approved products and proven technology.' },
      { title: 'Quiet Luxury', text: 'Unhurried appointments, private treatment suites and thoughtful care from the moment you arrive.' },
    ]),
    { label: 'Values', widget: 'list', itemLabel: 'title', addLabel: 'Add value' },
  ),
  buttonLabel: textWithDefault('Button', 'Book a Consultation', 60),
});

export type AboutPage = z.infer<typeof aboutPageSchema>;

export const aboutPageEntity = defineEntity({
  id: 'about-page',
  kind: 'singleton',
  label: 'About Page',
  noun: 'about page',
  path: 'settings/about-page',
  publish: { key: 'about' },
  nav: { label: 'About Page', group: 'Pages', slug: 'about', order: 57 },
  schema: aboutPageSchema,
});
