// The public site's content: first from the cached snapshot (30 minutes), else one read of templates/data,
// then a live listener on that one document so an owner's edit shows without a reload.
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { snapshotListItems, templateDataEntity, type TemplateData } from '@schemas/singletons/template-data';
import { useBackend } from '@/app/backend-context';
import { parseDocument } from '@/backend/entity-store';
import type { Backend, DocData } from '@/backend/port';
import { CONTENT_VERSION_KEY, EMBEDDED_SNAPSHOT_ID, SNAPSHOT_CACHE_KEY } from '@/app/prerender-keys';

export const SNAPSHOT_TTL_MS = 30 * 60 * 1000;

export interface SiteContentState {
  content: TemplateData | null;
  status: 'loading' | 'ready' | 'error';
  error?: string;
}

const SiteContentContext = createContext<SiteContentState>({ content: null, status: 'loading' });

export function readCachedSnapshot(now = Date.now()): TemplateData | null {
  try {
    const raw = localStorage.getItem(SNAPSHOT_CACHE_KEY);
    if (!raw) return null;
    const { savedAt, data } = JSON.parse(raw) as { savedAt: number; data: unknown };
    if (typeof savedAt !== 'number' || now - savedAt > SNAPSHOT_TTL_MS) {
      localStorage.removeItem(SNAPSHOT_CACHE_KEY);
      return null;
    }
    const parsed = templateDataEntity.schema.safeParse(data);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeCachedSnapshot(data: TemplateData, now = Date.now()) {
  try {
    localStorage.setItem(SNAPSHOT_CACHE_KEY, JSON.stringify({ savedAt: now, data }));
    // Tells the entry point whether prerendered pages still show what this browser last saw.
    localStorage.setItem(CONTENT_VERSION_KEY, data.lastGenerated);
  } catch {
    // Storage full or disabled: the site still works, it just reads again next time.
  }
}

let prerenderSnapshot: TemplateData | null = null;

/** The build's prerenderer renders the pages from this snapshot. */
export function setPrerenderSnapshot(snapshot: TemplateData) {
  prerenderSnapshot = snapshot;
}

/** The snapshot a prerendered page was built from, embedded in it, so hydration renders the very same page. */
export function readEmbeddedSnapshot(): TemplateData | null {
  if (import.meta.env.SSR) return prerenderSnapshot;
  const text = document.getElementById(EMBEDDED_SNAPSHOT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = templateDataEntity.schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Drop malformed list items (an unknown section kind, a broken offer...) before the snapshot is validated, so one
 * bad item is skipped instead of hiding the whole snapshot.
 */
export function dropMalformedItems(data: DocData | null): DocData | null {
  if (!data) return data;
  const copy: DocData = { ...data };
  for (const [key, schema] of Object.entries(snapshotListItems)) {
    const list = copy[key];
    if (!Array.isArray(list)) continue;
    copy[key] = list.filter((item: unknown) => {
      const ok = schema.safeParse(item).success;
      if (!ok) console.warn(`Skipped malformed ${key} item in ${templateDataEntity.path}`, item);
      return ok;
    });
  }
  return copy;
}

async function loadSnapshot(backend: Backend): Promise<TemplateData> {
  const stored = parseDocument(templateDataEntity, templateDataEntity.path, dropMalformedItems(await backend.readPublic(templateDataEntity.path)));
  if (stored) return stored;
  // A project that has never published: assemble the same shape from the collections (rare, so loaded lazily).
  const { buildSnapshot } = await import('@/backend/snapshot');
  return buildSnapshot(backend.data);
}

/** Resolves once the page has loaded and the browser is idle, so listening never competes with first paint. */
function afterPageLoad(): Promise<void> {
  const loaded = document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((r) => window.addEventListener('load', () => r(), { once: true }));
  return loaded.then(() => new Promise<void>((r) => ('requestIdleCallback' in window ? requestIdleCallback(() => r(), { timeout: 2000 }) : setTimeout(r, 200))));
}

export function SiteContentProvider({ children }: { children: ReactNode }) {
  const backend = useBackend();
  const [state, setState] = useState<SiteContentState>(() => {
    // A page being hydrated must render exactly what was prerendered; the entry point removes the embedded
    // snapshot whenever this browser has seen newer content, and then the cache (or a read) decides.
    const first = readEmbeddedSnapshot() ?? (import.meta.env.SSR ? null : readCachedSnapshot());
    return first ? { content: first, status: 'ready' } : { content: null, status: 'loading' };
  });

  useEffect(() => {
    let cancelled = false;
    let stop: (() => void) | undefined;
    const start = async () => {
      await afterPageLoad();
      if (cancelled) return;
      stop = backend.data.watchDoc(
        templateDataEntity.path,
        (data) => {
          const parsed = parseDocument(templateDataEntity, templateDataEntity.path, dropMalformedItems(data));
          if (!parsed || cancelled) return;
          writeCachedSnapshot(parsed);
          setState({ content: parsed, status: 'ready' });
        },
        (error) => console.error('Live updates stopped', error),
      );
    };
    if (state.content) {
      void start();
    } else {
      loadSnapshot(backend)
        .then((content) => {
          if (cancelled) return;
          writeCachedSnapshot(content);
          setState({ content, status: 'ready' });
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

export function useSiteContent(): SiteContentState {
  return use(SiteContentContext);
}
