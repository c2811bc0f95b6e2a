#!/usr/bin/env node
/* global document, window, MutationObserver */
// npm run bench: bundle sizes per public route (local and Firebase builds), Lighthouse mobile scores,
// edit-to-visible latency and document reads per visit. Writes BENCHMARKS.md and prints the same tables.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { firestoreEmulatorMissing, startFirestoreEmulator } from './firestore-emulator.mjs';
import { measureUploadedHero, renderImageTable } from './bench-images.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'];
const ROUTES = ['/', '/services', '/specials', '/injectables', '/vitamins', '/facial-rejuvenation', '/laser', '/scalp-care', '/skincare', '/prices', '/about', '/contact', '/payment-plans', '/privacy-policy', '/sms-disclosure'];
const LIGHTHOUSE_ROUTES = ['/', '/services', '/prices', '/injectables', '/contact'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LATENCY_SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 20);
const KB = (n) => (n / 1024).toFixed(1);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

function build(outDir, env) {
  console.log(`Building ${outDir}...`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir], { stdio: 'inherit', env: { ...process.env, ...env } });
}

async function serve(outDir, port) {
  const child = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => process.kill(-child.pid, 'SIGTERM') };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not start for ${outDir}`);
}

/** First-load JS/CSS: everything the page requested until it settled, compressed sizes from the files on disk. */
async function measureRoutes(browser, base, outDir) {
  const rows = [];
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    const page = await context.newPage();
    const requested = [];
    page.on('request', (req) => requested.push(req));
    // Everything the route needs to render: requests until the network settles, lazy chunks included.
    // Stricter than "before the load event", and stable from run to run.
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // Which requests started before the load event, by the page's own clock (Playwright's load event reaches
    // us later than the page's, so a request made in a load handler would otherwise count as before it).
    const startedBeforeLoad = new Set(
      await page.evaluate(() => {
        const loadStart = performance.getEntriesByType('navigation')[0].loadEventStart;
        return performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime < loadStart)
          .map((r) => r.name);
      }),
    );
    const beforeLoad = new Set(requested.filter((req) => req.isNavigationRequest() || startedBeforeLoad.has(req.url())));
    const sizes = { js: { raw: 0, gz: 0, br: 0 }, css: { raw: 0, gz: 0, br: 0 }, jsBeforeLoad: { gz: 0, br: 0 } };
    const names = [];
    let adminCode = false;
    for (const req of requested) {
      const u = new URL(req.url());
      if (u.origin !== base) continue;
      const kind = u.pathname.endsWith('.js') ? 'js' : u.pathname.endsWith('.css') ? 'css' : null;
      if (!kind) continue;
      const file = `${outDir}${u.pathname}`;
      if (!existsSync(file)) continue;
      const buf = readFileSync(file);
      sizes[kind].raw += buf.length;
      sizes[kind].gz += gzipSync(buf, { level: 9 }).length;
      sizes[kind].br += brotliCompressSync(buf).length;
      if (kind === 'js' && beforeLoad.has(req)) {
        sizes.jsBeforeLoad.gz += gzipSync(buf, { level: 9 }).length;
        sizes.jsBeforeLoad.br += brotliCompressSync(buf).length;
      }
      names.push(u.pathname.split('/').pop());
      if (/admin-app|rich-text-editor|collection-editor|firebase-auth|sortable|dnd/.test(u.pathname)) adminCode = true;
    }
    rows.push({ route, requests: requested.length, requestsBeforeLoad: beforeLoad.size, ...sizes, adminCode, names });
    await context.close();
  }
  return rows;
}

async function runLighthouse(base, routes = LIGHTHOUSE_ROUTES) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
  const out = [];
  try {
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(base + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
        const lhr = result.lhr;
        runs.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
          seo: Math.round(lhr.categories.seo.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          failing: Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
            .map((a) => a.id),
        });
      }
      const pick = (k) => median(runs.map((r) => r[k]));
      out.push({ route, performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), failing: [...new Set(runs.flatMap((r) => r.failing))] });
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

/** An owner's save in one tab until an open public tab shows it, measured with the browser's clock in both tabs. */
async function measureEditToVisible(browser, base) {
  const context = await browser.newContext();
  const pub = await context.newPage();
  await pub.goto(`${base}/`);
  await pub.waitForSelector('h1');
  const admin = await context.newPage();
  await admin.goto(`${base}/admin`);
  await admin.getByLabel('Password').fill(process.env.VITE_LOCAL_ADMIN_PASSWORD ?? 'lumiere-demo');
  await admin.getByRole('button', { name: 'Sign In' }).click();
  await admin.waitForURL(/dashboard/);
  await admin.goto(`${base}/admin/dashboard/welcome`);
  const heading = admin.getByLabel('Heading', { exact: true });
  await heading.waitFor();
  const samples = [];
  for (let i = 0; i < LATENCY_SAMPLES; i++) {
    const text = `Radiance, edition ${i} ${Date.now()}`;
    await heading.fill(text);
    const seen = pub.evaluate(
      (expected) =>
        new Promise((resolve) => {
          const check = () => [...document.querySelectorAll('h1, h2')].some((h) => h.textContent === expected);
          const observer = new MutationObserver(() => {
            if (check()) {
              observer.disconnect();
              resolve(Date.now());
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }),
      text,
    );
    const clicked = await admin.evaluate(() => {
      const t = Date.now();
      [...document.querySelectorAll('button')].find((b) => b.textContent === 'Save Changes').click();
      return t;
    });
    const visible = await seen;
    samples.push(visible - clicked);
    await admin.getByRole('button', { name: 'Save Changes' }).waitFor();
  }
  await context.close();
  return samples;
}

/**
 * The page's document reads so far. Reads happen after the load event (the live listener attaches when the
 * browser is idle), so this waits until the page is live and the count has held still for a second.
 */
async function settledReadCount(page) {
  await page.waitForFunction(() => typeof window.__medspaReadCount === 'function' && document.documentElement.dataset.siteReady);
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const now = await page.evaluate(() => window.__medspaReadCount());
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(1000);
  }
  return last;
}

/** Document reads through the port for a cold visit and a repeat visit within the cache window. */
async function measureReads(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const reads = () => settledReadCount(page);
  await page.goto(`${base}/`);
  await reads();
  await page.evaluate(() => localStorage.removeItem('medspa:site-snapshot'));
  await page.goto(`${base}/`);
  const cold = await reads();
  await page.goto(`${base}/`);
  const warm = await reads();
  await context.close();
  return { cold, warm };
}

const EMULATOR_PORT = 8181;
const EMULATOR_PROJECT = 'demo-medspa-bench';

/**
 * Document reads of public page views on Firestore, counted through the port: the Firebase build, pointed at
 * the Firestore emulator holding the demo snapshot (taken from the local build's prerendered page).
 */
async function measureFirestoreReads(browser) {
  const missing = firestoreEmulatorMissing();
  if (missing) return { skipped: missing };
  const stopEmulator = await startFirestoreEmulator(EMULATOR_PORT);
  let site;
  try {
    const page = readFileSync('dist-bench-local/index.html', 'utf8');
    const snapshot = JSON.parse(/<script type="application\/json" id="site-snapshot"[^>]*>(.*?)<\/script>/s.exec(page)[1]);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${EMULATOR_PORT}`;
    const { initializeApp } = await import('firebase-admin/app');
    const { getFirestore } = await import('firebase-admin/firestore');
    const db = getFirestore(initializeApp({ projectId: EMULATOR_PROJECT }, 'bench'));
    await db.doc('templates/data').set(snapshot);
    build('dist-bench-firebase-emulator', {
      VITE_BACKEND: 'firebase',
      VITE_FIREBASE_API_KEY: 'demo-key',
      VITE_FIREBASE_PROJECT_ID: EMULATOR_PROJECT,
      VITE_FIREBASE_APP_ID: '1:1:web:bench',
      VITE_FIRESTORE_EMULATOR_HOST: `127.0.0.1:${EMULATOR_PORT}`,
    });
    site = await serve('dist-bench-firebase-emulator', 4303);
    const context = await browser.newContext();
    const tab = await context.newPage();
    const reads = () => settledReadCount(tab);
    await tab.goto(`${site.url}/`);
    const cold = await reads();
    await tab.goto(`${site.url}/services`);
    const warm = await reads();
    await context.close();
    // For comparison only: this build renders in the browser (it is not prerendered).
    const lighthouse = await runLighthouse(site.url, ['/']);
    return { cold, warm, lighthouse };
  } finally {
    site?.stop();
    stopEmulator();
  }
}

