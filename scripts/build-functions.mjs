#!/usr/bin/env node
// npm run build:functions: run after `npm run build` of the Firebase variant (firebase.json runs it before every
// functions deploy). It
//   1. bundles the page function (src/prerender/page-function.ts) for Node into functions/lib with Vite's SSR
//      build and the same configuration and .env as the site, so it renders exactly what the browser hydrates;
//      only firebase-admin, firebase-functions and jsdom stay outside, installed from functions/package.json;
//   2. copies the built index.html (the app shell) beside it as the template every page is rendered into;
//   3. renames the build's index.html to app.html, because Hosting serves a file before any rewrite: with an
//      index.html in the public folder, `/` would never reach the function. firebase.json sends the admin to
//      /app.html;
//   4. reads the published content (publicly readable) over Firestore's REST API into functions/lib/
//      fallback-content.json, which pages are rendered from while Firestore cannot be read
//      (src/backend/published/fallback-content.ts). The project is the one deployed to (GCLOUD_PROJECT, which the
//      Firebase CLI sets for predeploy) or the site's (VITE_FIREBASE_PROJECT_ID); FIRESTORE_EMULATOR_HOST reads an
//      emulator instead. Unreadable (offline, nothing published yet): said so, and the function ships without it.
// Flags: --dist <dir> (the site's build, default dist), --out <dir> (default functions/lib), --mode <vite mode>.
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build, createServer, loadEnv } from 'vite';

const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' }, out: { type: 'string', default: 'functions/lib' }, mode: { type: 'string', default: 'production' } } });
const dist = resolve(values.dist);
const out = resolve(values.out);
const index = resolve(dist, 'index.html');
const shell = resolve(dist, 'app.html');

/** The build's app shell, or a message saying why this build cannot be served by the function. */
function findShell() {
  if (existsSync(resolve(dist, 'services.html')) || (existsSync(index) && readFileSync(index, 'utf8').includes('data-prerendered='))) {
    return { error: `${values.dist} holds prerendered pages of the local build; build with VITE_BACKEND=firebase first (npm run build with .env set).` };
  }
  // Either a fresh Firebase build, or one this script has already prepared.
  if (existsSync(index)) return { file: index };
  if (existsSync(shell)) return { file: shell };
  return { error: `${values.dist} has no index.html; run npm run build first.` };
}

const found = findShell();
if (found.error) {
  console.error(`build:functions: ${found.error}`);
  process.exit(1);
}
const template = readFileSync(found.file, 'utf8');
if (!template.includes('<div id="root"></div>')) {
  console.error(`build:functions: ${found.file} has no empty <div id="root"></div> to render pages into.`);
  process.exit(1);
}

await build({
  mode: values.mode,
  logLevel: 'error',
  // Visitors get production React whatever NODE_ENV the build or the emulator runs with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    ssr: 'src/prerender/page-function.ts',
    outDir: out,
    emptyOutDir: true,
    copyPublicDir: false,
    target: 'node20',
    rollupOptions: {
      // Installed by Cloud Build from functions/package.json (jsdom loads files of its own at run time).
      external: [/^firebase-admin(\/|$)/, /^firebase-functions(\/|$)/, /^jsdom$/],
      // All files side by side, the template with them. The entry exports the function and nothing else: the
      // Functions runtime takes every object the entry exports for a group of functions and walks it.
      output: { entryFileNames: 'index.js', chunkFileNames: '[name]-[hash].js' },
      preserveEntrySignatures: 'strict',
    },
  },
});
copyFileSync(found.file, resolve(out, 'template.html'));
if (found.file === index) {
  rmSync(shell, { force: true });
  renameSync(index, shell);
}
console.log(`build:functions: ${values.out}/index.js renders pages into ${values.dist}'s shell; ${values.dist}/app.html serves the admin.`);

/** Writes the fallback content beside the bundle; says what it holds, or why there is none. */
async function writeFallback() {
  const projectId = process.env.GCLOUD_PROJECT || loadEnv(values.mode, process.cwd(), 'VITE_').VITE_FIREBASE_PROJECT_ID;
  if (!projectId) return 'no Firebase project named (VITE_FIREBASE_PROJECT_ID in .env, or GCLOUD_PROJECT)';
  const emulator = process.env.FIRESTORE_EMULATOR_HOST || undefined;
  if (!emulator && projectId.startsWith('demo-')) return `${projectId} is a demo project, which only the emulators have (set FIRESTORE_EMULATOR_HOST)`;
  const from = emulator ? `${projectId} on the emulator at ${emulator}` : projectId;
  // The readers are the site's TypeScript (the @/ aliases), loaded through Vite as scripts/run-through-vite.mjs does.
  const server = await createServer({
    configFile: resolve('vite.config.ts'),
    mode: values.mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const [{ readFallbackContent, FALLBACK_CONTENT_FILE }, { listDocumentsRest }] = await Promise.all([
      server.ssrLoadModule('/src/backend/published/fallback-content.ts'),
      server.ssrLoadModule('/src/backend/firebase/firestore-rest.ts'),
    ]);
    const signal = AbortSignal.timeout(60_000);
    const content = await readFallbackContent((collection) => listDocumentsRest({ projectId, emulator, signal }, collection));
    if (!content) return `nothing is published in ${from} yet`;
    const json = JSON.stringify(content);
    writeFileSync(resolve(out, FALLBACK_CONTENT_FILE), json);
    const count = Object.keys(content.documents).length;
    return { message: `${values.out}/${FALLBACK_CONTENT_FILE} holds the content published at ${content.lastGenerated} in ${from} (${count} documents, ${Math.round(json.length / 1024)} kB)` };
  } catch (error) {
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    return `reading the published content of ${from} failed (${cause instanceof Error ? cause.message : String(cause)})`;
  } finally {
    await server.close();
  }
}

const fallback = await writeFallback();
if (typeof fallback === 'string') {
  console.warn(`build:functions: no fallback content: ${fallback}. While Firestore cannot be read, a page the instance has not read since it started gets the app shell.`);
} else {
  console.log(`build:functions: ${fallback.message}: pages answer from it while Firestore cannot be read.`);
}
