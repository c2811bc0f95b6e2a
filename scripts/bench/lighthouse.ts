// Lighthouse's mobile preset (simulated throttling) on each route, the median of a number of runs.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM, FLAGS, median } from './shared';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export interface LighthouseRow {
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** The binary audits that did not pass in some run. */
  failing: string[];
}

type Run = Omit<LighthouseRow, 'route'>;
type Figure = Exclude<keyof Run, 'failing'>;

/**
 * One Lighthouse run as a first visit: a browser with a new profile, as the lighthouse command starts one. (One
 * browser for every run would keep the site's local storage from run to run, which Lighthouse leaves alone
 * while it empties the HTTP cache: a visitor who has been here, whose cache was then cleared.)
 */
async function lighthouseRun(url: string): Promise<Lhr> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...FLAGS] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** A category's score out of 100 (a missing score counts 0). */
const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** `runs` runs on each route at `base`, the median of each figure reported. */
export async function runLighthouse(base: string, routes: readonly string[], runs: number): Promise<LighthouseRow[]> {
  const out: LighthouseRow[] = [];
  for (const route of routes) {
    const done: Run[] = [];
    for (let i = 0, failed = 0; i < runs; i++) {
      const lhr = await lighthouseRun(base + route);
      // A run whose trace came out broken (NO_NAVSTART and the like) has no scores; it is run again, a few times.
      if (lhr.runtimeError || lhr.categories.performance?.score == null) {
        console.log(`  ${route}: run ${i + 1} failed (${lhr.runtimeError?.code ?? 'no performance score'}), running it again`);
        if (++failed > 3) throw new Error(`Lighthouse failed on ${route} ${failed} times`);
        i--;
        continue;
      }
      done.push({
        performance: score(lhr, 'performance'),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        seo: score(lhr, 'seo'),
        lcp: numeric(lhr, 'largest-contentful-paint'),
        tbt: numeric(lhr, 'total-blocking-time'),
        cls: numeric(lhr, 'cumulative-layout-shift'),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    const pick = (k: Figure) => median(done.map((r) => r[k]));
    console.log(`  ${route}: performance ${pick('performance')}, LCP ${Math.round(pick('lcp'))} ms, TBT ${Math.round(pick('tbt'))} ms`);
    out.push({
      route,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      failing: [...new Set(done.flatMap((r) => r.failing))],
    });
  }
  return out;
}
