// Picks the backend named by VITE_BACKEND. The comparison is on import.meta.env directly so the bundler
// drops the adapter that is not configured: a local build contains no Firebase code and vice versa.
import { SITE_DOC } from '@schemas/kit/published-store';
import { config } from '@/lib/config';
import type { Backend } from '@/backend/port';

let backend: Promise<Backend> | undefined;

declare global {
  interface Window {
    /** Documents read through the port so far (benchmarks report it). */
    __medspaReadCount?: () => number;
  }
}

function create(): Promise<Backend> {
  if (import.meta.env.VITE_BACKEND === 'firebase') {
    return import('@/backend/firebase/firebase-backend').then((m) =>
      m.createFirebaseBackend({
        app: {
          apiKey: config.firebase.apiKey,
          authDomain: config.firebase.authDomain,
          projectId: config.firebase.projectId,
          storageBucket: config.firebase.storageBucket,
          messagingSenderId: config.firebase.messagingSenderId,
          appId: config.firebase.appId,
        },
        adminEmail: config.adminEmail,
        emulators: {
          auth: config.firebase.authEmulatorHost || undefined,
          firestore: config.firebase.firestoreEmulatorHost || undefined,
          storage: config.firebase.storageEmulatorHost || undefined,
        },
      }),
    );
  }
  return import('@/backend/local/local-backend').then((m) => {
    if ('serviceWorker' in navigator) {
      // A task of its own, when the browser is idle: registering costs a phone tens of milliseconds, which joined
      // to the page's hydration would make one long task.
      const register = () => void navigator.serviceWorker.register('/local-files-sw.js').catch((e) => console.warn('Local file worker unavailable', e));
      if (typeof requestIdleCallback === 'function') requestIdleCallback(register, { timeout: 2000 });
      else setTimeout(register, 0);
    }
    return m.createLocalBackend({
      // The demo content is loaded only on the first run, when the database is still empty, and only once something
      // needs it: the public site's live listener does not (a prerendered page shows the demo content already),
      // the admin and a page rendered in the browser do.
      seed: () => import('@/backend/demo/demo-seed').then((m) => m.demoSeed()),
      watchWithoutSeeding: [SITE_DOC],
      // Content stored by an earlier version of the site is upgraded in place (loaded only when something is stored).
      upgrade: (docs) => import('@/backend/stored-upgrade').then((u) => u.storedUpgrade(docs)),
      adminEmail: config.adminEmail,
      adminPassword: config.localAdminPassword,
    });
  });
}

export function loadBackend(): Promise<Backend> {
  backend ??= create().then((b) => {
    window.__medspaReadCount = () => b.readCount();
    return b;
  });
  return backend;
}
