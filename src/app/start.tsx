// Starts the app: hydrates a current prerendered page, or renders into an empty #root.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { routes } from '@/app/router';
import { registerNavigate } from '@/lib/site-navigation';

const app = (router: ReturnType<typeof createBrowserRouter>) => {
  // Controls outside React (src/lib/native-controls.ts) move between pages through the router from now on.
  registerNavigate((to) => void router.navigate(to));
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
};

export async function hydrate(root: HTMLElement) {
  // The router renders nothing for a route whose code is still loading, so load it first.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  );
  // Hydration data tells the router this is the page the visitor already has, so it keeps their scroll
  // position instead of restoring the top of the page. Started as a transition, hydration runs in slices of a few
  // milliseconds and yields to the browser between them, instead of one long task that holds back every input:
  // the page's links and dialogs work natively meanwhile (src/lib/native-controls.ts).
  startTransition(() => {
    hydrateRoot(root, app(createBrowserRouter(routes, { hydrationData: {} })));
  });
}

export function render(root: HTMLElement) {
  createRoot(root).render(app(createBrowserRouter(routes)));
}
