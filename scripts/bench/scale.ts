// The catalogue at scale (scripts/bench-scale.ts: 500 treatments in 60 categories, 2,000 library pictures, 500
// testimonials): what a save costs to publish and what pages weigh, then on the Firebase build seeded with it:
// HTML bytes, Lighthouse on the category page of 40 treatments and on /privacy-policy, and a save's time to visible
// on an open page.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ScaleMeasurement, ScaleSaves } from '../bench-scale';
import { runLighthouse, type LighthouseRow } from './lighthouse';
import { benchScale, benchScaleResult, startFirebase, type Ports } from './servers';

/** Lighthouse at scale: the category page of 40 treatments, and the lightest page beside it. */
const LIGHTHOUSE_PAGES = ['/signature-rituals', '/privacy-policy'];

export interface ScalePage {
  path: string;
  status: number;
  bytes: number;
  gzip: number;
}

export interface ScaleResult {
  measured: ScaleMeasurement;
  firebase: { skipped: string } | { pages: ScalePage[]; lighthouse: LighthouseRow[]; saves: ScaleSaves };
}

/** The catalogue at scale: see the header. `runs` Lighthouse runs per page, `samples` saves. */
export async function measureScale(ports: Ports, runs: number, samples: number): Promise<ScaleResult> {
  console.log('scale: publishing costs and page content, 500 treatments in 60 categories...');
  const measured = benchScaleResult<ScaleMeasurement>(['--measure']);
  const seedFile = join(tmpdir(), `bench-scale-${process.pid}.json`);
  benchScale(['--stored', seedFile]);
  console.log('scale: the Firebase build seeded with it...');
  const stack = await startFirebase(ports, ['--seed-file', seedFile]);
  try {
    if ('skipped' in stack) return { measured, firebase: { skipped: stack.skipped } };
    // The pages bench-scale.ts weighed as the page function renders them, now as Hosting serves them.
    const pages: ScalePage[] = [];
    for (const { path } of measured.pages) {
      const res = await fetch(stack.base + path);
      const html = Buffer.from(await res.arrayBuffer());
      pages.push({ path, status: res.status, bytes: html.length, gzip: gzipSync(html).length });
    }
    console.log(`scale: Lighthouse, ${runs} run(s) per route...`);
    const lighthouse = await runLighthouse(stack.base, LIGHTHOUSE_PAGES, runs);
    console.log("scale: a save's time to visible on an open page...");
    const saves = benchScaleResult<ScaleSaves>(['--saves', '--base', stack.base, '--auth', stack.authHost, '--samples', String(samples)], {
      FIRESTORE_EMULATOR_HOST: stack.firestoreHost,
      GCLOUD_PROJECT: stack.projectId,
    });
    return { measured, firebase: { pages, lighthouse, saves } };
  } finally {
    await stack.stop();
    rmSync(seedFile, { force: true });
  }
}
