// What the Cloud Function answers for one request, apart from Firebase itself (page-function.ts wires it to
// onRequest and the Admin SDK), so the same answers can be checked without any emulator. A page is rendered from
// its own content (src/site/page-content.ts): the site document and the items the page shows, read through a
// reader that keeps what it read until a newer version names it.
import type { DocData } from '@/backend/port';
import type { PageReader, PublishedReader } from '@/backend/published/read';
import { pageVersion } from '@schemas/kit/published-store';
import { CONTENT_PATH, CONTENT_VERSION_PATH } from '@/lib/prerender-keys';
import { pageContent, pageKeyOf, sitemapPaths, type PageContent } from '@/site/page-content';
import { PUBLIC_ROUTES } from '@/site/routes';
import { spaToday } from '@/lib/today';
import { assemblePage } from './page-document';
import { PAGE_CACHE_CONTROL, STALE_CACHE_CONTROL, UNCACHED } from '@/lib/page-function-settings';
import { renderPage, resolvePath, spaOffsetSpan } from './render-page';
import { sitemapXml } from './sitemap';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface PageServerOptions {
  /** The built index.html, whose #root is empty: the app shell. */
  template: string;
  /**
   * The published content (a fresh read of the site document for each request; the rest kept while current). A
   * reader that says it answered from the content read last (`stale`) gets pages the CDN keeps only briefly.
   */
  reader: () => PublishedReader | PageReader;
  /** One read of the one-document snapshot an earlier version published, while nothing is published the new way. */
  readLegacy?: () => Promise<DocData | null>;
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

const json = (status: number, cacheControl: string, body: unknown): PageAnswer => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': cacheControl },
  body: JSON.stringify(body),
});

/**
 * Renders one page at a time: the renderer reads its content from a module-level slot, so two renders that
 * overlapped (the function takes many requests at once) could mix two pages' content.
 */
function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const next = last.then(task, task);
    last = next.catch(() => undefined);
    return next;
  };
}

/** The `page` a content or version request names: a site address. */
function pageParam(search: string): string | null {
  const page = new URLSearchParams(search).get('page');
  return page && /^\/[\w./-]*$/.test(page) && !page.includes('..') ? page.replace(/(.)\/+$/, '$1') : null;
}

export function createPageServer({ template, reader: readerFor, readLegacy, onError = () => undefined, now = () => new Date() }: PageServerOptions) {
  const fixedPaths = PUBLIC_ROUTES.map((r) => r.path);
  const exclusive = oneAtATime();

  /** How long the CDN may keep an answer made from `reader`'s reads. */
  const cacheFor = (reader: PublishedReader | null) => ((reader as Partial<PageReader> | null)?.stale?.() ? STALE_CACHE_CONTROL : PAGE_CACHE_CONTROL);

  /** The reader of the published content, or of the earlier one-document snapshot while that is all there is. */
  async function published(): Promise<PublishedReader | null> {
    const reader = readerFor();
    if (await reader.site()) return reader;
    const legacy = readLegacy ? await readLegacy() : null;
    return legacy ? (await import('@/backend/migrate')).legacyReader(legacy) : null;
  }

  /** `origin` is the site's address as the visitor asked for it (for absolute addresses). */
  return async function answer(method: string, path: string, search = '', origin = ''): Promise<PageAnswer> {
    if (method !== 'GET' && method !== 'HEAD') {
      return { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': UNCACHED }, body: 'Method Not Allowed' };
    }
    // One address per page, so the CDN keeps one copy of it: /prices/ becomes /prices.
    if (path.length > 1 && path.endsWith('/') && path.replace(/\/+$/, '') !== '') {
      return { status: 301, headers: { Location: path.replace(/\/+$/, '') + search, 'Cache-Control': PAGE_CACHE_CONTROL }, body: '' };
    }
    const at = now();
    const today = spaToday(at);
    // The version of one page's content, which an open page asks for to learn of a publish that changed it (a few
    // bytes, where the realtime Firestore SDK would be most of what a visitor downloads); and that content.
    if (path === CONTENT_VERSION_PATH || path === CONTENT_PATH) {
      const page = pageParam(search) ?? '/';
      try {
        const reader = await published();
        const site = reader ? await reader.site() : null;
        if (path === CONTENT_VERSION_PATH) {
          return json(200, cacheFor(reader), { version: site ? pageVersion(site, pageKeyOf(page, site)) : null, published: site?.lastGenerated ?? null });
        }
        const content = reader ? await pageContent(reader, page, today) : null;
        return json(content ? 200 : 404, cacheFor(reader), content);
      } catch (error) {
        onError(`Reading the published content for ${path} failed`, error);
        return { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': UNCACHED }, body: 'Unavailable' };
      }
    }
    if (path === '/sitemap.xml') {
      let paths: string[] = fixedPaths;
      let lastModified: string | undefined;
      let cacheControl = UNCACHED;
      try {
        const reader = await published();
        const site = reader ? await reader.site() : null;
        if (reader && site) {
          paths = await sitemapPaths(reader, today);
          lastModified = site.lastGenerated;
          cacheControl = cacheFor(reader);
        }
      } catch (error) {
        onError('Reading the published content for sitemap.xml failed; listing the fixed pages without dates', error);
      }
      return {
        status: 200,
        headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': cacheControl },
        body: sitemapXml(origin, paths, lastModified),
      };
    }
    let content: PageContent | null;
    let cacheControl = PAGE_CACHE_CONTROL;
    try {
      const reader = await published();
      content = reader ? await pageContent(reader, path, today) : null;
      cacheControl = cacheFor(reader);
    } catch (error) {
      onError(`Reading the published content for ${path} failed; answering with the app shell`, error);
      return html(200, UNCACHED, template);
    }
    // Nothing published yet: the browser assembles the content itself, as it does without this function.
    if (!content) return html(200, UNCACHED, template);
    // An item's or category's old address leads to its new one, for good (search engines move their listing).
    const resolved = resolvePath(content, path, at);
    if (resolved.kind === 'redirect') return { status: 301, headers: { Location: resolved.to + search, 'Cache-Control': cacheControl }, body: '' };
    const shown = content;
    try {
      // The page and the content embedded in it come from the same reads, so they always match, rendered for one
      // moment, which the page carries, so hydration shows the same offers. An address that is no page gets the
      // site's not-found page.
      const rendered = await exclusive(() => renderPage(path, shown, at, origin));
      return html(resolved.kind === 'missing' ? 404 : 200, cacheControl, assemblePage(template, path, rendered, shown, at, spaOffsetSpan(at), origin));
    } catch (error) {
      onError(`Rendering ${path} failed; answering with the app shell`, error);
      return html(200, UNCACHED, template);
    }
  };
}
