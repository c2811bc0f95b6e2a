// What only the owner does with the local backend: writes (seeding the demo content and upgrading what an earlier
// version stored among them), files and sign-in. Loaded by local-backend.ts on first use, so a visitor's page, which
// only reads, never downloads it.
import { applyUpdate, deepMerge, stripUndefined } from '../doc-ops';
import { BackendError, splitDocPath, type AuthPort, type AuthUser, type DocData, type FilePort, type MediaPort, type WriteOp } from '../port';
import { done, request, type StoredDoc } from './idb';
import { refusedFile } from '@schemas/kit/image-bytes';

/** The parts of one local backend its owner's code works with. */
/** What the tabs tell each other on the BroadcastChannel. */
export type ChannelMessage = { type: 'changed'; paths: string[] } | { type: 'auth' };

export interface LocalContext {
  /** The database; seeded with the demo content first when it is empty, unless `seed` is false. */
  db(seed?: boolean): Promise<IDBDatabase>;
  /** The simulated failure for this operation, if one is set (tests and demos). */
  failing(op: 'read' | 'write', path: string): BackendError | undefined;
  /** Tells this tab's watchers (and, when `broadcast`, the other tabs') that these documents changed. */
  notify(paths: string[], broadcast: boolean): void;
  countReads(n: number): void;
  channel?: BroadcastChannel;
  sessionStore?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  adminEmail: string;
  adminPassword: string;
  sessionKey: string;
  filesPrefix: string;
  authListeners: Set<(user: AuthUser | null) => void>;
  currentUser(): AuthUser | null;
  emitAuth(): void;
}

/**
 * Creates the document at `path` unless one is stored there ('exists' then, and nothing is written). A visitor's
 * enquiry: the demo content is not seeded for it (seeding keeps it), so her send waits for her own document only.
 */
export async function createOnce(ctx: LocalContext, path: string, data: DocData): Promise<'created' | 'exists'> {
  let stored = false;
  await transact(
    ctx,
    [path],
    ([found]) => {
      stored = found !== null;
      return stored ? [] : [{ kind: 'set', path, data }];
    },
    false,
  );
  return stored ? 'exists' : 'created';
}

/**
 * Writes `seed`'s documents into a database not seeded yet, in one transaction. Checked again inside it: another tab
 * may have seeded meanwhile. A document stored before seeding (a tab wrote it while the database was still unseeded)
 * is kept. Watchers that did not seed (here and in other tabs) are told.
 */
export async function seedIfEmpty(ctx: LocalContext, database: IDBDatabase, seed: () => Record<string, DocData> | Promise<Record<string, DocData>>) {
  const content = await seed();
  const tx = database.transaction(['docs', 'meta'], 'readwrite');
  const meta = tx.objectStore('meta');
  const seededMeanwhile = await request(meta.get('seeded'));
  const written: string[] = [];
  if (!seededMeanwhile) {
    const docs = tx.objectStore('docs');
    const stored = new Set(await request(docs.getAllKeys()));
    for (const [path, data] of Object.entries(content)) {
      if (stored.has(path)) continue;
      const { parent, id } = splitDocPath(path);
      docs.put({ path, parent, id, data: stripUndefined(data) } satisfies StoredDoc);
      written.push(path);
    }
    meta.put(new Date().toISOString(), 'seeded');
  }
  await done(tx);
  if (written.length) ctx.notify(written, true);
}

/**
 * Brings documents stored by an earlier version of the site to the current shape (`upgrade` gives the writes), in one
 * transaction, and tells the other open tabs (this one has not read anything yet).
 */
export async function upgradeStored(ctx: LocalContext, database: IDBDatabase, rows: StoredDoc[], upgrade: (docs: Record<string, DocData>) => WriteOp[] | Promise<WriteOp[]>) {
  const ops = await upgrade(Object.fromEntries(rows.map((r) => [r.path, r.data])));
  if (ops.length === 0) return;
  const tx = database.transaction('docs', 'readwrite');
  const store = tx.objectStore('docs');
  for (const op of ops) {
    const { parent, id } = splitDocPath(op.path);
    if (op.kind === 'delete') store.delete(op.path);
    else if (op.kind === 'set') store.put({ path: op.path, parent, id, data: stripUndefined(op.data) } satisfies StoredDoc);
  }
  await done(tx);
  ctx.channel?.postMessage({ type: 'changed', paths: ops.map((o) => o.path) } satisfies ChannelMessage);
}

/** Updates a visitor's enquiry (whether it was forwarded), as `createOnce` stored it: without seeding. */
export const updateUnseeded = (ctx: LocalContext, path: string, data: DocData) => transact(ctx, [], () => [{ kind: 'update', path, data }], false);

/**
 * Reads `paths` and writes what `build` makes of them, in one readwrite transaction (IndexedDB runs those one at a
 * time, across tabs too). `seed` as for `LocalContext.db`.
 */
