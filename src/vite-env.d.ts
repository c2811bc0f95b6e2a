/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_BACKEND?: string;
  readonly VITE_TIME_ZONE?: string;
  readonly VITE_ADMIN_EMAIL?: string;
  readonly VITE_LOCAL_ADMIN_PASSWORD?: string;
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_STORAGE_BUCKET?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string;
  readonly VITE_FIRESTORE_EMULATOR_HOST?: string;
  readonly VITE_FIREBASE_STORAGE_EMULATOR_HOST?: string;
  readonly VITE_CONTACT_FORM_ENDPOINT?: string;
  readonly VITE_CONTACT_FORM_ACCESS_KEY?: string;
  readonly VITE_FINANCING_SCRIPT_URL?: string;
  readonly VITE_FINANCING_PRACTICE_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
