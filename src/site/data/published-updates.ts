// How an open public page learns of a publish. The local backend notifies it at once (its listener costs nothing
// to load). On Firebase the realtime Firestore SDK would be most of what a visitor downloads, so the page asks
// instead: a tiny version file (/content-version.json, answered by the page function and cached by Hosting's CDN
// like the pages) when the page has loaded, whenever the visitor comes back to the tab, and every half minute
// while it is in view; only when it names newer content is the snapshot read, once, over REST.
import { SNAPSHOT_PATH } from '@schemas/snapshot-path';
import type { Backend, DocData, Unsubscribe } from '@/backend/port';
import { CONTENT_VERSION_PATH } from '@/lib/prerender-keys';
/** How often an open page in view asks whether there is newer content. */
export const VERSION_CHECK_INTERVAL_MS = 30_000;

export interface PublishedUpdates {
  /** The newest version shown so far (checks compare against it). */
  shown: () => string;
  /** Newer published content, as stored. */
  next: (data: DocData | null) => void;
  /** A check (or the listener) has answered, whether or not there was anything new. */
  answered: () => void;
  error: (e: unknown) => void;
}

/** The published version the site's server names, or undefined when there is no such server (a dev server). */
async function publishedVersion(): Promise<string | null | undefined> {
  const response = await fetch(CONTENT_VERSION_PATH, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok || !response.headers.get('content-type')?.includes('application/json')) return undefined;
  const { version } = (await response.json()) as { version?: unknown };
  return typeof version === 'string' ? version : null;
}

function checkForUpdates(backend: Backend, updates: PublishedUpdates): Unsubscribe {
  let stopped = false;
  let running: Promise<void> | null = null;
  // Focus and visibility arrive together: while one check is under way, the other is the same check.
  const check = () => {
    if (stopped || running) return;
    running = (async () => {
      const version = await publishedVersion().catch(() => undefined);
      // Without the version file (the app served by a dev server) the document itself is read.
      if (version === undefined || (version !== null && version > updates.shown())) {
        const data = await backend.readPublic(SNAPSHOT_PATH);
        if (!stopped) updates.next(data);
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

/** Follows the published content for an open page; returns what stops it. */
export function followPublished(backend: Backend, updates: PublishedUpdates): Unsubscribe {
  if (backend.kind === 'firebase') return checkForUpdates(backend, updates);
  return backend.data.watchDoc(
    SNAPSHOT_PATH,
    (data) => {
      updates.answered();
      updates.next(data);
    },
    updates.error,
  );
}
