// The app's two halves, each its own lazy chunk: the admin under /admin, the public site everywhere else. They
// share one browser router (plain history and links); unsaved admin forms guard it (src/lib/leave-guard.ts).
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';

const AdminApp = lazy(() => import('@/admin/admin-app').then((m) => ({ default: m.AdminApp })));

/** The routes, with the site's component given: loaded before a prerendered page hydrates, or lazily. */
export function AppRoutes({ Site }: { Site: ComponentType }) {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          <Suspense fallback={null}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route path="*" element={<Site />} />
    </Routes>
  );
}

export const LazySite = lazy(() => import('@/site/site-app').then((m) => ({ default: m.SiteApp })));
