// The site history: every publish that changes the published content keeps a version of it (the snapshot,
// about 34 KB) in `history-content/{id}`, listed newest first in one index document `history/versions` with
// what changed in plain words. HISTORY_LIMIT versions are kept; the oldest is deleted as a new one comes.
// Restoring an entry or the whole site writes the stored documents back in one transaction, then publishes,
// which keeps the restored state as a new version.
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { describeFields } from '@schemas/kit/describe-fields';
import { HISTORY_CHANGE_LINES, HISTORY_LIMIT } from '@schemas/kit/owner-records';
import type { Snapshot } from '@schemas/snapshot';
import { newId } from './doc-ops';
import type { Backend, DocData, WriteOp } from './port';
import { revOf, sameValue, withRev } from './revision';
import { readSnapshot } from './snapshot';
import { TRASH_COLLECTION, trashOps } from './trash';

export const HISTORY_INDEX = 'history/versions';
export const HISTORY_CONTENT = 'history-content';

export interface Version {
  id: string;
  at: string;
  /** Why it was kept, when it is not an ordinary publish ("Restored …"). */
  note?: string;
  /** What changed since the version before, one line each. */
  changes: string[];
  /** Lines left out of `changes`. */
  more: number;
}

const isRecord = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);

export function parseVersions(data: DocData | null): Version[] {
  const list = data?.versions;
  if (!Array.isArray(list)) return [];
  return list.flatMap((v: unknown) => {
    if (!isRecord(v) || typeof v.id !== 'string' || typeof v.at !== 'string') return [];
    const changes = Array.isArray(v.changes) ? v.changes.filter((c): c is string => typeof c === 'string') : [];
    return [{ id: v.id, at: v.at, changes, more: typeof v.more === 'number' ? v.more : 0, ...(typeof v.note === 'string' ? { note: v.note } : {}) }];
  });
}

export async function readVersions(backend: Backend): Promise<Version[]> {
  return parseVersions(await backend.data.getDoc(HISTORY_INDEX));
}

/** A version's published content, checked item by item like any stored snapshot. */
export async function readVersionContent(backend: Backend, id: string): Promise<Snapshot | null> {
  const doc = await backend.data.getDoc(`${HISTORY_CONTENT}/${id}`);
  return isRecord(doc?.snapshot) ? readSnapshot(doc.snapshot) : null;
}

const published = () => registry.entities.filter((e): e is EntityDef & { publish: { key: string } } => e.publish !== undefined);

function label(entity: EntityDef, key: string): string {
  return describeFields(entity.schema).find((f) => f.key === key)?.ui.label ?? key;
}

function titleOf(entity: EntityDef, item: DocData): string {
  const fields = describeFields(entity.schema);
  const title = fields.find((f) => f.ui.column === 'title') ?? fields.find((f) => f.widget === 'text');
  const value = (title && item[title.key]) ?? item.name;
  return typeof value === 'string' && value.trim() ? value.replace(/<[^>]*>/g, '').trim() : entity.label;
}

/** Keys whose values differ (the id and, in lists, the order aside). */
const differing = (a: DocData, b: DocData) => [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== 'id' && k !== 'rev' && !sameValue(a[k], b[k]));

export interface EntryDiff {
  entity: EntityDef;
  /** The entry's id in a collection; undefined for a singleton. */
  id?: string;
  title: string;
  /** "changed": in both, different; "removed": in the version, not now; "added": now, not in the version. */
  status: 'changed' | 'removed' | 'added';
  /** Changed fields: key, label, then and now. */
  fields: Array<{ key: string; label: string; then: unknown; now: unknown }>;
}

/** What differs between a version (`then`) and the content now, entry by entry. */
export function diffSnapshots(then: Snapshot | null, now: Snapshot | null): EntryDiff[] {
  const out: EntryDiff[] = [];
  for (const entity of published()) {
    const key = entity.publish.key;
    const a = then?.[key];
    const b = now?.[key];
    if (entity.kind === 'singleton') {
      if (!isRecord(a) && !isRecord(b)) continue;
      const before = isRecord(a) ? a : {};
      const after = isRecord(b) ? b : {};
      const keys = differing(before, after);
      if (keys.length) out.push({ entity, title: entity.label, status: 'changed', fields: keys.map((k) => ({ key: k, label: label(entity, k), then: before[k], now: after[k] })) });
      continue;
    }
    const before = new Map((Array.isArray(a) ? a : []).filter(isRecord).map((i) => [String(i.id), i]));
    const after = new Map((Array.isArray(b) ? b : []).filter(isRecord).map((i) => [String(i.id), i]));
    for (const [id, item] of before) {
      const current = after.get(id);
      if (!current) out.push({ entity, id, title: titleOf(entity, item), status: 'removed', fields: [] });
      else {
        const keys = differing(item, current);
        // Named as it is called now, which is what the owner recognises.
        if (keys.length) out.push({ entity, id, title: titleOf(entity, current), status: 'changed', fields: keys.map((k) => ({ key: k, label: label(entity, k), then: item[k], now: current[k] })) });
      }
    }
    for (const [id, item] of after) if (!before.has(id)) out.push({ entity, id, title: titleOf(entity, item), status: 'added', fields: [] });
  }
  return out;
}

/** What changed from one published version to the next, in plain words. */
export function describeChanges(previous: Snapshot | null, next: Snapshot | null): string[] {
  return diffSnapshots(previous, next).map((d) => {
    const where = d.id === undefined ? d.entity.label : `${d.entity.nav[0]?.label ?? d.entity.label}: “${d.title}”`;
    if (d.status === 'removed') return `${where} deleted`;
    if (d.status === 'added') return `${where} added`;
    const labels = d.fields.map((f) => f.label);
    return labels.length === 1 && labels[0] === 'Order' ? `${where} moved` : `${where} changed (${labels.join(', ')})`;
  });
}

