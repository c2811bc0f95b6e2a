#!/usr/bin/env node
/* global document, window, MutationObserver */
// npm run bench: both builds side by side, the production one first.
//   - Production: the Firebase build as visitors get it, firebase.json's Hosting in front of the page function in
//     firebase-tools' emulators, the function reading the Firestore emulator seeded with the demo content
//     (scripts/firebase-stack.ts, the same stack tests/e2e/firebase-pages.e2e.ts checks).
//   - Demo: the local build, prerendered, served by vite preview.
// For each, on every public route: Lighthouse mobile scores (median of runs) and the JavaScript of the whole visit
// (until the page has settled: live, and no new request for a while), gzipped, against its budget; and the
// document reads of a page view. Then the local backend's edit-to-visible latency, and the catalogue at scale
// (scripts/bench-scale.ts: 500 treatments in 60 categories, 2,000 library pictures, 500 testimonials), what a save
// costs to publish and what pages weigh, then on the Firebase build seeded with it: HTML bytes, Lighthouse on the
// category page of 40 treatments and on /privacy-policy, and a save's time to visible on an open page. Prints the
// tables and writes BENCHMARKS.md.
//
// Knobs (environment), for a quicker look at a part:
//   BENCH_ROUTES=/,/vitamins          routes to measure (default: every public route)
//   BENCH_LIGHTHOUSE_RUNS=1           Lighthouse runs per route and build, the median reported (default 5)
//   BENCH_BUILDS=local                builds to measure: firebase, local (default both)
//   BENCH_PARTS=sizes                 parts to run: sizes, lighthouse, reads, latency, images, scale (default all)
//   BENCH_LATENCY_SAMPLES=20          edit-to-visible samples (default 20)
//   BENCH_OUTPUT=file.md              where the report goes. A run narrowed by any knob above only prints, unless
//                                     this is set; the full run writes BENCHMARKS.md.
//   BENCH_PORTS=4301,4302,4303,8181   ports of the local preview, Hosting, Functions and the Firestore emulator
//                                     (the emulators' hub, logging and the like take free ones)
//   BENCH_VERBOSE=1                   list the script files each route loaded, with their gzipped sizes
//   CHROMIUM_PATH                     the browser (default /usr/bin/chromium)
// Example: BENCH_ROUTES=/,/vitamins BENCH_LIGHTHOUSE_RUNS=1 npm run bench
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpus, loadavg, totalmem } from 'node:os';
import { createInterface } from 'node:readline';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { measureUploadedHero, renderImageTable } from './bench-images.mjs';
import { chromium } from 'playwright-core';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-quic', '--disable-sync'];
const ALL_ROUTES = ['/', '/services', '/specials', '/injectables', '/vitamins', '/facial-rejuvenation', '/laser', '/scalp-care', '/skincare', '/prices', '/about', '/contact', '/payment-plans', '/privacy-policy', '/sms-disclosure'];
const list = (name, fallback) => (process.env[name] ? process.env[name].split(',').map((s) => s.trim()).filter(Boolean) : fallback);
const ROUTES = list('BENCH_ROUTES', ALL_ROUTES);
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const BUILDS = list('BENCH_BUILDS', ['firebase', 'local']);
const PARTS = list('BENCH_PARTS', ['sizes', 'lighthouse', 'reads', 'latency', 'images', 'scale']);
const LATENCY_SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 20);
const [LOCAL_PORT, HOSTING_PORT, FUNCTIONS_PORT, FIRESTORE_PORT] = list('BENCH_PORTS', ['4301', '4302', '4303', '8181']).map(Number);
const NARROWED = ['BENCH_ROUTES', 'BENCH_LIGHTHOUSE_RUNS', 'BENCH_BUILDS', 'BENCH_PARTS', 'BENCH_LATENCY_SAMPLES'].some((k) => process.env[k] !== undefined);
const OUTPUT = process.env.BENCH_OUTPUT ?? (NARROWED ? null : 'BENCHMARKS.md');
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);
/** Gzipped JavaScript of a whole visit, per build. */
const JS_BUDGET_KB = { firebase: 140, local: 120 };
const KB = (n) => (n / 1024).toFixed(1);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Waits until the page is live: hydrated (<html data-site-ready>) and following publishes, its listener (local) or
 * first version check (Firebase) answered once (<html data-site-listening>).
 */
