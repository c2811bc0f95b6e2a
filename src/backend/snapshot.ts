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
import type { DataPort, DocData } from './port';

export type SnapshotReader = Pick<DataPort, 'getDoc' | 'getDocs'>;

function report(path: string) {
  console.warn(`Left out of the snapshot (does not match its schema): ${path}`);
}

async function readSingleton(reader: SnapshotReader, entity: EntityDef) {
  const data = await reader.getDoc(entity.path);
  if (!data) return null;
  const parsed = entity.schema.safeParse(data);
  if (!parsed.success) report(entity.path);
  return parsed.success ? parsed.data : null;
}

async function readItems(reader: SnapshotReader, entity: EntityDef) {
  const items: Array<DocData & { id: string }> = [];
  for (const { id, data } of await reader.getDocs(entity.path)) {
    const parsed = entity.schema.safeParse(data);
    if (parsed.success) items.push({ ...(parsed.data as DocData), id });
    else report(`${entity.path}/${id}`);
  }
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
