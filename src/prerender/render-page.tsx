// Renders public pages to HTML at build time (see vite.config.ts), from the snapshot a first visit would
// show, so a visitor's phone paints the page, hero image included, before any JavaScript has run.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { TemplateData } from '@schemas/singletons/template-data';
import { templateDataEntity } from '@schemas/singletons/template-data';
import { parseDocument } from '@/backend/entity-store';
import { demoSeed } from '@/backend/local/seed/demo-seed';
import { setPrerenderSnapshot } from '@/site/data/site-content';
import { PUBLIC_PATHS, SiteApp } from '@/site/site-app';

export { PUBLIC_PATHS };

// The same shape as src/app/router.tsx, with the site's component in place of its lazy import.
const routes: RouteObject[] = [
  { path: '/admin/*', Component: () => null },
  { path: '*', Component: SiteApp },
];

/** The snapshot the local backend seeds a new browser with: what a first visit shows. */
export async function demoSnapshot(): Promise<TemplateData> {
  const docs = await demoSeed();
  const snapshot = parseDocument(templateDataEntity, templateDataEntity.path, docs[templateDataEntity.path] ?? null);
  if (!snapshot) throw new Error('The demo content does not make a valid snapshot');
  return snapshot;
}

/** The HTML inside #root for `path`, rendered from `snapshot`, lazy pages included. */
export async function renderPage(path: string, snapshot: TemplateData): Promise<string> {
  setPrerenderSnapshot(snapshot);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`Prerendering ${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
    // One finished document: no boundary is split out to be streamed in later by inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
