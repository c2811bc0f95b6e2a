// The DataPort over Firestore: a thin mapping, one call per port method.
import type { FirebaseApp } from 'firebase/app';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  getDoc,
  getDocFromCache,
  getDocFromServer,
  waitForPendingWrites,
  getDocs,
  initializeFirestore,
  memoryLocalCache,
  onSnapshot,
  orderBy,
  where,
  persistentLocalCache,
  persistentMultipleTabManager,
  query,
  runTransaction,
  setDoc,
  updateDoc,
  writeBatch,
  type EmulatorMockTokenOptions,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase/firestore';
import { stripUndefined } from '../doc-ops';
import { BackendError, type BackendErrorCode, type CollectionQuery, type DataPort, type DocData, type DocSnapshot, type WriteOp } from '../port';
import { createOfflineQueue, type OfflineQueue } from './offline-queue';

const KNOWN_CODES: BackendErrorCode[] = ['permission-denied', 'not-found', 'unavailable', 'invalid-argument', 'unauthenticated'];

export function toBackendError(error: unknown): BackendError {
  if (error instanceof BackendError) return error;
  const code = (error as { code?: string } | null)?.code as BackendErrorCode | undefined;
  return new BackendError(code && KNOWN_CODES.includes(code) ? code : 'unknown', error instanceof Error ? error.message : String(error));
}

function openFirestore(app: FirebaseApp, persistentCache: boolean): Firestore {
  if (!persistentCache || typeof indexedDB === 'undefined') return initializeFirestore(app, { localCache: memoryLocalCache() });
  try {
    return initializeFirestore(app, { localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }) });
  } catch (error) {
    // Several tabs competing for the cache, or a browser without IndexedDB support: keep working from memory.
    console.warn('Offline persistence is not available; continuing without it.', error);
    return initializeFirestore(app, { localCache: memoryLocalCache() });
  }
}

/** The data port, and when every save this device keeps (this visit's and an earlier one's) has reached the server. */
export type FirestoreData = DataPort & { writesSent(): Promise<void> };

