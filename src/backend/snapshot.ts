// The templates/data snapshot: every piece of public content in one document. Built from anything that can
// read documents: the backend port (publishing), plain documents (the local demo seed, the setup command).
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
import type { EntityDef } from '@schemas/kit/define-entity';
import { parseDocument, parseItems } from './entity-store';
import type { DataPort, DocData } from './port';

export type SnapshotReader = Pick<DataPort, 'getDoc' | 'getDocs'>;

async function readSingleton(reader: SnapshotReader, entity: EntityDef) {
  return parseDocument(entity, entity.path, await reader.getDoc(entity.path));
}

async function readItems(reader: SnapshotReader, entity: EntityDef) {
  const items = parseItems(entity, await reader.getDocs(entity.path));
  return entity.ordered ? items.sort((a, b) => Number(a.order) - Number(b.order) || a.id.localeCompare(b.id)) : items;
}

export async function buildSnapshot(reader: SnapshotReader, now: Date = new Date()): Promise<TemplateData> {
  const [welcome, businessInfo, businessHours, contactInfo, services, treatments, specials, sections, customSections] = await Promise.all([
    readSingleton(reader, welcomeContentEntity),
    readSingleton(reader, businessInfoEntity),
    readSingleton(reader, businessHoursEntity),
    readSingleton(reader, contactInfoEntity),
    readItems(reader, serviceEntity),
    readItems(reader, treatmentEntity),
    readItems(reader, specialOfferEntity),
    readItems(reader, sectionEntity),
    readItems(reader, customSectionEntity),
  ]);
  return templateDataEntity.schema.parse({
    welcome,
    businessInfo,
    businessHours,
    contactInfo,
    services,
    treatments,
    specials,
    sections,
    customSections,
    lastGenerated: now.toISOString(),
  });
}

/** Read plain documents keyed by path as if they were stored. */
export function documentsReader(docs: Record<string, DocData>): SnapshotReader {
  return {
    getDoc: async (path) => (docs[path] ? structuredClone(docs[path]) : null),
    getDocs: async (collection) =>
      Object.entries(docs)
        .filter(([path]) => path.startsWith(`${collection}/`) && path.split('/').length === collection.split('/').length + 1)
        .map(([path, data]) => ({ id: path.slice(collection.length + 1), data: structuredClone(data) })),
  };
}

/** Plain documents plus their templates/data snapshot, ready to seed an empty store. */
export async function withSnapshot(docs: Record<string, DocData>, now?: Date): Promise<Record<string, DocData>> {
  return { ...docs, [templateDataEntity.path]: (await buildSnapshot(documentsReader(docs), now)) as DocData };
}
