// The backend port: the only thing UI code imports for data, files and sign-in. Mirrors Firestore's model.

export type DocData = Record<string, unknown>;
export type Unsubscribe = () => void;

export interface DocSnapshot {
  id: string;
  data: DocData;
}

export interface CollectionQuery {
  orderBy?: string;
  direction?: 'asc' | 'desc';
  /** Only the documents whose field (a top-level key) holds this value, or is a list that contains it. */
  where?: { field: string; equals: string | number | boolean } | { field: string; contains: string };
}

export type WriteOp =
  | { kind: 'set'; path: string; data: DocData; merge?: boolean }
  | { kind: 'update'; path: string; data: DocData }
  | { kind: 'delete'; path: string };

export type BackendErrorCode = 'permission-denied' | 'not-found' | 'unavailable' | 'invalid-argument' | 'unauthenticated' | 'unknown';

export class BackendError extends Error {
  readonly code: BackendErrorCode;
  constructor(code: BackendErrorCode, message?: string) {
    super(message ?? code);
    this.name = 'BackendError';
    this.code = code;
  }
}

export interface DataPort {
  getDoc(path: string): Promise<DocData | null>;
  watchDoc(path: string, next: (data: DocData | null) => void, error: (e: BackendError) => void): Unsubscribe;
  getDocs(collection: string, query?: CollectionQuery): Promise<DocSnapshot[]>;
  watchDocs(collection: string, query: CollectionQuery, next: (docs: DocSnapshot[]) => void, error: (e: BackendError) => void): Unsubscribe;
  /** Replace the document, or deep-merge into it with `merge`. */
  setDoc(path: string, data: DocData, options?: { merge?: boolean }): Promise<void>;
  /** Update fields of an existing document; keys may be dotted paths ("address.city"). */
  updateDoc(path: string, data: DocData): Promise<void>;
  addDoc(collection: string, data: DocData): Promise<string>;
  deleteDoc(path: string): Promise<void>;
  /** Apply all writes atomically: all succeed or none does. */
  commit(ops: WriteOp[]): Promise<void>;
  /**
   * Read the documents at `paths` and apply the writes `build` makes of them, as one transaction: no other
   * write to those documents lands in between (Firestore retries `build` on fresh documents; IndexedDB never
   * interleaves). `build` may throw to refuse (a stale revision): then nothing is written and the error is
   * passed on. On Firebase without a connection, `build` sees the documents as this device last saw them
   * (one it never saw counts as missing) and the writes are kept on this device and sent when the connection
   * is back, where the security rules refuse them if a revision moved on meanwhile (see `sending`).
   */
  transact(paths: string[], build: (docs: Array<DocData | null>) => WriteOp[]): Promise<void>;
  /**
   * Writes kept on this device until the connection is back (Firebase offline). Absent where every write
   * is stored the moment it resolves (the local backend).
   */
  readonly sending?: SendStatus;
}

/** Writes made offline and not yet sent; when the last ones were sent; when one was last refused on arrival. */
export interface SendState {
  waiting: number;
  /** ISO time at which the writes waiting were all sent (or refused), or null. */
  sentAt: string | null;
  /** ISO time at which a write made offline was last refused when it arrived (changed elsewhere meanwhile). */
  refused: string | null;
  /**
   * Saves made online that the server has not answered within a few seconds (Firestore slow or unreachable while
   * the device has a connection); each still ends as it would, saved or refused.
   */
  slow?: number;
}

export interface SendStatus {
  current(): SendState;
  /** Called at once with the current state, then on every change. */
  subscribe(listener: (state: SendState) => void): Unsubscribe;
  /** Resolves once every write waiting now has been sent: true, or false when one of them was refused. */
  whenSent(): Promise<boolean>;
}

