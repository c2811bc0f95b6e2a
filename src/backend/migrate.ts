// Brings content stored in an earlier shape to the current one, losing nothing. Version 1 kept home sections as
// bare kinds with a link to a separate custom-sections record, the hero's three images in business info, and
// the price list, category pages, testimonials and page texts in code. Version 2 keeps each section's block
// (its kind and fields, custom sections' elements included) in the section itself, and all of that content
// as entities. Version 3 keeps holiday hours as a collection of their own (one document per date) instead of
// a `special` list inside business hours. Version 4 keeps one catalogue: categories and one entry per treatment
// (migrate-catalogue.ts) instead of services, home treatments and category pages with treatments inside.
import { BLOCK_KINDS, defaultBlock, type BlockKind } from '@schemas/blocks/index';
import { styleKeyOf } from '@schemas/blocks/element-styles';
import { MAX_ELEMENTS } from '@schemas/blocks/elements';
import { SNAPSHOT_PATH } from '@schemas/snapshot';
import { PUBLISHED } from '@schemas/kit/published-store';
import type { EntityPath } from '@schemas/published';
import { registry } from '@schemas/index';
import { sectionEntity } from '@schemas/collections/section';
import { nextOrder } from './entity-store';
import { newId } from './doc-ops';
import { trashOps } from './trash';
import { specialHoursEntity } from '@schemas/collections/special-hours';
import { revOf, withRev } from './revision';
import { documentStore, publishDocuments } from './published/from-documents';
import type { PublishedReader } from './published/read';
import { convertHistory, hasOldHistory } from './migrate-history';
import { needsCatalogue, upgradeCatalogue } from './migrate-catalogue';
import { noticeData } from './notices';
import type { Backend, DataPort, DocData, WriteOp } from './port';

export { isLegacySnapshot } from './legacy-check';

export const CONTENT_VERSION = 4;

const LEGACY_CUSTOM = 'custom-sections';
/** Collections of version 3 that version 4's catalogue replaced. */
const LEGACY_COLLECTIONS = ['services', 'category-pages'] as const;
const HERO_KEYS = ['hero', 'hero2', 'hero3'] as const;
/**
 * Entities that were code before version 2, by where they are stored (an entity's path, or a collection retired
 * since, so a misspelled one does not compile): stores without them get the content the site showed then.
 */
const FORMERLY_CODE: ReadonlyArray<EntityPath | (typeof LEGACY_COLLECTIONS)[number]> = ['price-groups', 'category-pages', 'testimonials', 'settings/about-page', 'settings/seo', 'settings/page-texts'];
/** Where the owner is told what an upgrade did (the admin shows it until dismissed). */
export const UPGRADE_NOTICE = 'notices/catalogue-upgrade';

const isRecord = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);
const under = (docs: Record<string, DocData>, collection: string) =>
  Object.entries(docs).filter(([path]) => path.startsWith(`${collection}/`) && path.split('/').length === 2);

/** Elements with each style stored as its preset's key (see styleKeyOf); the same value when nothing changes. */
function withStyleKeys(elements: unknown): unknown {
  if (!Array.isArray(elements)) return elements;
  let changed = false;
  const out = elements.map((element: unknown) => {
    if (!isRecord(element) || element.style === undefined) return element;
    const key = styleKeyOf(String(element.type), element.style);
    if (key === element.style) return element;
    changed = true;
    const { style: _old, ...rest } = element;
    return key ? { ...rest, style: key } : rest;
  });
  return changed ? out : elements;
}

/** Sections whose custom elements still store a style as class text. */
const sectionsWithClassStyles = (docs: Record<string, DocData>) =>
  under(docs, 'sections').filter(([, d]) => isRecord(d.block) && d.block.kind === 'CustomSection' && withStyleKeys(d.block.elements) !== d.block.elements);

/**
 * Custom sections holding more elements than one section may now hold (the rules check each element), when the
 * page has room for the sections they split into; otherwise the admin lists them among the records that do not
 * match their schema, for the owner to shorten.
 */
