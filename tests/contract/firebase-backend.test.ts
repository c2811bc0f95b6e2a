// The same contract against the Firestore and Storage emulators, wherever they run (they need Java 21):
//   npx firebase emulators:exec --only auth,firestore,storage "npx vitest run tests/contract tests/rules"
// The contract writes free-form documents, so its own project gets open Firestore rules; Storage rules are
// shared by the whole emulator, so the contract uploads as the owner (admin claim) under the real rules.
import { beforeAll, describe, it } from 'vitest';
import { createFirebaseBackend } from '@/backend/firebase/firebase-backend';
import type { Backend } from '@/backend/port';
import { backendContract } from './backend-contract';

const firestore = process.env.FIRESTORE_EMULATOR_HOST;
const storage = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const PROJECT = 'demo-medspa-contract';
const OWNER = 'owner@lumieremedspa.com';
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

if (firestore && storage && auth) {
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
  });
} else {
  describe('the firebase backend against the Firestore and Storage emulators', () => {
    it.skip('is skipped: run it under firebase emulators:exec --only auth,firestore,storage (needs Java 21)', () => undefined);
  });
  console.log(
    'SKIPPED: Firebase contract suite (FIRESTORE_EMULATOR_HOST, FIREBASE_STORAGE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must all be set; the Firestore and Storage emulators need Java 21).',
  );
}
