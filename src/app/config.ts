// Build-time configuration from VITE_* environment variables (see .env.example and the README), checked with
// zod when the app starts: a wrong setting stops it with a message naming the variable, never a half-working site.
import * as z from 'zod/mini';

export const DEFAULT_ADMIN_EMAIL = 'owner@lumieremedspa.com';
export const DEFAULT_LOCAL_PASSWORD = 'lumiere-demo';

const text = z.optional(z.string());
const hostPort = z.optional(z.string().check(z.regex(/^$|^[\w.-]+:\d{2,5}$/, { error: 'must be host:port, e.g. 127.0.0.1:9099' })));
const httpsUrl = z.optional(z.string().check(z.regex(/^$|^https:\/\/[^\s]+$/, { error: 'must be an https:// address' })));

/** An IANA time zone name this runtime knows ("America/Phoenix"). */
const timeZone = z.optional(
  z.string().check(
    z.refine(
      (tz) => {
        if (tz === '') return true;
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      },
      { error: 'must be a time zone name such as America/New_York' },
    ),
  ),
);

/** The demo spa is in Scottsdale, Arizona. */
export const DEFAULT_TIME_ZONE = 'America/Phoenix';

const envSchema = z
  .object({
    VITE_BACKEND: z.optional(z.enum(['', 'local', 'firebase'], { error: 'must be "local" or "firebase"' })),
    VITE_ADMIN_EMAIL: z.optional(z.union([z.literal(''), z.email({ error: 'must be an e-mail address' })])),
    VITE_LOCAL_ADMIN_PASSWORD: text,
    VITE_FIREBASE_API_KEY: text,
    VITE_FIREBASE_AUTH_DOMAIN: text,
    VITE_FIREBASE_PROJECT_ID: text,
    VITE_FIREBASE_STORAGE_BUCKET: text,
    VITE_FIREBASE_MESSAGING_SENDER_ID: text,
    VITE_FIREBASE_APP_ID: text,
    VITE_FIREBASE_AUTH_EMULATOR_HOST: hostPort,
    VITE_FIRESTORE_EMULATOR_HOST: hostPort,
    VITE_FIREBASE_STORAGE_EMULATOR_HOST: hostPort,
    VITE_CONTACT_FORM_ENDPOINT: httpsUrl,
    VITE_CONTACT_FORM_ACCESS_KEY: text,
    VITE_FINANCING_SCRIPT_URL: httpsUrl,
    VITE_FINANCING_PRACTICE_ID: text,
    VITE_TIME_ZONE: timeZone,
  })
  .check(
    z.refine((env) => env.VITE_BACKEND !== 'firebase' || (!!env.VITE_FIREBASE_PROJECT_ID && !!env.VITE_FIREBASE_API_KEY), {
      error: 'VITE_BACKEND=firebase needs VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY',
    }),
  );

/** The settings, or an error naming every wrong variable. */
export function readConfig(env: Record<string, unknown>) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'settings'} ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  return {
    backend: (e.VITE_BACKEND === 'firebase' ? 'firebase' : 'local') as 'local' | 'firebase',
    adminEmail: e.VITE_ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL,
    localAdminPassword: e.VITE_LOCAL_ADMIN_PASSWORD || DEFAULT_LOCAL_PASSWORD,
    firebase: {
      apiKey: e.VITE_FIREBASE_API_KEY ?? '',
      authDomain: e.VITE_FIREBASE_AUTH_DOMAIN ?? '',
      projectId: e.VITE_FIREBASE_PROJECT_ID ?? '',
      storageBucket: e.VITE_FIREBASE_STORAGE_BUCKET ?? '',
      messagingSenderId: e.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '',
      appId: e.VITE_FIREBASE_APP_ID ?? '',
      /** Set to "host:port" to use the Auth emulator (tests and local development). */
      authEmulatorHost: e.VITE_FIREBASE_AUTH_EMULATOR_HOST ?? '',
      firestoreEmulatorHost: e.VITE_FIRESTORE_EMULATOR_HOST ?? '',
      storageEmulatorHost: e.VITE_FIREBASE_STORAGE_EMULATOR_HOST ?? '',
    },
    contactForm: {
      endpoint: e.VITE_CONTACT_FORM_ENDPOINT || 'https://api.web3forms.com/submit',
      accessKey: e.VITE_CONTACT_FORM_ACCESS_KEY ?? '',
    },
    /** The spa's time zone: offers' start and end dates and holiday hours are days of its calendar. */
    timeZone: e.VITE_TIME_ZONE || DEFAULT_TIME_ZONE,
    financing: {
      scriptUrl: e.VITE_FINANCING_SCRIPT_URL || 'https://widget.cherry.com/widget.js',
      practiceId: e.VITE_FINANCING_PRACTICE_ID ?? '',
    },
  } as const;
}

export const config = readConfig(import.meta.env);
