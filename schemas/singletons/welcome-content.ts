import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { LIMITS, requiredRichText, requiredText } from '../kit/atoms';

export const welcomeContentSchema = z.object({
  heading: field(requiredText(), { label: 'Heading' }),
  subheading: field(requiredText(300), { label: 'Subheading' }),
  // Rich text; the plain text stored before it was renders as it always has, so stored content needs no upgrade.
  description: field(requiredRichText(LIMITS.richLong), { label: 'Description' }),
});

export type WelcomeContent = z.infer<typeof welcomeContentSchema>;

export const welcomeContentEntity = defineEntity({
  id: 'welcome-content',
  kind: 'singleton',
  label: 'Welcome Section',
  noun: 'welcome content',
  path: 'settings/welcome-content',
  publish: { key: 'welcome' },
  nav: { label: 'Welcome Section', group: 'Pages', slug: 'welcome', order: 10 },
  schema: welcomeContentSchema,
});
