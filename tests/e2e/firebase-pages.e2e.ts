// The Firebase build's pages as visitors get them: firebase.json's Hosting in front of the page function, both in
// firebase-tools' emulators, the function reading the Firestore emulator. Every public page arrives finished,
// from the content published last, with the CDN cache and security headers; a publish shows at the next
// request, with no build or deploy; the admin and unknown addresses get the app shell; the page hydrates in
// Chromium. Needs Java and the Firestore emulator jar (see scripts/firestore-emulator.mjs); prints SKIPPED
// otherwise. The Hosting and Functions emulators need neither.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, cpSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { SNAPSHOT_PATH } from '@schemas/snapshot';
import { CONTENT_VERSION_KEY, EMBEDDED_SNAPSHOT_ID } from '@/lib/prerender-keys';
import { PAGE_CACHE_CONTROL, PAGE_FRESH_SECONDS, PAGE_STALE_SECONDS } from '@/prerender/page-function-settings';
import { firestoreEmulatorMissing, startFirestoreEmulator } from '../../scripts/firestore-emulator.mjs';
import { firestoreStore, seedContent, snapshotFromStore } from '../../scripts/setup-firebase';
import { launch, PHONE } from './browser';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const PROJECT = `demo-pages-${process.pid}`;
const run = promisify(execFile);
const missing = process.env.FIRESTORE_EMULATOR_HOST ? undefined : firestoreEmulatorMissing();

interface HostingHeader {
  source: string;
  headers: Array<{ key: string; value: string }>;
}
interface FirebaseConfig {
  hosting: { public: string; headers: HostingHeader[] };
  functions: Array<{ source: string; predeploy?: string[] }>;
  emulators: Record<string, unknown>;
}

/** A port nobody listens on now, so runs on one machine do not collide. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** The page's #root and what is inside it: the content, apart from the embedded snapshot after it. */
function rootOf(page: string): { attribute: string | null; html: string } {
  const start = page.indexOf('<div id="root"');
  const end = page.indexOf(`<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}"`);
  return { attribute: /<div id="root"(?: data-prerendered="([^"]*)")?(?: data-rendered-at="[^"]*")?>/.exec(page)?.[1] ?? null, html: page.slice(start, end === -1 ? undefined : end) };
}

/** The snapshot a page embeds, and the version its script tag announces. */
function embeddedOf(page: string): { version: string; snapshot: Record<string, unknown> } | null {
  const match = new RegExp(`<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}" data-version="([^"]*)">(.*?)</script>`, 's').exec(page);
  return match ? { version: match[1]!, snapshot: JSON.parse(match[2]!) as Record<string, unknown> } : null;
}

