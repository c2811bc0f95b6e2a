// Loading a page's content in the browser, and learning of a publish that changed it. The local backend reads the
// published documents from this browser's database and tells the page at once (its listener costs nothing to
// load). On Firebase the realtime Firestore SDK would be most of what a visitor downloads, so the page asks
// instead: a tiny version file (/content-version.json?page=, answered by the page function and cached by Hosting's
// CDN like the pages) when the page has loaded, whenever the visitor comes back to the tab, and every half minute
// while it is in view; only when it names a newer version of this page is its content read again, once.
import { SITE_DOC, pageVersion } from '@schemas/kit/published-store';
import { SNAPSHOT_PATH } from '@schemas/snapshot-path';
import type { Backend, DocData, Unsubscribe } from '@/backend/port';
import { documentReader } from '@/backend/published/read';
import { readSiteDoc } from '@/backend/published/documents';
import { spaToday } from '@/lib/today';
import { CONTENT_PATH, CONTENT_VERSION_PATH } from '@/lib/prerender-keys';
import type { PageContent } from '../page-content';
import { pageKeyOf } from '../page-key';

/** How often an open page in view asks whether there is newer content. */
export const VERSION_CHECK_INTERVAL_MS = 30_000;

export interface PublishedUpdates {
  /** The version of the content shown so far (checks compare against it). */
  shown: () => string;
  /** Newer content of this page, as read (checked before it is shown). */
  next: (content: DocData | null) => void;
  /** A check (or the listener) has answered, whether or not there was anything new. */
  answered: () => void;
  error: (e: unknown) => void;
}

/** A page's address as the published content names pages: no trailing slash. */
const normalized = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The content of the page at `path` read from the published documents (over REST on Firebase); null when nothing is
 * published. The assembly's code loads only when it is needed: a page rendered ahead carries its content, so a
 * visit reads nothing more until a publish changes it.
 */
async function assemble(backend: Backend, path: string): Promise<PageContent | null> {
  const { pageContent } = await import('../page-content');
  const reader = documentReader((p) => backend.readPublic(p));
  const content = await pageContent(reader, path, spaToday());
  if (content) return content;
  // Only the one-document snapshot of an earlier version: read in the current shape until the owner publishes.
  const legacy = await backend.readPublic(SNAPSHOT_PATH);
  if (!legacy) return null;
  return pageContent(await (await import('@/backend/migrate')).legacyReader(legacy), path, spaToday());
}

/**
 * The content of the page at `path`, as published: from the page function where there is one, else read here.
 * `version`: the version a check found; it is part of the address, so no cache (the browser's, which may answer
 * a stale copy while it revalidates, nor the CDN's) answers with content older than that.
 */
export async function loadPageContent(backend: Backend, path: string, version?: string): Promise<DocData | null> {
  if (backend.kind === 'firebase') {
    const at = `${CONTENT_PATH}?page=${encodeURIComponent(normalized(path))}${version ? `&v=${encodeURIComponent(version)}` : ''}`;
    const response = await fetch(at, { headers: { Accept: 'application/json' } }).catch(() => null);
    if (response?.ok && response.headers.get('content-type')?.includes('application/json')) return (await response.json()) as DocData | null;
  }
  return assemble(backend, normalized(path));
}

/**
 * The version of a page's content the site's server names, or undefined when there is no such server (a dev server).
 */
async function publishedVersion(path: string): Promise<string | null | undefined> {
  const response = await fetch(`${CONTENT_VERSION_PATH}?page=${encodeURIComponent(path)}`, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return undefined;
  const { version } = (await response.json()) as { version?: unknown };
  return typeof version === 'string' ? version : null;
}

function checkForUpdates(backend: Backend, path: string, updates: PublishedUpdates): Unsubscribe {
  let stopped = false;
  let running: Promise<void> | null = null;
  // Focus and visibility arrive together: while one check is under way, the other is the same check.
  const check = () => {
    if (stopped || running) return;
    running = (async () => {
      const version = await publishedVersion(path).catch(() => undefined);
      // Without the version file (the app served by a dev server) the content itself is read.
      if (version === undefined || (version !== null && version > updates.shown())) {
        const content = await loadPageContent(backend, path, version ?? undefined);
        if (!stopped) updates.next(content);
      }
      if (!stopped) updates.answered();
    })()
      .catch((e: unknown) => {
        if (!stopped) updates.error(e);
      })
      .finally(() => {
        running = null;
      });
  };
  const whenVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', whenVisible);
  window.addEventListener('focus', check);
  window.addEventListener('online', check);
  const timer = window.setInterval(whenVisible, VERSION_CHECK_INTERVAL_MS);
  check();
  return () => {
    stopped = true;
    document.removeEventListener('visibilitychange', whenVisible);
    window.removeEventListener('focus', check);
    window.removeEventListener('online', check);
    window.clearInterval(timer);
  };
}

/** Follows the published content of the page at `path` while it is open; returns what stops it. */
export function followPublished(backend: Backend, path: string, updates: PublishedUpdates): Unsubscribe {
  const page = normalized(path);
  if (backend.kind === 'firebase') return checkForUpdates(backend, page, updates);
  let stopped = false;
  const stop = backend.data.watchDoc(
    SITE_DOC,
    (data) => {
      updates.answered();
      if (!data) return;
      const site = readSiteDoc(data);
      // Only a publish that changed this page's content is read again.
      if (pageVersion(site, pageKeyOf(page, site)) <= updates.shown()) return;
      void assemble(backend, page).then((content) => {
        if (!stopped) updates.next(content);
      }, updates.error);
    },
    updates.error,
  );
  return () => {
    stopped = true;
    stop();
  };
}
