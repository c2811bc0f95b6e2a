// The public site: content provider, maintenance gate, the shared layout and the pages of the route table.
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { businessInfoEntity } from '@schemas/published';
import { BackendProvider } from '@/app/backend-context';
import { usePublishedDoc } from '@/blocks/content';
import { SiteContentProvider } from './data/site-content';
import { useOwnerCheck } from './data/use-owner-check';
import { ScrollOnNavigation } from './components/scroll-on-navigation';
import { SiteLayout } from './components/site-layout';
import { MaintenancePage } from './pages/maintenance-page';
import { CategoryPage, NotFoundPage, PUBLIC_ROUTES } from './routes';

function SiteRoutes() {
  const maintenance = usePublishedDoc(businessInfoEntity)?.maintenanceMode === true;
  const owner = useOwnerCheck(maintenance);
  if (maintenance && owner === 'checking') return null;
  if (maintenance && owner !== 'owner') return <MaintenancePage />;
  return (
    <>
      <Routes>
        <Route element={<SiteLayout />}>
          {PUBLIC_ROUTES.map(({ path, Page }) => (path === '/' ? <Route key={path} index element={<Page />} /> : <Route key={path} path={path.slice(1)} element={<Page />} />))}
          {/* Fixed pages rank above this: every other one-segment address is a category's page, or not found. */}
          <Route path=":category" element={<CategoryPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
      {/* Last in the page (the skip link stays first); room below the footer, so the banner never covers it. */}
      {maintenance && <div aria-hidden="true" className="h-20 bg-espresso sm:h-12" />}
      {maintenance && <MaintenanceBanner />}
    </>
  );
}

/** What the signed-in owner sees while maintenance mode is on: visitors get the maintenance page, not this site. */
function MaintenanceBanner() {
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-wrap items-center justify-center gap-x-4 gap-y-1 border-t-2 border-gold bg-espresso px-4 py-2.5 text-center text-sm font-medium text-ivory shadow-[0_-4px_16px_rgb(0_0_0/0.18)]"
    >
      <span>Maintenance mode is on: visitors see the maintenance page.</span>
      <a href="/admin/dashboard/business-info" className="text-gold-light underline underline-offset-4 hover:no-underline">
        Turn it off in Business Info
      </a>
    </div>
  );
}

export function SiteApp() {
  return (
    <Suspense fallback={null}>
      <BackendProvider>
        <SiteContentProvider>
          <ScrollOnNavigation />
          <SiteRoutes />
        </SiteContentProvider>
      </BackendProvider>
    </Suspense>
  );
}
