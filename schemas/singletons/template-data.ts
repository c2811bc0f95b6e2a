import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { serviceSchema } from '../collections/service';
import { treatmentSchema } from '../collections/treatment';
import { specialOfferSchema } from '../collections/special-offer';
import { sectionSchema } from '../collections/section';
import { customSectionSchema } from '../collections/custom-section';
import { businessInfoSchema } from './business-info';
import { welcomeContentSchema } from './welcome-content';
import { businessHoursSchema } from './business-hours';
import { contactInfoSchema } from './contact-info';

const withId = <S extends z.ZodMiniObject>(schema: S) => z.extend(schema, { id: z.string().check(z.minLength(1)) });

/**
 * Snapshot of the site's content (templates/data): written by "Generate Templates" and kept current by every
 * admin save, it is the one document the public site reads first and then listens to.
 */
/** The item schema of each list in the snapshot, so readers can check items one by one. */
export const snapshotListItems = {
  services: withId(serviceSchema),
  treatments: withId(treatmentSchema),
  specials: withId(specialOfferSchema),
  sections: withId(sectionSchema),
  customSections: withId(customSectionSchema),
};

export const templateDataSchema = z.object({
  welcome: z.nullable(welcomeContentSchema),
  services: z.array(snapshotListItems.services),
  treatments: z.array(snapshotListItems.treatments),
  specials: z.array(snapshotListItems.specials),
  businessInfo: z.nullable(businessInfoSchema),
  businessHours: z.nullable(businessHoursSchema),
  contactInfo: z.nullable(contactInfoSchema),
  /** Also published so the home page renders from this one document. */
  sections: z.optional(z.array(snapshotListItems.sections)),
  customSections: z.optional(z.array(snapshotListItems.customSections)),
  lastGenerated: z.string().check(z.minLength(1)),
});

export type TemplateData = z.infer<typeof templateDataSchema>;

export const templateDataEntity = defineEntity({
  id: 'template-data',
  kind: 'singleton',
  label: 'Templates',
  noun: 'templates',
  path: 'templates/data',
  messages: { updated: 'Templates generated successfully!', saveError: 'Error generating templates' },
  schema: templateDataSchema,
});
