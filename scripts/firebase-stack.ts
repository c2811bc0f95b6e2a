// The Firebase build as visitors and the owner get it, on this machine: firebase.json's Hosting in front of the
// page function, both in firebase-tools' emulators, the function reading the Firestore emulator seeded with the
// demo content (as `npm run setup:firebase` seeds a project) under the deployed security rules, and the Auth
// emulator, whose ID tokens the function checks before it publishes (POST /api/publish) and the built admin
// signs in to. Used by the browser test of the served pages (tests/e2e/firebase-pages.e2e.ts) and by
// `npm run bench`, which runs this file through scripts/run-through-vite.mjs (the schemas rely on Vite's
// import.meta.glob): it prints one line of JSON, { base, firestoreHost, authHost, projectId, publicDir }, once
// Hosting answers, and stops everything on SIGTERM or SIGINT.
// Flags: --hosting-port, --functions-port, --firestore-port, --auth-port (free ports by default), --project <id>.
// Needs Java and the Firestore emulator jar (see scripts/firestore-emulator.mjs) unless FIRESTORE_EMULATOR_HOST
// names a running emulator; the Hosting, Functions and Auth emulators need neither. The function is built after the
// content is seeded, so its fallback content (what pages answer from while Firestore cannot be read) holds it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { firestoreEmulatorMissing, startFirestoreEmulatorProcess } from './firestore-emulator.mjs';
import { claimPorts, holdLock } from './ports';
import { STALE_CACHE_CONTROL } from '../src/lib/page-function-settings';
import { firestoreStore, seedContent } from './setup-firebase';

const REPO = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

export interface FirebaseStackOptions {
  /** The Firebase project id; a demo- id keeps every SDK on the emulators. */
  projectId?: string;
  hostingPort?: number;
  functionsPort?: number;
  /** Where this stack starts its own Firestore emulator (ignored when firestoreHost is given). */
  firestorePort?: number;
  /** Where the stack's Auth emulator listens (its own, never firebase.json's 9099, which other tests use). */
  authPort?: number;
  /** "host:port" of a Firestore emulator already running; FIRESTORE_EMULATOR_HOST by default. */
  firestoreHost?: string;
  /** Start a Firestore emulator of its own even when FIRESTORE_EMULATOR_HOST names one (a test that stops it). */
  ownFirestore?: boolean;
  /** The stored documents to seed and publish instead of the demo content (the bench's catalogue at scale). */
  content?: Record<string, Record<string, unknown>>;
  /** Progress lines (timings); silent by default. */
  log?: (line: string) => void;
  /** Aborting stops whatever has started and makes the start fail (a test's hook that timed out). */
  signal?: AbortSignal;
}

export interface FirebaseStack {
  /** Hosting's address, e.g. http://127.0.0.1:5000. */
  base: string;
  projectId: string;
  firestoreHost: string;
  /** "host:port" of the stack's Auth emulator: the function verifies its ID tokens, the built admin signs in to it. */
  authHost: string;
  /** The Admin SDK's Firestore on the emulator, as the owner's admin would write it. */
  db: Firestore;
  /** The Content-Security-Policy Hosting sends (the deployed one, the emulator's origin allowed to connect). */
  csp: string;
  /** The admin's policy, likewise. */
  adminCsp: string;
  /** The folder Hosting serves: the site's build, its index.html renamed app.html. */
  publicDir: string;
  /** The Firestore emulator's process when the stack started it (the outage tests freeze and kill it). */
  firestoreProcess?: ChildProcess;
  /**
   * Starts the page function afresh, as a new instance that has read nothing: rewrites a file of its folder, which
   * the Functions emulator watches, and resolves once the emulator has loaded it again and let its idle workers go.
   */
  restartFunction(): Promise<void>;
  stop(): Promise<void>;
}

interface HostingHeader {
  source: string;
  headers: Array<{ key: string; value: string }>;
}
interface FirebaseConfig {
  hosting: { public: string; headers: HostingHeader[] };
  functions: Array<{ source: string; predeploy?: string[] }>;
  emulators: Record<string, unknown>;
}

/** Why the stack cannot run here (no Firestore emulator to start), or undefined when it can. */
export function firebaseStackMissing(options: Pick<FirebaseStackOptions, 'firestoreHost'> = {}): string | undefined {
  return (options.firestoreHost ?? process.env.FIRESTORE_EMULATOR_HOST) ? undefined : firestoreEmulatorMissing();
}

