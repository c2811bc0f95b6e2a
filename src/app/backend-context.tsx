// Gives every screen the configured backend. Tests pass one in; the app loads the configured adapter.
import { createContext, use, type ReactNode } from 'react';
import type { Backend } from '@/backend/port';
import { loadBackend } from '@/backend/select-backend';

const BackendContext = createContext<Backend | null>(null);

export function BackendProvider({ backend, children }: { backend?: Backend; children: ReactNode }) {
  return <BackendContext.Provider value={backend ?? use(loadBackend())}>{children}</BackendContext.Provider>;
}

export function useBackend(): Backend {
  const backend = use(BackendContext);
  if (!backend) throw new Error('useBackend needs a BackendProvider');
  return backend;
}