function oversizedSections(docs: Record<string, DocData>) {
  const sections = under(docs, 'sections');
  const over = sections.filter(([, d]) => isRecord(d.block) && d.block.kind === 'CustomSection' && Array.isArray(d.block.elements) && d.block.elements.length > MAX_ELEMENTS);
  const added = over.reduce((n, [, d]) => n + Math.ceil(((d.block as DocData).elements as unknown[]).length / MAX_ELEMENTS) - 1, 0);
  return sections.length + added <= (sectionEntity.publish?.maxItems ?? Infinity) ? over : [];
}

/**
 * A custom section with more than MAX_ELEMENTS elements becomes consecutive sections of at most that many each
 * ("… (continued)"), placed right after it with its visibility: the page shows the same elements in the same
 * order, and every element is kept. Sections after it move down to make room.
 */
function splitOversized(docs: Record<string, DocData>): WriteOp[] {
  const oversized = oversizedSections(docs);
  if (!oversized.length) return [];
  const partsOf = (data: DocData) => {
    const elements = [...((data.block as DocData).elements as DocData[])].sort((a, b) => Number(a.order) - Number(b.order));
    return Array.from({ length: Math.ceil(elements.length / MAX_ELEMENTS) }, (_, i) => elements.slice(i * MAX_ELEMENTS, (i + 1) * MAX_ELEMENTS));
  };
  /** Sections added above a position: each oversized section before it adds its parts after the first. */
  const added = (order: number) => oversized.filter(([, d]) => Number(d.order) < order).reduce((n, [, d]) => n + partsOf(d).length - 1, 0);
  const ops: WriteOp[] = [];
  for (const [path, data] of under(docs, 'sections')) {
    const order = Number(data.order) + added(Number(data.order));
    if (oversized.some(([p]) => p === path)) {
      const [first, ...rest] = partsOf(data);
      ops.push({ kind: 'set', path, data: { ...data, order, block: { ...(data.block as DocData), elements: first } } });
      rest.forEach((elements, i) =>
        ops.push({
          kind: 'set',
          path: `${path}-part-${i + 2}`,
          data: { name: `${String(data.name ?? 'Custom Section').slice(0, 85)} (continued)`, order: order + i + 1, isVisible: data.isVisible === true, block: { kind: 'CustomSection', elements } },
        }),
      );
    } else if (order !== Number(data.order)) ops.push({ kind: 'set', path, data: { ...data, order } });
  }
  return ops;
}

const BUSINESS_HOURS = 'settings/business-hours';
const SPECIAL_HOURS = 'special-hours';
/** A document id the stored item's own id may keep (it was one already: letters, digits, "_" and "-"). */
const KEEPABLE_ID = /^[A-Za-z0-9_-]{1,40}$/;

/**
 * Whether these documents are version 1's: sections as bare kinds, custom-sections records, hero images in business
 * info.
 */
function isVersionOne(docs: Record<string, DocData>): boolean {
  return (
    under(docs, LEGACY_CUSTOM).length > 0 ||
    under(docs, 'sections').some(([, d]) => BLOCK_KINDS.includes(d.component as BlockKind) && d.block === undefined) ||
    (isRecord(docs['settings/business-info']?.images) && HERO_KEYS.some((k) => k in (docs['settings/business-info']!.images as DocData)))
  );
}

/** Business hours still holding holiday dates in a `special` list (before version 3). */
const hasSpecialList = (docs: Record<string, DocData>) => isRecord(docs[BUSINESS_HOURS]) && 'special' in docs[BUSINESS_HOURS];

/** Whether any of these documents is still in an older shape. */
export function needsUpgrade(docs: Record<string, DocData>): boolean {
  return isVersionOne(docs) || sectionsWithClassStyles(docs).length > 0 || hasSpecialList(docs) || oversizedSections(docs).length > 0 || needsCatalogue(docs);
}

/**
 * Each holiday date of business hours' `special` list as a document of its own (keeping its id where it can),
 * and business hours without the list. A date the schema refuses (only a hand-edited one can be: the app
 * checked each date as it does now) could not be stored as a document (the security rules refuse it too), so
 * it goes to the trash whole, where the owner sees it, instead of stopping the upgrade; nothing is dropped.
 */
