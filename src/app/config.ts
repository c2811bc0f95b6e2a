// Build-time configuration from VITE_* environment variables (see .env.example and the README).
const env = import.meta.env;

export const DEFAULT_ADMIN_EMAIL = 'owner@lumieremedspa.com';
export const DEFAULT_LOCAL_PASSWORD = 'lumiere-demo';

export const config = {
  backend: (env.VITE_BACKEND === 'firebase' ? 'firebase' : 'local') as 'local' | 'firebase',
  adminEmail: env.VITE_ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
  localAdminPassword: env.VITE_LOCAL_ADMIN_PASSWORD || DEFAULT_LOCAL_PASSWORD,
  firebase: {
    apiKey: env.VITE_FIREBASE_API_KEY ?? '',
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? '',
    projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET ?? '',
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '',
    appId: env.VITE_FIREBASE_APP_ID ?? '',
    /** Set to "host:port" to use the Auth emulator (tests and local development). */
    authEmulatorHost: env.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? '',
    firestoreEmulatorHost: env.VITE_FIRESTORE_EMULATOR_HOST ?? '',
    storageEmulatorHost: env.VITE_FIREBASE_STORAGE_EMULATOR_HOST ?? '',
  },
  contactForm: {
    endpoint: env.VITE_CONTACT_FORM_ENDPOINT || 'https://api.web3forms.com/submit',
    accessKey: env.VITE_CONTACT_FORM_ACCESS_KEY ?? '',
  },
  financing: {
    scriptUrl: env.VITE_FINANCING_SCRIPT_URL || 'https://widget.cherry.com/widget.js',
    practiceId: env.VITE_FINANCING_PRACTICE_ID ?? '',
  },
} as const;
