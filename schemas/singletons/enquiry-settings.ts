// How long the owner keeps enquiries from the contact form: older ones are removed when the admin opens. Never
// published (visitors may not read it). Its sidebar entries: the Enquiries inbox, and this form.
import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { ENQUIRY_RETENTION_MONTHS } from '../kit/owner-records';

export const enquirySettingsSchema = z.object({
  retentionMonths: field(
    (label) => z._default(z.number({ error: `${label} must be a number` }).check(z.int({ error: 'Use whole months' }), z.gte(1, { error: 'At least 1 month' }), z.lte(120, { error: 'At most 120 months' })), ENQUIRY_RETENTION_MONTHS),
    { label: 'Keep enquiries for (months)', help: 'Enquiries older than this are removed for good when the admin opens.' },
  ),
});

export type EnquirySettings = z.infer<typeof enquirySettingsSchema>;

export const enquirySettingsEntity = defineEntity({
  id: 'enquiry-settings',
  kind: 'singleton',
  label: 'Enquiry Settings',
  noun: 'enquiry settings',
  path: 'settings/enquiries',
  nav: [
    { label: 'Enquiries', group: 'Settings', slug: 'enquiries', order: 15, page: 'enquiries' },
    { label: 'Enquiry Settings', group: 'Settings', slug: 'enquiry-settings', order: 16 },
  ],
  schema: enquirySettingsSchema,
});
