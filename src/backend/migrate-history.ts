// The site history as earlier versions kept it: each version a whole copy of the published site (one snapshot
// document). Now a version keeps what its publish changed (history.ts), so each copy becomes the changes from the
// copy before it, every entry read in the current shape (the copies of an earlier shape too): every version stays,
// and comparing with one or restoring from it works as it did.
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { parseDocument } from './entity-store';
import type { Change, HistoryContent } from '@schemas/owner-record-schemas';
import { HISTORY_CONTENT, HISTORY_INDEX, parseVersions } from './history';
import type { DocData, WriteOp } from './port';
import { sameValue } from './revision';

const isRecord = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether the store keeps versions of the history as whole copies of the site. */
export function hasOldHistory(docs: Record<string, DocData>): boolean {
  return Object.entries(docs).some(([path, data]) => path.startsWith(`${HISTORY_CONTENT}/`) && isRecord(data.snapshot));
}

/** The stored documents a published snapshot was made of (the retired collections under their old paths). */
function documentsOf(snapshot: DocData): Record<string, DocData> {
  const docs: Record<string, DocData> = {};
  const lists: Record<string, string> = { customSections: 'custom-sections', services: 'services', categoryPages: 'category-pages' };
  for (const entity of registry.entities) {
    if (!entity.publish) continue;
    const value = snapshot[entity.publish.key];
    if (entity.kind === 'singleton') {
      if (isRecord(value)) docs[entity.path] = value;
    } else lists[entity.publish.key] = entity.path;
  }
  for (const [key, collection] of Object.entries(lists)) {
    const list = snapshot[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) if (isRecord(item) && typeof item.id === 'string') docs[`${collection}/${item.id}`] = Object.fromEntries(Object.entries(item).filter(([k]) => k !== 'id'));
  }
  return docs;
}

/** Stored documents brought to the current shape as of `now` (migrate.ts's upgrade, which imports this module). */
export type Upgrade = (docs: Record<string, DocData>, now: Date) => Record<string, DocData>;

/** Every published entry of a snapshot in the current shape, by "entity/id". */
function entriesOf(snapshot: DocData, upgrade: Upgrade, entities: readonly EntityDef[]): Map<string, { entity: EntityDef; id?: string; data: DocData }> {
  const current = upgrade(documentsOf(snapshot), new Date(typeof snapshot.lastGenerated === 'string' ? snapshot.lastGenerated : 0));
  const out = new Map<string, { entity: EntityDef; id?: string; data: DocData }>();
  for (const entity of entities) {
    if (!entity.publish || entity.publish.referencedOnly) continue;
    if (entity.kind === 'singleton') {
      const data = current[entity.path] ? parseDocument(entity, entity.path, current[entity.path]!) : null;
      if (data) out.set(`${entity.id}/`, { entity, data: data as DocData });
      continue;
    }
    for (const [path, stored] of Object.entries(current)) {
      if (!path.startsWith(`${entity.path}/`) || path.slice(entity.path.length + 1).includes('/')) continue;
      const id = path.slice(entity.path.length + 1);
      const data = parseDocument(entity, path, stored);
      if (data) out.set(`${entity.id}/${id}`, { entity, id, data: { ...(data as DocData), id } });
    }
  }
  return out;
}

/**
 * The writes that keep each version of the old history as what it changed since the version before it (the
 * oldest, where the history began, changed nothing it could say).
 */
export function convertHistory(docs: Record<string, DocData>, upgrade: Upgrade, entities: readonly EntityDef[] = registry.entities): WriteOp[] {
  const versions = parseVersions(docs[HISTORY_INDEX] ?? null);
  const ops: WriteOp[] = [];
  let previous: Map<string, { entity: EntityDef; id?: string; data: DocData }> | null = null;
  for (const version of [...versions].reverse()) {
    const path = `${HISTORY_CONTENT}/${version.id}`;
    const stored = docs[path];
    if (!stored || !isRecord(stored.snapshot)) {
      // Kept in the new form already (or lost): the copy before the next one is unknown from here.
      previous = null;
      continue;
    }
    const entries = entriesOf(stored.snapshot, upgrade, entities);
    const changes: Change[] = [];
    if (previous) {
      for (const key of new Set([...previous.keys(), ...entries.keys()])) {
        const before = previous.get(key) ?? null;
        const after = entries.get(key) ?? null;
        if (sameValue(before?.data ?? null, after?.data ?? null)) continue;
        const at = (after ?? before)!;
        changes.push({ entity: at.entity.id, ...(at.id !== undefined ? { id: at.id } : {}), before: before?.data ?? null, after: after?.data ?? null });
      }
    }
    ops.push({ kind: 'set', path, data: { at: typeof stored.at === 'string' ? stored.at : version.at, changes } satisfies HistoryContent });
    previous = entries;
  }
  return ops;
}
