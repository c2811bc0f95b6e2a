// Renders public pages to HTML at build time (see vite.config.ts) from the content a first visit would show, and
// per request in the page function, so a visitor's phone paints the page, hero image included, before any
// JavaScript has run.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from '@/app/router';
import type { Snapshot } from '@schemas/snapshot';
import { demoSeed } from '@/backend/demo/demo-seed';
import { documentReader, type PublishedReader } from '@/backend/published/read';
import { setPrerenderSnapshot } from '@/site/data/site-content';
import { SiteApp } from '@/site/site-app';
import { pageContent, sitemapPaths, type PageContent } from '@/site/page-content';
import { setSanitizerWindow } from '@/blocks/elements/sanitize-html';
import { setRenderClock, spaOffsetSpan, spaToday } from '@/lib/today';
import { setRenderOrigin } from '@/blocks/ui/site-origin';
import { resolveAddress, type Resolved } from '@/blocks/addresses';
import { PUBLIC_ROUTES } from '@/site/routes';
import { structuredDataHtml } from './structured-data';
import { JSDOM } from 'jsdom';

export { spaOffsetSpan };

/** What `path` is in a page's content, as of `now` (see resolveAddress). */
export function resolvePath(content: Snapshot | null, path: string, now: Date = new Date()): Resolved {
  return resolveAddress(content, path, spaToday(now), PUBLIC_ROUTES.map((r) => r.path));
}

export { NOT_FOUND_PATH } from '@/lib/prerender-keys';

/** The published content the local backend seeds a new browser with: what a first visit shows. */
export async function demoPublished(): Promise<PublishedReader> {
  const docs = await demoSeed();
  return documentReader(async (path) => (docs[path] ? structuredClone(docs[path]) : null));
}

/** Every address with a page, as of `now` (the prerendered pages and the sitemap). */
export async function sitePaths(reader: PublishedReader, now: Date = new Date()): Promise<string[]> {
  return sitemapPaths(reader, spaToday(now));
}

/** The content of the page at `path`, as of `now`; null when nothing was published. */
export async function contentOf(reader: PublishedReader, path: string, now: Date = new Date()): Promise<PageContent | null> {
  return pageContent(reader, path, spaToday(now));
}

// HTML elements are sanitized while they render, and DOMPurify needs a DOM: at build time jsdom's. This module
// is only ever built for the prerenderer, so jsdom never reaches a browser.
setSanitizerWindow(new JSDOM('').window);

/**
 * The HTML inside #root for `path`, rendered from its content as of `now` (offers outside their dates left out),
 * lazy pages included, its absolute addresses at `origin` (the site's address), after the page's head elements
 * (its structured data first). Pass the same moment and origin to
 * assemblePage, which writes them into the page for hydration.
 */
export async function renderPage(path: string, content: Snapshot, now: Date = new Date(), origin = ''): Promise<string> {
  setPrerenderSnapshot(content);
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
  // The page's structured data goes first, with what React put in <head>: assemblePage moves it there.
  const address = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return structuredDataHtml(content, address, spaToday(now)) + (await new Response(prelude).text());
}
