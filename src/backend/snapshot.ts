// Building and reading the published snapshot (templates/data). Built from anything that can read documents:
// the backend port (publishing), plain documents (the demo seed, the setup command). Read item by item: a
// malformed item is reported and skipped, never hiding its neighbours.
import type * as z from 'zod/mini';
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { findImageRefs } from '@schemas/kit/image-refs';
import { publishedSchema, redirectsSchema, SNAPSHOT_PATH, snapshotEntityFor, withId, type Snapshot } from '@schemas/snapshot';
import { nextRedirects, REDIRECTS_KEY } from '@/blocks/addresses';
import { spaToday } from '@/blocks/ui/today';
import { parseDocument, parseItems } from './entity-store';
import { problemsOf, salvage, type Salvaged } from './salvage';
import type { DataPort, DocData } from './port';

export type SnapshotReader = Pick<DataPort, 'getDoc' | 'getDocs'>;
export type { Snapshot };

async function readEntry(reader: SnapshotReader, entity: EntityDef): Promise<unknown> {
  if (entity.kind === 'singleton') return parseDocument(entity, entity.path, await reader.getDoc(entity.path));
  return parseItems(entity, await reader.getDocs(entity.path));
}

/** Every address an item answers to: the strings under its `url` keys, its own and its nested ones (variants). */
function addressesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(addressesOf);
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, v]) => (key === 'url' && typeof v === 'string' ? [v] : addressesOf(v)));
}

/** Every image address the published entries show, found through each entity's schema. */
export function referencedImages(entries: ReadonlyArray<readonly [EntityDef, unknown]>): Set<string> {
  return new Set(entries.flatMap(([entity, value]) => findImageRefs(publishedSchema(entity), value).map((r) => r.url)));
}

/**
 * Every published entity's current content, validated as a whole before it is written. An entity published
 * only where referenced (the image library) contributes the items whose address the other entries show; when it
 * cannot be read (a visitor assembling the snapshot on Firebase) its entry is left out, and the site then shows
 * every image address as given.
 */
export async function buildSnapshot(reader: SnapshotReader, now: Date = new Date(), entities: readonly EntityDef[] = registry.entities): Promise<Snapshot> {
  const direct = entities.filter((e) => e.publish && !e.publish.referencedOnly);
  const referencedOnly = entities.filter((e) => e.publish?.referencedOnly);
  const values = await Promise.all(direct.map(async (e) => [e, await readEntry(reader, e)] as const));
  const shown = referencedImages(values);
  const extra = await Promise.all(
    referencedOnly.map(async (e) => {
      try {
        const items = (await readEntry(reader, e)) as unknown[];
        // At most maxItems, so the snapshot keeps its worst case; a picture beyond them renders as a plain one.
        const used = items.filter((item) => addressesOf(item).some((url) => shown.has(url)));
        return [[e.publish!.key, used.slice(0, e.publish!.maxItems)] as const];
      } catch (error) {
        console.warn(`Published without ${e.publish!.key}: it could not be read`, error);
        return [];
      }
    }),
  );
  const snapshot: Snapshot = {
    lastGenerated: now.toISOString(),
    ...Object.fromEntries(values.map(([e, v]) => [e.publish!.key, v])),
    ...Object.fromEntries(extra.flat()),
  };
  // A renamed item's or category's old address leads to its new one: found against what was published before.
  const previous = await reader.getDoc(SNAPSHOT_PATH).then(
    (data) => readSnapshot(data, entities),
    () => null,
  );
  const redirects = nextRedirects(previous, snapshot, spaToday(now));
  if (redirects.length) snapshot[REDIRECTS_KEY] = redirects;
  const checked = (entities === registry.entities ? registry.snapshot : snapshotEntityFor(entities)).schema.safeParse(snapshot);
  if (!checked.success) throw new Error(`The snapshot does not match its schema: ${checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return snapshot;
}

function report(what: string, value: unknown, schema: z.core.$ZodType, parsed: Salvaged<unknown> | null) {
  if (!parsed) console.warn(`Skipped malformed ${what} in ${SNAPSHOT_PATH}`, problemsOf(schema, value));
  else if (parsed.dropped.length) console.warn(`Left out malformed parts of ${what} in ${SNAPSHOT_PATH}`, parsed.dropped);
}

/**
 * A stored snapshot made safe to render: each published entry is checked item by item against its entity's
 * schema (defaults filled in); a malformed list item or optional field inside an item is dropped by itself (an
 * element of a custom section, a social address), a malformed item or entry is dropped whole, and both are reported. Null when it is no
 * snapshot at all.
 */
export function readSnapshot(data: DocData | null, entities: readonly EntityDef[] = registry.entities): Snapshot | null {
  if (!data || typeof data.lastGenerated !== 'string') return null;
  const out: Snapshot = { lastGenerated: data.lastGenerated };
  const redirects = redirectsSchema.safeParse(data[REDIRECTS_KEY]);
  if (redirects.success) out[REDIRECTS_KEY] = redirects.data;
  for (const entity of entities) {
    if (!entity.publish) continue;
    const key = entity.publish.key;
    const value = data[key];
    if (value === undefined) continue;
    if (entity.kind === 'collection') {
      if (!Array.isArray(value)) {
        console.warn(`Skipped malformed ${key} in ${SNAPSHOT_PATH}: not a list`);
        continue;
      }
      const itemSchema = withId(entity.schema, entity.publish.maxIdLength);
      out[key] = value.flatMap((item: unknown) => {
        const parsed = salvage(itemSchema, item);
        report(`${key} item`, item, itemSchema, parsed);
        return parsed ? [parsed.data] : [];
      });
    } else {
      const schema = publishedSchema(entity);
      const parsed = salvage(schema, value);
      report(key, value, schema, parsed);
      out[key] = parsed ? parsed.data : null;
    }
  }
  return out;
}

export { publishedDoc, publishedItems } from '@/blocks/published-values';

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
  return { ...docs, [SNAPSHOT_PATH]: await buildSnapshot(documentsReader(docs), now) };
}
