// Production backend: Firestore, Cloud Storage and Firebase Auth through the modular SDK.
// Storage and Auth are imported on first use so public pages load only Firestore.
import { getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from 'firebase/app';
import type { AuthPort, Backend, DataPort, FilePort } from '../port';
import { createFirestoreData } from './firestore-data';

export interface FirebaseBackendOptions {
  app: FirebaseOptions;
  adminEmail: string;
  /** "host:port" of emulators, when used. */
  emulators?: { auth?: string; firestore?: string; storage?: string };
  /** Keep a persistent IndexedDB cache of Firestore (the browser default). */
  persistentCache?: boolean;
  /** Name for the Firebase app, so tests can run several side by side. */
  appName?: string;
}

export function createFirebaseBackend(options: FirebaseBackendOptions): Backend {
  const name = options.appName ?? '[DEFAULT]';
  const app: FirebaseApp = getApps().find((a) => a.name === name) ?? initializeApp(options.app, name);
  const counter = { reads: 0 };
  let data: DataPort | undefined;
  let files: Promise<FilePort> | undefined;
  let auth: Promise<AuthPort> | undefined;
  return {
    kind: 'firebase',
    get data() {
      data ??= createFirestoreData(app, { emulator: options.emulators?.firestore, persistentCache: options.persistentCache ?? true, counter });
      return data;
    },
    files: () => (files ??= import('./storage-files').then((m) => m.createStorageFiles(app, options.emulators?.storage))),
    auth: () => (auth ??= import('./firebase-auth').then((m) => m.createFirebaseAuth(app, options.adminEmail, options.emulators?.auth))),
    readCount: () => counter.reads,
  };
}
