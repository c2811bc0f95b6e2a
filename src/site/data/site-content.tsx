// The public site's content: the content of the page on screen (src/site/page-content.ts), embedded in a page
// rendered ahead, else from the cache (30 minutes), else read once; then it follows that page's content
// (published-updates.ts) so an owner's edit shows without a reload. It fills the content context the shared
// renderers in src/blocks read (useSiteContent, usePublishedItems, usePublishedDoc).
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { useBackend } from '@/app/backend-context';
import type { Snapshot } from '@schemas/snapshot';
import { SiteContentContext, type SiteContentState } from '@/blocks/content';
import type { Backend, DocData } from '@/backend/port';
import { followPublished, loadPageContent } from './published-updates';
import { CONTENT_VERSION_KEY, EMBEDDED_SNAPSHOT_ID, SNAPSHOT_CACHE_KEY } from '@/lib/prerender-keys';

export const SNAPSHOT_TTL_MS = 30 * 60 * 1000;

/** The address whose content is shown, as the published content names pages. */
const here = () => (window.location.pathname.length > 1 ? window.location.pathname.replace(/\/+$/, '') : window.location.pathname);

/** The content an earlier visit cached for `path`, as stored (it may predate this version of the site: check it). */
export function readCachedSnapshot(path: string, now = Date.now()): DocData | null {
  try {
    const raw = localStorage.getItem(SNAPSHOT_CACHE_KEY);
    if (!raw) return null;
    const { savedAt, pages } = JSON.parse(raw) as { savedAt: number; pages?: Record<string, unknown> };
    if (typeof savedAt !== 'number' || now - savedAt > SNAPSHOT_TTL_MS || typeof pages !== 'object' || pages === null) {
      localStorage.removeItem(SNAPSHOT_CACHE_KEY);
      return null;
    }
    const data = pages[path];
    return typeof data === 'object' && data !== null ? (data as DocData) : null;
  } catch {
    return null;
  }
}

/** Keeps `data`, the content of the page at `path`, for 30 minutes (beside other pages' kept in the same time). */
export function writeCachedSnapshot(path: string, data: Snapshot, now = Date.now()) {
  try {
    const raw = localStorage.getItem(SNAPSHOT_CACHE_KEY);
    const kept = raw ? (JSON.parse(raw) as { savedAt?: unknown; pages?: Record<string, unknown> }) : null;
    const fresh = typeof kept?.savedAt === 'number' && now - kept.savedAt <= SNAPSHOT_TTL_MS && kept.pages;
    localStorage.setItem(SNAPSHOT_CACHE_KEY, JSON.stringify({ savedAt: fresh ? kept.savedAt : now, pages: { ...(fresh ? kept.pages : {}), [path]: data } }));
    // Tells the entry point whether pages rendered ahead still show what this browser last saw.
    const published = typeof data.published === 'string' ? data.published : data.lastGenerated;
    const seen = localStorage.getItem(CONTENT_VERSION_KEY);
    if (!seen || published > seen) localStorage.setItem(CONTENT_VERSION_KEY, published);
  } catch {
    // Storage full or disabled: the site still works, it just reads again next time.
  }
}

let prerenderSnapshot: Snapshot | null = null;

/** The build's prerenderer and the page function render each page from its content set here. */
export function setPrerenderSnapshot(snapshot: Snapshot) {
  prerenderSnapshot = snapshot;
}

/**
 * The content a page rendered ahead was rendered from, embedded in it, so hydration renders the very same page. It
 * is taken as it is: the build's prerenderer and the page function render and embed only content they checked
 * against the schemas where it was published, so the schemas' code need not load for it.
 */
export function readEmbeddedSnapshot(): Snapshot | null {
  if (import.meta.env.SSR) return prerenderSnapshot;
  const text = document.getElementById(EMBEDDED_SNAPSHOT_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<Snapshot> | null;
    return data && typeof data.lastGenerated === 'string' ? (data as Snapshot) : null;
  } catch {
    return null;
  }
}

