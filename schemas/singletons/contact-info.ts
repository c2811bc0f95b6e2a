import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { EMAIL, optionalText, optionalUrl, requiredText } from '../kit/atoms';

export const contactInfoSchema = z.object({
  phone: field(
    requiredText('Phone Number', 40).check(z.regex(/^[\d\s()+-]+$/, { error: 'Phone Number may contain only digits, spaces, +, - and parentheses' })),
    { label: 'Phone Number', widget: 'tel' },
  ),
  email: field(requiredText('Email', 200).check(z.regex(EMAIL, { error: 'Enter a valid email address' })), { label: 'Email', widget: 'email' }),
  address: field(
    z.object({
      street: field(requiredText('Street'), { label: 'Street' }),
      suite: field(optionalText('Suite', 100), { label: 'Suite' }),
      city: field(requiredText('City', 100), { label: 'City' }),
      state: field(requiredText('State', 50), { label: 'State' }),
      zip: field(requiredText('ZIP Code', 20), { label: 'ZIP Code' }),
    }),
    { label: 'Address' },
  ),
  social: field(
    z.object({
      facebook: field(optionalUrl('Facebook URL'), { label: 'Facebook URL', widget: 'url' }),
      instagram: field(optionalUrl('Instagram URL'), { label: 'Instagram URL', widget: 'url' }),
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