async function waitForListener(page) {
  await page.locator('html[data-site-ready][data-site-listening]').waitFor({ state: 'attached', timeout: 90_000 });
}

/**
 * Waits until the page has settled: live (the site marks <html data-site-ready> once it has hydrated) and no
 * request started for QUIET_MS, so what loads after the load event (the app, the live listener and its SDK)
 * counts. Long-lived connections (the Firestore listener's) stay open; only new requests keep it unsettled.
 */
const QUIET_MS = 2500;
async function settle(page, lastRequestAt) {
  await waitForListener(page);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && Date.now() - lastRequestAt() < QUIET_MS) await page.waitForTimeout(250);
}

/** The JS and CSS of a whole first visit per route, compressed from the built files the page requested. */
async function measureRoutes(browser, base, outDir) {
  const rows = [];
  for (const route of ROUTES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    const page = await context.newPage();
    const requested = [];
    let lastRequestAt = Date.now();
    page.on('request', (req) => {
      requested.push(req);
      lastRequestAt = Date.now();
    });
    await page.goto(base + route, { waitUntil: 'load' });
    await settle(page, () => lastRequestAt);
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
    const counted = new Set();
    let adminCode = false;
    for (const req of requested) {
      const u = new URL(req.url());
      if (u.origin !== base || counted.has(u.pathname)) continue;
      const kind = u.pathname.endsWith('.js') ? 'js' : u.pathname.endsWith('.css') ? 'css' : null;
      if (!kind) continue;
      const file = `${outDir}${u.pathname}`;
      if (!existsSync(file)) continue;
      counted.add(u.pathname);
      const buf = readFileSync(file);
      const gz = gzipSync(buf, { level: 9 }).length;
      const br = brotliCompressSync(buf).length;
      sizes[kind].raw += buf.length;
      sizes[kind].gz += gz;
      sizes[kind].br += br;
      if (kind === 'js' && beforeLoad.has(req)) {
        sizes.jsBeforeLoad.gz += gz;
        sizes.jsBeforeLoad.br += br;
      }
      if (kind === 'js') names.push(`${u.pathname.split('/').pop()} ${KB(gz)}`);
      if (/admin-app|rich-text-editor|collection-editor|firebase-auth|sortable|dnd/.test(u.pathname)) adminCode = true;
    }
    rows.push({ route, requests: requested.length, requestsBeforeLoad: beforeLoad.size, ...sizes, adminCode, names });
    console.log(`  ${route}: JS ${KB(sizes.js.gz)} KB gzipped for the visit (${KB(sizes.jsBeforeLoad.gz)} KB before load)`);
    if (VERBOSE) console.log(names.map((n) => `    ${n}`).join('\n'));
    await context.close();
  }
  return rows;
}

/**
 * One Lighthouse run as a first visit: a browser with a new profile, as the lighthouse command starts one. (One
 * browser for every run would keep the site's local storage from run to run, which Lighthouse leaves alone
 * while it empties the HTTP cache: a visitor who has been here, whose cache was then cleared.)
 */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    return await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  } finally {
    await chrome.kill();
  }
}