function specialHoursWrites(docs: Record<string, DocData>, now: Date): WriteOp[] {
  if (!hasSpecialList(docs)) return [];
  const { special, ...weekdays } = docs[BUSINESS_HOURS]!;
  const taken = new Set(under(docs, SPECIAL_HOURS).map(([path]) => path));
  const ops: WriteOp[] = [];
  for (const item of Array.isArray(special) ? special : []) {
    // A list entry that is not an object holds no date to keep.
    if (!isRecord(item)) continue;
    const { id, ...data } = item;
    let path = `${SPECIAL_HOURS}/${typeof id === 'string' && KEEPABLE_ID.test(id) ? id : newId()}`;
    while (taken.has(path)) path = `${SPECIAL_HOURS}/${newId()}`;
    taken.add(path);
    if (specialHoursEntity.schema.safeParse(data).success) ops.push({ kind: 'set', path, data });
    else {
      const title = [typeof data.date === 'string' ? data.date : 'Holiday date', typeof data.note === 'string' ? data.note : ''].filter(Boolean).join(' · ');
      ops.push(...trashOps(newId(), { entity: specialHoursEntity.id, docPath: path, title, data }, now));
    }
  }
  ops.push({ kind: 'set', path: BUSINESS_HOURS, data: weekdays });
  return ops;
}

/**
 * The writes that bring `docs` (every stored document, keyed by path) to the current shape. `formerCode` is the
 * content that lived in code in version 1 (the demo content): copied only where the store has none of that
 * entity, and only given for version 1 content (a later store without testimonials has had them removed).
 */
function versionThreeWrites(docs: Record<string, DocData>, formerCode: Record<string, DocData>, now: Date): WriteOp[] {
  const ops: WriteOp[] = [];
  const business = docs['settings/business-info'];
  const images = isRecord(business?.images) ? business.images : {};
  const businessName = typeof business?.name === 'string' ? business.name : 'Our spa';
  const slides = HERO_KEYS.map((k) => images[k])
    .filter((src): src is string => typeof src === 'string' && src.length > 0)
    .map((image, i) => ({ image, alt: `${businessName}, photo ${i + 1}` }));

  const custom = new Map(under(docs, LEGACY_CUSTOM).map(([path, data]) => [path.slice(LEGACY_CUSTOM.length + 1), data]));
  const linked = new Set<string>();
  const sections = under(docs, 'sections');
  for (const [path, data] of sections) {
    if (typeof data.component !== 'string' || data.block !== undefined) continue;
    const kind = data.component as BlockKind;
    if (!BLOCK_KINDS.includes(kind)) continue; // An unknown kind rendered nothing before and is left for the owner to see.
    const base = { name: data.name, order: data.order, isVisible: data.isVisible };
    if (kind === 'CustomSection') {
      const id = typeof data.customSectionId === 'string' ? data.customSectionId : '';
      const record = custom.get(id);
      linked.add(id);
      ops.push({
        kind: 'set',
        path,
        data: { ...base, isVisible: data.isVisible === true && record?.isVisible !== false, block: { kind, elements: Array.isArray(record?.elements) ? withStyleKeys(record.elements) : [] } },
      });
    } else {
      ops.push({ kind: 'set', path, data: { ...base, block: defaultBlock(kind, kind === 'Hero' ? { slides } : {}) } });
    }
  }
  // A custom section that no section placed keeps its elements, as a hidden section at the end.
  let order = nextOrder(sections.map(([, d]) => d));
  for (const [id, record] of custom) {
    if (!linked.has(id)) {
      ops.push({
        kind: 'set',
        path: `sections/${id}`,
        data: { name: record.name ?? 'Custom Section', order: order++, isVisible: false, block: { kind: 'CustomSection', elements: Array.isArray(record.elements) ? withStyleKeys(record.elements) : [] } },
      });
    }
    ops.push({ kind: 'delete', path: `${LEGACY_CUSTOM}/${id}` });
  }
  // Element styles stored as class text (before they were preset keys) become keys.
  for (const [path, data] of sectionsWithClassStyles(docs)) {
    const block = data.block as DocData;
    ops.push({ kind: 'set', path, data: { ...data, block: { ...block, elements: withStyleKeys(block.elements) } } });
  }
  if (business && HERO_KEYS.some((k) => k in images)) {
    const kept = Object.fromEntries(Object.entries(images).filter(([k]) => !(HERO_KEYS as readonly string[]).includes(k)));
    ops.push({ kind: 'set', path: 'settings/business-info', data: { ...business, images: kept } });
  }
  // Custom sections over the element limit (as stored, or as just upgraded) are split, losing nothing.
  const split = splitOversized(applyWrites(docs, ops));
  for (const op of split) {
    const at = ops.findIndex((o) => o.path === op.path);
    if (at >= 0) ops[at] = op;
    else ops.push(op);
  }
  for (const target of FORMERLY_CODE) {
    const isCollection = target.split('/').length === 1;
    // A store that has the catalogue already holds what the category pages became.
    const present = isCollection ? under(docs, target).length > 0 || (target === 'category-pages' && under(docs, 'categories').length > 0) : docs[target] !== undefined;
    if (present) continue;
    for (const [path, data] of Object.entries(formerCode)) {
      if (isCollection ? path.startsWith(`${target}/`) : path === target) ops.push({ kind: 'set', path, data: structuredClone(data) });
    }
  }
  ops.push(...specialHoursWrites(docs, now));
  return ops;
}

