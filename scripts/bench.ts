// npm run bench (node scripts/run-through-vite.mjs scripts/bench.ts): both builds side by side, the production one
// first.
//   - Production: the Firebase build as visitors get it, firebase.json's Hosting in front of the page function in
//     firebase-tools' emulators, the function reading the Firestore emulator seeded with the demo content
//     (scripts/firebase-stack.ts, the same stack tests/e2e/firebase-pages.e2e.ts checks).
//   - Demo: the local build, prerendered, served by vite preview.
// For each, on every page of the site's route table and one page of each kind the demo content adds
// (scripts/bench/routes.ts): Lighthouse mobile scores (median of runs) and the JavaScript of the whole visit
// (until the page has settled: live, and no new request for a while), gzipped, against its budget; and the
// document reads of a page view. Then the local backend's edit-to-visible latency, and the catalogue at scale
// (scripts/bench-scale.ts: 500 treatments in 60 categories, 2,000 library pictures, 500 testimonials), what a save
// costs to publish and what pages weigh, then on the Firebase build seeded with it: HTML bytes, Lighthouse on the
// category page of 40 treatments and on /privacy-policy, and a save's time to visible on an open page; and the page
// editor on the local build holding that catalogue, typed into on a phone at 4× CPU (scripts/bench/editor.ts).
// Prints the tables and writes BENCHMARKS.md.
//
// Knobs (environment), for a quicker look at a part:
//   BENCH_ROUTES=/,/vitamins          routes to measure (default: the route table's pages and one of each kind
//                                     the content adds; `node scripts/run-through-vite.mjs scripts/bench/routes.ts`
//                                     lists them)
//   BENCH_LIGHTHOUSE_RUNS=1           Lighthouse runs per route and build, the median reported (default 5)
//   BENCH_BUILDS=local                builds to measure: firebase, local (default both)
//   BENCH_PARTS=sizes                 parts to run: sizes, lighthouse, reads, latency, images, scale, editor
//                                     (default all)
//   BENCH_LATENCY_SAMPLES=20          edit-to-visible samples (default 20)
//   BENCH_OUTPUT=file.md              where the report goes. A run narrowed by any knob above only prints, unless
//                                     this is set; the full run writes BENCHMARKS.md.
//   BENCH_PORTS=4301,4302,4303,8181   ports of the local preview, Hosting, Functions and the Firestore emulator
//                                     (the emulators' hub, logging and the like take free ones)
//   BENCH_VERBOSE=1                   list the script files each route loaded, with their gzipped sizes
//   CHROMIUM_PATH                     the browser (default /usr/bin/chromium)
// Example: BENCH_ROUTES=/,/vitamins BENCH_LIGHTHOUSE_RUNS=1 npm run bench
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { measureUploadedHero } from './bench/images';
import { runLighthouse } from './bench/lighthouse';
import { measureEditToVisible, measureReads } from './bench/live';
import { measureEditorAtScale } from './bench/editor';
import { render, type BuildMeasures, type Results } from './bench/report';
import { benchRoutes } from './bench/routes';
import { measureScale } from './bench/scale';
import { build, serve, startFirebase, type Ports } from './bench/servers';
import { measureRoutes } from './bench/sizes';
import { CHROMIUM, FLAGS } from './bench/shared';

/** A comma-separated knob, if it is set and not empty. */
const list = (name: string) => (process.env[name] ? process.env[name].split(',').map((s) => s.trim()).filter(Boolean) : undefined);

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const BUILDS = list('BENCH_BUILDS') ?? ['firebase', 'local'];
const PARTS = list('BENCH_PARTS') ?? ['sizes', 'lighthouse', 'reads', 'latency', 'images', 'scale', 'editor'];
/** Runs of the page editor at scale. */
const EDITOR_RUNS = 3;
const LATENCY_SAMPLES = Number(process.env.BENCH_LATENCY_SAMPLES ?? 20);
const NARROWED = ['BENCH_ROUTES', 'BENCH_LIGHTHOUSE_RUNS', 'BENCH_BUILDS', 'BENCH_PARTS', 'BENCH_LATENCY_SAMPLES'].some((k) => process.env[k] !== undefined);
const OUTPUT = process.env.BENCH_OUTPUT ?? (NARROWED ? null : 'BENCHMARKS.md');
const VERBOSE = Boolean(process.env.BENCH_VERBOSE);

function ports(): Ports {
  const [local, hosting, functions, firestore] = (list('BENCH_PORTS') ?? ['4301', '4302', '4303', '8181']).map(Number);
  if (local === undefined || hosting === undefined || functions === undefined || firestore === undefined) throw new Error('BENCH_PORTS names four ports');
  return { local, hosting, functions, firestore };
}

/** The parts of one build, served at `base` from the built folder `outDir`. */
async function measureBuild(browser: Browser, base: string, outDir: string, name: 'firebase' | 'local', routes: readonly string[]): Promise<BuildMeasures> {
  const out: BuildMeasures = {};
  if (PARTS.includes('sizes')) {
    console.log(`${name}: JavaScript and CSS of a whole visit, per route...`);
    out.sizes = await measureRoutes(browser, base, outDir, routes, VERBOSE);
  }
  if (PARTS.includes('reads')) {
    console.log(`${name}: document reads per page view...`);
    out.reads = await measureReads(browser, base, name === 'firebase' ? '/services' : '/');
  }
  if (PARTS.includes('lighthouse')) {
    console.log(`${name}: Lighthouse, ${RUNS} run(s) per route...`);
    out.lighthouse = await runLighthouse(base, routes, RUNS);
  }
  return out;
}

export async function main(): Promise<number> {
  const at = ports();
  const routes = list('BENCH_ROUTES') ?? (await benchRoutes());
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}; load average ${loadavg()[0]!.toFixed(1)} at the start`;
  const results: Results = { machine, builds: {} };
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    if (BUILDS.includes('firebase')) {
      console.log('Production: building the Firebase variant and the page function, starting the Firestore, Functions, Auth and Hosting emulators...');
      const stack = await startFirebase(at);
      if ('skipped' in stack) {
        console.log(`The Firebase build is not measured: ${stack.skipped}`);
        results.builds.firebase = { skipped: stack.skipped };
        await stack.stop();
      } else {
        try {
          results.builds.firebase = await measureBuild(browser, stack.base, stack.publicDir, 'firebase', routes);
        } finally {
          await stack.stop();
        }
      }
    }
    if (PARTS.includes('scale')) results.scale = await measureScale(at, RUNS, LATENCY_SAMPLES);
    if (BUILDS.includes('local')) {
      build('dist-bench-local', { VITE_BACKEND: 'local' });
      const local = await serve('dist-bench-local', at.local);
      try {
        results.builds.local = await measureBuild(browser, local.url, 'dist-bench-local', 'local', routes);
        if (PARTS.includes('latency')) {
          console.log('local: edit-to-visible latency...');
          results.latency = await measureEditToVisible(browser, local.url, LATENCY_SAMPLES);
        }
        if (PARTS.includes('editor')) {
          console.log(`local: the page editor at scale, ${EDITOR_RUNS} runs...`);
          results.editor = [];
          for (let i = 0; i < EDITOR_RUNS; i++) results.editor.push(await measureEditorAtScale(browser, local.url));
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
  const report = render(results, RUNS);
  if (OUTPUT) writeFileSync(OUTPUT, report);
  console.log(report);
  if (!OUTPUT) console.log('A narrowed run: the report above was printed, not written (set BENCH_OUTPUT=<file> to keep it).');
  return 0;
}
