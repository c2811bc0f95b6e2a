// Production backend: Firestore, Cloud Storage and Firebase Auth through the modular SDK.
// Every SDK, the app core included, is imported on first use: a public page reads its content from the page function
// and never loads the Firestore SDK (src/site/data/published-updates.ts); Storage and Auth load only where used.
// The owner publishes through the page function (publish-request.ts): no client writes the published content.
import type { FirebaseApp, FirebaseOptions } from 'firebase/app';
import type { EmulatorMockTokenOptions } from 'firebase/firestore';
import type { Backend, DataPort, FilePort, SendStatus } from '../port';
import { PUBLISH_PATH } from '@/lib/page-function-settings';
import type { FirebaseAuthPort } from './firebase-auth';
import type { FirestoreData } from './firestore-data';
import { createOfflineQueue } from './offline-queue';
import { readDocumentRest } from './firestore-rest';
import type * as PublishRequest from './publish-request';

export interface FirebaseBackendOptions {
  app: FirebaseOptions;
  adminEmail: string;
  /** "host:port" of emulators, when used; `user` signs Firestore requests as that user (rules tests). */
  emulators?: { auth?: string; firestore?: string; storage?: string; user?: EmulatorMockTokenOptions };
  /** Whether the device has a connection; the browser's `navigator.onLine` unless given. */
  online?: () => boolean;
  /** Keep a persistent IndexedDB cache of Firestore (the browser default). */
  persistentCache?: boolean;
  /** Name for the Firebase app, so tests can run several side by side. */
  appName?: string;
  /**
   * Where the owner's publish is sent: the page function's endpoint, on the site's own origin by default
   * (`/api/publish`); tests in Node give a full address.
   */
  publishUrl?: string;
  /** The fetch the publish request uses (tests); the global one unless given. */
  fetch?: typeof fetch;
}

/** A DataPort whose every call first loads the Firestore SDK (once). */
function lazyData(load: () => Promise<DataPort>, sending: SendStatus): DataPort {
  const call =
    <K extends Exclude<keyof DataPort, 'sending'>>(name: K) =>
    (...args: Parameters<DataPort[K]>) =>
      load().then((port) => (port[name] as (...a: Parameters<DataPort[K]>) => unknown)(...args));
  const watch =
    <K extends 'watchDoc' | 'watchDocs'>(name: K) =>
    (...args: Parameters<DataPort[K]>) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      load().then(
        (port) => {
          if (!stopped) stop = (port[name] as (...a: Parameters<DataPort[K]>) => () => void)(...args);
        },
        (error: unknown) => (args.at(-1) as (e: unknown) => void)(error),
      );
      return () => {
        stopped = true;
        stop?.();
      };
    };
  return {
    getDoc: call('getDoc') as DataPort['getDoc'],
    getDocs: call('getDocs') as DataPort['getDocs'],
    setDoc: call('setDoc') as DataPort['setDoc'],
    updateDoc: call('updateDoc') as DataPort['updateDoc'],
    addDoc: call('addDoc') as DataPort['addDoc'],
    deleteDoc: call('deleteDoc') as DataPort['deleteDoc'],
    commit: call('commit') as DataPort['commit'],
    transact: call('transact') as DataPort['transact'],
    watchDoc: watch('watchDoc') as DataPort['watchDoc'],
    watchDocs: watch('watchDocs') as DataPort['watchDocs'],
    sending,
  };
}

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const name = options.appName ?? '[DEFAULT]';
  let core: Promise<FirebaseApp> | undefined;
  const app = () => (core ??= import('firebase/app').then(({ getApps, initializeApp }) => getApps().find((a) => a.name === name) ?? initializeApp(options.app, name)));
  const counter = { reads: 0 };
  const queue = createOfflineQueue();
  let firestore: Promise<FirestoreData> | undefined;
  let files: Promise<FilePort> | undefined;
  let auth: Promise<FirebaseAuthPort> | undefined;
  let publisher: Promise<typeof PublishRequest> | undefined;
  const loadPublisher = () => (publisher ??= import('./publish-request'));
  const loadFirestore = () =>
    // The publish request's code comes with the owner's data port: a save made offline must be able to say
    // that publishing waits for the connection, which it could not if that code were still to be fetched.
    (firestore ??= Promise.all([app(), import('./firestore-data'), loadPublisher()]).then(([app, m]) =>
      m.createFirestoreData(app, {
        emulator: options.emulators?.firestore,
        emulatorUser: options.emulators?.user,
        online: options.online,
        persistentCache: options.persistentCache ?? true,
        counter,
        queue,
      }),
    ));
  const data = lazyData(loadFirestore, queue.status);
  const online = options.online ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false);
  const rest = () => ({ projectId: options.app.projectId ?? '', apiKey: options.app.apiKey ?? '', emulator: options.emulators?.firestore });
  const loadAuth = () => (auth ??= Promise.all([app(), import('./firebase-auth')]).then(([app, m]) => m.createFirebaseAuth(app, options.adminEmail, options.emulators?.auth)));
  return {
    kind: 'firebase',
    data,
    async readPublic(path) {
      const result = await readDocumentRest(rest(), path);
      counter.reads += 1;
      return result;
    },
    // A visitor's enquiry: over REST, like the public read, so the contact form never loads the Firestore SDK.
    createPublic: async (path, fields) => (await import('./firestore-rest-write')).createDocumentRest(rest(), path, fields),
    updatePublic: async (path, fields) => (await import('./firestore-rest-write')).updateDocumentRest(rest(), path, fields),
    files: () => (files ??= Promise.all([app(), import('./storage-files')]).then(([app, m]) => m.createStorageFiles(app, options.emulators?.storage))),
    auth: loadAuth,
    readCount: () => counter.reads,
    // The security rules let no client write the published content: the page function publishes it for the owner.
    // Loaded on first use, like sign-in: visitors never publish.
    publishChanges: async (paths, note) =>
      (await loadPublisher()).requestPublish(
        {
          url: options.publishUrl ?? PUBLISH_PATH,
          idToken: async () => (await loadAuth()).idToken(),
          online,
          // The saves counted this visit, and those Firestore kept from an earlier one (an offline save, then a
          // reload, where a publish may be asked before any page has read through Firestore).
          whenSent: () => Promise.all([queue.status.whenSent(), loadFirestore().then((port) => port.writesSent())]),
          fetch: options.fetch,
        },
        paths,
        note,
      ),
  };
}
