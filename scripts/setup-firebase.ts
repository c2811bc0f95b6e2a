// npm run setup:firebase — prepares a Firebase project for the site: the owner account with its admin custom
// claim, and the demo content (plus its published content) in an empty Firestore. Run through
// scripts/run-through-vite.mjs, because the schemas rely on Vite's import.meta.glob.
// Flags: --force (overwrite existing content), --skip-seed, --project <id>, --email <owner>, --mode <vite mode>.
// The password comes from OWNER_PASSWORD, or a prompt on a terminal.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { loadEnv } from 'vite';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { entities } from '../schemas/index';
import type { EntityDef } from '../schemas/kit/define-entity';
import { demoContent } from '../src/backend/demo/demo-content';
import { applyQuery } from '../src/backend/doc-ops';
import { publishChanges, type PublishIO, type PublishResult } from '../src/backend/published/publish-changes';
import { pageRules } from '../src/backend/published/page-rules';
import { DEFAULT_ADMIN_EMAIL } from '../src/lib/read-config';

export type DocData = Record<string, unknown>;

/** The few Firestore operations seeding needs; injected so the logic is testable without a real database. */
export interface ContentStore {
  get(path: string): Promise<DocData | null>;
  list(collectionPath: string): Promise<Array<{ id: string; data: DocData }>>;
  /** Overwrite every given document, atomically where the store can. */
  setAll(docs: ReadonlyArray<readonly [path: string, data: DocData]>): Promise<void>;
  /** Remove every given document. */
  deleteAll(paths: readonly string[]): Promise<void>;
}

export function firestoreStore(db: Firestore): ContentStore {
  return {
    async get(path) {
      const snap = await db.doc(path).get();
      return snap.exists ? (snap.data() as DocData) : null;
    },
    async list(collectionPath) {
      const snap = await db.collection(collectionPath).get();
      return snap.docs.map((d) => ({ id: d.id, data: d.data() as DocData }));
    },
    async setAll(docs) {
      // One batch holds up to 500 writes; the demo content is far below that, larger sets are split.
      for (let i = 0; i < docs.length; i += 450) {
        const batch = db.batch();
        for (const [path, data] of docs.slice(i, i + 450)) batch.set(db.doc(path), data);
        await batch.commit();
      }
    },
    async deleteAll(paths) {
      for (let i = 0; i < paths.length; i += 450) {
        const batch = db.batch();
        for (const path of paths.slice(i, i + 450)) batch.delete(db.doc(path));
        await batch.commit();
      }
    },
  };
}

/** An in-memory store keyed by document path (tests). */
export function memoryStore(initial: Record<string, DocData> = {}): ContentStore & { docs: Map<string, DocData> } {
  const docs = new Map(Object.entries(structuredClone(initial)));
  return {
    docs,
    get: async (path) => (docs.has(path) ? structuredClone(docs.get(path)!) : null),
    list: async (collectionPath) =>
      [...docs.entries()]
        .filter(([path]) => path.startsWith(`${collectionPath}/`) && path.split('/').length === collectionPath.split('/').length + 1)
        .map(([path, data]) => ({ id: path.slice(collectionPath.length + 1), data: structuredClone(data) })),
    setAll: async (entries) => {
      for (const [path, data] of entries) docs.set(path, structuredClone(data));
    },
    deleteAll: async (paths) => {
      for (const path of paths) docs.delete(path);
    },
  };
}

function entityForPath(path: string): EntityDef | undefined {
  const parent = path.split('/').slice(0, -1).join('/');
  return entities.find((e) => (e.kind === 'singleton' ? e.path === path : e.path === parent));
}

/**
 * Publish everything the store holds, with the same code as the owner's publish, and return the paths written.
 * A whole republish writes in batches, so no transaction is asked of the store.
 */
