// The AuthPort over Firebase Auth. Only the configured owner address may sign in.
import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
} from 'firebase/auth';
import { BackendError, type AuthPort } from '../port';

function openAuth(app: FirebaseApp): Auth {
  // initializeAuth with explicit persistence keeps the popup/redirect code out of the bundle.
  if (typeof window === 'undefined') return getAuth(app);
  try {
    return initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  } catch {
    return getAuth(app);
  }
}

/** The AuthPort, plus the signed-in user's ID token for the publish endpoint (the backend's, not the UI's, concern). */
export interface FirebaseAuthPort extends AuthPort {
  /** The current user's ID token (refreshed when about to expire), or null when nobody is signed in. */
  idToken(): Promise<string | null>;
}

export function createFirebaseAuth(app: FirebaseApp, adminEmail: string, emulator?: string): FirebaseAuthPort {
  const auth = openAuth(app);
  if (emulator) connectAuthEmulator(auth, `http://${emulator}`, { disableWarnings: true });
  return {
    async signIn(email, password) {
      if (email.trim().toLowerCase() !== adminEmail.toLowerCase()) throw new BackendError('unauthenticated', 'Not the owner account');
      try {
        const { user } = await signInWithEmailAndPassword(auth, email.trim(), password);
        return { uid: user.uid, email: user.email };
      } catch (e) {
        throw new BackendError('unauthenticated', e instanceof Error ? e.message : String(e));
      }
    },
    signOut: () => signOut(auth),
    onChange: (listener) => onAuthStateChanged(auth, (user) => listener(user ? { uid: user.uid, email: user.email } : null)),
    async idToken() {
      // A reload restores the session asynchronously: wait for it before saying nobody is signed in.
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
  };
}