export async function transact(ctx: LocalContext, paths: string[], build: (docs: Array<DocData | null>) => WriteOp[], seed = true): Promise<void> {
  for (const path of paths) {
    const fail = ctx.failing('write', path);
    if (fail) throw fail;
  }
  const database = await ctx.db(seed);
  const tx = database.transaction('docs', 'readwrite');
  const store = tx.objectStore('docs');
  const failure: { error?: unknown } = {};
  let ops: WriteOp[] = [];
  try {
    const found = await Promise.all(paths.map((p) => request<StoredDoc | undefined>(store.get(p))));
    ctx.countReads(paths.length);
    ops = build(found.map((f) => (f ? structuredClone(f.data) : null)));
    for (const op of ops) {
      const fail = ctx.failing('write', op.path);
      if (fail) throw fail;
    }
  } catch (e) {
    failure.error = e;
    tx.abort();
  }
  if (!failure.error) {
    for (const op of ops) {
      const { parent, id } = splitDocPath(op.path);
      if (op.kind === 'delete') {
        store.delete(op.path);
        continue;
      }
      const existing = await request<StoredDoc | undefined>(store.get(op.path));
      let data: DocData;
      if (op.kind === 'update') {
        if (!existing) {
          failure.error = new BackendError('not-found', `No document to update: ${op.path}`);
          tx.abort();
          break;
        }
        data = applyUpdate(existing.data, op.data);
      } else {
        data = op.merge && existing ? deepMerge(existing.data, op.data) : op.data;
      }
      store.put({ path: op.path, parent, id, data: stripUndefined(data) } satisfies StoredDoc);
    }
  }
  try {
    await done(tx);
  } catch (e) {
    throw failure.error ?? new BackendError('unknown', String(e));
  }
  if (failure.error) throw failure.error;
  if (ops.length) ctx.notify(ops.map((o) => o.path), true);
}

/** The stored files' paths under a folder. */
const keysUnder = async (database: IDBDatabase, folder: string) =>
  (await request<IDBValidKey[]>(database.transaction('files').objectStore('files').getAllKeys())).map(String).filter((path) => path.startsWith(`${folder}/`));

export function localFiles(ctx: LocalContext): FilePort {
  return {
    async upload(path, file, contentType) {
      const fail = ctx.failing('write', path);
      if (fail) throw fail;
      // The file worker serves stored files from the site's own origin: an SVG there could run script on it.
      const refused = await refusedFile(file, contentType);
      if (refused) throw new BackendError('invalid-argument', refused);
      const database = await ctx.db();
      const tx = database.transaction('files', 'readwrite');
      tx.objectStore('files').put({ path, blob: file, type: contentType });
      await done(tx);
      return ctx.filesPrefix + path;
    },
    async remove(path) {
      const fail = ctx.failing('write', path);
      if (fail) throw fail;
      const database = await ctx.db();
      const tx = database.transaction('files', 'readwrite');
      tx.objectStore('files').delete(path);
      await done(tx);
    },
    async list(folder) {
      const fail = ctx.failing('read', folder);
      if (fail) throw fail;
      return keysUnder(await ctx.db(), folder);
    },
  };
}

/** The copies visitors read of private photos, in the same file store (see MediaPort). */
export function localMedia(ctx: LocalContext): MediaPort {
  return {
    async copy(from, to, contentType) {
      const fail = ctx.failing('write', to);
      if (fail) throw fail;
      const database = await ctx.db();
      const tx = database.transaction('files', 'readwrite');
      const files = tx.objectStore('files');
      const found = await request<{ blob: Blob } | undefined>(files.get(from));
      if (!found) throw new BackendError('not-found', `The file ${from} is not stored.`);
      files.put({ path: to, blob: found.blob, type: contentType, at: Date.now() });
      await done(tx);
      return ctx.filesPrefix + to;
    },
    async remove(paths) {
      const fail = paths.map((path) => ctx.failing('write', path)).find(Boolean);
      if (fail) throw fail;
      const database = await ctx.db();
      const tx = database.transaction('files', 'readwrite');
      for (const path of paths) tx.objectStore('files').delete(path);
      await done(tx);
    },
    async list(folder) {
      const fail = ctx.failing('read', folder);
      if (fail) throw fail;
      const rows = await request<Array<{ path: string; at?: number }>>((await ctx.db()).transaction('files').objectStore('files').getAll());
      return rows.filter((row) => row.path.startsWith(`${folder}/`)).map((row) => ({ path: row.path, at: row.at ?? 0 }));
    },
  };
}

export function localAuth(ctx: LocalContext): AuthPort {
  const told = () => {
    ctx.emitAuth();
    ctx.channel?.postMessage({ type: 'auth' } satisfies ChannelMessage);
  };
  return {
    async signIn(email, password) {
      if (email.trim().toLowerCase() !== ctx.adminEmail.toLowerCase() || password !== ctx.adminPassword) {
        throw new BackendError('unauthenticated', 'Invalid credentials');
      }
      ctx.sessionStore?.setItem(ctx.sessionKey, ctx.adminEmail);
      told();
      return ctx.currentUser()!;
    },
    async signOut() {
      ctx.sessionStore?.removeItem(ctx.sessionKey);
      told();
    },
    onChange(listener) {
      ctx.authListeners.add(listener);
      queueMicrotask(() => listener(ctx.currentUser()));
      return () => ctx.authListeners.delete(listener);
    },
  };
}