if (missing) {
  console.log(`SKIPPED: Firebase page function tests (${missing}; the function reads the Firestore emulator).`);
  describe('the Firebase build served by Hosting and the page function', () => {
    it.skip('is skipped: needs Java and the Firestore emulator jar', () => undefined);
  });
} else {
  describe('the Firebase build served by Hosting and the page function', () => {
    const dir = mkdtempSync(join(tmpdir(), 'medspa-pages-'));
    let base = '';
    let csp = '';
    let emulators: ChildProcess | undefined;
    let emulatorsExited: Promise<void> = Promise.resolve();
    let stopFirestore: () => void = () => undefined;
    let admin: App | undefined;
    let db: Firestore;
    let browser: Browser | undefined;
    const savedEmulatorHost = process.env.FIRESTORE_EMULATOR_HOST;
    const log = join(dir, 'emulators.log');
    const logTail = () => {
      try {
        return readFileSync(log, 'utf8').slice(-3000);
      } catch {
        return '(no log)';
      }
    };

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

    /** The owner edits documents and publishes, as the admin does: the snapshot rebuilt and written whole. */
    async function publish(edit: (db: Firestore) => Promise<void>): Promise<string> {
      await edit(db);
      const snapshot = await snapshotFromStore(firestoreStore(db));
      await db.doc(SNAPSHOT_PATH).set(snapshot);
      return snapshot.lastGenerated;
    }

    const get = (path: string, init?: RequestInit) => fetch(base + path, { redirect: 'manual', ...init });

    beforeAll(async () => {
      const started = Date.now();
      try {
        const [hosting, functions, hub, logging, eventarc, tasks, ownFirestore] = await Promise.all([freePort(), freePort(), freePort(), freePort(), freePort(), freePort(), freePort()]);
        const firestoreHost = savedEmulatorHost ?? `127.0.0.1:${ownFirestore}`;
        base = `http://127.0.0.1:${hosting}`;

        // The project folder the emulators serve: the build as `public`, the function's package beside it, and the
        // repository's node_modules, from which the function resolves its packages as a deployed one would from
        // its own installation.
        mkdirSync(join(dir, 'functions'));
        cpSync(join(REPO, 'functions/package.json'), join(dir, 'functions/package.json'));
        symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
        const env = {
          ...process.env,
          // Vitest sets NODE_ENV=test, which would build development React: test what visitors get.
          NODE_ENV: 'production',
          VITE_BACKEND: 'firebase',
          VITE_FIREBASE_API_KEY: 'demo-key',
          VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
          VITE_FIREBASE_PROJECT_ID: PROJECT,
          VITE_FIREBASE_STORAGE_BUCKET: `${PROJECT}.appspot.com`,
          VITE_FIREBASE_MESSAGING_SENDER_ID: '',
          VITE_FIREBASE_APP_ID: '1:1:web:pages',
          VITE_FIRESTORE_EMULATOR_HOST: firestoreHost,
          VITE_FIREBASE_AUTH_EMULATOR_HOST: '',
          VITE_FIREBASE_STORAGE_EMULATOR_HOST: '',
        };
        const build = async () => {
          await run('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', join(dir, 'public'), '--emptyOutDir'], { cwd: REPO, env });
          await run('node', ['scripts/build-functions.mjs', '--dist', join(dir, 'public'), '--out', join(dir, 'functions/lib')], { cwd: REPO, env });
        };
        // The build and the emulator's start overlap: one is mostly Node, the other the JVM.
        const [, stop] = await Promise.all([build(), savedEmulatorHost ? Promise.resolve(() => undefined) : startFirestoreEmulator(ownFirestore)]);
        stopFirestore = stop;
        console.log(`Firebase build, page function and Firestore emulator ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

        // The repository's firebase.json with the test's folders and ports. One change to what is deployed: the
        // page's live listener talks to the emulator over http, so its origin joins connect-src (in production
        // it talks to https://firestore.googleapis.com, which the policy allows).
        const config = JSON.parse(readFileSync(join(REPO, 'firebase.json'), 'utf8')) as FirebaseConfig;
        config.hosting.public = 'public';
        const securityHeaders = config.hosting.headers.find((h) => h.source === '**')!.headers;
        const policy = securityHeaders.find((h) => h.key === 'Content-Security-Policy')!;
        policy.value = policy.value.replace('connect-src ', `connect-src http://${firestoreHost} `);
        csp = policy.value;
        config.functions = config.functions.map(({ predeploy: _built, ...codebase }) => ({ ...codebase, source: 'functions' }));
        const at = (port: number) => ({ host: '127.0.0.1', port });
        config.emulators = { hosting: at(hosting), functions: at(functions), hub: at(hub), logging: at(logging), eventarc: at(eventarc), tasks: at(tasks), ui: { enabled: false }, singleProjectMode: true };
        writeFileSync(join(dir, 'firebase.json'), JSON.stringify(config, null, 2));

        // The deployed security rules, so the page's own reads are checked as in production; then the demo content,
        // seeded as `npm run setup:firebase` does.
        const rules = await fetch(`http://${firestoreHost}/emulator/v1/projects/${PROJECT}:securityRules`, {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: readFileSync(join(REPO, 'firestore.rules'), 'utf8') }] } }),
        });
        if (!rules.ok) throw new Error(`Loading firestore.rules into the emulator failed: ${await rules.text()}`);
        process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
        admin = initializeApp({ projectId: PROJECT }, `pages-${process.pid}`);
        db = getFirestore(admin);
        await seedContent(firestoreStore(db), { force: true });

        const out = openSync(log, 'w');
        emulators = spawn(join(REPO, 'node_modules/.bin/firebase'), ['emulators:start', '--only', 'hosting,functions', '--project', PROJECT], {
          cwd: dir,
          env: { ...process.env, FIRESTORE_EMULATOR_HOST: firestoreHost, NODE_ENV: 'production' },
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
        // Ready once Hosting answers `/` with a page from the function (the first one also starts its worker).
        const deadline = Date.now() + 90_000;
        for (;;) {
          if (child.exitCode !== null) throw new Error(`The emulators exited (${child.exitCode}):\n${logTail()}`);
          if (Date.now() > deadline) throw new Error(`The page function did not answer through Hosting within 90 s:\n${logTail()}`);
          const page = await get('/').then((r) => (r.ok ? r.text() : ''), () => '');
          if (page.includes('data-prerendered="/"')) break;
          await new Promise((r) => setTimeout(r, 300));
        }
        console.log(`Hosting and Functions emulators answering in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } catch (error) {
        await stopEmulators();
        stopFirestore();
        throw error;
      }
    }, 150_000);

    afterAll(async () => {
      await browser?.close();
      await stopEmulators();
      stopFirestore();
      if (admin) await deleteApp(admin);
      if (savedEmulatorHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
      else process.env.FIRESTORE_EMULATOR_HOST = savedEmulatorHost;
      rmSync(dir, { recursive: true, force: true });
    }, 30_000);

    it('answers each public page with the finished page of the published content, its snapshot, and the cache and security headers', async () => {
      const published = (await db.doc(SNAPSHOT_PATH).get()).get('lastGenerated') as string;
      const pages: Array<[path: string, content: RegExp[]]> = [
        ['/', [/<h1[^>]*>Discover Your Natural Beauty<\/h1>/, /Welcome to Lumière Med Spa/]],
        ['/prices', [/<h1[^>]*>Price List<\/h1>/, /Neurotoxins \(Botox, Dysport, Xeomin\)/, /\$13\/unit/]],
        ['/vitamins', [/<h1[^>]*>Vitamin Therapy<\/h1>/, /IV Vitamin Therapy/, /\$200/]],
      ];
      for (const [path, content] of pages) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
        expect(res.headers.get('cache-control'), path).toBe(PAGE_CACHE_CONTROL);
        expect(res.headers.get('content-security-policy'), path).toBe(csp);
        expect(res.headers.get('strict-transport-security'), path).toMatch(/^max-age=31536000/);
        expect(res.headers.get('x-frame-options'), path).toBe('DENY');
        expect(res.headers.get('content-encoding'), path).toBe('gzip');
        const page = await res.text();
        const root = rootOf(page);
        expect(root.attribute, path).toBe(path);
        for (const text of content) expect(root.html, `${path} shows ${text}`).toMatch(text);
        const embedded = embeddedOf(page);
        expect(embedded?.version, path).toBe(published);
        expect(embedded?.snapshot.lastGenerated, path).toBe(published);
        // The app's modules load after the page has (src/main.tsx), as on the prerendered local build.
        expect(page, path).not.toContain('rel="modulepreload"');
      }
    });

    it('shows what the owner publishes to the next request, with no build or deploy, within the cache bound', async () => {
      const version = await publish(async (db) => {
        await db.doc('sections/hero').update({ 'block.headline': 'Glow Into the New Season' });
        const group = (await db.doc('price-groups/iv-infusions').get()).data() as { items: Array<{ id: string; price: string }> };
        await db.doc('price-groups/iv-infusions').update({ items: group.items.map((i) => (i.id === 'iv-drips' ? { ...i, price: '$215' } : i)) });
      });

      const home = await (await get('/')).text();
      expect(rootOf(home).html).toMatch(/<h1[^>]*>Glow Into the New Season<\/h1>/);
      expect(rootOf(home).html).not.toContain('Discover Your Natural Beauty');
      // The page and the snapshot it hydrates from come from one read: they always agree.
      const embedded = embeddedOf(home)!;
      expect(embedded.version).toBe(version);
      expect(JSON.stringify(embedded.snapshot.sections)).toContain('Glow Into the New Season');
      // A price is written once: the category page shows the price list's new price.
      const vitamins = await get('/vitamins');
      expect(rootOf(await vitamins.text()).html).toContain('$215');

      // The emulator does not cache; in production the CDN may keep a page for s-maxage and then serve it stale
      // while it fetches a new one, which bounds how long a new visitor can see the previous content.
      const directives = Object.fromEntries((vitamins.headers.get('cache-control') ?? '').split(',').map((d) => d.trim().split('=') as [string, string?]));
      expect(directives).toMatchObject({ public: undefined, 'max-age': '0', 's-maxage': String(PAGE_FRESH_SECONDS), 'stale-while-revalidate': String(PAGE_STALE_SECONDS) });
      expect(Number(directives['s-maxage']) + Number(directives['stale-while-revalidate'])).toBeLessThanOrEqual(60);
    });

    it('answers sitemap.xml from the page function: every public page, dated by the latest publish', async () => {
      // A publish with no edit: the content stays as the next test expects it, its date moves on.
      const version = await publish(async () => undefined);
      const res = await get('/sitemap.xml');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
      const xml = await res.text();
      const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
      expect(paths).toContain('/');
      expect(paths).toContain('/laser');
      expect(paths).toContain('/sms-disclosure');
      expect(new Set([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]))).toEqual(new Set([version]));
    });

    it('gives the admin the app shell, any other address the shell with a 404, and each page one address', async () => {
      for (const path of ['/admin', '/admin/dashboard/services']) {
        const res = await get(path);
        expect(res.status, path).toBe(200);
        expect(res.headers.get('cache-control'), path).toBe('no-cache');
        expect(res.headers.get('content-security-policy'), path).toBe(csp);
        const page = await res.text();
        expect(page, path).toContain('<div id="root"></div>');
        expect(page, path).not.toContain(EMBEDDED_SNAPSHOT_ID);
      }
      const unknown = await get('/no-such-page');
      expect(unknown.status).toBe(404);
      const shell = await unknown.text();
      expect(shell).toContain('<div id="root"></div>');
      expect(shell).not.toContain(EMBEDDED_SNAPSHOT_ID);
      const slash = await get('/prices/?ref=menu');
      expect(slash.status).toBe(301);
      expect(slash.headers.get('location')).toBe('/prices?ref=menu');
      expect((await get('/prices', { method: 'POST' })).status).toBe(405);
    });

    // It waits for the live listener, which loads after the page: on a busy machine that takes a while.
    it('hydrates the served page in Chromium without errors, also for a visitor who last saw older content', async () => {
      browser = await launch();
      const context = await browser.newContext({ viewport: PHONE, baseURL: base });
      // Third-party services are unreachable here (the Firestore SDK probes www.google.com); refuse them quietly.
      await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (e) => errors.push(e.message));
        page.on('console', (m) => {
          if (m.type() === 'error' && !m.text().startsWith('Failed to load resource: net::ERR_FAILED')) errors.push(m.text());
        });
      };
      const page = await context.newPage();
      watch(page);
      await page.goto('/');
      await page.locator('html[data-site-ready]').waitFor({ state: 'attached' });
      expect(await page.getByRole('heading', { level: 1, name: 'Glow Into the New Season' }).isVisible()).toBe(true);
      // Hydrated, not rendered again: the entry point removes the embedded snapshot when it renders afresh.
      expect(await page.locator(`#${EMBEDDED_SNAPSHOT_ID}`).count()).toBe(1);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: join(process.env.E2E_SCREENSHOTS, 'ssr-home.png') });
      // The live listener has remembered the version this browser showed.
      const shown = (await db.doc(SNAPSHOT_PATH).get()).get('lastGenerated') as string;
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), CONTENT_VERSION_KEY), { timeout: 30_000 }).toBe(shown);
      await page.close();

      // The owner publishes while this visitor is away; their next visit hydrates the newer page.
      await publish((db) => db.doc('sections/hero').update({ 'block.headline': 'Radiance, Refined' }).then(() => undefined));
      const again = await context.newPage();
      watch(again);
      await again.goto('/');
      await again.locator('html[data-site-ready]').waitFor({ state: 'attached' });
      // Hydrated from the newer page the function served, not rendered from this browser's older copy.
      expect(await again.locator(`#${EMBEDDED_SNAPSHOT_ID}`).count()).toBe(1);
      // Polled: the site's live listener first hands over the Firestore SDK's locally cached (older) document,
      // which the content provider shows until the server's answer replaces it a moment later.
      await expect.poll(() => again.getByRole('heading', { level: 1, name: 'Radiance, Refined' }).isVisible(), { timeout: 15_000 }).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  });
}
