// Keeps templates/data, the one document the public site reads and listens to, in step with the content.
// Every admin save calls publish(); "Generate Templates" calls it explicitly.
import { businessInfoEntity } from '@schemas/singletons/business-info';
import { welcomeContentEntity } from '@schemas/singletons/welcome-content';
import { businessHoursEntity } from '@schemas/singletons/business-hours';
import { contactInfoEntity } from '@schemas/singletons/contact-info';
import { templateDataEntity, type TemplateData } from '@schemas/singletons/template-data';
import { serviceEntity } from '@schemas/collections/service';
import { treatmentEntity } from '@schemas/collections/treatment';
import { specialOfferEntity } from '@schemas/collections/special-offer';
import { sectionEntity } from '@schemas/collections/section';
import { customSectionEntity } from '@schemas/collections/custom-section';
import { getItems, getSingleton } from './entity-store';
import type { Backend } from './port';

export async function buildSnapshot(backend: Backend, now: Date = new Date()): Promise<TemplateData> {
  const [welcome, businessInfo, businessHours, contactInfo, services, treatments, specials, sections, customSections] = await Promise.all([
    getSingleton(backend, welcomeContentEntity),
    getSingleton(backend, businessInfoEntity),
    getSingleton(backend, businessHoursEntity),
    getSingleton(backend, contactInfoEntity),
    getItems(backend, serviceEntity),
    getItems(backend, treatmentEntity),
    getItems(backend, specialOfferEntity),
    getItems(backend, sectionEntity),
    getItems(backend, customSectionEntity),
  ]);
  return { welcome, businessInfo, businessHours, contactInfo, services, treatments, specials, sections, customSections, lastGenerated: now.toISOString() };
}

export async function publish(backend: Backend): Promise<void> {
  const snapshot = await buildSnapshot(backend);
  await backend.data.setDoc(templateDataEntity.path, templateDataEntity.schema.parse(snapshot) as Record<string, unknown>);
}
