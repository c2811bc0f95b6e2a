#!/usr/bin/env node
// npm run build:functions: run after `npm run build` of the Firebase variant (firebase.json runs it before every
// functions deploy). It
//   1. bundles the page function (src/prerender/page-function.ts) for Node into functions/lib with Vite's SSR
//      build and the same configuration and .env as the site, so it renders exactly what the browser hydrates;
//      only firebase-admin, firebase-functions and jsdom stay outside, installed from functions/package.json;
//   2. copies the built index.html (the app shell) beside it as the template every page is rendered into;
//   3. renames the build's index.html to app.html, because Hosting serves a file before any rewrite: with an
//      index.html in the public folder, `/` would never reach the function. firebase.json sends the admin to
//      /app.html.
// Flags: --dist <dir> (the site's build, default dist), --out <dir> (default functions/lib), --mode <vite mode>.
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';

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