async function runLighthouse(base, routes = ROUTES) {
  const out = [];
  for (const route of routes) {
    const runs = [];
    for (let i = 0, failed = 0; i < RUNS; i++) {
      const result = await lighthouseRun(base + route);
      const lhr = result.lhr;
      // A run whose trace came out broken (NO_NAVSTART and the like) has no scores; it is run again, a few times.
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        console.log(`  ${route}: run ${i + 1} failed (${lhr.runtimeError?.code ?? 'no performance score'}), running it again`);
        if (++failed > 3) throw new Error(`Lighthouse failed on ${route} ${failed} times`);
        i--;
        continue;
      }
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
    console.log(`  ${route}: performance ${pick('performance')}, LCP ${Math.round(pick('lcp'))} ms, TBT ${Math.round(pick('tbt'))} ms`);
    out.push({ route, performance: pick('performance'), accessibility: pick('accessibility'), bestPractices: pick('bestPractices'), seo: pick('seo'), lcp: pick('lcp'), tbt: pick('tbt'), cls: pick('cls'), failing: [...new Set(runs.flatMap((r) => r.failing))] });
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
 * browser is idle), so this waits until the listener has answered and the count has held still for a second.
 */
async function settledReadCount(page) {
  await waitForListener(page);
  await page.waitForFunction(() => typeof window.__medspaReadCount === 'function');
  let last = -1;
  for (let i = 0; i < 20; i++) {
    const now = await page.evaluate(() => window.__medspaReadCount());
    if (now === last) return now;
    last = now;
    await page.waitForTimeout(1000);
  }
  return last;
}

/** Document reads through the port: a first visit in a fresh browser profile, then a repeat visit within the cache window. */
async function measureReads(browser, base, repeatPath) {
  const context = await browser.newContext();
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
  const page = await context.newPage();
  await page.goto(`${base}/`);
  const cold = await settledReadCount(page);
  await page.goto(`${base}${repeatPath}`);
  const warm = await settledReadCount(page);
  await context.close();
  return { cold, warm, repeatPath };
}

function build(outDir, env) {
  console.log(`Building ${outDir}...`);
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production', ...env } });
}

/** vite preview of a built folder; stop() ends its process group. */
async function serve(outDir, port) {
  const child = spawn('npx', ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    try {
      if ((await fetch(url)).ok) return { url, stop: () => process.kill(-child.pid, 'SIGTERM') };
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`vite preview did not start for ${outDir} on port ${port}`);
}

/**
 * The production stack, scripts/firebase-stack.ts run through Vite in a child process: resolves with Hosting's
 * address and the folder it serves once the page function answers through it, or with { skipped } when the
 * Firestore emulator cannot start here.
 */
async function startFirebase(extra = []) {
  const args = ['scripts/run-through-vite.mjs', 'scripts/firebase-stack.ts', '--project', 'demo-medspa-bench', ...extra];
  args.push('--hosting-port', String(HOSTING_PORT), '--functions-port', String(FUNCTIONS_PORT), '--firestore-port', String(FIRESTORE_PORT));
  const child = spawn('node', args, { stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  const exited = new Promise((r) => child.once('exit', r));
  const killGroup = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // All gone.
    }
  };
  process.once('exit', killGroup);
  const stop = async () => {
    // The stack stops its emulators on SIGTERM; the group kill catches anything left behind.
    if (child.exitCode === null) process.kill(child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 30_000).unref())]);
    killGroup();
  };
  for await (const line of createInterface({ input: child.stdout })) {
    if (line.startsWith('{')) return { ...JSON.parse(line), stop };
    console.log(line);
  }
  await exited;
  throw new Error(`The Firebase stack exited (${child.exitCode}) before it answered`);
}

