// Picks the backend named by VITE_BACKEND. Each adapter is its own chunk; only the configured one is loaded.
import { config } from '@/app/config';
import type { Backend } from './port';

let backend: Promise<Backend> | undefined;

export function loadBackend(): Promise<Backend> {
  backend ??=
    config.backend === 'firebase'
      ? import('./firebase/firebase-backend').then((m) =>
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
        )
      : Promise.all([import('./local/local-backend'), import('./local/seed/demo-content')]).then(([m, seed]) => {
          if ('serviceWorker' in navigator) navigator.serviceWorker.register('/local-files-sw.js').catch((e) => console.warn('Local file worker unavailable', e));
          return m.createLocalBackend({ seed: seed.demoContent, adminEmail: config.adminEmail, adminPassword: config.localAdminPassword });
        });
  return backend;
}
