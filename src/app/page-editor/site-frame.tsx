// The public site's pages inside the admin: drawn by the site's own code under a router of their own (the admin's
// router context cleared for it: a router may not sit inside another), with a history of their own in memory that
// follows the page editor's address and tells it when a link inside the site moves to another page. Only what visitors'
// code already has is used here (the site's chunk, loaded as the app loads it, and the history router their entry
// uses), so nothing of this changes how their code is bundled.
import { useEffect, useRef, useState, type ContextType, type ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, createPath, UNSAFE_LocationContext, UNSAFE_RouteContext, type To } from 'react-router-dom';
import type { Snapshot } from '@schemas/snapshot';
import { BackendProvider } from '@/app/backend-context';
import type { Backend } from '@/backend/port';
import { StaticContent } from '@/blocks/content';
const loadSite = () => import('@/site/site-app');
import type * as SiteApp from '@/site/site-app';

type Location = { pathname: string; search: string; hash: string; state: unknown; key: string };
type Update = { action: 'POP' | 'PUSH' | 'REPLACE'; location: Location };
type History = Parameters<typeof HistoryRouter>[0]['history'];

/** A browser-like history kept in memory: the addresses the site's pages move through inside the editor. */
function memoryHistory(initial: string): History & { listenAll(listener: (update: Update) => void): () => void } {
  let index = 0;
  const toLocation = (to: To, state: unknown = null): Location => {
    const url = new URL(typeof to === 'string' ? to : createPath(to), 'http://site');
    return { pathname: url.pathname, search: url.search, hash: url.hash, state, key: Math.random().toString(36).slice(2, 10) };
  };
  let entries = [toLocation(initial)];
  const listeners = new Set<(update: Update) => void>();
  const history = {
    action: 'POP' as Update['action'],
    get location() {
      return entries[index]!;
    },
    createHref: (to: To) => (typeof to === 'string' ? to : createPath(to)),
    createURL: (to: To) => new URL(typeof to === 'string' ? to : createPath(to), window.location.origin),
    encodeLocation: (to: To) => {
      const { pathname, search, hash } = toLocation(to);
      return { pathname, search, hash };
    },
    push(to: To, state?: unknown) {
      entries = [...entries.slice(0, index + 1), toLocation(to, state)];
      index = entries.length - 1;
      notify('PUSH');
    },
    replace(to: To, state?: unknown) {
      entries[index] = toLocation(to, state);
      notify('REPLACE');
    },
    go(delta: number) {
      index = Math.min(Math.max(index + delta, 0), entries.length - 1);
      notify('POP');
    },
    listen: (listener: (update: Update) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listenAll(listener: (update: Update) => void) {
      return history.listen(listener);
    },
  };
  function notify(action: Update['action']) {
    history.action = action;
    for (const listener of [...listeners]) listener({ action, location: history.location });
  }
  return history as unknown as History & { listenAll(listener: (update: Update) => void): () => void };
}

/** The site's pages, once their code has loaded. */
export function useSitePages(): typeof SiteApp.SitePages | null {
  const [pages, setPages] = useState<typeof SiteApp.SitePages | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadSite().then((m) => {
      if (!cancelled) setPages(() => m.SitePages);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return pages;
}

interface SiteFrameProps {
  backend: Backend;
  snapshot: Snapshot;
  path: string;
  onNavigate: (path: string) => void;
}

/** Clears the admin's router context, so the site's router can stand on its own. */
function Apart({ children }: { children: ReactNode }) {
  return (
    <UNSAFE_LocationContext.Provider value={null as unknown as ContextType<typeof UNSAFE_LocationContext>}>
      <UNSAFE_RouteContext.Provider value={{ outlet: null, matches: [], isDataRoute: false }}>{children}</UNSAFE_RouteContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}

export function SiteFrame({ backend, snapshot, path, onNavigate }: SiteFrameProps) {
  const SitePages = useSitePages();
  const [history] = useState(() => memoryHistory(path));
  const pathRef = useRef(path);
  pathRef.current = path;
  const onNavigateRef = useRef(onNavigate);
  onNavigateRef.current = onNavigate;

  // The editor's address moves the site; a link followed inside the site moves the editor.
  useEffect(() => {
    if (history.location.pathname !== path) history.push(path);
  }, [history, path]);
  useEffect(
    () =>
      history.listenAll(({ location }) => {
        if (location.pathname !== pathRef.current) onNavigateRef.current(location.pathname);
      }),
    [history],
  );

  if (!SitePages) return <p role="status" className="p-8">Loading...</p>;
  return (
    <Apart>
      <BackendProvider backend={backend}>
        <StaticContent snapshot={snapshot}>
          <HistoryRouter history={history}>
            <SitePages />
          </HistoryRouter>
        </StaticContent>
      </BackendProvider>
    </Apart>
  );
}