export async function publishStore(store: ContentStore, now: Date = new Date()): Promise<{ written: string[]; result: PublishResult }> {
  const written: string[] = [];
  const io: PublishIO = {
    getDoc: (path) => store.get(path),
    getDocs: async (collection, query) => applyQuery(await store.list(collection), query),
    transact: () => Promise.reject(new Error('A whole republish needs no transaction')),
    commit: async (ops) => {
      await store.setAll(ops.flatMap((op) => (op.kind === 'set' ? [[op.path, op.data] as const] : [])));
      await store.deleteAll(ops.flatMap((op) => (op.kind === 'delete' ? [op.path] : [])));
      written.push(...ops.map((op) => op.path));
    },
  };
  const result = await publishChanges(io, 'all', { now, rules: pageRules });
  return { written, result };
}

export interface SeedResult {
  seeded: boolean;
  /** Documents that were already there (reported when seeding is refused). */
  existing: string[];
  written: string[];
}

/**
 * Writes the demo content into an empty project and publishes it. If any site document exists, nothing is written
 * unless `force` is set; then only the demo documents are overwritten, and everything is published again.
 */
export async function seedContent(store: ContentStore, options: { force?: boolean; now?: Date; content?: Record<string, DocData> } = {}): Promise<SeedResult> {
  const existing: string[] = [];
  for (const entity of entities) {
    if (entity.kind === 'singleton') {
      if (await store.get(entity.path)) existing.push(entity.path);
    } else {
      existing.push(...(await store.list(entity.path)).map((d) => `${entity.path}/${d.id}`));
    }
  }
  if (existing.length > 0 && !options.force) return { seeded: false, existing, written: [] };

  const docs = Object.entries(options.content ?? demoContent()).map(([path, data]) => {
    const entity = entityForPath(path);
    if (!entity) throw new Error(`Demo document ${path} belongs to no entity`);
    // Validated like every admin write, so the seeded data passes the security rules' field checks too.
    return [path, entity.schema.parse(data) as DocData] as const;
  });
  await store.setAll(docs);
  const { written } = await publishStore(store, options.now);
  return { seeded: true, existing, written: [...docs.map(([path]) => path), ...written] };
}

export interface OwnerResult {
  uid: string;
  created: boolean;
  passwordChanged: boolean;
  /** Other accounts that held the admin claim and lost it: there is one owner. */
  revoked: string[];
}

/** Creates or updates the owner account and gives it the admin custom claim the security rules check. */
export async function ensureOwner(auth: Auth, email: string, password: string | undefined): Promise<OwnerResult> {
  const found = await auth.getUserByEmail(email).catch((e: { code?: string }) => {
    if (e.code === 'auth/user-not-found') return null;
    throw e;
  });
  let uid: string;
  if (found) {
    uid = found.uid;
    if (password) await auth.updateUser(uid, { password });
    await auth.setCustomUserClaims(uid, { ...(found.customClaims ?? {}), admin: true });
  } else {
    if (!password) throw new Error(`No account exists for ${email} yet: a password is needed to create it.`);
    uid = (await auth.createUser({ email, password, emailVerified: true })).uid;
    await auth.setCustomUserClaims(uid, { admin: true });
  }
  const revoked: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    for (const user of page.users) {
      if (user.uid === uid || user.customClaims?.admin !== true) continue;
      const { admin: _admin, ...rest } = user.customClaims;
      await auth.setCustomUserClaims(user.uid, rest);
      revoked.push(user.email ?? user.uid);
    }
    pageToken = page.pageToken;
  } while (pageToken);
  return { uid, created: !found, passwordChanged: Boolean(found && password), revoked };
}

export interface SetupOptions {
  email: string;
  password?: string;
  projectId: string;
  force: boolean;
  seed: boolean;
}

export const MIN_PASSWORD_LENGTH = 8;

