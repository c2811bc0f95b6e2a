// The JavaScript and CSS of a whole first visit per route, compressed here from the built files the page requested.
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page, Request } from 'playwright-core';
import { KB, waitForListener } from './shared';

/**
 * How long no request may start before a page counts as settled, so what loads after the load event (the app, the
 * live listener and its SDK) counts.
 */
export const QUIET_MS = 2500;

interface Compressed {
  gz: number;
  br: number;
}

export interface SizeRow {
  route: string;
  requests: number;
  requestsBeforeLoad: number;
  js: Compressed & { raw: number };
  css: Compressed & { raw: number };
  jsBeforeLoad: Compressed;
  /** Whether the visit loaded any of the owner's code (the admin, the editors, sign-in). */
  adminCode: boolean;
  /** Every script file of the visit with its gzipped bytes, in the order requested. */
  scripts: Array<{ file: string; gz: number }>;
}

/**
 * Waits until the page has settled: live and no request started for QUIET_MS. Long-lived connections (the
 * Firestore listener's) stay open; only new requests keep it unsettled.
 */
async function settle(page: Page, lastRequestAt: () => number): Promise<void> {
  await waitForListener(page);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && Date.now() - lastRequestAt() < QUIET_MS) await page.waitForTimeout(250);
}

/** A script file as the tables name it: "start 65.2" for start-<hash>.js of 65.2 KB gzipped. */
export const scriptName = ({ file, gz }: { file: string; gz: number }) => `${file} ${KB(gz)}`;

/** Each route's whole first visit on a phone, `verbose` listing the script files each loaded. */
export async function measureRoutes(browser: Browser, base: string, outDir: string, routes: readonly string[], verbose: boolean): Promise<SizeRow[]> {
  const rows: SizeRow[] = [];
  for (const route of routes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    const page = await context.newPage();
    const requested: Request[] = [];
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
        const loadStart = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart;
        return performance
          .getEntriesByType('resource')
          .filter((r) => r.startTime < loadStart)
          .map((r) => r.name);
      }),
    );
    const beforeLoad = new Set(requested.filter((req) => req.isNavigationRequest() || startedBeforeLoad.has(req.url())));
    const row: SizeRow = {
      route,
      requests: requested.length,
      requestsBeforeLoad: beforeLoad.size,
      js: { raw: 0, gz: 0, br: 0 },
      css: { raw: 0, gz: 0, br: 0 },
      jsBeforeLoad: { gz: 0, br: 0 },
      adminCode: false,
      scripts: [],
    };
    const counted = new Set<string>();
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
      row[kind].raw += buf.length;
      row[kind].gz += gz;
      row[kind].br += br;
      if (kind === 'js' && beforeLoad.has(req)) {
        row.jsBeforeLoad.gz += gz;
        row.jsBeforeLoad.br += br;
      }
      if (kind === 'js') row.scripts.push({ file: u.pathname.split('/').pop()!, gz });
      if (/admin-app|rich-text-editor|collection-editor|firebase-auth|sortable|dnd/.test(u.pathname)) row.adminCode = true;
    }
    rows.push(row);
    console.log(`  ${route}: JS ${KB(row.js.gz)} KB gzipped for the visit (${KB(row.jsBeforeLoad.gz)} KB before load)`);
    if (verbose) console.log(row.scripts.map((s) => `    ${scriptName(s)}`).join('\n'));
    await context.close();
  }
  return rows;
}
