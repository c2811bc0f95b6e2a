// Starts the app: hydrates a current prerendered page, or renders into an empty #root.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { createRouter, routes } from '@/app/router';

const app = () => (
  <StrictMode>
    <RouterProvider router={createRouter()} />
  </StrictMode>
);

export async function hydrate(root: HTMLElement) {
  // The router renders nothing for a route whose code is still loading, so load it first.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  );
  hydrateRoot(root, app());
}

export function render(root: HTMLElement) {
  createRoot(root).render(app());
}