/** A mode of scripts/bench-scale.ts (through Vite); resolves with the JSON line it prints, if any. */
function benchScale(args, env = {}) {
  const out = execFileSync('node', ['scripts/run-through-vite.mjs', 'scripts/bench-scale.ts', ...args], { encoding: 'utf8', env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
  const line = out.trim().split('\n').at(-1);
  return line?.startsWith('{') ? JSON.parse(line) : null;
}

/** The pages the scale part weighs on the Firebase build. */
const SCALE_PAGES = ['/', '/services', '/signature-rituals', '/signature-rituals/botox-0', '/about', '/privacy-policy'];

/** The catalogue at scale: see the header. */
async function measureScale() {
  console.log('scale: publishing costs and page content, 500 treatments in 60 categories...');
  const measured = benchScale(['--measure']);
  const seedFile = join(tmpdir(), `bench-scale-${process.pid}.json`);
  benchScale(['--stored', seedFile]);
  console.log('scale: the Firebase build seeded with it...');
  const stack = await startFirebase(['--seed-file', seedFile]);
  try {
    if (stack.skipped) return { measured, firebase: { skipped: stack.skipped } };
    const pages = [];
    for (const path of SCALE_PAGES) {
      const res = await fetch(stack.base + path);
      const html = Buffer.from(await res.arrayBuffer());
      pages.push({ path, status: res.status, bytes: html.length, gzip: gzipSync(html).length });
    }
    console.log(`scale: Lighthouse, ${RUNS} run(s) per route...`);
    const lighthouse = await runLighthouse(stack.base, ['/signature-rituals', '/privacy-policy']);
    console.log('scale: a save\'s time to visible on an open page...');
    const saves = benchScale(['--saves', '--base', stack.base, '--auth', stack.authHost, '--samples', String(LATENCY_SAMPLES)], { FIRESTORE_EMULATOR_HOST: stack.firestoreHost, GCLOUD_PROJECT: stack.projectId });
    return { measured, firebase: { pages, lighthouse, saves } };
  } finally {
    await stack.stop();
    rmSync(seedFile, { force: true });
  }
}

async function measureBuild(browser, base, outDir, name) {
  const out = {};
  if (PARTS.includes('sizes')) {
    console.log(`${name}: JavaScript and CSS of a whole visit, per route...`);
    out.sizes = await measureRoutes(browser, base, outDir);
  }
  if (PARTS.includes('reads')) {
    console.log(`${name}: document reads per page view...`);
    out.reads = await measureReads(browser, base, name === 'firebase' ? '/services' : '/');
  }
  if (PARTS.includes('lighthouse')) {
    console.log(`${name}: Lighthouse, ${RUNS} run(s) per route...`);
    out.lighthouse = await runLighthouse(base);
  }
  return out;
}

async function main() {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${loadavg()[0].toFixed(1)} at the start`;
  const results = { machine, builds: {} };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    if (BUILDS.includes('firebase')) {
      console.log('Production: building the Firebase variant and the page function, starting the Firestore, Functions, Auth and Hosting emulators...');
      const stack = await startFirebase();
      if (stack.skipped) {
        console.log(`The Firebase build is not measured: ${stack.skipped}`);
        results.builds.firebase = { skipped: stack.skipped };
        await stack.stop();
      } else {
        try {
          results.builds.firebase = await measureBuild(browser, stack.base, stack.publicDir, 'firebase');
        } finally {
          await stack.stop();
        }
      }
    }
    if (PARTS.includes('scale')) results.scale = await measureScale();
    if (BUILDS.includes('local')) {
      build('dist-bench-local', { VITE_BACKEND: 'local' });
      const local = await serve('dist-bench-local', LOCAL_PORT);
      try {
        results.builds.local = await measureBuild(browser, local.url, 'dist-bench-local', 'local');
        if (PARTS.includes('latency')) {
          console.log('local: edit-to-visible latency...');
          results.latency = await measureEditToVisible(browser, local.url);
        }
        if (PARTS.includes('images')) {
          console.log('local: uploading a phone photo to the hero and weighing the images on / ...');
          results.images = await measureUploadedHero(browser, local.url);
        }
      } finally {
        local.stop();
      }
    }
  } finally {
    await browser.close();
  }
  const report = render(results);
  if (OUTPUT) writeFileSync(OUTPUT, report);
  console.log(report);
  if (!OUTPUT) console.log('A narrowed run: the report above was printed, not written (set BENCH_OUTPUT=<file> to keep it).');
}

const ok = (cond) => (cond ? '✅' : '❌');

function sizeTable(rows, budget) {
  return [
    `| Route | JS gzip KB, whole visit | Budget ≤ ${budget} KB | JS brotli KB, whole visit | JS gzip KB before load | CSS gzip KB | Requests before load / whole visit | Admin/editor/Auth code |`,
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${KB(r.js.gz)} | ${ok(r.js.gz / 1024 <= budget && !r.adminCode)} | ${KB(r.js.br)} | ${KB(r.jsBeforeLoad.gz)} | ${KB(r.css.gz)} | ${r.requestsBeforeLoad} / ${r.requests} | ${r.adminCode ? 'yes' : 'none'} |`,
    ),
  ].join('\n');
}

