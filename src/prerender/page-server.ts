// What the Cloud Function answers for one request, apart from Firebase itself (page-function.ts wires it to
// onRequest and the Admin SDK), so the same answers can be checked without any emulator.
import { isLegacySnapshot } from '@/backend/legacy-check';
import { readSnapshot, type Snapshot } from '@/backend/snapshot';
import type { DocData } from '@/backend/port';
import { CONTENT_VERSION_PATH } from '@/lib/prerender-keys';
import { assemblePage } from './page-document';
import { PAGE_CACHE_CONTROL, UNCACHED } from './page-function-settings';
import { renderPage, resolvePath, sitePaths, spaOffsetSpan } from './render-page';
import { PUBLIC_ROUTES } from '@/site/routes';
import { sitemapXml } from './sitemap';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageServerOptions {
  /** The built index.html, whose #root is empty: the app shell. */
  template: string;
  /** One read of templates/data, as stored (null when nothing was ever published). */
  readPublished: () => Promise<DocData | null>;
  /** Where a failure to read or render is reported; the visitor still gets a working page. */
  onError?: (message: string, error: unknown) => void;
  /** The clock pages are rendered by (offers on a schedule); the system's by default. */
  now?: () => Date;
}

const html = (status: number, cacheControl: string, body: string): PageAnswer => ({
  status,
  headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl },
  body,
});

/** The stored snapshot as the site renders it, read in the current shape when an earlier version published it. */
async function toSnapshot(data: DocData | null): Promise<Snapshot | null> {
  if (data && isLegacySnapshot(data)) return (await import('@/backend/migrate')).upgradeSnapshot(data);
  return readSnapshot(data);
}

/**
 * Renders one page at a time: the renderer reads its snapshot from a module-level slot, so two renders that
 * overlapped (the function takes many requests at once) could mix two versions of the content.
 */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };
}

export function createPageServer({ template, readPublished, onError = () => undefined, now = () => new Date() }: PageServerOptions) {
  const fixedPaths = new Set(PUBLIC_ROUTES.map((r) => r.path));
  const exclusive = oneAtATime();

  /** `origin` is the site's address as the visitor asked for it (for sitemap.xml's absolute addresses). */
  return async function answer(method: string, path: string, search = '', origin = ''): Promise<PageAnswer> {
    if (method !== 'GET' && method !== 'HEAD') {
      return { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': UNCACHED }, body: 'Method Not Allowed' };
    }
    // One address per page, so the CDN keeps one copy of it: /prices/ becomes /prices.
    if (path.length > 1 && path.endsWith('/') && path.replace(/\/+$/, '') !== '') {
      return { status: 301, headers: { Location: path.replace(/\/+$/, '') + search, 'Cache-Control': PAGE_CACHE_CONTROL }, body: '' };
    }
    // The version of the published content, which open pages ask for to learn of a publish (a few bytes, where
    // the realtime Firestore SDK would be most of what a visitor downloads).
    if (path === CONTENT_VERSION_PATH) {
      try {
        const version = (await readPublished())?.lastGenerated;
        return {
          status: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL },
          body: JSON.stringify({ version: typeof version === 'string' ? version : null }),
        };
      } catch (error) {
        onError('Reading the published content for its version failed', error);
        return { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': UNCACHED }, body: 'Unavailable' };
      }
    }
    if (path === '/sitemap.xml') {
      let snapshot: Snapshot | null = null;
      try {
        snapshot = await toSnapshot(await readPublished());
      } catch (error) {
        onError('Reading the published content for sitemap.xml failed; listing the fixed pages without dates', error);
      }
      return {
        status: 200,
        headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': snapshot ? PAGE_CACHE_CONTROL : UNCACHED },
        body: sitemapXml(origin, snapshot ? sitePaths(snapshot, now()) : [...fixedPaths], snapshot?.lastGenerated),
      };
    }
    let read: Snapshot | null;
    try {
      read = await toSnapshot(await readPublished());
    } catch (error) {
      onError(`Reading the published content for ${path} failed; answering with the app shell`, error);
      return html(200, UNCACHED, template);
    }
    // Nothing published yet: the browser assembles the content itself, as it does without this function.
    if (!read) return html(200, UNCACHED, template);
    const snapshot = read;
    const at = now();
    // An item's or category's old address leads to its new one, for good (search engines move their listing).
    const resolved = resolvePath(snapshot, path, at);
    if (resolved.kind === 'redirect') return { status: 301, headers: { Location: resolved.to + search, 'Cache-Control': PAGE_CACHE_CONTROL }, body: '' };
    try {
      // The page and the snapshot embedded in it come from this one read, so they always match.
      // …and rendered for one moment, which the page carries, so hydration shows the same offers. An address
      // that is no page gets the site's not-found page.
      const rendered = await exclusive(() => renderPage(path, snapshot, at, origin));
      return html(resolved.kind === 'missing' ? 404 : 200, PAGE_CACHE_CONTROL, assemblePage(template, path, rendered, snapshot, at, spaOffsetSpan(at), origin));
    } catch (error) {
      onError(`Rendering ${path} failed; answering with the app shell`, error);
      return html(200, UNCACHED, template);
    }
  };
}
