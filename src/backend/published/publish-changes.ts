// Publishing a change: the stored documents that changed are checked against their schemas and written to the
// published content (schemas/kit/published-store.ts) with what they show: for a collection item its own document
// and its line in the collection's index, for a singleton or a collection on every page the site document. Only
// what changed is read and written, plus the index and the site document (each bounded); the site history records
// the change (each entry before and after) in the same step. Run in the owner's browser on the local backend and
// by the page function on Firebase, where no client may write the published content.
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { findImageRefs } from '@schemas/kit/image-refs';
import { imageEntity, PUBLISHED_MEDIA_FOLDER, publishedMediaPath, type ImageVariant } from '@schemas/collections/image';
import { imageUrls } from '@schemas/kit/urls';
import { indexDocPath, itemDocPath, itemsPath, PUBLISHED, SITE_DOC, type IndexEntry, type ItemDoc, type Stamp } from '@schemas/kit/published-store';
import { HISTORY_CHANGE_LINES, HISTORY_LIMIT } from '@schemas/kit/owner-records';
import { MAX_REDIRECTS } from '@schemas/kit/addresses';
import { unpublishableReason } from '@/lib/publishable';
import { spaToday } from '@/lib/today';
import { parseDocument } from '../entity-store';
import { NOTICES, noticeData } from '../notices';
import { entryTitle } from '@schemas/kit/ui';
import { newId } from '../doc-ops';
import { revOf, sameValue, withoutRev, withRev } from '../revision';
import type { CollectionQuery, DocData, DocSnapshot, MediaPort, WriteOp } from '../port';
import { namesPrivatePhoto } from '@/lib/private-photo';
import type { Change, HistoryContent, HistoryIndex, Version } from '@schemas/owner-record-schemas';
import { describeChange, HISTORY_CONTENT, HISTORY_INDEX, parseVersions } from '../history';
import { isRecord, readIndexDoc, readItemDoc, readSiteDoc } from './documents';

export { readIndexDoc, readItemDoc, readSiteDoc } from './documents';

/** What publishing reads and writes through: the backend port's, or the Admin SDK's on the server. */
export interface PublishIO {
  getDoc(path: string): Promise<DocData | null>;
  getDocs(collection: string, query?: CollectionQuery): Promise<DocSnapshot[]>;
  transact(paths: string[], build: (docs: Array<DocData | null>) => WriteOp[]): Promise<void>;
  commit(ops: WriteOp[]): Promise<void>;
}

/** What publishing knows of the site's pages (page-rules.ts): which pages show a change, and old addresses. */
export interface PageRules {
  /** The keys of the pages that show this change ('all': every page, the frame included). */
  pagesOf(change: Change, before: Record<string, unknown>, after: Record<string, unknown>): readonly string[] | 'all';
  /** Addresses that moved with this change (an item's or a category's new address), each from → to. */
  moved(change: Change, before: Record<string, unknown>, after: Record<string, unknown>): Array<{ from: string; to: string }>;
  /** Whether a page key is still a page of the site with this content (a renamed category's old one is not). */
  isPage(key: string, content: Record<string, unknown>): boolean;
  /**
   * The addresses that showed an item of an entity published on conditions (see `publish.only`), for telling the
   * owner where it was taken from; `index` reads a published collection's index lines (the keys `placeIndexes`
   * names, read with the change).
   */
  placesOf?(entity: string, item: Record<string, unknown>, content: Record<string, unknown>, index: (key: string) => readonly IndexEntry[]): string[];
  /** The publish keys whose indexes `placesOf` reads for an entity's items. */
  placeIndexes?(entity: string): readonly string[];
}

export interface PublishOptions {
  now?: Date;
  /** Why this publish is kept in the site history ("Restored …"); ordinary ones have none. */
  note?: string;
  entities?: readonly EntityDef[];
  rules: PageRules;
  /**
   * Where the copies visitors read of private photos are made and removed; without it, content that shows a
   * private photo cannot be published (it is refused with a message, never published with the photo's own
   * address).
   */
  media?: MediaPort;
}

export interface PublishResult {
  /** False when nothing visitors see changed (no version is kept then). */
  changed: boolean;
  lastGenerated: Stamp;
  changes: Change[];
  /** The version kept in the site history, if one was. */
  version?: Version;
  /** Stored documents left out because they do not match their schema (the owner is told). */
  skipped: string[];
}

/** The title of the notice that lists items taken off the site because they no longer met their conditions. */
export const TAKEN_OFF_TITLE = 'Taken off the site';

/** An item as the owner knows it: its entity's label and its title, when it has one. */
function describeItem(entity: EntityDef, item: Record<string, unknown>): string {
  const title = entryTitle(entity.schema, item);
  return title ? `${entity.label} “${title}”` : entity.label;
}

/** An item without the fields its entity keeps from visitors (see `publish.withhold`). */
function withoutWithheld(entity: EntityDef, item: DocData | null): DocData | null {
  const withheld = entity.publish?.withhold;
  if (!item || !withheld?.length) return item;
  return Object.fromEntries(Object.entries(item).filter(([key]) => !withheld.includes(key)));
}