function lighthouseTable(rows) {
  const failing = rows.filter((r) => r.failing.length).map((r) => `- ${r.route}: ${r.failing.join(', ')}`);
  return [
    '| Route | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | Budget |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${ok(r.performance >= 98 && r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100 && r.lcp <= 1800 && r.tbt <= 100 && r.cls <= 0.02)} |`,
    ),
    ...(failing.length ? ['', 'Audits not passing in some run:', ...failing] : []),
  ].join('\n');
}

function buildSection(title, intro, result, budget) {
  if (!result) return '';
  if (result.skipped) return `## ${title}\n\nNot measured: ${result.skipped}.\n`;
  const parts = [`## ${title}`, intro];
  if (result.lighthouse) parts.push(`### Lighthouse, mobile preset (simulated throttling), median of ${RUNS} run${RUNS === 1 ? '' : 's'}`, lighthouseTable(result.lighthouse));
  if (result.sizes) {
    parts.push(`### JavaScript and CSS of a whole first visit, phone viewport (budget ≤ ${budget} KB gzipped JS)`, sizeTable(result.sizes, budget));
    // What the budget is spent on: the files of the first route's visit, largest first.
    const first = result.sizes[0];
    const files = [...first.names].sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1]));
    parts.push(`The scripts a visit to ${first.route} loaded, KB gzipped: ${files.map((n) => `\`${n.replace(/-[\w-]{8}\.js /, ' ')}\``).join(', ')}.`);
  }
  return `${parts.join('\n\n')}\n`;
}

function scaleSection({ measured, firebase }) {
  const { scale } = measured;
  const parts = [
    `## The catalogue at scale

${scale.treatments} treatments in ${scale.categories} categories (${scale.bigCategory} in one), ${scale.images} library pictures and ${scale.testimonials} testimonials beside the demo's other
content (\`scripts/bench-scale.ts\`); ${measured.addresses} addresses with a page. Stored, it is ${KB(measured.oneDocument)} KB of JSON: as one published
document, as earlier versions published the site, it would be at Firestore's 1 MiB limit with the demo's short texts.
The largest published documents: ${measured.largest.map((d) => `\`${d.path}\` ${KB(d.bytes)} KB`).join(', ')}.

### What a save costs to publish (median of 15, counted as Firestore bills: a query one read per document)

Publishing everything again (an upgrade, "Publish everything"): ${measured.republish.reads} reads, ${measured.republish.writes} writes, ${KB(measured.republish.bytes)} KB written.

| Save | Documents read | Documents written | KB written | Publish in memory, ms |
|---|---|---|---|---|
${measured.saves.map((s) => `| ${s.name} | ${s.reads} | ${s.writes} | ${KB(s.bytes)} | ${s.ms} |`).join('\n')}
`,
  ];
  if (firebase.skipped) parts.push(`The Firebase build was not measured at scale: ${firebase.skipped}.`);
  else {
    parts.push(`### On the Firebase build seeded with it

| Page | Status | HTML KB | HTML gzip KB |
|---|---|---|---|
${firebase.pages.map((p) => `| ${p.path} | ${p.status} | ${KB(p.bytes)} | ${KB(p.gzip)} |`).join('\n')}

Lighthouse, mobile preset, median of ${RUNS} run${RUNS === 1 ? '' : 's'}:

${lighthouseTable(firebase.lighthouse)}

