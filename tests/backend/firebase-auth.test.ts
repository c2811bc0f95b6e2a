// The Firebase sign-in path, for real, against the Auth emulator (firebase-tools runs it offline).
import { beforeAll, describe, expect, it } from 'vitest';
import { createFirebaseBackend } from '@/backend/firebase/firebase-backend';

const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const OWNER = 'owner@lumieremedspa.com';
const PASSWORD = 'correct-horse-battery';

async function createAccount(email: string, password: string) {
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!res.ok && !(await res.text()).includes('EMAIL_EXISTS')) throw new Error(`Could not create ${email}`);
}

describe.skipIf(!host)('the Firebase sign-in adapter against the Auth emulator', () => {
  let n = 0;
  const makeAuth = () =>
    createFirebaseBackend({
      app: { apiKey: 'demo-key', projectId: 'demo-medspa' },
      adminEmail: OWNER,
      emulators: { auth: host },
      persistentCache: false,
      appName: `auth-${++n}`,
    }).auth();

  beforeAll(async () => {
    await createAccount(OWNER, PASSWORD);
    await createAccount('intruder@example.com', PASSWORD);
  });

  it('signs the owner in, reports the user to the listener, and signs out again', async () => {
    const auth = await makeAuth();
    const seen: Array<string | null> = [];
    const stop = auth.onChange((user) => seen.push(user?.email ?? null));
    const user = await auth.signIn(OWNER, PASSWORD);
    expect(user.email).toBe(OWNER);
    await expect.poll(() => seen.at(-1)).toBe(OWNER);
    await auth.signOut();
    await expect.poll(() => seen.at(-1)).toBeNull();
    stop();
  });

  it('refuses a wrong password with an unauthenticated error', async () => {
    const auth = await makeAuth();
    await expect(auth.signIn(OWNER, 'wrong-password')).rejects.toMatchObject({ code: 'unauthenticated' });
  });

  it('refuses an account that is not the configured owner, even with a valid password', async () => {
    const auth = await makeAuth();
    await expect(auth.signIn('intruder@example.com', PASSWORD)).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});

if (!host) console.log('SKIPPED: Firebase Auth emulator tests (FIREBASE_AUTH_EMULATOR_HOST is not set; npm test starts the emulator).');