/**
 * The writes that bring `docs` (every stored document, keyed by path) to the current shape, one per document that
 * changes, and what the owner should be told about them. `formerCode`: see versionThreeWrites.
 */
export function upgradePlan(docs: Record<string, DocData>, formerCode: Record<string, DocData> = {}, now: Date = new Date()): { ops: WriteOp[]; notes: string[] } {
  const earlier = versionThreeWrites(docs, formerCode, now);
  let after = applyWrites(docs, earlier);
  const extra: WriteOp[] = [];
  let notes: string[] = [];
  if (needsCatalogue(after)) {
    const catalogue = upgradeCatalogue(after, now);
    after = catalogue.docs;
    notes = catalogue.notes;
    extra.push(...catalogue.trash);
    if (notes.length) extra.push({ kind: 'set', path: UPGRADE_NOTICE, data: noticeData('Your treatments are now one catalogue', notes, now) });
  }
  const ops: WriteOp[] = [];
  // Earlier steps' trash entries are kept as written (they are new documents).
  for (const op of earlier) if (op.kind === 'set' && op.path.startsWith('trash/')) ops.push(op);
  for (const path of new Set([...Object.keys(docs), ...Object.keys(after)])) {
    if (path.startsWith('trash/')) continue;
    if (!(path in after)) ops.push({ kind: 'delete', path });
    else if (JSON.stringify(after[path]) !== JSON.stringify(docs[path])) ops.push({ kind: 'set', path, data: after[path]! });
  }
  return { ops: [...ops, ...extra], notes };
}

/** The writes of upgradePlan alone. */
export function upgradeWrites(docs: Record<string, DocData>, formerCode: Record<string, DocData> = {}, now: Date = new Date()): WriteOp[] {
  return upgradePlan(docs, formerCode, now).ops;
}

/** Apply writes to plain documents (for stores read whole, and for old snapshots). */
export function applyWrites(docs: Record<string, DocData>, ops: WriteOp[]): Record<string, DocData> {
  const out = { ...docs };
  for (const op of ops) {
    if (op.kind === 'delete') delete out[op.path];
    else if (op.kind === 'set') out[op.path] = op.data;
  }
  return out;
}

/** The content version 1 showed from its code (the demo spa's), in the shape version 3 stored it. */
async function formerCodeContent(): Promise<Record<string, DocData>> {
  return structuredClone((await import('./legacy/version-one-code.json')).default as Record<string, DocData>);
}

/** Every document a version 1 store may hold, read through the port, the site history included. */
async function readAll(data: Pick<DataPort, 'getDoc' | 'getDocs'>): Promise<Record<string, DocData>> {
  const docs: Record<string, DocData> = {};
  const collections = [...registry.entities.filter((e) => e.kind === 'collection').map((e) => e.path), LEGACY_CUSTOM, ...LEGACY_COLLECTIONS, 'counters', 'history', 'history-content'];
  const singletons = registry.entities.filter((e) => e.kind === 'singleton').map((e) => e.path);
  await Promise.all([
    ...collections.map(async (c) => (await data.getDocs(c)).forEach((d) => (docs[`${c}/${d.id}`] = d.data))),
    ...singletons.map(async (p) => {
      const d = await data.getDoc(p);
      if (d) docs[p] = d;
    }),
  ]);
  return docs;
}