A save of one treatment of the ${scale.bigCategory}-treatment category while a phone has its page open, ${firebase.saves.samples} samples (the stored write
and \`POST /api/publish\` through Hosting and the page function, then the open page's check, which runs on load, every 30 s in
view and when the visitor comes back to the tab): publish **${firebase.saves.publishMs} ms**, then visible **${firebase.saves.visibleMs} ms** after
the check starts; **${firebase.saves.totalMs} ms** in all (median).
`);
  }
  return parts.join('\n');
}

function render({ machine, builds, latency, images, scale }) {
  const { firebase, local } = builds;
  const readsRow = (name, r, billed) =>
    r
      ? `| ${name} | ${r.cold} | ${r.warm} (${r.repeatPath}) | ${billed ? `${ok(r.cold <= 2 && r.warm === 0)} ≤ 2 first, 0 repeat` : `${ok(r.cold <= 2)} ≤ 2 first`} |`
      : `| ${name} | not measured | not measured | — |`;
  const sections = [
    `# Benchmarks

Measured ${new Date().toISOString().slice(0, 10)} on ${machine}. Re-run with \`npm run bench\` (the knobs for a
quicker partial run are listed at the top of \`scripts/bench.mjs\`). Shared, noisy machines: read medians and
ratios, not single runs.

Lighthouse budgets: performance ≥ 98; accessibility, best practices, SEO = 100; LCP ≤ 1800 ms; TBT ≤ 100 ms;
CLS ≤ 0.02. "Whole visit" is every script the page requested until it settled: live (hydrated, the live listener
attached) and no new request for ${QUIET_MS / 1000} s, lazy chunks and the live listener's code included.
"Before load" is only what was requested before the load event. Sizes are of the built files, compressed here.
`,
    buildSection(
      'Production: the Firebase build through Hosting and the page function',
      `What visitors get: firebase.json's Hosting in front of the page function, in firebase-tools' emulators, the
function reading the Firestore emulator seeded with the demo content (\`scripts/firebase-stack.ts\`). Every page
arrives finished, rendered from the content published last, and hydrates; it then follows publishes by asking
the page function's version file (no Firestore SDK), reading its content again only when it changed.`,
      firebase,
      JS_BUDGET_KB.firebase,
    ),
    buildSection(
      'Demo: the local build, prerendered',
      `The embedded local backend (IndexedDB), every public page prerendered from the demo content at build time,
served by \`vite preview\`.`,
      local,
      JS_BUDGET_KB.local,
    ),
  ];
  if (latency) {
    const med = median(latency);
    sections.push(`## Edit-to-visible latency (local backend)

An owner's click on Save Changes in one tab until an open public tab shows the new heading, ${latency.length} samples:
median **${med} ms** (min ${Math.min(...latency)}, max ${Math.max(...latency)}). Budget ≤ 200 ms: ${ok(med <= 200)}
`);
  }
  if (firebase?.reads || local?.reads) {
    sections.push(`## Document reads per public page view (counted through the port)

A first visit to / in a fresh browser profile, then a repeat visit within the 30-minute cache; counted until the
live listener has answered and the count has held still for a second.

| Backend | First visit | Repeat visit | Budget |
|---|---|---|---|
${readsRow('Firestore (the Firebase build through Hosting and the page function)', firebase?.reads, true)}
${readsRow('Local (IndexedDB, not billed)', local?.reads, false)}

On Firestore the page arrives with its content embedded, so nothing is read for the first paint; after the
load event the page asks the page function's version file (answered from the CDN's cache or one read by the
function, not by the visitor) and asks for its content again only when a newer version of it was published, so
an unchanged site costs the visitor no read. On the local backend a read is one IndexedDB read.
`);
  }
  if (scale) sections.push(scaleSection(scale));
  if (images) {
    sections.push(`## Image bytes on / with an uploaded phone photo in the hero (local build)

${renderImageTable(images)}
`);
  }
  return sections.filter(Boolean).join('\n');
}

await main();
