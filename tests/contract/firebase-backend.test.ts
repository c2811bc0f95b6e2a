// The same contract against the Firestore, Auth and (where it runs) Storage emulators. `npm test` starts the
// Firestore emulator itself when Java and the emulator jar are present; with firebase-tools and Java 21:
//   npx firebase emulators:exec --only auth,firestore,storage "npx vitest run tests/contract tests/rules"
// The contract writes free-form documents, so its own project gets open Firestore rules; Storage rules are
// shared by the whole emulator, so the contract uploads as the owner (admin claim) under the real rules.
import { beforeAll, describe, it } from 'vitest';
import { createFirebaseBackend } from '@/backend/firebase/firebase-backend';
import type { Backend } from '@/backend/port';
import { backendContract } from './backend-contract';
import { setLogLevel } from 'firebase/firestore';

const firestore = process.env.FIRESTORE_EMULATOR_HOST;
const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const PROJECT = 'demo-medspa-contract';
// Its own account: the Auth emulator shares accounts across projects, and the sign-in tests use the owner's.
const OWNER = 'contract-owner@lumieremedspa.com';
const PASSWORD = 'contract-owner-password';

const OPEN_RULES = "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{database}/documents {\n    match /{document=**} { allow read, write: if true; }\n  }\n}\n";

async function prepareEmulators() {
  const rules = await fetch(`http://${firestore}/emulator/v1/projects/${PROJECT}:securityRules`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rules: { files: [{ content: OPEN_RULES }] } }),
  });
  if (!rules.ok) throw new Error(`Could not load open rules for the contract project: ${await rules.text()}`);
  const base = `http://${auth}/identitytoolkit.googleapis.com/v1`;
  const signUp = await fetch(`${base}/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: OWNER, password: PASSWORD, returnSecureToken: true }),
  });
  const created = (await signUp.json()) as { localId?: string };
  if (created.localId) {
    await fetch(`${base}/projects/${PROJECT}/accounts:update`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: created.localId, customAttributes: JSON.stringify({ admin: true }) }),
    });
  }
}

// Refused writes are part of the contract; the SDK would log each one as a warning.
setLogLevel('error');

if (firestore && auth) {
  let n = 0;
  beforeAll(prepareEmulators);
  backendContract('firebase (emulators)', async () => {
    n += 1;
    const backend: Backend = createFirebaseBackend({
      app: { apiKey: 'demo-key', projectId: PROJECT, storageBucket: `${PROJECT}.appspot.com` },
      adminEmail: OWNER,
      emulators: { firestore, storage, auth },
      persistentCache: false,
      appName: `contract-${n}`,
    });
    await (await backend.auth()).signIn(OWNER, PASSWORD);
    return { backend, root: `contract/${Date.now()}-${n}` };
  }, { withoutFiles: storage ? undefined : 'FIREBASE_STORAGE_EMULATOR_HOST is not set' });
  if (!storage) console.log('SKIPPED: Firebase contract file test (FIREBASE_STORAGE_EMULATOR_HOST is not set; the Storage emulator needs Java 21 and its rules runtime).');
} else {
  describe('the firebase backend against the Firestore and Auth emulators', () => {
    it.skip('is skipped: run it through npm test, or under firebase emulators:exec --only auth,firestore,storage', () => undefined);
  });
  console.log('SKIPPED: Firebase contract suite (FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must both be set).');
}
