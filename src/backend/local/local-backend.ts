// The embedded default backend: documents and files in IndexedDB, changes shared between tabs with BroadcastChannel.
// It is for development, demos and tests; it is not a security boundary. What only the owner does (writes, files,
// sign-in, in ./local-owner) and the document operations load on first use: a visitor's page, which only reads,
// never downloads them.
import { BackendError, splitDocPath, type AuthUser, type Backend, type CollectionQuery, type DataPort, type DocData, type DocSnapshot, type Unsubscribe, type WriteOp } from '../port';
import { openDatabase, request, type StoredDoc } from './idb';
import type { ChannelMessage, LocalContext } from './local-owner';
import type * as OwnerModule from './local-owner';

type OwnerCode = typeof OwnerModule;

export interface LocalBackendOptions {
  /** Documents written on first run, keyed by path; may load them lazily (only a first run needs them). */
  seed?: () => Record<string, DocData> | Promise<Record<string, DocData>>;
  /**
   * Given every stored document (keyed by path), the writes that bring them to the current shape; none when they
   * are current. Applied in one transaction when the database opens, so data from an earlier version is kept.
   */
  upgrade?: (docs: Record<string, DocData>) => WriteOp[] | Promise<WriteOp[]>;
  /**
   * Documents whose watchers do not seed an empty database: they see what is stored (nothing, at first) and are
   * told once anything else (a read, a write, another watcher) has seeded it. The public site's listener of the
   * published content is one: a prerendered page already shows the demo content, so a visitor who only reads the site
   * never loads the demo content.
   */
  watchWithoutSeeding?: readonly string[];
  adminEmail: string;
  adminPassword: string;
  indexedDB?: IDBFactory;
  dbName?: string;
  /** Name of the BroadcastChannel shared by every tab of this site. */
  channelName?: string;
  /** Where the signed-in session is remembered; defaults to localStorage when there is one. */
  sessionStore?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

/** URL prefix under which the file worker (public/local-files-sw.js) serves stored files. */
export const LOCAL_FILES_PREFIX = '/local-files/';
const SESSION_KEY = 'medspa:local-session';
/**
 * Fault injection for tests and demos: localStorage "medspa:fail" = "write:services" makes writes under services
 * fail as when the database cannot be reached; a third part names another error ("read:settings:denied" refuses
 * access, "read:custom-sections:unknown" fails for no known reason). Rules are separated by commas.
 */
const FAIL_KEY = 'medspa:fail';

type Watcher =
  | { kind: 'doc'; path: string; deliver: () => void }
  | { kind: 'col'; parent: string; deliver: () => void };

const docOps = () => import('../doc-ops');

export function createLocalBackend(options: LocalBackendOptions): Backend {
  const factory = options.indexedDB ?? globalThis.indexedDB;
  const sessionStore = options.sessionStore ?? (typeof localStorage !== 'undefined' ? localStorage : undefined);
  let reads = 0;
  let opened: Promise<IDBDatabase> | undefined;
  let seeded: Promise<IDBDatabase> | undefined;
  const watchers = new Set<Watcher>();
  const channel = typeof BroadcastChannel !== 'undefined' ? new BroadcastChannel(options.channelName ?? 'medspa-local') : undefined;

  /**
   * The database, content from an earlier version upgraded; seeded with the demo content when it is empty, unless
   * `seed` is false.
   */
  function db(seed = true): Promise<IDBDatabase> {
    opened ??= openDatabase(factory, options.dbName).then(async (database) => {
      await upgradeIfNeeded(database);
      return database;
    });
    if (!seed) return opened;
    seeded ??= opened.then(async (database) => {
      // The code that writes (./local-owner) seeds: a page whose database is seeded already never loads it for this.
      if (options.seed && !(await request(database.transaction('meta').objectStore('meta').get('seeded')))) await (await ownerCode()).seedIfEmpty(context, database, options.seed);
      return database;
    });
    return seeded;
  }

  async function upgradeIfNeeded(database: IDBDatabase) {
    const upgrade = options.upgrade;
    if (!upgrade) return;
    const rows = await request<StoredDoc[]>(database.transaction('docs').objectStore('docs').getAll());
    // An empty database (a visitor's) has nothing to upgrade.
    if (rows.length === 0) return;
    await (await ownerCode()).upgradeStored(context, database, rows, upgrade);
  }

  function failing(op: 'read' | 'write', path: string): BackendError | undefined {
    const rules = sessionStore?.getItem(FAIL_KEY);
    if (!rules) return undefined;
    const rule = rules.split(',').map((r) => r.split(':')).find(([kind, prefix = '']) => (kind === op || kind === '*') && path.startsWith(prefix));
    if (!rule) return undefined;
    const code = rule[2] === 'denied' ? 'permission-denied' : rule[2] === 'unknown' ? 'unknown' : 'unavailable';
    return new BackendError(code, `Simulated ${op} failure for ${path}`);
  }

  function notify(paths: string[], broadcast: boolean) {
    const parents = new Set(paths.map((p) => splitDocPath(p).parent));
    for (const w of watchers) if ((w.kind === 'doc' && paths.includes(w.path)) || (w.kind === 'col' && parents.has(w.parent))) w.deliver();
    if (broadcast) channel?.postMessage({ type: 'changed', paths } satisfies ChannelMessage);
  }

  const authListeners = new Set<(user: AuthUser | null) => void>();
  const currentUser = (): AuthUser | null => {
    const email = sessionStore?.getItem(SESSION_KEY);
    return email ? { uid: `local-${email}`, email } : null;
  };
  const emitAuth = () => authListeners.forEach((l) => l(currentUser()));

  channel?.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
    if (event.data.type === 'changed') notify(event.data.paths, false);
    else emitAuth();
  });

  async function readDoc(path: string, seed = true): Promise<DocData | null> {
    const fail = failing('read', path);
    if (fail) throw fail;
    const database = await db(seed);
    const found = await request<StoredDoc | undefined>(database.transaction('docs').objectStore('docs').get(path));
    reads += 1;
    return found ? structuredClone(found.data) : null;
  }

  async function readCollection(parent: string, query?: CollectionQuery): Promise<DocSnapshot[]> {
    const fail = failing('read', parent);
    if (fail) throw fail;
    const database = await db();
    const [rows, { applyQuery }] = await Promise.all([request<StoredDoc[]>(database.transaction('docs').objectStore('docs').index('parent').getAll(parent)), docOps()]);
    reads += Math.max(rows.length, 1);
    return applyQuery(rows.map((r) => ({ id: r.id, data: structuredClone(r.data) })), query);
  }

  const context: LocalContext = {
    db,
    failing,
    notify,
    countReads: (n) => (reads += n),
    channel,
    sessionStore,
    adminEmail: options.adminEmail,
    adminPassword: options.adminPassword,
    sessionKey: SESSION_KEY,
    filesPrefix: LOCAL_FILES_PREFIX,
    authListeners,
    currentUser,
    emitAuth,
  };
  let owner: Promise<OwnerCode> | undefined;
  const ownerCode = () => (owner ??= import('./local-owner'));

  const transact = async (paths: string[], build: (docs: Array<DocData | null>) => WriteOp[]) => (await ownerCode()).transact(context, paths, build);
  const commit = (ops: WriteOp[]) => transact([], () => ops);

  function watch(watcher: Watcher & { load: () => Promise<void> }): Unsubscribe {
    let active = true;
    // Deliveries are serialized so a slow read never overwrites a newer one.
    let chain = Promise.resolve();
    const deliver = () => {
      chain = chain.then(() => (active ? watcher.load() : undefined));
    };
    const entry = { ...watcher, deliver } as Watcher;
    watchers.add(entry);
    deliver();
    return () => {
      active = false;
      watchers.delete(entry);
    };
  }

  const data: DataPort = {
    getDoc: readDoc,
    getDocs: readCollection,
    watchDoc(path, next, error) {
      return watch({
        kind: 'doc',
        path,
        deliver: () => undefined,
        load: () => readDoc(path, !options.watchWithoutSeeding?.includes(path)).then(next, (e) => error(toBackendError(e))),
      });
    },
    watchDocs(collection, query, next, error) {
      return watch({
        kind: 'col',
        parent: collection,
        deliver: () => undefined,
        load: () => readCollection(collection, query).then(next, (e) => error(toBackendError(e))),
      });
    },
    setDoc: (path, docData, opts) => commit([{ kind: 'set', path, data: docData, merge: opts?.merge }]),
    updateDoc: (path, docData) => commit([{ kind: 'update', path, data: docData }]),
    async addDoc(collection, docData) {
      const id = (await docOps()).newId();
      await commit([{ kind: 'set', path: `${collection}/${id}`, data: docData }]);
      return id;
    },
    deleteDoc: (path) => commit([{ kind: 'delete', path }]),
    commit,
    transact,
  };

  return {
    kind: 'local',
    data,
    readPublic: readDoc,
    // A visitor's enquiry: written by the code that writes, loaded on submit.
    createPublic: async (path, docData) => (await ownerCode()).createOnce(context, path, docData),
    updatePublic: async (path, docData) => (await ownerCode()).updateUnseeded(context, path, docData),
    files: async () => (await ownerCode()).localFiles(context),
    media: async () => (await ownerCode()).localMedia(context),
    auth: async () => (await ownerCode()).localAuth(context),
    readCount: () => reads,
  };
}

function toBackendError(e: unknown): BackendError {
  return e instanceof BackendError ? e : new BackendError('unknown', String(e));
}

/** Read a stored file back (tests and the file worker use the same layout). */
export async function readLocalFile(path: string, factory: IDBFactory = indexedDB, dbName?: string): Promise<Blob | undefined> {
  const database = await openDatabase(factory, dbName);
  const found = await request<{ blob: Blob } | undefined>(database.transaction('files').objectStore('files').get(path));
  database.close();
  return found?.blob;
}
