// Starts the app: hydrates a current prerendered page, or renders into an empty #root.
// The app runs in a plain browser router (history and links), which is all its pages use, so no visitor downloads
// the data router; the admin's unsaved-changes question guards that history (src/lib/leave-guard.ts).
import { startTransition, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter, useNavigate } from 'react-router-dom';
import { AppRoutes, LazySite } from '@/app/router';
import { createGuardedHistory } from '@/lib/leave-guard';
import { registerNavigate } from '@/lib/site-navigation';

/** Controls outside React (src/lib/native-controls.ts) move between pages through the router from now on. */
function RegisterNavigate() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  return null;
}

/** The app, as the prerenderer renders it (src/prerender/render-page.tsx) but in the browser's history. */
function app(routes: ReactNode) {
  return (
    <StrictMode>
      <HistoryRouter history={createGuardedHistory()}>
        <RegisterNavigate />
        {routes}
      </HistoryRouter>
    </StrictMode>
  );
}

export async function hydrate(root: HTMLElement) {
  // The page's code is loaded first, so hydration finds everything it rendered from.
  const { SiteApp } = await import('@/site/site-app');
  // Started as a transition, hydration runs in slices of a few milliseconds and yields to the browser between
  // them, instead of one long task that holds back every input: the page's links and dialogs work natively
  // meanwhile (src/lib/native-controls.ts).
  startTransition(() => {
    hydrateRoot(root, app(<AppRoutes Site={SiteApp} />));
  });
}

export function render(root: HTMLElement) {
  // Nothing to match here, so the site's code may load while the router is already up.
  createRoot(root).render(
    app(
      <Suspense fallback={null}>
        <AppRoutes Site={LazySite} />
      </Suspense>,
    ),
  );
}
