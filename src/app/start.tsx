// Starts the app: hydrates a current prerendered page, or renders into an empty #root.
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/router';

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

/** `onHydrating` runs just before React takes over the page. */
export async function hydrate(root: HTMLElement, onHydrating: () => void = () => undefined) {
  // The router renders nothing for a route whose code is still loading, so load it first.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  );
  // Hydration data tells the router this is the page the visitor already has, so it keeps their scroll
  // position instead of restoring the top of the page.
  onHydrating();
  hydrateRoot(root, app(createBrowserRouter(routes, { hydrationData: {} })));
}

export function render(root: HTMLElement) {
  createRoot(root).render(app(createBrowserRouter(routes)));
}