/** Writes in one batch of a whole republish (Firestore takes 500). */
const BATCH = 400;
/** The history keeps one change's entries in documents of at most this many characters of JSON. */
const HISTORY_PART_CHARS = 600_000;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The value at a dotted index path: "category", or "items[].id" (every element's id). */
function valueAt(data: unknown, path: string): unknown {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return data;
  if (head.endsWith('[]')) {
    const list = isRecord(data) ? data[head.slice(0, -2)] : undefined;
    return Array.isArray(list) ? list.map((el) => valueAt(el, rest.join('.'))).filter((v) => v !== undefined) : [];
  }
  const next = isRecord(data) ? data[head] : undefined;
  return rest.length ? valueAt(next, rest.join('.')) : next;
}

/** An item's line in its collection's index. */
export function indexEntry(entity: EntityDef, item: DocData & { id: string }, v: Stamp): IndexEntry {
  const entry: IndexEntry = { id: item.id, v };
  const order = entity.ordered ? item.order : entity.sortBy ? item[entity.sortBy] : undefined;
  if (typeof order === 'number' || typeof order === 'string') entry.order = order;
  for (const field of entity.publish?.index ?? []) {
    const value = valueAt(item, field);
    if (value !== undefined) entry[field] = value;
  }
  return entry;
}

/** Index lines in the collection's order (an item stored without an order last). */
function sortEntries(entries: IndexEntry[]): IndexEntry[] {
  const key = (e: IndexEntry) => (e.order === undefined ? '\uffff' : e.order);
  return entries.sort((a, b) => {
    const x = key(a);
    const y = key(b);
    const byOrder = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return byOrder || a.id.localeCompare(b.id);
  });
}

/** Items of a collection published on every page, in its order. */
function sortItems(entity: EntityDef, items: Array<DocData & { id: string }>) {
  const entries = sortEntries(items.map((item) => indexEntry(entity, item, '')));
  const byId = new Map(items.map((i) => [i.id, i]));
  return entries.map((e) => byId.get(e.id)!);
}

/** The fields every page shows of a collection published on every page; null when it shows them all. */
const frameFields = (entity: EntityDef): readonly string[] | null => (Array.isArray(entity.publish?.everyPage) ? entity.publish.everyPage : null);

/** What every page shows of an item: the frame's fields of it, with its id. */
const frameOf = (entity: EntityDef, item: DocData & { id: string }): DocData & { id: string } => {
  const fields = frameFields(entity);
  return fields ? ({ id: item.id, ...Object.fromEntries(fields.filter((f) => item[f] !== undefined).map((f) => [f, item[f]])) } as DocData & { id: string }) : item;
};

/** Where an entity's document with this id is stored. */
const storedPath = (entity: EntityDef, id?: string) => (entity.kind === 'singleton' ? entity.path : `${entity.path}/${id}`);

/** The entity a stored document belongs to, with the item's id; null for documents that are not content. */
function locate(entities: readonly EntityDef[], path: string): { entity: EntityDef; id?: string } | null {
  for (const entity of entities) {
    if (!entity.publish) continue;
    if (entity.kind === 'singleton' && entity.path === path) return { entity };
    if (entity.kind === 'collection' && path.startsWith(`${entity.path}/`) && !path.slice(entity.path.length + 1).includes('/')) return { entity, id: path.slice(entity.path.length + 1) };
  }
  return null;
}

/** Every stored document of the published entities (what a whole republish reads). */
async function everyStoredPath(io: PublishIO, entities: readonly EntityDef[]): Promise<string[]> {
  const paths: string[] = [];
  for (const entity of entities) {
    if (!entity.publish || entity.publish.referencedOnly) continue;
    if (entity.kind === 'singleton') paths.push(entity.path);
    else for (const doc of await io.getDocs(entity.path)) paths.push(`${entity.path}/${doc.id}`);
  }
  return paths;
}

/**
 * The library's records of the pictures at these addresses, found by address (a rendition's address too): one
 * query each, and the whole library read at most once, for an address no record names as its own.
 */
async function libraryImages(io: PublishIO, urls: ReadonlySet<string>): Promise<Map<string, DocData & { id: string }>> {
  const found = new Map<string, DocData & { id: string }>();
  let library: DocSnapshot[] | null = null;
  for (const url of urls) {
    let docs = await io.getDocs(imageEntity.path, { where: { field: 'url', equals: url } }).catch(() => [] as DocSnapshot[]);
    // The address of a private photo's published copy (content restored from the site history holds one).
    const copyOf = new RegExp(`${PUBLISHED_MEDIA_FOLDER}(?:/|%2F)([A-Za-z0-9_-]+)(?:/|%2F)`).exec(url)?.[1];
    if (!docs.length && copyOf) {
      const data = await io.getDoc(`${imageEntity.path}/${copyOf}`).catch(() => null);
      docs = data ? [{ id: copyOf, data }] : [];
    }
    if (!docs.length && /\/uploads\//.test(url)) {
      library ??= await io.getDocs(imageEntity.path).catch(() => []);
      docs = library.filter((d) => typeof d.data.url === 'string' && imageUrls(d.data as { url: string }).includes(url));
    }
    const doc = docs[0];
    if (doc) {
      const parsed = parseDocument(imageEntity, `${imageEntity.path}/${doc.id}`, doc.data);
      if (parsed) found.set(url, { ...(parsed as DocData), id: doc.id });
    }
  }
  return found;
}

type LibraryRecord = DocData & { id: string };

/** How long a copy no published record lists is left alone: a publish may have made it and not written yet. */
export const COPY_GRACE_MS = 60 * 60 * 1000;

/**
 * Thrown inside a publish's write when what it read before (the changed documents, the copies it reuses) is no
 * longer what the write reads: the publish starts again from the start.
 */
class ContentMoved extends Error {}

/** What publishing made of the private photos it shows: their addresses' copies, and copies it reused. */
interface PhotoCopies {
  /** Each private photo's own address (each rendition's, and the record's), mapped to its copy's. */
  addresses: Map<string, string>;
  /** The copies reused from each photo's published record, which must still list them when the write is made. */
  kept: Map<string, string[]>;
}

/**
 * A private photo as it is published: its renditions copied where visitors may read them (the copies its published
 * record lists already are reused), its addresses those of the copies, no file name of the upload in it.
 */
async function publishedPhoto(io: PublishIO, media: MediaPort, record: LibraryRecord, copies: PhotoCopies, stamp: number): Promise<LibraryRecord> {
  const published = readItemDoc(await io.getDoc(itemDocPath(imageEntity.publish!.key, record.id)))?.item as { variants?: ImageVariant[] } | undefined;
  const own = `${PUBLISHED_MEDIA_FOLDER}/${record.id}/`;
  const made: ImageVariant[] = [];
  const kept: string[] = [];
  for (const variant of record.variants as ImageVariant[]) {
    const reused = published?.variants?.find((v) => v.path.startsWith(own) && v.width === variant.width && v.type === variant.type);
    const path = reused?.path ?? publishedMediaPath(record.id, stamp, variant);
    if (reused) kept.push(path);
    made.push({ ...variant, path, url: reused?.url ?? (await media.copy(variant.path, path, variant.type)) });
    copies.addresses.set(variant.url, made.at(-1)!.url);
  }
  const largest = made.at(-1)!;
  copies.addresses.set(String(record.url), largest.url);
  if (kept.length) copies.kept.set(record.id, kept);
  const { private: _owners, name: _upload, ...rest } = record;
  return { ...rest, name: largest.path.slice(own.length), url: largest.url, variants: made };
}

/**
 * The private photos published content will show (`shows`), as publishedPhoto makes them: `library` then holds each
 * as published, found by its copies' addresses too. Without a media store (a build from documents) none is copied,
 * and the content that shows one is left out of this publish (see namesPrivatePhoto), never published with the
 * photo's own address; so is a photo without renditions (uploads always make them).
 */
async function publishPrivatePhotos(io: PublishIO, media: MediaPort | undefined, library: Map<string, LibraryRecord>, shows: ReadonlySet<string>, stamp: number): Promise<PhotoCopies> {
  const copies: PhotoCopies = { addresses: new Map(), kept: new Map() };
  if (!media) return copies;
  const photos = new Map([...library.values()].filter((r) => r.private === true && shows.has(r.id) && Array.isArray(r.variants) && r.variants.length).map((r) => [r.id, r]));
  for (const record of photos.values()) {
    const copy = await publishedPhoto(io, media, record, copies, stamp);
    for (const [url, r] of library) if (r.id === record.id) library.set(url, copy);
    for (const v of copy.variants as ImageVariant[]) library.set(v.url, copy);
  }
  return copies;
}

/** `data` naming the published copies of the private photos it shows (`addresses`: see PhotoCopies). */
function withCopyAddresses(entity: EntityDef, data: DocData | null, addresses: ReadonlyMap<string, string>): DocData | null {
  if (!data || !addresses.size) return data;
  const refs = findImageRefs(entity.schema, data).filter((r) => addresses.has(r.url));
  if (!refs.length) return data;
  const out = structuredClone(data);
  for (const { path, url } of refs) {
    let node = out as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
    node[path.at(-1)!] = addresses.get(url);
  }
  return out;
}

/** The copies a published image record lists. */
const copiesOf = (item: unknown): string[] =>
  ((item as { variants?: ImageVariant[] } | null)?.variants ?? []).map((v) => v.path).filter((path) => path.startsWith(`${PUBLISHED_MEDIA_FOLDER}/`));

/**
 * Remove the copies of private photos whose published records a publish removed, so whoever kept a copy's address
 * can no longer open it; each unless the photo's published record lists it again by now. A removal that fails is
 * left to the next sweep (a whole republish, the daily upkeep): the content no longer names the copy.
 */
async function removeCopies(io: PublishIO, media: MediaPort, removals: ReadonlyArray<{ id: string; paths: string[] }>): Promise<void> {
  for (const { id, paths } of removals) {
    try {
      const listed = new Set(copiesOf(readItemDoc(await io.getDoc(itemDocPath(imageEntity.publish!.key, id)))?.item));
      const gone = paths.filter((path) => !listed.has(path));
      if (gone.length) await media.remove(gone);
    } catch (error) {
      console.warn(`The copies of a private photo taken off the site could not be removed yet (${id}); the next sweep removes them`, error);
    }
  }
}

/**
 * Remove every copy of a private photo that its published record does not list (one whose removal failed, one a
 * publish made that was not written, those of a photo no longer published), once older than COPY_GRACE_MS: a whole
 * republish and the daily upkeep do. The paths removed.
 */
export async function sweepCopies(io: PublishIO, media: MediaPort, now: Date = new Date()): Promise<string[]> {
  const byPhoto = new Map<string, string[]>();
  for (const { path, at } of await media.list(PUBLISHED_MEDIA_FOLDER)) {
    if (now.getTime() - at < COPY_GRACE_MS) continue;
    const id = path.split('/')[1]!;
    byPhoto.set(id, [...(byPhoto.get(id) ?? []), path]);
  }
  const gone: string[] = [];
  for (const [id, paths] of byPhoto) {
    const listed = new Set(copiesOf(readItemDoc(await io.getDoc(itemDocPath(imageEntity.publish!.key, id)))?.item));
    gone.push(...paths.filter((path) => !listed.has(path)));
  }
  if (gone.length) await media.remove(gone);
  return gone;
}

/** The picture addresses an entity's data shows. */
const imageAddresses = (entity: EntityDef, data: unknown) => findImageRefs(entity.schema, data).map((r) => r.url);

interface Target {
  entity: EntityDef;
  id?: string;
  path: string;
}

/**
 * A stored document as it is published: checked against its schema (`parsed`), without the fields kept from
 * visitors; `after` is null when it is gone or may not be published (`reason`: its consent withdrawn or run out).
 */
function asPublished(t: Target, stored: DocData | null, today: string) {
  const parsed = stored ? (parseDocument(t.entity, t.path, stored) as DocData | null) : null;
  const reason = parsed ? unpublishableReason(t.entity, parsed as Record<string, unknown>, today) : undefined;
  const kept = reason ? null : withoutWithheld(t.entity, parsed);
  return { parsed, reason, after: kept ? { ...kept, ...(t.id ? { id: t.id } : {}) } : null };
}

/** The library ids of the pictures published items show. */
function libraryIdsShown(items: ReadonlyArray<{ entity: EntityDef; after: DocData | null }>, library: ReadonlyMap<string, { id: string }>): Set<string> {
  const ids = new Set<string>();
  for (const { entity, after } of items) if (after) for (const url of imageAddresses(entity, after)) if (library.has(url)) ids.add(library.get(url)!.id);
  return ids;
}

/** Whether an entity's published items have documents of their own, which list the pictures each shows. */
const hasItemDocs = (e: EntityDef) => e.kind === 'collection' && !!e.publish && !e.publish.referencedOnly && (!e.publish.everyPage || !!frameFields(e));

/** Where the site document lists the pictures a singleton, or an item every page shows whole, shows. */
const frameEntry = (entity: EntityDef, id: string | undefined) => (id === undefined ? entity.publish!.key : `${entity.publish!.key}/${id}`);

/**
 * The published pictures this publish may leave unshown: shown by the targets before, not by what they will
 * publish, nor by any other published item. Their published records (address, alt text) go with the last content
 * that showed them, as a withdrawn before-and-after photo's must. Found before the transaction (queries cannot be
 * in one), which checks each again against what it publishes; a whole republish checks every published record.
 */
async function picturesMayLeave(
  io: PublishIO,
  entities: readonly EntityDef[],
  targets: readonly Target[],
  showsNext: ReadonlySet<string>,
  siteBefore: DocData | null,
  whole: boolean,
): Promise<string[]> {
  const itemPaths = new Set(targets.filter((t) => hasItemDocs(t.entity)).map((t) => itemDocPath(t.entity.publish!.key, t.id!)));
  const showed = new Set<string>();
  if (whole) for (const doc of await io.getDocs(itemsPath(imageEntity.publish!.key))) showed.add(doc.id);
  else {
    const frame = readSiteDoc(siteBefore).images ?? {};
    for (const path of itemPaths) for (const id of readItemDoc(await io.getDoc(path))?.imageIds ?? []) showed.add(id);
    for (const t of targets) for (const id of frame[frameEntry(t.entity, t.id)] ?? []) showed.add(id);
  }
  const leaving: string[] = [];
  for (const id of showed) {
    if (showsNext.has(id)) continue;
    let elsewhere = false;
    // Every published collection, not only those this publish covers (a whole republish may cover some).
    for (const entity of new Set([...registry.entities, ...entities].filter(hasItemDocs))) {
      const collection = itemsPath(entity.publish!.key);
      const docs = await io.getDocs(collection, { where: { field: 'imageIds', contains: id } });
      if ((elsewhere = docs.some((d) => !itemPaths.has(`${collection}/${d.id}`)))) break;
    }
    if (!elsewhere) leaving.push(id);
  }
  return leaving;
}

interface Loaded extends Target {
  /** Stored, checked against its schema; null when deleted or left out. */
  after: (DocData & { id?: string }) | null;
  skipped: boolean;
}

/** One attempt of publishChanges. */
async function publishOnce(io: PublishIO, paths: readonly string[] | 'all', options: PublishOptions): Promise<PublishResult> {
  const entities = options.entities ?? registry.entities;
  const now = options.now ?? new Date();
  const stamp = now.toISOString();
  const today = spaToday(now);
  // Nothing published this way yet (a new store, or one an earlier version published as one document): all of it.
  const siteBefore = await io.getDoc(SITE_DOC);
  if (paths !== 'all' && !siteBefore) paths = 'all';
  const wanted = paths === 'all' ? await everyStoredPath(io, entities) : [...new Set(paths)];
  const targets = wanted.flatMap((path) => {
    const at = locate(entities, path);
    return at ? [{ ...at, path }] : [];
  });
  // A republish also drops published items whose stored documents are gone.
  if (paths === 'all') {
    for (const entity of entities) {
      if (!entity.publish || entity.kind !== 'collection' || entity.publish.referencedOnly) continue;
      const listed = entity.publish.everyPage ? readSiteDoc(siteBefore).content[entity.publish.key] : null;
      const index = entity.publish.everyPage
        ? { entries: (Array.isArray(listed) ? listed : []).filter((i): i is { id: string } => isRecord(i) && typeof i.id === 'string') }
        : readIndexDoc(await io.getDoc(indexDocPath(entity.publish.key)));
      for (const entry of index.entries) {
        const path = storedPath(entity, entry.id);
        if (!targets.some((t) => t.path === path)) targets.push({ entity, id: entry.id, path });
      }
    }
  }
  const images = targets.filter((t) => t.entity.publish?.referencedOnly);
  const content = targets.filter((t) => !t.entity.publish?.referencedOnly);

  // Pictures the changed content shows: found in the library before the transaction (queries cannot be in one).
  const storedNow = new Map<string, DocData | null>(await Promise.all(content.map(async (t) => [t.path, await io.getDoc(t.path)] as const)));
  const urls = new Set<string>();
  for (const t of content) {
    const data = storedNow.get(t.path);
    if (data) for (const url of imageAddresses(t.entity, withoutRev(data))) urls.add(url);
  }
  const library = await libraryImages(io, urls);
  const showsNext = libraryIdsShown(content.map((t) => ({ entity: t.entity, after: asPublished(t, storedNow.get(t.path) ?? null, today).after })), library);
  const copies = await publishPrivatePhotos(io, options.media, library, showsNext, now.getTime());
  // A changed private photo that is published (its alt text edited) is published again as its copy.
  const photoCopies = new Map<string, LibraryRecord>();
  for (const t of options.media ? images : []) {
    const stored = await io.getDoc(t.path);
    if (stored?.private !== true || !(await io.getDoc(itemDocPath(imageEntity.publish!.key, t.id!)))) continue;
    const parsed = parseDocument(imageEntity, t.path, stored) as DocData | null;
    if (parsed && Array.isArray(parsed.variants) && parsed.variants.length) photoCopies.set(t.id!, await publishedPhoto(io, options.media!, { ...parsed, id: t.id! }, copies, now.getTime()));
  }
  const imageRecords = [...new Map([...library.values()].map((r) => [r.id, r])).values()];
  const leaving = await picturesMayLeave(io, entities, content, showsNext, siteBefore, paths === 'all');

  const collections = [...new Set(content.filter((t) => t.entity.kind === 'collection' && !t.entity.publish!.everyPage).map((t) => t.entity))];
  const itemTargets = content.filter((t) => hasItemDocs(t.entity));
  const imageIds = [...new Set([...imageRecords.map((r) => r.id), ...images.map((t) => t.id!), ...leaving])];
  // Indexes that say where items published on conditions showed, should one of them be taken off the site.
  const withheldCapable = (entity: EntityDef) => !!entity.publish?.only?.length || !!entity.schedule?.prune;
  const placeIndexes = [...new Set(collections.filter(withheldCapable).flatMap((e) => options.rules.placeIndexes?.(e.id) ?? []))].filter(
    (key) => !collections.some((e) => e.publish!.key === key),
  );
  const readPaths = [
    SITE_DOC,
    HISTORY_INDEX,
    ...content.map((t) => t.path),
    ...collections.map((e) => indexDocPath(e.publish!.key)),
    ...itemTargets.map((t) => itemDocPath(t.entity.publish!.key, t.id!)),
    ...images.map((t) => t.path),
    ...imageIds.map((id) => itemDocPath(imageEntity.publish!.key, id)),
    ...placeIndexes.map(indexDocPath),
  ];

  let result: PublishResult | undefined;
  let withdrawn: Array<{ id: string; paths: string[] }> = [];
  const buildOps = (docs: Array<DocData | null>): WriteOp[] => {
    const read = new Map(readPaths.map((p, i) => [p, docs[i] ?? null]));
    // What was found and copied for the changed documents holds only for them as they were read then, and reused
    // copies only while their published record lists them: otherwise the publish starts again.
    if (content.some((t) => !sameValue(read.get(t.path) ?? null, storedNow.get(t.path) ?? null))) throw new ContentMoved();
    for (const [id, paths] of copies.kept) {
      const listed = copiesOf(readItemDoc(read.get(itemDocPath(imageEntity.publish!.key, id)) ?? null)?.item);
      if (!paths.every((path) => listed.includes(path))) throw new ContentMoved();
    }
    const site = readSiteDoc(read.get(SITE_DOC) ?? null);
    const before = structuredClone(site.content);
    const ops: WriteOp[] = [];
    const changes: Change[] = [];
    const skipped: string[] = [];
    const pages = new Set<string>();
    let layout = false;
    const touch = (keys: readonly string[] | 'all') => (keys === 'all' ? (layout = true) : keys.forEach((k) => pages.add(k)));

    // Each changed document, checked.
    const withheld = new Map<string, string>();
    const loaded: Loaded[] = content.map((t) => {
      const stored = read.get(t.path) ?? null;
      const { parsed, reason, after } = asPublished(t, stored, today);
      if (stored && !parsed) skipped.push(t.path);
      // An item that may not be published (its consent withdrawn or run out) is published as gone.
      if (reason) withheld.set(t.path, reason);
      const shown = withCopyAddresses(t.entity, after, copies.addresses);
      // Content that would name a private photo's own address (no copy could be made: a build from documents, a photo
      // in the trash or without renditions) is left out, never published with it.
      if (shown && namesPrivatePhoto(JSON.stringify(shown))) {
        skipped.push(t.path);
        return { ...t, after: null, skipped: true };
      }
      return { ...t, after: shown, skipped: !!stored && !parsed };
    });
    const takenOff: string[] = [];

    // Singletons and collections on every page: the site document.
    for (const l of loaded.filter((l) => l.entity.kind === 'singleton' || l.entity.publish!.everyPage)) {
      const key = l.entity.publish!.key;
      if (l.entity.kind === 'singleton') {
        const was = site.content[key] ?? null;
        if (same(was, l.after)) continue;
        site.content[key] = l.after;
        changes.push({ entity: l.entity.id, before: (was as DocData | null) ?? null, after: l.after });
      } else {
        const list = Array.isArray(site.content[key]) ? ([...(site.content[key] as unknown[])] as Array<DocData & { id: string }>) : [];
        const at = list.findIndex((i) => i.id === l.id);
        // An item every page shows only in part is also published whole, as a document of its own.
        const whole = frameFields(l.entity) ? itemDocPath(key, l.id!) : null;
        const wasWhole = whole ? readItemDoc(read.get(whole) ?? null) : null;
        const was = whole ? (wasWhole?.item ?? null) : at >= 0 ? list[at]! : null;
        const after = l.after as (DocData & { id: string }) | null;
        if (same(was, after) && (!after || same(at >= 0 ? list[at] : null, frameOf(l.entity, after)))) continue;
        if (at >= 0) list.splice(at, 1);
        if (after) list.push(frameOf(l.entity, after));
        site.content[key] = sortItems(l.entity, list).slice(0, l.entity.publish!.maxItems);
        if (whole) {
          const shown = after ? [...new Set(imageAddresses(l.entity, after).flatMap((url) => library.get(url)?.id ?? []))] : [];
          if (after) ops.push({ kind: 'set', path: whole, data: { item: after, v: stamp, ...(shown.length ? { imageIds: shown } : {}) } as unknown as DocData });
          else if (wasWhole) ops.push({ kind: 'delete', path: whole });
        }
        if (!same(was, after)) changes.push({ entity: l.entity.id, id: l.id, before: was, after });
      }
    }

    // Collection items: their own documents and their index lines.
    const indexes = new Map(collections.map((e) => [e.publish!.key, readIndexDoc(read.get(indexDocPath(e.publish!.key)) ?? null)]));
    const changedIndexes = new Set<string>();
    for (const l of loaded.filter((l) => l.entity.kind === 'collection' && !l.entity.publish!.everyPage)) {
      const key = l.entity.publish!.key;
      const path = itemDocPath(key, l.id!);
      const was = readItemDoc(read.get(path) ?? null);
      const index = indexes.get(key)!;
      const shown = l.after ? imageAddresses(l.entity, l.after).flatMap((url) => library.get(url)?.id ?? []) : [];
      const next: ItemDoc | null = l.after ? { item: l.after as ItemDoc['item'], v: stamp, ...(shown.length ? { imageIds: [...new Set(shown)] } : {}) } : null;
      if (same(was?.item ?? null, next?.item ?? null) && same(was?.imageIds ?? [], next?.imageIds ?? [])) continue;
      if (next) ops.push({ kind: 'set', path, data: next as unknown as DocData });
      else if (was) ops.push({ kind: 'delete', path });
      const reason = withheld.get(l.path);
      if (reason && was) {
        const indexOf = (k: string) => (indexes.get(k) ?? readIndexDoc(read.get(indexDocPath(k)) ?? null)).entries;
        const places = options.rules.placesOf?.(l.entity.id, was.item, site.content, indexOf) ?? [];
        const name = describeItem(l.entity, was.item);
        takenOff.push(`${name}: ${reason.toLowerCase()}.${places.length ? ` It was shown on ${places.join(', ')}.` : ''}`);
      }
      index.entries = index.entries.filter((e) => e.id !== l.id);
      if (next) index.entries.push(indexEntry(l.entity, next.item, stamp));
      index.v = stamp;
      changedIndexes.add(key);
      if (!same(was?.item ?? null, next?.item ?? null)) changes.push({ entity: l.entity.id, id: l.id, before: was?.item ?? null, after: next?.item ?? null });
    }
    for (const [key, index] of indexes) {
      if (!changedIndexes.has(key)) continue;
      ops.push({ kind: 'set', path: indexDocPath(key), data: { v: stamp, entries: sortEntries(index.entries) } as unknown as DocData });
      site.versions.indexes[key] = stamp;
    }

    // The library's records of the pictures published content shows, and changes to records already published.
    const frameImages = { ...(site.images ?? {}) };
    for (const l of loaded.filter((l) => l.entity.kind === 'singleton' || (l.entity.publish!.everyPage && !frameFields(l.entity)))) {
      const entry = frameEntry(l.entity, l.id);
      const ids = l.after ? [...new Set(imageAddresses(l.entity, l.after).flatMap((url) => library.get(url)?.id ?? []))].sort() : [];
      if (ids.length) frameImages[entry] = ids;
      else delete frameImages[entry];
    }
    const imageKey = imageEntity.publish!.key;
    // Private photos whose published records go: their copies go after the write.
    withdrawn = [];
    const writeImage = (id: string, record: DocData | null) => {
      const path = itemDocPath(imageKey, id);
      const was = readItemDoc(read.get(path) ?? null);
      if (!was && !record) return;
      const item = record ? { ...record, id } : null;
      if (same(was?.item ?? null, item)) return;
      ops.push(item ? { kind: 'set', path, data: { item, v: stamp } } : { kind: 'delete', path });
      if (!item && copiesOf(was?.item).length) withdrawn.push({ id, paths: copiesOf(was?.item) });
      // A picture's alt text or focal point shows wherever it is used: every page follows.
      if (was) touch('all');
      if (was) changes.push({ entity: imageEntity.id, id, before: was.item, after: item });
    };
    // Only what published content shows: the photos of an entry without consent are not published at all.
    const shown = libraryIdsShown(loaded, library);
    for (const ids of Object.values(frameImages)) for (const id of ids) shown.add(id);
    for (const record of imageRecords) {
      const { id, ...data } = record;
      // A private photo is published as its copy only (see publishPrivatePhotos), never as the owner's record.
      if (shown.has(id) && data.private !== true) writeImage(id, data);
    }
    for (const t of images) {
      const stored = read.get(t.path) ?? null;
      const parsed = stored ? parseDocument(imageEntity, t.path, stored) : null;
      // Only a picture published already follows its record; an unused one stays unpublished. A private photo is
      // published as its copy, or not at all.
      if (!readItemDoc(read.get(itemDocPath(imageKey, t.id!)) ?? null)) continue;
      const record = parsed?.private === true ? photoCopies.get(t.id!) : parsed;
      if (record) writeImage(t.id!, (({ id: _id, ...data }) => data)(record as LibraryRecord));
      else if (!parsed) writeImage(t.id!, null);
    }
    if (!same(frameImages, site.images ?? {})) site.images = frameImages;
    // Pictures nothing published shows any more: their records leave the published content (the library keeps them).
    for (const id of leaving) {
      const was = readItemDoc(read.get(itemDocPath(imageKey, id)) ?? null);
      if (shown.has(id) || !was) continue;
      ops.push({ kind: 'delete', path: itemDocPath(imageKey, id) });
      if (copiesOf(was.item).length) withdrawn.push({ id, paths: copiesOf(was.item) });
    }

    // Which pages show the changes; the addresses that moved.
    const redirects = [...(site.redirects ?? [])];
    for (const change of changes) {
      touch(options.rules.pagesOf(change, before, site.content));
      for (const move of options.rules.moved(change, before, site.content)) {
        // A new move replaces any earlier one from the same address; earlier moves to its old address lead on, as
        // do those to an address under it (an item of a category that moved), so each old address is one hop.
        for (const r of redirects) {
          if (r.to === move.from) r.to = move.to;
          else if (r.to.startsWith(`${move.from}/`)) r.to = move.to + r.to.slice(move.from.length);
        }
        redirects.unshift(move);
      }
    }
    const seen = new Set<string>();
    site.redirects = redirects.filter((r) => r.from !== r.to && !seen.has(r.from) && seen.add(r.from)).slice(0, MAX_REDIRECTS);

    // The owner is told what left the site on its own conditions, and where it showed, in the same write.
    if (takenOff.length) ops.push({ kind: 'set', path: `${NOTICES}/${newId()}`, data: noticeData(TAKEN_OFF_TITLE, takenOff, now) as unknown as DocData });
    if (!changes.length) {
      result = { changed: false, lastGenerated: site.lastGenerated, changes, skipped };
      return ops;
    }
    site.lastGenerated = stamp;
    if (layout) site.versions.layout = stamp;
    for (const page of pages) site.versions.pages[page] = stamp;
    // Versions of pages that are gone (a category renamed or removed): the site document stays bounded.
    for (const key of Object.keys(site.versions.pages)) if (!options.rules.isPage(key, site.content)) delete site.versions.pages[key];
    ops.push({ kind: 'set', path: SITE_DOC, data: site as unknown as DocData });

    // The site history: what changed, each entry before and after, beside the list of versions. The first publish
    // into a store that has versions already (kept before the content was published this way) publishes what
    // those versions end with: nothing to record.
    const historyDoc = read.get(HISTORY_INDEX) ?? null;
    const versions = parseVersions(historyDoc);
    if (!read.get(SITE_DOC) && versions.length) {
      result = { changed: true, lastGenerated: stamp, changes, skipped };
      return ops;
    }
    const lines = changes.map((c) => describeChange(entities, c)).filter((l) => l !== null);
    const began = 'The site as published when its history began';
    const first = !read.get(SITE_DOC);
    const version: Version = {
      id: newId(),
      at: stamp,
      changes: lines.slice(0, HISTORY_CHANGE_LINES),
      more: Math.max(0, lines.length - HISTORY_CHANGE_LINES),
      ...(options.note ? { note: options.note } : first && versions.length === 0 ? { note: began } : {}),
    };
    // The first change to a site published before its history began: the site as it was then is a version too,
    // with no changes of its own, so this change can be compared and undone like any later one.
    if (!first && versions.length === 0) versions.push({ id: newId(), at: readSiteDoc(read.get(SITE_DOC) ?? null).lastGenerated || stamp, note: began, changes: [], more: 0 });
    const parts: Change[][] = [[]];
    let size = 0;
    for (const change of changes) {
      const chars = JSON.stringify(change).length;
      if (size + chars > HISTORY_PART_CHARS && parts.at(-1)!.length) {
        parts.push([]);
        size = 0;
      }
      parts.at(-1)!.push(change);
      size += chars;
    }
    if (parts.length > 1) version.parts = parts.length;
    parts.forEach((part, i) => ops.push({ kind: 'set', path: `${HISTORY_CONTENT}/${i ? `${version.id}-${i + 1}` : version.id}`, data: { at: stamp, changes: part } satisfies HistoryContent }));
    const kept = [version, ...versions];
    ops.push({ kind: 'set', path: HISTORY_INDEX, data: withRev({ versions: kept.slice(0, HISTORY_LIMIT).map((v) => ({ ...v })) } satisfies HistoryIndex, revOf(historyDoc) + 1) });
    for (const old of kept.slice(HISTORY_LIMIT)) for (let i = 1; i <= (old.parts ?? 1); i++) ops.push({ kind: 'delete', path: `${HISTORY_CONTENT}/${i > 1 ? `${old.id}-${i}` : old.id}` });
    result = { changed: true, lastGenerated: stamp, changes, version, skipped };
    return ops;
  };

  // The last guard: nothing published may name a private photo's own address, which opens it for anyone.
  const build = (docs: Array<DocData | null>): WriteOp[] => {
    const ops = buildOps(docs);
    const leak = ops.find((op) => op.kind !== 'delete' && op.path.startsWith(`${PUBLISHED}/`) && namesPrivatePhoto(JSON.stringify(op.data)));
    if (leak) throw new Error(`Publishing stopped: ${leak.path} would have named a private photo's own address. Choose the photo again in its entry.`);
    return ops;
  };

  if (paths !== 'all') {
    await io.transact(readPaths, build);
  } else {
    // A whole republish reads everything once and writes in batches: more than one transaction may hold.
    const docs = await Promise.all(readPaths.map((p) => io.getDoc(p)));
    const ops = build(docs);
    for (let i = 0; i < ops.length; i += BATCH) await io.commit(ops.slice(i, i + BATCH));
  }
  // The published content no longer names the withdrawn photos' copies: now they go. A whole republish also
  // removes copies no published record lists.
  if (options.media) {
    await removeCopies(io, options.media, withdrawn);
    if (paths === 'all') await sweepCopies(io, options.media, now);
  }
  return result!;
}

/** How often a publish starts again when what it read changed before its write (see ContentMoved). */
const PUBLISH_ATTEMPTS = 3;

/**
 * Publish the stored documents at `paths` (or every published entity's, `'all'`), with the history record of
 * what changed. Safe to run again: what already matches is left alone.
 */
export async function publishChanges(io: PublishIO, paths: readonly string[] | 'all', options: PublishOptions): Promise<PublishResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await publishOnce(io, paths, options);
    } catch (error) {
      if (!(error instanceof ContentMoved)) throw error;
      if (attempt >= PUBLISH_ATTEMPTS) throw new Error('The content kept changing while it was being published. Publish again.');
    }
  }
}
