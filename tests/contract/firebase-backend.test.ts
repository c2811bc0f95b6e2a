// The same contract against the Firestore and Storage emulators, wherever they run (they need Java 21).
import { describe, it } from 'vitest';
import { createFirebaseBackend } from '@/backend/firebase/firebase-backend';
import { backendContract } from './backend-contract';

const firestore = process.env.FIRESTORE_EMULATOR_HOST;
const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

if (firestore && storage) {
  let n = 0;
  backendContract('firebase (emulators)', async () => {
    n += 1;
    const backend = createFirebaseBackend({
      app: { apiKey: 'demo-key', projectId: process.env.GCLOUD_PROJECT ?? 'demo-medspa', storageBucket: 'demo-medspa.appspot.com' },
      adminEmail: 'owner@example.com',
      emulators: { firestore, storage },
      persistentCache: false,
      appName: `contract-${n}`,
    });
    return { backend, root: `contract/${Date.now()}-${n}` };
  });
} else {
  describe('the firebase backend against the Firestore and Storage emulators', () => {
    it.skip('is skipped: set FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST (firebase emulators:exec) to run it', () => undefined);
  });
  console.log('SKIPPED: Firebase contract suite (FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST are not set; the Firestore and Storage emulators need Java 21).');
}
