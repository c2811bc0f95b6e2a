// Gives every screen the configured backend. Tests pass one in; the app loads the configured adapter.
import { createContext, use, type ReactNode } from 'react';
import type { Backend } from '@/backend/port';
import { loadBackend } from '@/app/select-backend';

const BackendContext = createContext<Backend | null>(null);

/** While pages are prerendered at build time nothing may read or write: effects, which would, never run there. */
const prerenderBackend = new Proxy({} as Backend, {
  get: (_target, key) => {
    throw new Error(`The backend (${String(key)}) is not available while prerendering`);
  },
});

export function BackendProvider({ backend, children }: { backend?: Backend; children: ReactNode }) {
  const value = backend ?? (import.meta.env.SSR ? prerenderBackend : use(loadBackend()));
  return <BackendContext.Provider value={value}>{children}</BackendContext.Provider>;
}

export function useBackend(): Backend {
  const backend = use(BackendContext);
  if (!backend) throw new Error('useBackend needs a BackendProvider');
  return backend;
}
