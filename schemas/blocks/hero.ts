// Hero: a slideshow of images, each under a dark overlay, with the headline, subtitle and booking button.
import * as z from 'zod/mini';
import { field } from '../kit/ui';
import { imageUrl, LIMITS, optionalText } from '../kit/atoms';
import { textWithDefault } from './block-kit';

export const heroSlideSchema = z.object({
  image: field(imageUrl(), { label: 'Image' }),
  alt: field(optionalText(120), {
    label: 'Alt text',
    help: 'What the picture shows, for visitors who cannot see it. Leave empty to use the alt text the image has in the Image Library.',
  }),
});

export const heroBlock = {
  kind: 'Hero',
  label: 'Hero',
  fields: {
    headline: textWithDefault('Headline', 'Discover Your Natural Beauty', 120),
    subtitle: textWithDefault('Subtitle', 'Experience luxury skincare and rejuvenating treatments', 200),
    buttonLabel: textWithDefault('Button', 'Book Appointment', 60),
    slides: field(
      z._default(z.array(heroSlideSchema).check(z.maxLength(8, { error: 'At most 8 slides' })), () => []),
      { label: 'Slides', widget: 'list', itemLabel: 'alt', addLabel: 'Add slide' },
    ),
  },
} as const;

export const HERO_LIMITS = { slides: 8, text: LIMITS.short } as const;
