// The public site: content provider, maintenance gate, the shared layout and the pages of the route table.
import { Suspense } from 'react';
import { Route, Routes, ScrollRestoration } from 'react-router-dom';
import { businessInfoEntity } from '@schemas/singletons/business-info';
import { BackendProvider } from '@/app/backend-context';
import { usePublishedDoc } from '@/blocks/content';
import { SiteContentProvider } from './data/site-content';
import { useOwnerCheck } from './data/use-owner-check';
import { SiteLayout } from './components/site-layout';
import { MaintenancePage } from './pages/maintenance-page';
import { NotFoundPage, PUBLIC_ROUTES } from './routes';

function SiteRoutes() {
  const maintenance = usePublishedDoc(businessInfoEntity)?.maintenanceMode === true;
  const owner = useOwnerCheck(maintenance);
  if (maintenance && owner === 'checking') return null;
  if (maintenance && owner !== 'owner') return <MaintenancePage />;
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {PUBLIC_ROUTES.map(({ path, Page }) =>
          // Keyed by address: two category pages share one component, and each starts afresh (no modal open).
          path === '/' ? <Route key={path} index element={<Page />} /> : <Route key={path} path={path.slice(1)} element={<Page key={path} />} />,
        )}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

export function SiteApp() {
  return (
    <Suspense fallback={null}>
      <BackendProvider>
        <SiteContentProvider>
          <ScrollRestoration />
          <SiteRoutes />
        </SiteContentProvider>
      </BackendProvider>
    </Suspense>
  );
}
