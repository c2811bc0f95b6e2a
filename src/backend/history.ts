// The site history: every publish that changes what visitors see keeps a version: what it changed, each entry as it
// was before and after (`history-content/{id}`, in parts when a whole republish changed many), listed newest first
// in one document `history/versions` with the changes in plain words. It is written in the same step as the
// publish (src/backend/published/publish-changes.ts), on the server on Firebase. HISTORY_LIMIT versions are kept.
// An entry as it was at a version is its state before the first change after it; restoring an entry or the whole
// site writes those states back to the stored documents in one transaction, and the publish that follows is kept
// as a new version.
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { blockSchemas, type BlockKind } from '@schemas/blocks/index';
import { blockOwnFields } from '@schemas/blocks/block-fields';
import { describeFields, type FieldDescription } from '@schemas/kit/describe-fields';
import type { Change, Version } from '@schemas/owner-record-schemas';
import { newId } from './doc-ops';
import type { Backend, DocData, WriteOp } from './port';
import { revOf, sameValue, withoutRev, withRev } from './revision';
import { TRASH_COLLECTION, trashOps } from './trash';
import { PUBLISHED_MEDIA_FOLDER } from '@schemas/collections/image';

export const HISTORY_INDEX = 'history/versions';
export const HISTORY_CONTENT = 'history-content';

const isRecord = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseVersions(data: DocData | null): Version[] {
  const list = data?.versions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((v: unknown) => {
    if (!isRecord(v) || typeof v.id !== 'string' || typeof v.at !== 'string') return [];
    const changes = Array.isArray(v.changes) ? v.changes.filter((c): c is string => typeof c === 'string') : [];
    return [
      {
        id: v.id,
        at: v.at,
        changes,
        more: typeof v.more === 'number' ? v.more : 0,
        ...(typeof v.note === 'string' ? { note: v.note } : {}),
        ...(typeof v.parts === 'number' && v.parts > 1 ? { parts: v.parts } : {}),
      },
    ];
  });
}

export async function readVersions(backend: Backend): Promise<Version[]> {
  return parseVersions(await backend.data.getDoc(HISTORY_INDEX));
}

/** The changes a version kept, from all of its parts. */
async function readChanges(backend: Backend, version: Version): Promise<Change[]> {
  const parts = await Promise.all(Array.from({ length: version.parts ?? 1 }, (_, i) => backend.data.getDoc(`${HISTORY_CONTENT}/${i ? `${version.id}-${i + 1}` : version.id}`)));
  return parts.flatMap((doc) => (Array.isArray(doc?.changes) ? (doc.changes as unknown[]).filter((c): c is Change => isRecord(c) && typeof c.entity === 'string') : []));
}

/** An entry's place in its ordered list: stored as a sort key, which means nothing to the owner. */
const PLACE = 'Place in the list';
const isMap = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The fields of an object value: a group's, or a home-page section's content, whose fields are its block kind's
 * (named by the kind it has in both versions).
 */
function fieldsWithin(field: FieldDescription | undefined, then: unknown, now: unknown): FieldDescription[] | undefined {
  if (field?.widget === 'group') return field.children;
  const kind = isMap(then) && isMap(now) && then.kind === now.kind ? then.kind : undefined;
  if (typeof kind === 'string' && Object.hasOwn(blockSchemas, kind)) return blockOwnFields(kind as BlockKind).fields;
  return undefined;
}

/**
 * What differs between two versions of an entry, field by field in the owner's words: each by its label, inside a
 * group or a section's content down to the field that changed ("Content › Headline"), a move as its place.
 */
function fieldChanges(fields: readonly FieldDescription[], then: DocData, now: DocData, prefix = '', labels: string[] = []): EntryDiff['fields'] {
  return differing(then, now).flatMap((key) => {
    const field = fields.find((f) => f.key === key);
    const path = prefix ? `${prefix}.${key}` : key;
    const label = [...labels, field?.ui.label ?? key];
    if (key === 'order' && field?.widget === 'hidden') return [{ key: path, label: PLACE, then: 'Where it was in this version', now: 'Moved since' }];
    const inner = fieldsWithin(field, then[key], now[key]);
    if (inner && isMap(then[key]) && isMap(now[key])) return fieldChanges(inner, then[key], now[key], path, label);
    return [{ key: path, label: label.join(' › '), then: then[key], now: now[key] }];
  });
}

function titleOf(entity: EntityDef, item: DocData | null): string {
  if (!item) return entity.label;
  const fields = describeFields(entity.schema);
  const title = fields.find((f) => f.ui.column === 'title') ?? fields.find((f) => f.widget === 'text');
  const value = (title && item[title.key]) ?? item.name;
  return typeof value === 'string' && value.trim() ? value.replace(/<[^>]*>/g, '').trim() : entity.label;
}

/** Keys whose values differ (the id and the revision aside). */
const differing = (a: DocData, b: DocData) => [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== 'id' && k !== 'rev' && !sameValue(a[k], b[k]));

/** One change in plain words ("Treatments: “Botox” changed (Title, Description)"), or null for an unknown entity. */
export function describeChange(entities: readonly EntityDef[], change: Change): string | null {
  const entity = entities.find((e) => e.id === change.entity);
  if (!entity) return null;
  const title = titleOf(entity, change.after ?? change.before);
  const where = change.id === undefined ? entity.label : `${entity.nav[0]?.label ?? entity.label}: “${title}”`;
  if (!change.after) return `${where} deleted`;
  if (!change.before) return `${where} added`;
  const labels = [...new Set(fieldChanges(describeFields(entity.schema), change.before, change.after).map((f) => f.label))];
  return labels.length === 1 && labels[0] === PLACE ? `${where} moved` : `${where} changed (${labels.join(', ')})`;
}

