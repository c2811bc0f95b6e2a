import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { imageUrl, requiredText } from '../kit/atoms';
import { bookingAddress } from '../kit/fields';

export const businessInfoSchema = z.object({
  name: field(requiredText(120), { label: 'Business Name' }),
  images: field(
    z.object({
      logo: field(imageUrl(), { label: 'Logo' }),
    }),
    { label: 'Images', help: 'The home page’s slideshow is edited with its section, in Manage Sections.' },
  ),
  bookingUrl: bookingAddress({
    help: 'Your online booking page (Boulevard, Vagaro, Square, Mangomint …), https:// only. Every Book button opens it in a new tab; leave empty and they lead to the contact form.',
  }),
  maintenanceMode: field(z.boolean(), {
    label: 'Maintenance Mode',
    help: 'When on, visitors see the maintenance page; you still see the site while signed in.',
    saveOnChange: { error: 'Error updating maintenance mode' },
  }),
  location: field(
    z.optional(
      z.object({
        latitude: field(z.number().check(z.gte(-90), z.lte(90)), { label: 'Latitude' }),
        longitude: field(z.number().check(z.gte(-180), z.lte(180)), { label: 'Longitude' }),
      }),
    ),
    { label: 'Location', widget: 'hidden' },
  ),
});

export type BusinessInfo = z.infer<typeof businessInfoSchema>;

export const businessInfoEntity = defineEntity({
  id: 'business-info',
  kind: 'singleton',
  label: 'Business Info',
  noun: 'business information',
  path: 'settings/business-info',
  publish: { key: 'businessInfo' },
  nav: { label: 'Business Info', group: 'Settings', slug: 'business-info', order: 20 },
  schema: businessInfoSchema,
});
