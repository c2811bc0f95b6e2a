import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { EMAIL, optionalText, optionalUrl, requiredText } from '../kit/atoms';

export const contactInfoSchema = z.object({
  phone: field(
    (label) => requiredText(40)(label).check(z.regex(/^[\d\s()+-]+$/, { error: `${label} may contain only digits, spaces, +, - and parentheses` })),
    { label: 'Phone Number', widget: 'tel' },
  ),
  email: field((label) => requiredText(200)(label).check(z.regex(EMAIL, { error: 'Enter a valid email address' })), { label: 'Email', widget: 'email' }),
  address: field(
    z.object({
      street: field(requiredText(), { label: 'Street' }),
      suite: field(optionalText(100), { label: 'Suite' }),
      city: field(requiredText(100), { label: 'City' }),
      state: field(requiredText(50), { label: 'State' }),
      zip: field(requiredText(20), { label: 'ZIP Code' }),
    }),
    { label: 'Address' },
  ),
  social: field(
    z.object({
      facebook: field(optionalUrl(), { label: 'Facebook URL', widget: 'url' }),
      instagram: field(optionalUrl(), { label: 'Instagram URL', widget: 'url' }),
    }),
    { label: 'Social Media' },
  ),
});

export type ContactInfo = z.infer<typeof contactInfoSchema>;

export const contactInfoEntity = defineEntity({
  id: 'contact-info',
  kind: 'singleton',
  label: 'Contact Information',
  noun: 'contact information',
  path: 'settings/contact-info',
  publish: { key: 'contactInfo' },
  nav: { label: 'Contact Info', group: 'Settings', slug: 'contact-info', order: 100 },
  schema: contactInfoSchema,
});