export interface EntryDiff {
  entity: EntityDef;
  /** The entry's id in a collection; undefined for a singleton. */
  id?: string;
  title: string;
  /** "changed": in both, different; "removed": in the version, not now; "added": now, not in the version. */
  status: 'changed' | 'removed' | 'added';
  /** The entry as it was at the version (null: not published then). */
  then: DocData | null;
  /** Changed fields: key, label, then and now. */
  fields: Array<{ key: string; label: string; then: unknown; now: unknown }>;
}

/**
 * What differs between a version and the site now, entry by entry: each entry a later publish changed, as it was
 * at the version (before the first of those changes) and as it is now (after the last).
 */
export async function diffSince(backend: Backend, versionId: string, entities: readonly EntityDef[] = registry.entities): Promise<EntryDiff[]> {
  const versions = await readVersions(backend);
  const at = versions.findIndex((v) => v.id === versionId);
  if (at < 0) throw new Error('This version is no longer kept');
  const later = await Promise.all(versions.slice(0, at).map((v) => readChanges(backend, v)));
  const entries = new Map<string, { entity: EntityDef; id?: string; then: DocData | null; now: DocData | null }>();
  // Newest first: the first change seen of an entry is its state now; the last seen, its state at the version.
  for (const changes of later) {
    for (const change of changes) {
      const entity = entities.find((e) => e.id === change.entity);
      if (!entity) continue;
      const key = `${change.entity}/${change.id ?? ''}`;
      const known = entries.get(key);
      if (known) known.then = change.before;
      else entries.set(key, { entity, id: change.id, then: change.before, now: change.after });
    }
  }
  const out: EntryDiff[] = [];
  for (const { entity, id, then, now } of entries.values()) {
    if (sameValue(then, now)) continue;
    const title = titleOf(entity, now ?? then);
    if (!then) out.push({ entity, id, title, status: 'added', then, fields: [] });
    else if (!now) out.push({ entity, id, title, status: 'removed', then, fields: [] });
    else out.push({ entity, id, title, status: 'changed', then, fields: fieldChanges(describeFields(entity.schema), then, now) });
  }
  return out;
}

/** What to restore from a version: the whole site, or one entry (a collection item or a singleton). */
export type RestoreTarget = { kind: 'site' } | { kind: 'entry'; entity: EntityDef; id?: string };

/**
 * Write the entries as they were at the version back to the stored documents in one transaction: changed and
 * deleted entries come back as they were; for the whole site, entries added since go to the trash. Each written
 * document moves to its next revision. Returns the paths written; the caller publishes them, which keeps the
 * result as a new version.
 */
export async function restoreVersion(backend: Backend, versionId: string, target: RestoreTarget): Promise<string[]> {
  const diff = (await diffSince(backend, versionId)).filter((d) => target.kind === 'site' || (d.entity === target.entity && d.id === target.id));
  if (target.kind === 'entry' && diff.length === 0) throw new Error('This entry is not part of that version');
  const wanted = new Map<string, { entity: EntityDef; data: DocData | null; title: string }>();
  for (const d of diff) {
    if (d.status === 'added' && target.kind !== 'site') continue;
    const path = d.entity.kind === 'singleton' ? d.entity.path : `${d.entity.path}/${d.id}`;
    const data = d.then ? Object.fromEntries(Object.entries(d.then).filter(([k]) => k !== 'id')) : null;
    wanted.set(path, { entity: d.entity, data, title: d.title });
  }
  const paths = [...wanted.keys()];
  // An entry deleted since comes back here, so its trash entries go (the Trash would offer it a second time).
  const trashed = (await backend.data.getDocs(TRASH_COLLECTION))
    .filter((t) => typeof t.data.docPath === 'string' && wanted.get(t.data.docPath)?.data)
    .map((t) => ({ path: `${TRASH_COLLECTION}/${t.id}`, docPath: t.data.docPath as string }));
  const at = new Date();
  const written: string[] = [];
  await backend.data.transact([...paths, ...trashed.map((t) => t.path)], (stored) => {
    written.length = 0;
    const back = new Set<string>();
    const ops = paths.flatMap((path, i): WriteOp[] => {
      const { entity, data, title } = wanted.get(path)!;
      const current = stored[i] ?? null;
      if (data === null) {
        if (!current) return [];
        written.push(path);
        return [{ kind: 'delete', path }, ...trashOps(newId(), { entity: entity.id, docPath: path, data: current, title }, at)];
      }
      // The history keeps a picture as it was published: a private photo's record names the copies visitors read, so
      // only what the owner wrote of it (alt text, focal point) goes back to her own record, and none comes back.
      const photo = entity.publish?.referencedOnly && (current?.private === true || JSON.stringify(data).includes(`${PUBLISHED_MEDIA_FOLDER}/`));
      if (photo && !current) return [];
      const checked = entity.schema.safeParse(photo ? { ...withoutRev(current!), alt: data.alt, focus: data.focus } : data);
      if (!checked.success) return [];
      if (current && sameValue({ ...current, rev: undefined }, { ...(checked.data as DocData), rev: undefined })) return [];
      if (!current) back.add(path);
      written.push(path);
      return [{ kind: 'set', path, data: withRev(checked.data as DocData, revOf(current) + 1) }];
    });
    trashed.forEach((t, i) => {
      if (back.has(t.docPath) && stored[paths.length + i]) ops.push({ kind: 'delete', path: t.path });
    });
    return ops;
  });
  return [...written];
}