/** Reads the settings from flags, the environment and the .env files (the same ones `vite build` reads). */
export function parseSetupOptions(args: string[], env: Record<string, string | undefined>): SetupOptions {
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const projectId = flag('--project') ?? env.VITE_FIREBASE_PROJECT_ID ?? env.GOOGLE_CLOUD_PROJECT ?? env.GCLOUD_PROJECT ?? '';
  if (!projectId) throw new Error('No Firebase project: set VITE_FIREBASE_PROJECT_ID in .env or pass --project <id>.');
  const password = env.OWNER_PASSWORD || undefined;
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`OWNER_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  }
  return {
    email: (flag('--email') ?? env.VITE_ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase(),
    password,
    projectId,
    force: args.includes('--force'),
    seed: !args.includes('--skip-seed'),
  };
}

/** Asks for the password on a terminal without echoing it. */
async function promptPassword(email: string): Promise<string | undefined> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const ask = (q: string) =>
    new Promise<string>((resolve) => {
      rl.question(q, (answer) => {
        process.stdout.write('\n');
        resolve(answer);
      });
      muted = true;
    });
  try {
    const first = await ask(`Password for ${email} (leave empty to keep the current one): `);
    muted = false;
    if (!first) return undefined;
    if (first.length < MIN_PASSWORD_LENGTH) throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
    const again = await ask('Repeat the password: ');
    if (again !== first) throw new Error('The passwords do not match.');
    return first;
  } finally {
    rl.close();
  }
}

/** Runs the setup against an initialized Admin SDK app; returns the lines it printed, for tests. */
export async function runSetup(app: App, options: SetupOptions, log: (line: string) => void = console.log): Promise<void> {
  const owner = await ensureOwner(getAuth(app), options.email, options.password);
  log(
    owner.created
      ? `Created the owner account ${options.email} with the admin claim.`
      : `Updated the owner account ${options.email}: admin claim set${owner.passwordChanged ? ', password changed' : ', password unchanged'}.`,
  );
  for (const other of owner.revoked) log(`Removed the admin claim from ${other}: the site has one owner.`);

  if (options.seed) {
    const result = await seedContent(firestoreStore(getFirestore(app)), { force: options.force });
    if (result.seeded) {
      log(`Seeded ${result.written.length} documents of demo content${result.existing.length ? ' (--force: existing demo documents overwritten)' : ''}, including its published content.`);
    } else {
      log(`Firestore already holds content (${result.existing.length} documents, e.g. ${result.existing.slice(0, 3).join(', ')}): nothing was written.`);
      log('Run again with --force to overwrite it with the demo content.');
    }
  }

  log('');
  log('Next steps:');
  log('  1. npm run generate         (only if you changed a schema; firestore.rules is committed)');
  log('  2. VITE_BACKEND=firebase npm run build');
  // The page function renders the pages and is the only writer of the published content: the owner publishes through
  // it.
  log(`  3. npx firebase deploy --project ${options.projectId} --only firestore:rules,storage,hosting,functions`);
  log(`  4. Sign in at https://<your-site>/admin as ${options.email}. An owner who was signed in before must sign in`);
  log('     again: the admin claim reaches the browser with the next sign-in.');
}

export async function main(args: string[]): Promise<number> {
  const modeIndex = args.indexOf('--mode');
  const mode = modeIndex >= 0 ? (args[modeIndex + 1] ?? 'production') : 'production';
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  let options: SetupOptions;
  try {
    options = parseSetupOptions(args, env);
    if (options.password === undefined && process.stdin.isTTY) options.password = await promptPassword(options.email);
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 1;
  }
  // The Admin SDK reads the emulator hosts from process.env only; .env files may set them too.
  for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST'] as const) if (env[name]) process.env[name] = env[name];
  if (env.FIREBASE_AUTH_EMULATOR_HOST) console.log(`Using the Auth emulator at ${env.FIREBASE_AUTH_EMULATOR_HOST}.`);
  if (env.FIRESTORE_EMULATOR_HOST) console.log(`Using the Firestore emulator at ${env.FIRESTORE_EMULATOR_HOST}.`);
  // Without emulators the Admin SDK uses Application Default Credentials (see the README).
  const app = initializeApp({ projectId: options.projectId }, `setup-${Date.now()}`);
  try {
    await runSetup(app, options);
    return 0;
  } catch (e) {
    console.error(`Setup failed: ${e instanceof Error ? e.message : String(e)}`);
    return 1;
  } finally {
    await deleteApp(app);
  }
}