export function createFirestoreData(
  app: FirebaseApp,
  options: {
    emulator?: string;
    /** Against the emulator only: act as this signed-in user without the Auth emulator (tests of the rules). */
    emulatorUser?: EmulatorMockTokenOptions;
    persistentCache: boolean;
    counter: { reads: number };
    /** Whether the device has a connection; the browser's `navigator.onLine` unless given. */
    online?: () => boolean;
    /**
     * Where writes kept on this device offline are counted (the backend's, so the admin sees it before the SDK
     * loads).
     */
    queue?: OfflineQueue;
  },
): FirestoreData {
  const db = openFirestore(app, options.persistentCache);
  if (options.emulator) {
    const [host = 'localhost', port = '8080'] = options.emulator.split(':');
    connectFirestoreEmulator(db, host, Number(port), options.emulatorUser ? { mockUserToken: options.emulatorUser } : {});
  }
  const online = options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const queue = options.queue ?? createOfflineQueue();

  /**
   * A transaction needs the server. Offline, the same checks run on the documents as this device last saw
   * them (a document it never saw counts as missing), and the writes go into one batch that Firestore keeps
   * on this device (in its persistent cache, across a reload) and sends when the connection is back. The
   * revision rule then refuses a write based on a revision that moved on meanwhile, and the counter rule an
   * order already given, so the owner is told instead of anything being overwritten.
   */
  async function transactOffline(paths: string[], build: (docs: Array<DocData | null>) => WriteOp[]) {
    const docs = await Promise.all(
      paths.map(async (path) => {
        try {
          const snap = await getDocFromCache(doc(db, path));
          return snap.exists() ? (snap.data() as DocData) : null;
        } catch {
          return null;
        }
      }),
    );
    const ops = build(docs);
    if (!ops.length) return;
    // The commit resolves when the server has the writes. They are in this device's own store a moment later:
    // the save resolves only then (a read of the cache runs after the write in Firestore's queue), so a save
    // said to be kept on this device is kept even if the page is reloaded at once.
    queue.track(batchOf(ops).commit());
    await getDocFromCache(doc(db, ops[0]!.path)).catch(() => undefined);
  }

  function batchOf(ops: WriteOp[]) {
    const batch = writeBatch(db);
    for (const op of ops) {
      const ref = doc(db, op.path);
      if (op.kind === 'delete') batch.delete(ref);
      else if (op.kind === 'update') batch.update(ref, stripUndefined(op.data));
      else batch.set(ref, stripUndefined(op.data), { merge: op.merge ?? false });
    }
    return batch;
  }
  const countServer = (snap: QuerySnapshot) => {
    if (!snap.metadata.fromCache) options.counter.reads += Math.max(snap.docChanges().length, 1);
  };
  const toDocs = (snap: QuerySnapshot): DocSnapshot[] => snap.docs.map((d) => ({ id: d.id, data: d.data() }));
  const makeQuery = (path: string, q?: CollectionQuery): Query => {
    const w = q?.where;
    const filter = w ? ('contains' in w ? where(w.field, 'array-contains', w.contains) : where(w.field, '==', w.equals)) : null;
    const constraints = [...(filter ? [filter] : []), ...(q?.orderBy ? [orderBy(q.orderBy, q.direction ?? 'asc')] : [])];
    return constraints.length ? query(collection(db, path), ...constraints) : collection(db, path);
  };

  const wrap = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (e) {
      throw toBackendError(e);
    }
  };

  return {
    getDoc: (path) =>
      wrap(async () => {
        const snap = await getDoc(doc(db, path));
        if (!snap.metadata.fromCache) options.counter.reads += 1;
        return snap.exists() ? snap.data() : null;
      }),
    getDocs: (path, q) =>
      wrap(async () => {
        const snap = await getDocs(makeQuery(path, q));
        countServer(snap);
        return toDocs(snap);
      }),
    watchDoc: (path, next, error) => {
      // A document this device has never seen, while the server has not answered (offline, or Firestore gone), is
      // unknown, not missing: it is told only once the server says so. Told as missing, a form would open blank
      // with Save enabled, and a save would replace the stored document with empty fields. Metadata-only changes
      // (a save reaching the server) repeat the same data and are not told again.
      let told: string | undefined;
      return onSnapshot(
        doc(db, path),
        { includeMetadataChanges: true },
        (snap) => {
          if (!snap.exists() && snap.metadata.fromCache) return;
          const data = snap.exists() ? snap.data() : null;
          const key = JSON.stringify(data);
          if (key === told) return;
          told = key;
          if (!snap.metadata.fromCache) options.counter.reads += 1;
          next(data);
        },
        (e) => error(toBackendError(e)),
      );
    },
    watchDocs: (path, q, next, error) =>
      onSnapshot(
        makeQuery(path, q),
        (snap) => {
          countServer(snap);
          next(toDocs(snap));
        },
        (e) => error(toBackendError(e)),
      ),
    setDoc: (path, data, opts) => wrap(() => setDoc(doc(db, path), stripUndefined(data), { merge: opts?.merge ?? false })),
    updateDoc: (path, data) => wrap(() => updateDoc(doc(db, path), stripUndefined(data))),
    addDoc: (path, data) => wrap(async () => (await addDoc(collection(db, path), stripUndefined(data))).id),
    deleteDoc: (path) => wrap(() => deleteDoc(doc(db, path))),
    commit: (ops) =>
      wrap(() => {
        const running = batchOf(ops).commit();
        queue.watch(running);
        return running;
      }),
    sending: queue.status,
    // Saves kept on this device reach the server first, those of an earlier visit (before a reload) too.
    writesSent: () => waitForPendingWrites(db),
    transact: async (paths, build) => {
      if (!online()) return wrap(() => transactOffline(paths, build));
      try {
        // A server that does not answer (frozen, not gone) leaves the save pending: the owner is told after a while.
        const running = runRaced(paths, build);
        queue.watch(running);
        await running;
      } catch (error) {
        // The connection dropped before the transaction could reach the server: keep the write on this device.
        // A refusal thrown by `build` itself (a stale revision) reaches the caller as it was thrown.
        const fromFirestore = (error as { name?: unknown } | null)?.name === 'FirebaseError';
        if (!fromFirestore) throw error;
        if (toBackendError(error).code !== 'unavailable') throw toBackendError(error);
        await wrap(() => transactOffline(paths, build));
      }
    },
  };

  /**
   * A transaction that met another device's write of the same document between its reads and its commit is
   * refused by the security rules (the revision rule sees the newer revision), where Firestore itself would have
   * run it again: so a refusal is checked, and when what the transaction read has changed since, it runs again
   * on the new documents (build then merges the owner's changes, or refuses a true conflict). A refusal of
   * anything else reaches the caller.
   */
  async function runRaced(paths: string[], build: (docs: Array<DocData | null>) => WriteOp[], attempts = 4): Promise<void> {
    const read: { docs?: Array<DocData | null> } = {};
    try {
      await runOnline(paths, build, read);
    } catch (error) {
      if (attempts <= 1 || !read.docs || toBackendError(error).code !== 'permission-denied') throw error;
      const now = await Promise.all(paths.map(async (p) => {
        const snap = await getDocFromServer(doc(db, p));
        return snap.exists() ? (snap.data() as DocData) : null;
      }));
      options.counter.reads += paths.length;
      if (JSON.stringify(now) === JSON.stringify(read.docs)) throw error;
      await runRaced(paths, build, attempts - 1);
    }
  }

  function runOnline(paths: string[], build: (docs: Array<DocData | null>) => WriteOp[], read: { docs?: Array<DocData | null> } = {}) {
    return runTransaction(db, async (tx) => {
      const snaps = await Promise.all(paths.map((p) => tx.get(doc(db, p))));
      options.counter.reads += paths.length;
      read.docs = snaps.map((snap) => (snap.exists() ? (snap.data() as DocData) : null));
      const ops = build(read.docs.map((d) => (d ? structuredClone(d) : null)));
      for (const op of ops) {
        const ref = doc(db, op.path);
        if (op.kind === 'delete') tx.delete(ref);
        else if (op.kind === 'update') tx.update(ref, stripUndefined(op.data));
        else tx.set(ref, stripUndefined(op.data), { merge: op.merge ?? false });
      }
    });
  }
}