async function main() {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  build('dist-bench-local', { VITE_BACKEND: 'local' });
  build('dist-bench-firebase', {
    VITE_BACKEND: 'firebase',
    VITE_FIREBASE_API_KEY: 'placeholder-key',
    VITE_FIREBASE_AUTH_DOMAIN: 'placeholder.firebaseapp.com',
    VITE_FIREBASE_PROJECT_ID: 'placeholder',
    VITE_FIREBASE_STORAGE_BUCKET: 'placeholder.appspot.com',
    VITE_FIREBASE_APP_ID: '1:1:web:placeholder',
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  const local = await serve('dist-bench-local', 4301);
  const firebase = await serve('dist-bench-firebase', 4302);
  let report;
  try {
    const localRows = await measureRoutes(browser, local.url, 'dist-bench-local');
    const firebaseRows = await measureRoutes(browser, firebase.url, 'dist-bench-firebase');
    console.log('Measuring edit-to-visible latency...');
    const latency = await measureEditToVisible(browser, local.url);
    const reads = await measureReads(browser, local.url);
    console.log('Uploading a phone photo to the hero and weighing the images on / ...');
    const images = await measureUploadedHero(browser, local.url);
    console.log('Counting Firestore reads against the emulator...');
    const firestoreReads = await measureFirestoreReads(browser);
    console.log('Running Lighthouse...');
    const lh = await runLighthouse(local.url);
    report = render({ machine, localRows, firebaseRows, latency, reads, firestoreReads, lh, images });
  } finally {
    await browser.close();
    local.stop();
    firebase.stop();
  }
  writeFileSync('BENCHMARKS.md', report);
  console.log(report);
}

function render({ machine, localRows, firebaseRows, latency, reads, firestoreReads, lh, images }) {
  const ok = (cond) => (cond ? '✅' : '❌');
  const sizeTable = (rows, budget) =>
    [
      '| Route | JS gzip KB before load | JS brotli KB before load | JS gzip KB until settled | JS brotli KB until settled | CSS gzip KB | CSS brotli KB | Requests before load / until settled | Admin/editor/Auth code | Budget (before load) |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.route} | ${KB(r.jsBeforeLoad.gz)} | ${KB(r.jsBeforeLoad.br)} | ${KB(r.js.gz)} | ${KB(r.js.br)} | ${KB(r.css.gz)} | ${KB(r.css.br)} | ${r.requestsBeforeLoad} / ${r.requests} | ${r.adminCode ? 'yes' : 'none'} | ${ok(r.jsBeforeLoad.gz / 1024 <= budget && !r.adminCode)} ≤ ${budget} KB |`,
      ),
    ].join('\n');
  const lhRows = (rows) =>
    [
      '| Route | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | Budget |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${ok(r.performance >= 98 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100 && r.lcp <= 1800 && r.tbt <= 100 && r.cls <= 0.02)} |`,
      ),
    ].join('\n');
  const lhTable = lhRows(lh);
  const failing = lh.filter((r) => r.failing.length).map((r) => `- ${r.route}: ${r.failing.join(', ')}`).join('\n');
  const med = median(latency);
  return `# Benchmarks

Measured ${new Date().toISOString().slice(0, 10)} on ${machine}. Re-run with \`npm run bench\`. Shared, noisy machines: read medians and ratios, not single runs.

## First-load JavaScript and CSS per public route

A first visit on a phone-sized viewport, compressed from the built files. "Before load" is the budget's
definition: every request the page made before its load event. "Until settled" is stricter: everything
requested until the network went quiet, lazy chunks and the deferred live listener included. On the local
build a first visit also loads the demo content that seeds the browser's database.

The local build prerenders every public page from the demo snapshot (what a new browser is seeded with), so
the page paints from HTML and the app's code (React, the router, the site) loads after the load event to
hydrate it: "before load" is then only the entry, and "until settled" is what the visit costs in all. The
Firebase build renders in the browser (its content lives in Firestore and changes without a deploy), so its
modules are preloaded and load before the load event.

### Local build (budget ≤ 120 KB gzipped JS)

${sizeTable(localRows, 120)}

### Firebase build, placeholder configuration (budget ≤ 140 KB gzipped JS)

${sizeTable(firebaseRows, 140)}

## Lighthouse (mobile preset, simulated throttling), median of ${RUNS} runs, local build

Budgets: performance ≥ 98; accessibility, best practices, SEO = 100; LCP ≤ 1800 ms; TBT ≤ 100 ms; CLS ≤ 0.02.

${lhTable}
${failing ? `\nAudits not passing in some run:\n${failing}\n` : ''}
${
  firestoreReads.lighthouse
    ? `### For comparison: the Firebase build (not prerendered), against the Firestore emulator

It renders in the browser: the hero's address is known only after the app has loaded and read the snapshot,
and Firestore's open listener keeps the trace running while the slideshow changes slides.

${lhRows(firestoreReads.lighthouse)}
`
    : ''
}
## Edit-to-visible latency (local backend)

An owner's click on Save Changes in one tab until an open public tab shows the new heading, ${latency.length} samples:
median **${med} ms** (min ${Math.min(...latency)}, max ${Math.max(...latency)}). Budget ≤ 200 ms: ${ok(med <= 200)}

## Document reads per public page view (counted through the port)

Counted until the page is live and the count has held still for a second.

| Backend | Cold visit (no cached snapshot) | Repeat visit within the 30-minute cache | Budget |
|---|---|---|---|
| Firestore (Firebase build against the Firestore emulator) | ${firestoreReads.skipped ? 'not measured' : firestoreReads.cold} | ${firestoreReads.skipped ? 'not measured' : firestoreReads.warm} | ${firestoreReads.skipped ? '—' : ok(firestoreReads.cold <= 2 && firestoreReads.warm === 0)} ≤ 2 cold, 0 repeat |
| Local (IndexedDB) | ${reads.cold} | ${reads.warm} | ${ok(reads.cold <= 2)} ≤ 2 cold |
${firestoreReads.skipped ? `\nFirestore reads were not measured: ${firestoreReads.skipped}.\n` : ''}
On Firestore a cold visit reads \`templates/data\` once over REST for the first paint and once more when the
live listener attaches after the load event; a repeat visit paints from the cached snapshot and the listener
resumes from Firestore's persistent cache, so unchanged content is not read (or billed) again. On the local
backend a read is one IndexedDB read: the prerendered page paints from its embedded snapshot, and the only
read is the live listener's.

## Image bytes on / with an uploaded phone photo in the hero (local build)

${renderImageTable(images)}
`;
}

await main();
