// The bench's report: BENCHMARKS.md's tables, from what the parts measured.
import type { HeroImages } from './images';
import { renderImageTable } from './images';
import type { EditorAtScale } from './editor';
import type { LighthouseRow } from './lighthouse';
import type { Reads } from './live';
import type { ScaleResult } from './scale';
import { QUIET_MS, scriptName, type SizeRow } from './sizes';
import { KB, median } from './shared';

/** Gzipped JavaScript of a whole visit, per build. */
export const JS_BUDGET_KB = { firebase: 140, local: 120 };

export interface BuildMeasures {
  sizes?: SizeRow[];
  reads?: Reads;
  lighthouse?: LighthouseRow[];
}

/** A build's figures, or why it was not measured. */
export type BuildResult = BuildMeasures | { skipped: string };

export interface Results {
  machine: string;
  builds: { firebase?: BuildResult; local?: BuildResult };
  /** Edit-to-visible times on the local backend, ms. */
  latency?: number[];
  images?: HeroImages;
  scale?: ScaleResult;
  /** The page editor at scale, each run. */
  editor?: EditorAtScale[];
}

const ok = (cond: boolean) => (cond ? '✅' : '❌');
const measured = (result: BuildResult | undefined) => (result && !('skipped' in result) ? result : undefined);
const runsOf = (runs: number) => `${runs} run${runs === 1 ? '' : 's'}`;

function sizeTable(rows: readonly SizeRow[], budget: number): string {
  return [
    `| Route | JS gzip KB, whole visit | Budget ≤ ${budget} KB | JS brotli KB, whole visit | JS gzip KB before load | CSS gzip KB | Requests before load / whole visit | Admin/editor/Auth code |`,
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${KB(r.js.gz)} | ${ok(r.js.gz / 1024 <= budget && !r.adminCode)} | ${KB(r.js.br)} | ${KB(r.jsBeforeLoad.gz)} | ${KB(r.css.gz)} | ${r.requestsBeforeLoad} / ${r.requests} | ${r.adminCode ? 'yes' : 'none'} |`,
    ),
  ].join('\n');
}

function lighthouseTable(rows: readonly LighthouseRow[]): string {
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

function buildSection(title: string, intro: string, result: BuildResult | undefined, budget: number, runs: number): string {
  if (!result) return '';
  if ('skipped' in result) return `## ${title}\n\nNot measured: ${result.skipped}.\n`;
  const parts = [`## ${title}`, intro];
  if (result.lighthouse) parts.push(`### Lighthouse, mobile preset (simulated throttling), median of ${runsOf(runs)}`, lighthouseTable(result.lighthouse));
  const first = result.sizes?.[0];
  if (result.sizes && first) {
    parts.push(`### JavaScript and CSS of a whole first visit, phone viewport (budget ≤ ${budget} KB gzipped JS)`, sizeTable(result.sizes, budget));
    // What the budget is spent on: the files of the first route's visit, largest first (as shown, to 0.1 KB).
    const files = [...first.scripts].sort((a, b) => Number(KB(b.gz)) - Number(KB(a.gz)));
    parts.push(`The scripts a visit to ${first.route} loaded, KB gzipped: ${files.map((s) => `\`${scriptName(s).replace(/-[\w-]{8}\.js /, ' ')}\``).join(', ')}.`);
  }
  return `${parts.join('\n\n')}\n`;
}

function scaleSection({ measured, firebase }: ScaleResult, runs: number): string {
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
  if ('skipped' in firebase) parts.push(`The Firebase build was not measured at scale: ${firebase.skipped}.`);
  else {
    parts.push(`### On the Firebase build seeded with it

| Page | Status | HTML KB | HTML gzip KB |
|---|---|---|---|
${firebase.pages.map((p) => `| ${p.path} | ${p.status} | ${KB(p.bytes)} | ${KB(p.gzip)} |`).join('\n')}

Lighthouse, mobile preset, median of ${runsOf(runs)}:

${lighthouseTable(firebase.lighthouse)}

A save of one treatment of the ${scale.bigCategory}-treatment category while a phone has its page open, ${firebase.saves.samples} samples (the stored write
and \`POST /api/publish\` through Hosting and the page function, then the open page's check, which runs on load, every 30 s in
view and when the visitor comes back to the tab): publish **${firebase.saves.publishMs} ms**, then visible **${firebase.saves.visibleMs} ms** after
the check starts; **${firebase.saves.totalMs} ms** in all (median).
`);
  }
  return parts.join('\n');
}

function readsRow(name: string, r: Reads | undefined, billed: boolean): string {
  if (!r) return `| ${name} | not measured | not measured | — |`;
  return `| ${name} | ${r.cold} | ${r.warm} (${r.repeatPath}) | ${billed ? `${ok(r.cold <= 2 && r.warm === 0)} ≤ 2 first, 0 repeat` : `${ok(r.cold <= 2)} ≤ 2 first`} |`;
}

/** The report, `runs` being the Lighthouse runs per route. */
export function render({ machine, builds, latency, images, scale, editor }: Results, runs: number): string {
  const firebase = measured(builds.firebase);
  const local = measured(builds.local);
  const sections = [
    `# Benchmarks

Measured ${new Date().toISOString().slice(0, 10)} on ${machine}. Re-run with \`npm run bench\` (the knobs for a
quicker partial run are listed at the top of \`scripts/bench.ts\`). Shared, noisy machines: read medians and
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
      builds.firebase,
      JS_BUDGET_KB.firebase,
      runs,
    ),
    buildSection(
      'Demo: the local build, prerendered',
      `The embedded local backend (IndexedDB), every public page prerendered from the demo content at build time,
served by \`vite preview\`.`,
      builds.local,
      JS_BUDGET_KB.local,
      runs,
    ),
  ];
  if (latency) {
    const med = median(latency);
    sections.push(`## Edit-to-visible latency (local backend)

An owner's click on Save Changes in one tab until an open public tab shows the new heading, ${latency.length} samples:
median **${med} ms** (min ${Math.min(...latency)}, max ${Math.max(...latency)}). Budget ≤ 200 ms: ${ok(med <= 200)}
`);
  }
  if (editor?.length) {
    const keys = editor.flatMap((r) => r.keystrokes);
    const [first] = editor;
    sections.push(`## The page editor at scale (local build)

The owner on a 390-px touch phone at ${first!.cpuSlowdown}× CPU slowdown, the store holding the catalogue at scale, the editor
opened on ${first!.page} (40 treatments; ${first!.targets} things to choose), a treatment's description chosen on the page
and typed into, ${editor.length} run${editor.length === 1 ? '' : 's'} of ${first!.keystrokes.length} keys. Each keystroke until the page behind the
form shows it: median **${median(keys)} ms** (max ${Math.max(...keys)}). From the editor's address to the first target drawn:
median ${median(editor.map((r) => r.targetsShown))} ms. Long tasks while typing, per run: median ${median(editor.map((r) => r.longTasks.total))} ms in all, the longest
${Math.max(...editor.map((r) => r.longTasks.longest))} ms.
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
  if (scale) sections.push(scaleSection(scale, runs));
  if (images) {
    sections.push(`## Image bytes on / with an uploaded phone photo in the hero (local build)

${renderImageTable(images)}
`);
  }
  return sections.filter(Boolean).join('\n');
}
