// The catalogue at scale, for `npm run bench` (its "scale" part): a spa with 60 categories, 500 treatments (40 of
// them in one category), 2,000 library pictures and 500 testimonials, beside the demo's other content. Run through
// scripts/run-through-vite.mjs (the schemas rely on Vite's import.meta.glob):
//   --measure          prints one JSON line: what each kind of save costs to publish (document reads, writes, bytes
//                      written, the publish's own time in memory, median of samples), what a whole republish costs,
//                      the size of each page's content and HTML, and the one document earlier versions published.
//   --stored <file>    writes the stored documents as JSON (the Firebase stack seeds them and publishes them all).
//   --saves --base <url> --auth <host>
//                      on the Firebase stack seeded with them (FIRESTORE_EMULATOR_HOST, GCLOUD_PROJECT set): the owner
//                      saves a treatment of the 40-treatment category and publishes it through the page function
//                      (POST /api/publish) while a phone has that category's page open; prints the median time the
//                      publish took and the time until the open page shows the change once it checks (its check
//                      runs on load, every 30 s in view and when the visitor comes back to the tab: here, a focus).
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { demoContent, DEMO_PUBLISHED_AT } from '../src/backend/demo/demo-content';
import { documentStore, withPublished } from '../src/backend/published/from-documents';
import { publishChanges, type PublishIO } from '../src/backend/published/publish-changes';
import { pageRules } from '../src/backend/published/page-rules';
import type { DocData, WriteOp } from '../src/backend/port';
import { createPageServer } from '../src/prerender/page-server';
import { contentOf, sitePaths } from '../src/prerender/render-page';
import { PUBLISH_PATH } from '../src/lib/page-function-settings';
import { emulatorIdToken } from './firebase-stack';

export const SCALE = { categories: 60, treatments: 500, bigCategory: 40, images: 2000, testimonials: 500 };
/** The category holding 40 treatments. */
export const BIG_CATEGORY = 'category-big';
/** The demo's pictures, each library record one of them at an address of its own (the query differs). */
const DEMO_PICTURES = ['injectables', 'fillers', 'facial', 'iv-therapy', 'laser', 'microneedling', 'peel', 'scalp', 'weight-loss'];
const picture = (i: number) => `/demo/${DEMO_PICTURES[i % DEMO_PICTURES.length]}.svg?v=${i}`;

const pad = (n: number) => String(n).padStart(4, '0');