/**
 * The writes that upgrade a whole store; none when it is current. Only a store holding an earlier shape is touched,
 * so content the owner removed later is never brought back. The site history's versions kept in the earlier form
 * (a whole copy of the site each) are kept as what each changed. With `publish`, the writes also publish the
 * upgraded content (where the store publishes itself: the local backend as it opens); else the caller publishes.
 */
export async function upgradeDocuments(docs: Record<string, DocData>, options: { publish?: boolean } = {}): Promise<WriteOp[]> {
  const history = hasOldHistory(docs);
  // A store published as one document by an earlier version is published the new way, the snapshot then deleted.
  const onePiece = docs[SNAPSHOT_PATH] !== undefined && options.publish === true;
  if (!needsUpgrade(docs) && !history && !onePiece) return [];
  // Every document written moves to its next revision (the security rules accept no other), the counters, the
  // trash, the notices and the history aside (they carry revisions of their own, or none).
  const formerCode = isVersionOne(docs) ? await formerCodeContent() : {};
  const ops = needsUpgrade(docs)
    ? upgradeWrites(docs, formerCode).map((op) => (op.kind === 'set' && !/^(counters|trash|notices|history|history-content)\//.test(op.path) ? { ...op, data: withRev(op.data, revOf(docs[op.path]) + 1) } : op))
    : [];
  if (history) ops.push(...convertHistory(docs, (copy, now) => applyWrites(copy, upgradeWrites(copy, {}, now))));
  if (!options.publish) return ops;
  const upgraded = applyWrites(docs, ops);
  const published = await publishDocuments(upgraded, { history: false });
  // The snapshot of the one-document shape is no longer read once the content is published this way.
  return [...ops, ...published.ops, ...(docs[SNAPSHOT_PATH] ? [{ kind: 'delete' as const, path: SNAPSHOT_PATH }] : [])];
}

/**
 * Upgrade a store through the port in one atomic batch. Returns whether anything changed; the caller then
 * publishes everything (on Firebase only the page function writes the published content). Run by the admin when
 * the owner signs in; the local backend upgrades itself when it opens.
 */
export async function upgradeStore(backend: Pick<Backend, 'data'>): Promise<boolean> {
  const ops = await upgradeDocuments(await readAll(backend.data));
  if (!ops.length) return false;
  await backend.data.commit(ops.filter((op) => op.path !== SNAPSHOT_PATH && !op.path.startsWith(`${PUBLISHED}/`)));
  return true;
}

/**
 * The published content of a snapshot published by an earlier version (one document, `templates/data`), read as
 * the current shape: what the upgraded store will publish. Visitors' pages read it until the owner signs in.
 */
export async function legacyReader(data: DocData): Promise<PublishedReader> {
  const docs: Record<string, DocData> = {};
  // Every published entry back into the documents it was built from (those of version 1 included, under the
  // same keys), plus version 1's custom sections.
  const singles: Record<string, string> = {};
  const lists: Record<string, string> = { customSections: LEGACY_CUSTOM, services: 'services', categoryPages: 'category-pages' };
  for (const entity of registry.entities) {
    if (entity.publish) (entity.kind === 'singleton' ? singles : lists)[entity.publish.key] = entity.path;
  }
  for (const [key, path] of Object.entries(singles)) if (isRecord(data[key])) docs[path] = data[key];
  for (const [key, collection] of Object.entries(lists)) {
    const list = data[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) if (isRecord(item) && typeof item.id === 'string') docs[`${collection}/${item.id}`] = Object.fromEntries(Object.entries(item).filter(([k]) => k !== 'id'));
  }
  // Version 1 snapshots had no price list; only they get the content that was in code then.
  const versionOne = !('priceGroups' in data);
  const after = applyWrites(docs, upgradeWrites(docs, versionOne ? await formerCodeContent() : {}));
  const when = typeof data.lastGenerated === 'string' && !Number.isNaN(Date.parse(data.lastGenerated)) ? new Date(data.lastGenerated) : new Date();
  const store = documentStore(after);
  await store.commit((await publishDocuments(after, { now: when, history: false })).ops);
  return store.reader();
}