class StaleIndex extends Error {}

/**
 * Keep `snapshot` (just published) as a new version, unless it publishes nothing new. Returns the version, or
 * null when nothing changed.
 */
export async function recordVersion(backend: Backend, snapshot: Snapshot, note?: string): Promise<Version | null> {
  for (let attempt = 0; ; attempt++) {
    const versions = await readVersions(backend);
    const latest = versions[0];
    const previous = latest ? await readVersionContent(backend, latest.id) : null;
    const changes = latest ? describeChanges(previous, readSnapshot(snapshot as DocData)) : [];
    if (latest && previous && changes.length === 0 && !note) return null;
    note ??= latest ? undefined : 'The site as published when its history began';
    const version: Version = { id: newId(), at: snapshot.lastGenerated, changes: changes.slice(0, HISTORY_CHANGE_LINES), more: Math.max(0, changes.length - HISTORY_CHANGE_LINES), ...(note ? { note } : {}) };
    try {
      await backend.data.transact([HISTORY_INDEX], ([stored]) => {
        const current = parseVersions(stored ?? null);
        // Another tab kept a version meanwhile: describe the changes again from that one.
        if (current[0]?.id !== latest?.id) throw new StaleIndex();
        const kept = [version, ...current];
        const ops: WriteOp[] = [
          { kind: 'set', path: `${HISTORY_CONTENT}/${version.id}`, data: { at: version.at, snapshot: snapshot as DocData } },
          { kind: 'set', path: HISTORY_INDEX, data: withRev({ versions: kept.slice(0, HISTORY_LIMIT).map((v) => ({ ...v })) }, revOf(stored) + 1) },
        ];
        for (const old of kept.slice(HISTORY_LIMIT)) ops.push({ kind: 'delete', path: `${HISTORY_CONTENT}/${old.id}` });
        return ops;
      });
      return version;
    } catch (error) {
      if (!(error instanceof StaleIndex) || attempt >= 3) throw error;
    }
  }
}

/** What to restore from a version: the whole site, or one entry (a collection item or a singleton). */
export type RestoreTarget = { kind: 'site' } | { kind: 'entry'; entity: EntityDef; id?: string };

/**
 * Write the version's content back to the stored documents in one transaction: changed and deleted entries
 * come back as they were; for the whole site, entries added since go to the trash. Each written document
 * moves to its next revision. The caller publishes afterwards, which keeps the result as a new version.
 */
export async function restoreVersion(backend: Backend, versionId: string, target: RestoreTarget): Promise<void> {
  const snapshot = await readVersionContent(backend, versionId);
  if (!snapshot) throw new Error('This version is no longer kept');
  const entities = target.kind === 'site' ? published() : published().filter((e) => e === target.entity);
  const wanted = new Map<string, { entity: EntityDef; data: DocData | null; title: string }>();
  for (const entity of entities) {
    const value = snapshot[entity.publish!.key];
    if (entity.kind === 'singleton') {
      if (isRecord(value)) wanted.set(entity.path, { entity, data: value, title: entity.label });
      continue;
    }
    const items = (Array.isArray(value) ? value : []).filter(isRecord);
    for (const item of items) {
      if (target.kind === 'entry' && item.id !== target.id) continue;
      const { id, ...data } = item;
      wanted.set(`${entity.path}/${String(id)}`, { entity, data, title: titleOf(entity, item) });
    }
    if (target.kind === 'site') {
      // Entries added since the version are not part of it: they go to the trash, from where they can come back.
      for (const doc of await backend.data.getDocs(entity.path)) {
        const path = `${entity.path}/${doc.id}`;
        if (!wanted.has(path)) wanted.set(path, { entity, data: null, title: titleOf(entity, doc.data) });
      }
    }
  }
  if (target.kind === 'entry' && wanted.size === 0) throw new Error('This entry is not part of that version');
  const paths = [...wanted.keys()];
  // An entry deleted since comes back here, so its trash entries go (the Trash would offer it a second time).
  const trashed = (await backend.data.getDocs(TRASH_COLLECTION))
    .filter((t) => typeof t.data.docPath === 'string' && wanted.get(t.data.docPath)?.data)
    .map((t) => ({ path: `${TRASH_COLLECTION}/${t.id}`, docPath: t.data.docPath as string }));
  const at = new Date();
  await backend.data.transact([...paths, ...trashed.map((t) => t.path)], (stored) => {
    const back = new Set<string>();
    const ops = paths.flatMap((path, i): WriteOp[] => {
      const { entity, data, title } = wanted.get(path)!;
      const current = stored[i] ?? null;
      if (data === null) return current ? [{ kind: 'delete', path }, ...trashOps(newId(), { entity: entity.id, docPath: path, data: current, title }, at)] : [];
      const checked = entity.schema.safeParse(data);
      if (!checked.success) return [];
      if (current && sameValue({ ...current, rev: undefined }, { ...(checked.data as DocData), rev: undefined })) return [];
      if (!current) back.add(path);
      return [{ kind: 'set', path, data: withRev(checked.data as DocData, revOf(current) + 1) }];
    });
    trashed.forEach((t, i) => {
      if (back.has(t.docPath) && stored[paths.length + i]) ops.push({ kind: 'delete', path: t.path });
    });
    return ops;
  });
}