/** The demo content grown to SCALE: every added entry a copy of a demo one, under its own id and address. */
export function scaleStore(): Record<string, DocData> {
  const docs = demoContent();
  const demo = (prefix: string) => Object.entries(docs).filter(([p]) => p.startsWith(`${prefix}/`)).map(([, d]) => d);
  const [category] = demo('categories');
  const treatments = demo('treatments');
  const [testimonial] = demo('testimonials');
  for (let i = 0; i < SCALE.images; i++) {
    docs[`images/img-${pad(i)}`] = { url: picture(i), name: `picture-${pad(i)}.svg`, type: 'image/svg+xml', size: 2048, createdAt: DEMO_PUBLISHED_AT.toISOString(), alt: `Treatment room, view ${i}`, width: 1200, height: 800, rev: 1 };
  }
  const added = SCALE.categories - demo('categories').length;
  for (let c = 0; c < added; c++) {
    const id = c === 0 ? BIG_CATEGORY : `category-${pad(c)}`;
    docs[`categories/${id}`] = { ...category, name: c === 0 ? 'Signature Rituals' : `Collection ${c}`, slug: c === 0 ? 'signature-rituals' : `collection-${c}`, title: c === 0 ? 'Signature Rituals' : `Collection ${c}`, order: 100 + c, rev: 1 };
  }
  const categoryIds = [BIG_CATEGORY, ...Array.from({ length: added - 1 }, (_, c) => `category-${pad(c + 1)}`)];
  const existing = treatments.length;
  for (let t = 0; t < SCALE.treatments - existing; t++) {
    const base = treatments[t % existing]!;
    const category = t < SCALE.bigCategory ? BIG_CATEGORY : categoryIds[1 + (t % (categoryIds.length - 1))]!;
    docs[`treatments/treatment-${pad(t)}`] = { ...base, title: `${String(base.title)} ${t}`, slug: `${String(base.slug)}-${t}`, category, image: picture(t % SCALE.images), featured: false, order: 1000 + t, rev: 1 };
  }
  for (let t = 0; t < SCALE.testimonials - demo('testimonials').length; t++) {
    docs[`testimonials/testimonial-${pad(t)}`] = { ...testimonial, name: `Client ${t}.`, order: 100 + t, rev: 1 };
  }
  return docs;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * A PublishIO over plain documents that counts what Firestore would bill: documents read and written, bytes written.
 */
function countingIO(store: ReturnType<typeof documentStore>) {
  const count = { reads: 0, writes: 0, bytes: 0 };
  const written = (ops: WriteOp[]) => {
    for (const op of ops) {
      count.writes++;
      if (op.kind !== 'delete') count.bytes += Buffer.byteLength(JSON.stringify(op.data));
    }
  };
  const io: PublishIO = {
    getDoc: async (path) => {
      count.reads++;
      return store.getDoc(path);
    },
    getDocs: async (collection, query) => {
      const docs = await store.getDocs(collection, query);
      // A query is billed one read per document returned, and one for an empty answer.
      count.reads += Math.max(1, docs.length);
      return docs;
    },
    transact: async (paths, build) => {
      count.reads += paths.length;
      await store.transact(paths, (found) => {
        const ops = build(found);
        written(ops);
        return ops;
      });
    },
    commit: async (ops) => {
      written(ops);
      await store.commit(ops);
    },
  };
  return { io, count };
}

/** The saves measured: each edits one stored document as the admin would, then publishes it. */
const SAVES: Array<{ name: string; path: string; edit: (data: DocData, i: number) => DocData }> = [
  { name: 'A treatment’s description', path: 'treatments/treatment-0005', edit: (d, i) => ({ ...d, description: `Refreshed description, edition ${i}.` }) },
  { name: 'A treatment moved to another category', path: 'treatments/treatment-0007', edit: (d, i) => ({ ...d, category: i % 2 ? BIG_CATEGORY : 'category-0003' }) },
  { name: 'An offer’s description', path: 'specials/botox-per-unit', edit: (d, i) => ({ ...d, description: `Refresh your look in one visit, edition ${i}.` }) },
  { name: 'A testimonial', path: 'testimonials/testimonial-0010', edit: (d, i) => ({ ...d, quote: `Wonderful visit number ${i}.` }) },
  { name: 'A picture’s alt text', path: 'images/img-0003', edit: (d, i) => ({ ...d, alt: `Treatment room, seen ${i} times` }) },
  { name: 'The business hours (every page)', path: 'settings/business-hours', edit: (d, i) => ({ ...d, monday: { isClosed: i % 2 === 1, open: '09:00', close: '18:00' } }) },
  { name: 'A category renamed (every page)', path: `categories/${BIG_CATEGORY}`, edit: (d, i) => ({ ...d, name: `Signature Rituals ${i}` }) },
];

async function measure() {
  const stored = scaleStore();
  const oneDocument = Buffer.byteLength(JSON.stringify(stored));
  // A whole republish (the upgrade, "Publish everything").
  const whole = countingIO(documentStore(stored));
  let started = performance.now();
  await publishChanges(whole.io, 'all', { now: DEMO_PUBLISHED_AT, rules: pageRules });
  const republish = { ...whole.count, ms: Math.round(performance.now() - started) };
  const store = documentStore(await withPublished(stored, DEMO_PUBLISHED_AT));
  const largest = Object.entries(store.docs)
    .filter(([p]) => p.startsWith('published/'))
    .map(([path, d]) => ({ path, bytes: Buffer.byteLength(JSON.stringify(d)) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3);
  const saves = [];
  for (const save of SAVES) {
    const samples: Array<{ reads: number; writes: number; bytes: number; ms: number }> = [];
    for (let i = 0; i < 15; i++) {
      const data = (await store.getDoc(save.path))!;
      await store.commit([{ kind: 'set', path: save.path, data: { ...save.edit(data, i), rev: Number(data.rev ?? 0) + 1 } }]);
      const { io, count } = countingIO(store);
      started = performance.now();
      const result = await publishChanges(io, [save.path], { now: new Date(Date.now() + i), rules: pageRules });
      if (!result.changed) throw new Error(`${save.name}: nothing was published`);
      samples.push({ ...count, ms: performance.now() - started });
    }
    saves.push({ name: save.name, reads: median(samples.map((s) => s.reads)), writes: median(samples.map((s) => s.writes)), bytes: median(samples.map((s) => s.bytes)), ms: Number(median(samples.map((s) => s.ms)).toFixed(1)) });
  }
  // What pages carry: their content (embedded in the HTML) and the HTML itself, rendered as the page function does.
  const template = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  const answer = createPageServer({ template, reader: () => store.reader(), now: () => DEMO_PUBLISHED_AT });
  const pages = [];
  const paths = await sitePaths(store.reader(), DEMO_PUBLISHED_AT);
  for (const path of ['/', '/services', '/signature-rituals', '/signature-rituals/botox-0', '/about', '/privacy-policy']) {
    const content = await contentOf(store.reader(), path, DEMO_PUBLISHED_AT);
    const page = await answer('GET', path, '', 'https://www.lumieremedspa.com');
    if (page.status !== 200) throw new Error(`${path} answered ${page.status}`);
    pages.push({ path, contentBytes: Buffer.byteLength(JSON.stringify(content)), htmlBytes: Buffer.byteLength(page.body), htmlGzip: gzipSync(page.body).length });
  }
  return { scale: SCALE, oneDocument, republish, largest, saves, pages, addresses: paths.length };
}

/** Time to visible on the Firebase stack: see the header. */
async function firebaseSaves(base: string, authHost: string, samples: number) {
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const { chromium } = await import('playwright-core');
  const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT }, `bench-scale-${process.pid}`));
  const token = await emulatorIdToken(authHost, 'owner@lumieremedspa.com', { admin: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(`${base}/signature-rituals`);
  await page.locator('html[data-site-ready][data-site-listening]').waitFor({ state: 'attached', timeout: 90_000 });
  const path = 'treatments/treatment-0005';
  const publishMs: number[] = [];
  const visibleMs: number[] = [];
  try {
    for (let i = 0; i < samples; i++) {
      const text = `Refreshed at scale, edition ${i} ${Date.now()}`;
      const seen = page.evaluate(
        (expected) =>
          new Promise<number>((resolve) => {
            const observer = new MutationObserver(() => {
              if (document.body.textContent?.includes(expected)) {
                observer.disconnect();
                resolve(Date.now());
              }
            });
            observer.observe(document.body, { subtree: true, childList: true, characterData: true });
          }),
        text,
      );
      const started = Date.now();
      const stored = (await db.doc(path).get()).data()!;
      await db.doc(path).set({ ...stored, description: text, rev: Number(stored.rev ?? 0) + 1 });
      const res = await fetch(base + PUBLISH_PATH, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ paths: [path] }) });
      if (!res.ok) throw new Error(`Publishing answered ${res.status}: ${await res.text()}`);
      const published = Date.now();
      // The visitor comes back to the tab: the page asks whether its content changed.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      const visible = await seen;
      publishMs.push(published - started);
      visibleMs.push(visible - published);
    }
  } finally {
    await browser.close();
  }
  return { samples, publishMs: median(publishMs), visibleMs: median(visibleMs), totalMs: median(publishMs.map((p, i) => p + visibleMs[i]!)) };
}

/** What --measure prints. */
export type ScaleMeasurement = Awaited<ReturnType<typeof measure>>;
/** What --saves prints. */
export type ScaleSaves = Awaited<ReturnType<typeof firebaseSaves>>;

export async function main(args: string[]): Promise<number> {
  const flag = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  if (args.includes('--measure')) {
    console.log(JSON.stringify(await measure()));
    return 0;
  }
  const storedFile = flag('--stored');
  if (storedFile) {
    writeFileSync(storedFile, JSON.stringify(scaleStore()));
    return 0;
  }
  if (args.includes('--saves')) {
    console.log(JSON.stringify(await firebaseSaves(flag('--base')!, flag('--auth')!, Number(flag('--samples') ?? 10))));
    return 0;
  }
  console.error('Usage: bench-scale.ts --measure | --stored <file> | --saves --base <url> --auth <host>');
  return 2;
}
