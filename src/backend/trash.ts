// The trash: a deleted entry (or image record) is kept whole in `trash/{id}` so it can be restored, until
// it is purged: the newest TRASH_LIMIT entries are kept for TRASH_DAYS days. An uploaded file that belongs to
// a trashed entry stays in storage until its entry is purged.
import { registry } from '@schemas/index';
import { TRASH_DAYS, TRASH_LIMIT } from '@schemas/kit/owner-records';
import type { Counter, TrashRecord } from '@schemas/owner-record-schemas';
import { BackendError, type Backend, type DocData, type WriteOp } from './port';
import { withRev } from './revision';
import { retry } from '@/lib/retry';

export const TRASH_COLLECTION = 'trash';

/** A trash entry as the Trash lists it: the stored record and its id. */
export type TrashEntry = TrashRecord & { id: string };

/** The write that files a deleted document in the trash. */
export function trashOps(trashId: string, entry: Omit<TrashEntry, 'id' | 'deletedAt'>, now = new Date()): WriteOp[] {
  const record: TrashRecord = { entity: entry.entity, docPath: entry.docPath, title: entry.title.slice(0, 200), deletedAt: now.toISOString(), data: entry.data };
  if (entry.file) record.file = entry.file;
  if (entry.files?.length) record.files = entry.files;
  // Filed once, never updated: its revision count starts and stays at 1.
  return [{ kind: 'set', path: `${TRASH_COLLECTION}/${trashId}`, data: withRev(record, 1) }];
}

const isRecord = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A stored trash record, or null when it is not one (it is then left out, never shown broken). */
export function parseTrashEntry(id: string, data: DocData): TrashEntry | null {
  const { entity, docPath, title, deletedAt, data: doc, file, files } = data;
  const paths = Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [];
  if (typeof entity !== 'string' || typeof docPath !== 'string' || typeof deletedAt !== 'string' || !isRecord(doc)) return null;
  return { id, entity, docPath, title: typeof title === 'string' ? title : docPath, deletedAt, data: doc, ...(typeof file === 'string' ? { file } : {}), ...(paths.length ? { files: paths } : {}) };
}

/** The trash, newest first. */
export async function listTrash(backend: Backend): Promise<TrashEntry[]> {
  const docs = await backend.data.getDocs(TRASH_COLLECTION, { orderBy: 'deletedAt', direction: 'desc' });
  return docs.flatMap((d) => parseTrashEntry(d.id, d.data) ?? []);
}

export class AlreadyThereError extends Error {
  constructor() {
    super('An entry is already stored where this one was');
    this.name = 'AlreadyThereError';
  }
}

/**
 * Put a trashed document back where it was and take it out of the trash, in one transaction. An item of an
 * ordered list goes back to its place unless another item has taken that order meanwhile; then it goes last.
 */
export async function restoreFromTrash(backend: Backend, trashId: string): Promise<TrashEntry> {
  const trashPath = `${TRASH_COLLECTION}/${trashId}`;
  const found = await backend.data.getDoc(trashPath);
  const entry = found ? parseTrashEntry(trashId, found) : null;
  if (!entry) throw new BackendError('not-found', 'This entry is no longer in the trash');
  const entity = registry.entities.find((e) => e.id === entry.entity);
  const ordered = entity?.ordered && typeof entry.data.order === 'number';
  let clash = false;
  if (ordered && entity) {
    const siblings = await backend.data.getDocs(entity.path);
    clash = siblings.some((s) => s.data.order === entry.data.order);
  }
  const counter = entity ? `counters/${entity.path.replace(/\//g, '__')}` : undefined;
  const paths = [trashPath, entry.docPath, ...(clash && counter ? [counter] : [])];
  await backend.data.transact(paths, ([trash, current, count]) => {
    if (!trash) throw new BackendError('not-found', 'This entry is no longer in the trash');
    if (current) throw new AlreadyThereError();
    const ops: WriteOp[] = [{ kind: 'delete', path: trashPath }];
    // Back as a new document: its revision count starts again at 1, as every created document's does.
    let data = withRev(entry.data, 1);
    if (clash && counter) {
      const next = typeof count?.next === 'number' ? count.next : 0;
      const order = Math.max(next, Number(entry.data.order) + 1);
      data = { ...data, order };
      ops.push({ kind: 'set', path: counter, data: { next: order + 1 } satisfies Counter });
    }
    ops.push({ kind: 'set', path: entry.docPath, data });
    return ops;
  });
  return entry;
}

/** Remove trash entries for good, with the files that belong to them. */
export async function purgeTrash(backend: Backend, entries: readonly TrashEntry[]): Promise<void> {
  if (!entries.length) return;
  await backend.data.commit(entries.map((e) => ({ kind: 'delete', path: `${TRASH_COLLECTION}/${e.id}` })));
  const files = [...new Set(entries.flatMap((e) => [...(e.file ? [e.file] : []), ...(e.files ?? [])]))];
  if (files.length) {
    const store = await backend.files();
    // Each removal retried; a file that still cannot go is found by the library's storage check.
    await Promise.all(files.map((f) => retry(() => store.remove(f)).catch((error: unknown) => console.warn(`Could not remove ${f}`, error))));
  }
}

/** The entries past the bound: beyond the newest TRASH_LIMIT, or deleted more than TRASH_DAYS days ago. */
export function expiredEntries(entries: readonly TrashEntry[], now = new Date()): TrashEntry[] {
  const cutoff = now.getTime() - TRASH_DAYS * 24 * 60 * 60 * 1000;
  return entries.filter((e, i) => i >= TRASH_LIMIT || Date.parse(e.deletedAt) < cutoff);
}

/** Keep the trash within its bound. */
export async function pruneTrash(backend: Backend, now = new Date()): Promise<void> {
  await purgeTrash(backend, expiredEntries(await listTrash(backend), now));
}