/** Builds the Firebase variant and the page function, starts the emulators, seeds the demo content (or `content`). */
export async function startFirebaseStack(options: FirebaseStackOptions = {}): Promise<FirebaseStack> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const projectId = options.projectId ?? `demo-pages-${process.pid}`;
  const dir = mkdtempSync(join(tmpdir(), 'medspa-pages-'));
  const publicDir = join(dir, 'public');
  const emulatorLog = join(dir, 'emulators.log');
  const logTail = (chars = 3000) => {
    try {
      return readFileSync(emulatorLog, 'utf8').slice(-chars);
    } catch {
      return '(no log)';
    }
  };
  let emulators: ChildProcess | undefined;
  let emulatorsExited: Promise<void> = Promise.resolve();
  let stopFirestore: () => void = () => undefined;
  let releasePorts: () => void = () => undefined;
  let releaseStart: () => void = () => undefined;
  let admin: App | undefined;
  const savedEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
  const givenFirestore = options.firestoreHost ?? (options.ownFirestore ? undefined : savedEmulatorHost);
  /** The Firestore emulator's start and the content's seeding, under way while the site builds. */
  let seeding: Promise<unknown> | undefined;

  async function stopEmulators() {
    if (!emulators?.pid || emulators.exitCode !== null) return;
    // The CLI stops the function workers it started on SIGINT; the group kill catches anything left behind.
    process.kill(-emulators.pid, 'SIGINT');
    const timeout = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000).unref());
    if ((await Promise.race([emulatorsExited, timeout])) === 'timeout') process.kill(-emulators.pid, 'SIGKILL');
    try {
      process.kill(-emulators.pid, 'SIGKILL');
    } catch {
      // The whole group has exited.
    }
  }

  /** Stops whatever has started so far; safe to call again (an abort, then the failed start's own cleanup). */
  async function stop() {
    await stopEmulators();
    stopFirestore();
    const app = admin;
    admin = undefined;
    if (app) await deleteApp(app);
    if (savedEmulatorHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
    else process.env.FIRESTORE_EMULATOR_HOST = savedEmulatorHost;
    rmSync(dir, { recursive: true, force: true });
    releasePorts();
    releaseStart();
  }

  const checkpoint = () => {
    if (options.signal?.aborted) throw new Error('The Firebase stack was stopped while it started');
  };
  options.signal?.addEventListener('abort', () => void stop(), { once: true });

  try {
    // One stack starts at a time on this machine: two builds and two emulator starts at once take each other's
    // two cores, and each then waits on the other past its own readiness deadline.
    releaseStart = await holdLock('firebase-stack-start', options.signal);
    checkpoint();
    const claimed = await claimPorts(8);
    releasePorts = claimed.release;
    const free = claimed.ports.values();
    const port = (given?: number) => given ?? (free.next().value as number);
    const hosting = port(options.hostingPort);
    const functions = port(options.functionsPort);
    const ownFirestore = port(options.firestorePort);
    const auth = port(options.authPort);
    const [hub, logging, eventarc, tasks] = [port(), port(), port(), port()] as const;
    const firestoreHost = givenFirestore ?? `127.0.0.1:${ownFirestore}`;
    const authHost = `127.0.0.1:${auth}`;
    const base = `http://127.0.0.1:${hosting}`;

    // The project folder the emulators serve: the build as `public`, the function's package beside it, and the
    // repository's node_modules, from which the function resolves its packages as a deployed one would from
    // its own installation.
    mkdirSync(join(dir, 'functions'));
    cpSync(join(REPO, 'functions/package.json'), join(dir, 'functions/package.json'));
    symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const env = {
      ...process.env,
      // Vitest sets NODE_ENV=test, which would build development React: build what visitors get.
      NODE_ENV: 'production',
      VITE_BACKEND: 'firebase',
      VITE_FIREBASE_API_KEY: 'demo-key',
      VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
      VITE_FIREBASE_PROJECT_ID: projectId,
      VITE_FIREBASE_STORAGE_BUCKET: `${projectId}.appspot.com`,
      VITE_FIREBASE_MESSAGING_SENDER_ID: '',
      VITE_FIREBASE_APP_ID: '1:1:web:pages',
      VITE_FIRESTORE_EMULATOR_HOST: firestoreHost,
      // The admin of this build signs in to the stack's Auth emulator (visitors never load sign-in).
      VITE_FIREBASE_AUTH_EMULATOR_HOST: authHost,
      VITE_FIREBASE_STORAGE_EMULATOR_HOST: '',
    };
    // The deployed security rules, so the page's own reads are checked as in production; then the demo content,
    // seeded as `npm run setup:firebase` does.
    let db: Firestore | undefined;
    const seed = async () => {
      const rules = await fetch(`http://${firestoreHost}/emulator/v1/projects/${projectId}:securityRules`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: readFileSync(join(REPO, 'firestore.rules'), 'utf8') }] } }),
      });
      if (!rules.ok) throw new Error(`Loading firestore.rules into the emulator failed: ${await rules.text()}`);
      process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
      admin = initializeApp({ projectId }, `pages-${process.pid}-${hosting}`);
      db = getFirestore(admin);
      await seedContent(firestoreStore(db), { force: true, content: options.content });
    };
    // The site's build and the emulator's start overlap (one is mostly Node, the other the JVM); the emulator then
    // gets the rules and the content, and the page function is built last, reading that content as its fallback.
    const own = givenFirestore ? undefined : startFirestoreEmulatorProcess(ownFirestore);
    const seeded = (own ?? Promise.resolve(undefined)).then(async (started) => {
      if (started) stopFirestore = started.stop;
      checkpoint();
      await seed();
      return started?.process;
    });
    seeding = seeded;
    // Awaited below; a failed build must not leave the emulator's start unobserved.
    seeded.catch(() => undefined);
    await run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', publicDir, '--emptyOutDir'], { cwd: REPO, env });
    const firestoreProcess = await seeded;
    checkpoint();
    const functionsBuild = await run('node', ['scripts/build-functions.mjs', '--dist', publicDir, '--out', join(dir, 'functions/lib')], {
      cwd: REPO,
      env: { ...env, FIRESTORE_EMULATOR_HOST: firestoreHost, GCLOUD_PROJECT: projectId },
    });
    for (const line of `${functionsBuild.stdout}${functionsBuild.stderr}`.split('\n')) if (line.includes('fallback')) log(line);
    checkpoint();
    log(`Firebase build, Firestore emulator, content and page function ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // The repository's firebase.json with this stack's folders and ports. One change to what is deployed: the
    // page's live listener and the admin's sign-in talk to the emulators over http, so their origins join
    // connect-src (in production they talk to https://firestore.googleapis.com and identitytoolkit, which the
    // policy allows).
    const config = JSON.parse(readFileSync(join(REPO, 'firebase.json'), 'utf8')) as FirebaseConfig;
    config.hosting.public = 'public';
    // Every policy: the pages' and the admin's (which may also ask https sites, for the publish check).
    for (const { headers } of config.hosting.headers) {
      for (const h of headers) if (h.key === 'Content-Security-Policy') h.value = h.value.replace('connect-src ', `connect-src http://${firestoreHost} http://${authHost} `);
    }
    const policyOf = (source: string) => config.hosting.headers.find((h) => h.source === source)?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? '';
    const csp = policyOf('**');
    const adminCsp = policyOf('/admin{,/**}') || csp;
    config.functions = config.functions.map(({ predeploy: _built, ...codebase }) => ({ ...codebase, source: 'functions' }));
    const at = (port: number) => ({ host: '127.0.0.1', port });
    // Auth on a port of this stack's own: firebase.json's 9099 may be another test's emulator.
    config.emulators = {
      hosting: at(hosting),
      functions: at(functions),
      auth: at(auth),
      hub: at(hub),
      logging: at(logging),
      eventarc: at(eventarc),
      tasks: at(tasks),
      ui: { enabled: false },
      singleProjectMode: true,
    };
    writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));

    const out = openSync(emulatorLog, 'w');
    // The CLI tells the function where the Auth emulator it started is (FIREBASE_AUTH_EMULATOR_HOST), so the
    // Admin SDK accepts that emulator's ID tokens; the Firestore emulator runs apart and is named here.
    emulators = spawn(join(REPO, 'node_modules/.bin/firebase'), ['emulators:start', '--only', 'hosting,functions,auth', '--project', projectId], {
      cwd: dir,
      env: { ...process.env, FIRESTORE_EMULATOR_HOST: firestoreHost, FIREBASE_AUTH_EMULATOR_HOST: authHost, NODE_ENV: 'production' },
      stdio: ['ignore', out, out],
      // Its own process group, so stopping it stops the function workers it spawns.
      detached: true,
    });
    closeSync(out);
    const child = emulators;
    emulatorsExited = new Promise((r) => child.once('exit', () => r()));
    process.once('exit', () => {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    });
    // Ready once Hosting answers `/` with a page the function read from Firestore in time (the first request also
    // starts its worker; on a busy machine its first read may outlast the page's deadline, which answers from the
    // content shipped with the deploy, marked stale: the stack is ready when pages are fresh, as a warm instance's).
    const deadline = Date.now() + 90_000;
    for (;;) {
      checkpoint();
      if (child.exitCode !== null) throw new Error(`The emulators exited (${child.exitCode}):\n${logTail()}`);
      if (Date.now() > deadline) throw new Error(`The page function did not answer through Hosting within 90 s:\n${logTail()}`);
      const page = await fetch(`${base}/`, { redirect: 'manual' }).then((r) => (r.ok && r.headers.get('cache-control') !== STALE_CACHE_CONTROL ? r.text() : ''), () => '');
      if (page.includes('data-prerendered="/"')) break;
      await new Promise((r) => setTimeout(r, 300));
    }
    log(`Hosting, Functions and Auth emulators answering in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    releaseStart();
    const loads = () => logTail(Infinity).split('Loaded functions definitions from source').length - 1;
    const restartFunction = async () => {
      const before = loads();
      const template = join(dir, 'functions/lib/template.html');
      writeFileSync(template, readFileSync(template));
      const until = Date.now() + 30_000;
      while (loads() === before) {
        if (Date.now() > until) throw new Error(`The Functions emulator did not load the function again within 30 s:\n${logTail()}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    };
    return { base, projectId, firestoreHost, authHost, db: db!, csp, adminCsp, publicDir, firestoreProcess, restartFunction, stop };
  } catch (error) {
    // An emulator still starting when the build failed is stopped too, once it has started.
    await seeding?.catch(() => undefined);
    await stop();
    throw error;
  }
}

