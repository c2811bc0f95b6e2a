// Build-time configuration from VITE_* environment variables (see .env.example and the README), checked when the
// site is built (vite.config.ts): a wrong setting stops the build with a message naming the variable, never a
// half-working site. The browser gets the checked result (src/lib/config.ts), not this code.

export const DEFAULT_ADMIN_EMAIL = 'owner@lumieremedspa.com';
export const DEFAULT_LOCAL_PASSWORD = 'lumiere-demo';

/** The default e-mail pattern of zod's z.email(), which the admin's forms use too. */
const EMAIL = /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+.-]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** An IANA time zone name this runtime knows ("America/Phoenix"). */
function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The demo spa is in Scottsdale, Arizona. */
export const DEFAULT_TIME_ZONE = 'America/Phoenix';

type Check = (value: string) => boolean;
const anyText: Check = () => true;
const hostPort: [Check, string] = [(v) => /^$|^[\w.-]+:\d{2,5}$/.test(v), 'must be host:port, e.g. 127.0.0.1:9099'];
const httpsUrl: [Check, string] = [(v) => /^$|^https:\/\/[^\s]+$/.test(v), 'must be an https:// address'];

/** Each setting the app reads, with what its value must be (every one is optional). */
const SETTINGS = {
  VITE_BACKEND: [(v) => ['', 'local', 'firebase'].includes(v), 'must be "local" or "firebase"'],
  VITE_ADMIN_EMAIL: [(v) => v === '' || EMAIL.test(v), 'must be an e-mail address'],
  VITE_LOCAL_ADMIN_PASSWORD: [anyText, ''],
  VITE_FIREBASE_API_KEY: [anyText, ''],
  VITE_FIREBASE_AUTH_DOMAIN: [anyText, ''],
  VITE_FIREBASE_PROJECT_ID: [anyText, ''],
  VITE_FIREBASE_STORAGE_BUCKET: [anyText, ''],
  VITE_FIREBASE_MESSAGING_SENDER_ID: [anyText, ''],
  VITE_FIREBASE_APP_ID: [anyText, ''],
  VITE_FIREBASE_AUTH_EMULATOR_HOST: hostPort,
  VITE_FIRESTORE_EMULATOR_HOST: hostPort,
  VITE_FIREBASE_STORAGE_EMULATOR_HOST: hostPort,
  VITE_CONTACT_FORM_ENDPOINT: httpsUrl,
  VITE_CONTACT_FORM_ACCESS_KEY: [anyText, ''],
  VITE_FINANCING_SCRIPT_URL: httpsUrl,
  VITE_FINANCING_PRACTICE_ID: [anyText, ''],
  VITE_TIME_ZONE: [(v) => v === '' || isTimeZone(v), 'must be a time zone name such as America/New_York'],
} satisfies Record<string, [Check, string]>;

type Settings = { [K in keyof typeof SETTINGS]?: string };

/** The settings checked, or every problem found, each naming its variable. */
function checkSettings(env: Record<string, unknown>): Settings {
  const problems: string[] = [];
  const out: Settings = {};
  for (const [name, [valid, message]] of Object.entries(SETTINGS) as Array<[keyof Settings, [Check, string]]>) {
    const value = env[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') problems.push(`${name} must be text`);
    else if (!valid(value)) problems.push(`${name} ${message}`);
    else out[name] = value;
  }
  if (out.VITE_BACKEND === 'firebase' && !(out.VITE_FIREBASE_PROJECT_ID && out.VITE_FIREBASE_API_KEY)) {
    problems.push('settings VITE_BACKEND=firebase needs VITE_FIREBASE_PROJECT_ID and VITE_FIREBASE_API_KEY');
  }
  if (problems.length) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  return out;
}

/** The settings, or an error naming every wrong variable. */
export function readConfig(env: Record<string, unknown>) {
  const e = checkSettings(env);
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

/** The settings as the app reads them. */
export type AppConfig = ReturnType<typeof readConfig>;