/**
 * Content read here, as the site renders it: checked item by item (malformed items dropped one by one). The
 * schemas' code loads only here, when content arrives that no page was rendered from: a publish, or a page
 * rendered in the browser.
 */
async function toSnapshot(data: DocData | null): Promise<Snapshot | null> {
  if (!data) return null;
  return (await import('@/backend/snapshot')).readSnapshot(data);
}

/** The cached content of this page (30 minutes), else one read of it. */
async function loadSnapshot(backend: Backend): Promise<{ content: Snapshot; cached?: boolean }> {
  const path = here();
  const cached = await toSnapshot(readCachedSnapshot(path));
  if (cached && typeof cached.page === 'string') return { content: cached, cached: true };
  const read = await toSnapshot(await loadPageContent(backend, path));
  if (read) return { content: read };
  throw new Error('Nothing is published');
}
/** Resolves once the page has loaded and the browser is idle, so listening never competes with first paint. */
function afterPageLoad(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((r) => window.addEventListener('load', () => r(), { once: true }));
  return loaded.then(() => new Promise<void>((r) => ('requestIdleCallback' in window ? requestIdleCallback(() => r(), { timeout: 2000 }) : setTimeout(r, 200))));
}

export function SiteContentProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const [embedded] = useState(readEmbeddedSnapshot);
  const [state, setState] = useState<SiteContentState>(() => {
    // A page being hydrated must render exactly what was prerendered; the entry point removes the embedded
    // snapshot whenever this browser has seen newer content, and then the cache (or a read) decides.
    return embedded ? { content: embedded, status: 'ready' } : { content: null, status: 'loading' };
  });

  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    // The newest content shown so far. A listener may first deliver an older copy it had cached on this device
    // (Firestore's offline cache) while the page itself is newer: that copy is never shown over it.
    let shown = state.content?.lastGenerated ?? '';
    const start = async () => {
      await afterPageLoad();
      if (cancelled) return;
      stop = followPublished(backend, here(), {
        shown: () => shown,
        // <html data-site-listening>: the page follows the published content and has heard back once (tests and
        // the bench wait for it).
        answered: () => {
          document.documentElement.dataset.siteListening = 'true';
        },
        next: (data) => {
          // What the page shows already (the listener's first answer, usually) is neither checked nor rendered again.
          if (typeof data?.lastGenerated === 'string' && data.lastGenerated <= shown) return;
          void toSnapshot(data).then((parsed) => {
            if (!parsed || cancelled || parsed.lastGenerated <= shown) return;
            shown = parsed.lastGenerated;
            writeCachedSnapshot(here(), parsed);
            // A transition: should the new content need code not loaded yet (the HTML element's sanitizer), the
            // page keeps showing the current content meanwhile instead of falling back to a blank frame.
            startTransition(() => setState({ content: parsed, status: 'ready' }));
          });
        },
        error: (error) => console.error('Live updates stopped', error),
      });
    };
    if (state.content) {
      // The page's own snapshot is what this browser now shows: remembered as the listener would (on the local
      // backend a first visit's listener reads nothing until the demo content is seeded).
      if (embedded) writeCachedSnapshot(here(), embedded);
      void start();
    } else {
      loadSnapshot(backend)
        .then(({ content, cached }) => {
          if (cancelled) return;
          shown = content.lastGenerated;
          // The cache keeps its age: it is refreshed by what is read, not by reusing it.
          if (!cached) writeCachedSnapshot(here(), content);
          startTransition(() => setState({ content, status: 'ready' }));
          void start();
        })
        .catch((error: unknown) => {
          console.error('Failed to load data', error);
          if (!cancelled) setState({ content: null, status: 'error', error: 'Failed to load data' });
        });
    }
    return () => {
      cancelled = true;
      stop?.();
    };
    // The initial state decides only whether a first read is needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend]);

  return <SiteContentContext.Provider value={state}>{children}</SiteContentContext.Provider>;
}
