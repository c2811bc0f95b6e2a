// Publishing from the admin: what the owner saved reaches the published content the site reads, and only that.
// Every write the admin makes goes through a port that notes the stored documents it changed (`recordWrites`); a
// publish sends exactly those (publish-changes.ts: on the local backend here, on Firebase by the page function),
// and they are forgotten once published. The notes outlive a reload, so a publish that failed (offline, the server
// unreachable) is made again later with nothing left out.
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { rememberPublished } from '@/lib/prerender-keys';
import { pageRules } from '@/backend/published/page-rules';
import { publishChanges, readIndexDoc } from './published/publish-changes';
import { indexDocPath } from '@schemas/kit/published-store';
import { scheduleStatus } from '@schemas/kit/dates';
import { spaToday } from '@/lib/today';
import type { Backend, DataPort, DocData, WriteOp } from './port';

/** Where the stored documents saved but not yet published are noted, across reloads. */
const PENDING_KEY = 'medspa:publish-pending';
/** A note that everything is to be published again (an upgrade, "Generate Templates"). */
const EVERYTHING = '*';

/** Whether a stored document is content a publish carries (not the trash, the history, a counter …). */
function isContent(path: string, entities: readonly EntityDef[]): boolean {
  return entities.some(
    (e) => e.publish && (e.kind === 'singleton' ? e.path === path : path.startsWith(`${e.path}/`) && !path.slice(e.path.length + 1).includes('/')),
  );
}

function readPending(): string[] {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(PENDING_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

function writePending(paths: readonly string[]) {
  try {
    if (paths.length) localStorage.setItem(PENDING_KEY, JSON.stringify([...new Set(paths)]));
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // Storage unavailable: what is noted in memory still publishes in this page's life.
  }
}

/** The stored documents saved and not yet published, noted by the admin's writes (shared by its pages). */
export class PendingChanges {
  private paths = new Set<string>(readPending());

  note(paths: readonly string[]) {
    for (const path of paths) this.paths.add(path);
    writePending([...this.paths]);
  }

  /** Everything, at the next publish. */
  everything() {
    this.note([EVERYTHING]);
  }

  /** What the next publish sends. */
  current(): string[] | 'all' {
    return this.paths.has(EVERYTHING) ? 'all' : [...this.paths];
  }

  /** These were published: forgotten, unless written again meanwhile (noted again then). */
  published(sent: readonly string[] | 'all') {
    if (sent === 'all') this.paths.delete(EVERYTHING);
    for (const path of sent === 'all' ? [...this.paths] : sent) this.paths.delete(path);
    writePending([...this.paths]);
  }

  get size() {
    return this.paths.size;
  }
}

/** The port `data` with every written content document noted in `pending` once the write succeeds. */
export function recordWrites(data: DataPort, pending: PendingChanges, entities: readonly EntityDef[] = registry.entities): DataPort {
  const note = (ops: readonly WriteOp[]) => pending.note(ops.map((op) => op.path).filter((path) => isContent(path, entities)));
  return {
    ...data,
    getDoc: (path) => data.getDoc(path),
    watchDoc: (path, next, error) => data.watchDoc(path, next, error),
    getDocs: (collection, query) => data.getDocs(collection, query),
    watchDocs: (collection, query, next, error) => data.watchDocs(collection, query, next, error),
    setDoc: async (path, value, options) => {
      await data.setDoc(path, value, options);
      note([{ kind: 'set', path, data: value }]);
    },
    updateDoc: async (path, value) => {
      await data.updateDoc(path, value);
      note([{ kind: 'update', path, data: value }]);
    },
    addDoc: async (collection, value) => {
      const id = await data.addDoc(collection, value);
      note([{ kind: 'set', path: `${collection}/${id}`, data: value }]);
      return id;
    },
    deleteDoc: async (path) => {
      await data.deleteDoc(path);
      note([{ kind: 'delete', path }]);
    },
    commit: async (ops) => {
      await data.commit(ops);
      note(ops);
    },
    transact: async (paths, build) => {
      let written: WriteOp[] = [];
      await data.transact(paths, (docs) => (written = build(docs)));
      note(written);
    },
    sending: data.sending,
  };
}

/**
 * Publish `paths` (`'all'`: everything), noting in the site history why when `note` says (a restore); resolves
 * with when it was published and the stored documents left out because they do not match their form.
 */
export async function publish(backend: Backend, paths: readonly string[] | 'all', options: { note?: string; now?: Date } = {}): Promise<{ lastGenerated: string; changed: boolean; skipped: string[] }> {
  const result = backend.publishChanges
    ? await backend.publishChanges(paths, options.note)
    : await publishChanges(backend.data, paths, { note: options.note, rules: pageRules, now: options.now, media: await backend.media?.() });
  if (typeof window !== 'undefined' && result.changed) rememberPublished(result.lastGenerated);
  return result;
}

/** Publish what `pending` holds and forget it; nothing to do when it holds nothing. Resolves with what was left out. */
export async function publishPending(backend: Backend, pending: PendingChanges): Promise<string[]> {
  const paths = pending.current();
  if (paths !== 'all' && paths.length === 0) return [];
  const { skipped } = await publish(backend, paths);
  pending.published(paths);
  return skipped;
}

/**
 * Publish again the items still published past their last day on a pruned schedule (a consent that ran out since
 * it was last published), which takes them out and tells the owner where they showed. The admin does so when it
 * opens; the site hides them from that day on in any case. Resolves with how many were taken out.
 */
export async function publishExpired(backend: Backend, now: Date = new Date(), entities: readonly EntityDef[] = registry.entities): Promise<number> {
  const paths = await expiredPaths((path) => backend.data.getDoc(path), now, entities);
  if (paths.length) await publish(backend, paths, { now });
  return paths.length;
}

/**
 * The stored items still published past their last day on a pruned schedule, read from the published indexes (the
 * admin's check above, and on Firebase the server's daily upkeep, src/prerender/upkeep.ts).
 */
export async function expiredPaths(read: (path: string) => Promise<DocData | null>, now: Date = new Date(), entities: readonly EntityDef[] = registry.entities): Promise<string[]> {
  const today = spaToday(now);
  const paths: string[] = [];
  for (const entity of entities) {
    if (!entity.schedule?.prune || !entity.publish || entity.kind !== 'collection') continue;
    const { entries } = readIndexDoc(await read(indexDocPath(entity.publish.key)));
    // Index lines carry the schedule's dates (not every condition): judged by the schedule alone.
    const end = entity.schedule.end;
    for (const entry of entries) if (typeof entry[end] === 'string' && scheduleStatus({ endDate: entry[end] as string }, today) === 'expired') paths.push(`${entity.path}/${entry.id}`);
  }
  return paths;
}
