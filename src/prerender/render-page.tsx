// Renders public pages to HTML at build time (see vite.config.ts), from the snapshot a first visit would
// show, so a visitor's phone paints the page, hero image included, before any JavaScript has run.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import { SNAPSHOT_PATH } from '@schemas/snapshot';
import { readSnapshot, type Snapshot } from '@/backend/snapshot';
import { demoSeed } from '@/backend/demo/demo-seed';
import { setPrerenderSnapshot } from '@/site/data/site-content';
import { SiteApp } from '@/site/site-app';
import { publicPaths } from '@/site/routes';
import { categoryEntity } from '@schemas/published';
import { publishedItems } from '@/blocks/published-values';
import { visibleCategories } from '@/blocks/catalogue';
import { setSanitizerWindow } from '@/blocks/elements/sanitize-html';
import { setRenderClock, spaOffsetSpan, spaToday } from '@/blocks/ui/today';
import { setRenderOrigin } from '@/blocks/ui/site-origin';
import { resolveAddress, siteItems, type Resolved } from '@/blocks/addresses';
import { PUBLIC_ROUTES } from '@/site/routes';
import { JSDOM } from 'jsdom';

export { spaOffsetSpan };

/** Every public page of this content: the fixed pages and each category's. */
export function pagePaths(snapshot: Snapshot): string[] {
  return publicPaths(visibleCategories(publishedItems(snapshot, categoryEntity)));
}

/** Every address with a page as of `now`: the pages, then each item's own (what is prerendered and in the sitemap). */
export function sitePaths(snapshot: Snapshot, now: Date = new Date()): string[] {
  return [...pagePaths(snapshot), ...siteItems(snapshot, spaToday(now)).map((i) => i.path)];
}

/** What `path` is in this content, as of `now` (see resolveAddress). */
export function resolvePath(snapshot: Snapshot | null, path: string, now: Date = new Date()): Resolved {
  return resolveAddress(snapshot, path, spaToday(now), PUBLIC_ROUTES.map((r) => r.path));
}

export { NOT_FOUND_PATH } from '@/lib/prerender-keys';

// HTML elements are sanitized while they render, and DOMPurify needs a DOM: at build time jsdom's. This module
// is only ever built for the prerenderer, so jsdom never reaches a browser.
setSanitizerWindow(new JSDOM('').window);

/** The snapshot the local backend seeds a new browser with: what a first visit shows. */
export async function demoSnapshot(): Promise<Snapshot> {
  const docs = await demoSeed();
  const snapshot = readSnapshot(docs[SNAPSHOT_PATH] ?? null);
  if (!snapshot) throw new Error('The demo content does not make a valid snapshot');
  return snapshot;
}

/**
 * The HTML inside #root for `path`, rendered from `snapshot` as of `now` (offers outside their dates left out),
 * lazy pages included, its absolute addresses at `origin` (the site's address). Pass the same moment and origin to
 * assemblePage, which writes them into the page for hydration.
 */
export async function renderPage(path: string, snapshot: Snapshot, now: Date = new Date(), origin = ''): Promise<string> {
  setPrerenderSnapshot(snapshot);
  setRenderClock(now);
  setRenderOrigin(origin);
  const { prelude } = await prerender(
    // The tree src/app/start.tsx hydrates, with the address given instead of the browser's history.
    <StrictMode>
      <StaticRouter location={path}>
        <AppRoutes Site={SiteApp} />
      </StaticRouter>
    </StrictMode>,
    // One finished document: no boundary is split out to be streamed in later by inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