export interface FilePort {
  /**
   * Store a file at a storage path (uploads/…) and return a URL usable in any <img>. Refused (invalid-argument)
   * unless the content is an accepted raster image of that type: never an SVG, whatever its name or type says.
   */
  upload(path: string, file: Blob, contentType: string): Promise<string>;
  /** Remove the file stored at a storage path; removing one that is not there succeeds. */
  remove(path: string): Promise<void>;
  /** The storage paths of every file in a folder ("uploads"), for the library's scan for files without a record. */
  list(folder: string): Promise<string[]>;
}

/**
 * The copies visitors read of private photos (before-and-after pictures, whose own files only the owner reads):
 * publishing makes them while published content shows a photo and removes them with the last such content. On
 * Firebase the page function keeps them (Cloud Storage through the Admin SDK, in a folder every visitor may read);
 * locally, the browser's file store.
 */
export interface MediaPort {
  /** Copy the file stored at `from` to `to` (replacing one there); the address visitors read the copy at. */
  copy(from: string, to: string, contentType: string): Promise<string>;
  /** Remove these files; one already gone is removed. */
  remove(paths: readonly string[]): Promise<void>;
  /** Every file under `folder`: its storage path, and when it was stored (milliseconds since 1970). */
  list(folder: string): Promise<Array<{ path: string; at: number }>>;
}

export interface AuthUser {
  uid: string;
  email: string | null;
}

export interface AuthPort {
  signIn(email: string, password: string): Promise<AuthUser>;
  signOut(): Promise<void>;
  /** Called at once with the current user (or null), then on every change. */
  onChange(listener: (user: AuthUser | null) => void): Unsubscribe;
}

export interface Backend {
  readonly kind: 'local' | 'firebase';
  readonly data: DataPort;
  /**
   * One read of a publicly readable document, for a public page's first paint. Adapters make it cheap:
   * the Firebase one reads over REST without loading the realtime SDK.
   */
  readPublic(path: string): Promise<DocData | null>;
  /**
   * Store a document any visitor may create (an enquiry from the contact form) at `path`, unless one is stored
   * there already: 'exists' then, and nothing is written. The Firebase adapter writes over REST, without the SDK.
   */
  createPublic(path: string, data: DocData): Promise<'created' | 'exists'>;
  /** Change fields of such a document, as far as the security rules let a visitor (an enquiry's forward status). */
  updatePublic(path: string, data: DocData): Promise<void>;
  /** Loaded on first use, so public pages never pay for storage code. */
  files(): Promise<FilePort>;
  /** Loaded on first use, so public pages never pay for sign-in code unless maintenance mode needs it. */
  auth(): Promise<AuthPort>;
  /** Where the admin's own publishing keeps private photos' copies (the local backend; see MediaPort). */
  media?(): Promise<MediaPort>;
  /** Documents read so far from the server (Firestore billing units); the local backend counts IndexedDB reads. */
  readCount(): number;
  /**
   * Publish the stored documents at `paths` (`'all'`: everything) where clients may not write the published
   * content (Firebase: the server checks the owner's sign-in, then checks, writes and records it in the site
   * history) and resolve with when it was published. Rejects with a message for the owner when it was not.
   * Absent where the admin publishes itself (the local backend).
   */
  publishChanges?(paths: readonly string[] | 'all', note?: string): Promise<{ lastGenerated: string; changed: boolean; skipped: string[] }>;
}

/** Split "a/b/c/d" into its parent collection path and document id. */
export function splitDocPath(path: string): { parent: string; id: string } {
  const i = path.lastIndexOf('/');
  if (i <= 0) throw new BackendError('invalid-argument', `Not a document path: ${path}`);
  return { parent: path.slice(0, i), id: path.slice(i + 1) };
}

/** Whether the database could not be reached (offline, or the server not answering). */
export function isUnavailable(error: unknown): boolean {
  return error instanceof BackendError ? error.code === 'unavailable' : (error as { code?: string } | null)?.code === 'unavailable';
}

export function isPermissionDenied(error: unknown): boolean {
  return error instanceof BackendError ? error.code === 'permission-denied' : (error as { code?: string } | null)?.code === 'permission-denied';
}