/** `node scripts/run-through-vite.mjs scripts/firebase-stack.ts [flags]`: up until SIGTERM or SIGINT. */
export async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      'hosting-port': { type: 'string' },
      'functions-port': { type: 'string' },
      'firestore-port': { type: 'string' },
      'auth-port': { type: 'string' },
      project: { type: 'string' },
      'seed-file': { type: 'string' },
    },
  });
  const port = (value: string | undefined) => (value ? Number(value) : undefined);
  const missing = firebaseStackMissing();
  if (missing) {
    console.log(JSON.stringify({ skipped: missing }));
    return 0;
  }
  const stack = await startFirebaseStack({
    projectId: values.project,
    hostingPort: port(values['hosting-port']),
    functionsPort: port(values['functions-port']),
    firestorePort: port(values['firestore-port']),
    authPort: port(values['auth-port']),
    content: values['seed-file'] ? (JSON.parse(readFileSync(values['seed-file'], 'utf8')) as Record<string, Record<string, unknown>>) : undefined,
    log: (line) => console.error(line),
  });
  const { base, firestoreHost, authHost, projectId, publicDir } = stack;
  console.log(JSON.stringify({ base, firestoreHost, authHost, projectId, publicDir }));
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', () => resolve());
    process.once('SIGINT', () => resolve());
  });
  await stack.stop();
  return 0;
}

/** The password of every account emulatorIdToken makes (they exist in the emulator only). */
export const EMULATOR_PASSWORD = 'emulator-only-password';

/**
 * An ID token of the stack's Auth emulator for `email` (the account is created on first use) carrying `claims`:
 * `{ admin: true }` makes it the owner's, as `npm run setup:firebase` does in a real project.
 */
export async function emulatorIdToken(authHost: string, email: string, claims: Record<string, unknown> = {}): Promise<string> {
  const api = `http://${authHost}/identitytoolkit.googleapis.com/v1`;
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api}/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const json = (await res.json()) as { idToken?: string; localId?: string; error?: { message?: string } };
    if (!res.ok) throw new Error(`The Auth emulator refused ${path}: ${json.error?.message ?? res.status}`);
    return json;
  };
  const password = EMULATOR_PASSWORD;
  const account = { email, password, returnSecureToken: true };
  const user = await post('accounts:signUp?key=demo-key', account).catch(() => post('accounts:signInWithPassword?key=demo-key', account));
  // The emulator's own admin credential ("Bearer owner") may set custom claims, as the Admin SDK does.
  const projectId = (JSON.parse(Buffer.from(user.idToken!.split('.')[1]!, 'base64url').toString()) as { aud: string }).aud;
  await post(`projects/${projectId}/accounts:update`, { localId: user.localId, customAttributes: JSON.stringify(claims) }, { Authorization: 'Bearer owner' });
  // Claims reach a token at the next sign-in.
  return (await post('accounts:signInWithPassword?key=demo-key', account)).idToken!;
}
