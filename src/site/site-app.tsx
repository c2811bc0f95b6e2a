// The public site: content provider, maintenance gate, the shared layout and the pages of the route table.
import { Suspense, useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { businessInfoEntity } from '@schemas/published';
import { OFFERS_PREFIX, UNCATEGORISED_PREFIX } from '@schemas/kit/addresses';
import { BackendProvider, useBackend } from '@/app/backend-context';
import { EnquiryBackend } from '@/blocks/ui/enquiry-backend';
import { usePublishedDoc, useSiteContent } from '@/blocks/content';
import { resolveAddress } from '@/blocks/addresses';
import { AddressContext } from '@/blocks/ui/site-dialog';
import { renderedToday, spaToday } from '@/lib/today';
import { NOT_FOUND_PATH, PRERENDERED_ATTRIBUTE } from '@/lib/prerender-keys';
import { SiteContentProvider } from './data/site-content';
import { useOwnerCheck } from './data/use-owner-check';
import { ScrollOnNavigation } from './components/scroll-on-navigation';
import { SiteLayout } from './components/site-layout';
import { MaintenancePage } from './pages/maintenance-page';
import { PAGED_ENTITIES } from '@/lib/entity-pages';
import { CategoryPage, EntityEntryPage, EntityListPage, NotFoundPage, PUBLIC_ROUTES, ServicesPage, SpecialsPage } from './routes';

const FIXED_PATHS = PUBLIC_ROUTES.map((r) => r.path);

/** The address the page in #root was rendered for ahead of the visit (prerendered, or by the page function). */
function renderedFor(): string | null {
  if (import.meta.env.SSR) return null;
  const path = document.getElementById('root')?.getAttribute(PRERENDERED_ATTRIBUTE);
  return path && path !== NOT_FOUND_PATH ? path : null;
}

/** The site's menu and footer links, for the admin's list of the pages to edit on the page. */
export { footerLinks, menuEntries } from './routes';

/** The site's pages for the address in the router around it; the page editor renders them with the owner's content. */
export function SitePages() {
  const maintenance = usePublishedDoc(businessInfoEntity)?.maintenanceMode === true;
  const owner = useOwnerCheck(maintenance);
  const location = useLocation();
  const { content } = useSiteContent();
  // The entry the page was loaded (or hydrated) at is rendered for the address and the day it was rendered for
  // ahead of the visit, so hydration matches it node for node even when a tap has opened an item (and its address)
  // meanwhile. Nothing here changes when hydration ends: a change would make React render the page afresh,
  // losing what the visitor typed. From the next move on, the address in the bar and today count.
  const [first] = useState(() => ({ key: location.key, path: renderedFor() }));
  const firstEntry = location.key === first.key;
  const here = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  const path = (firstEntry && first.path) || here;
  const today = firstEntry ? renderedToday() : spaToday();
  if (maintenance && owner === 'checking') return null;
  if (maintenance && owner !== 'owner') return <MaintenancePage />;
  const resolved = content ? resolveAddress(content, path, today, FIXED_PATHS) : null;
  // An old address (a renamed item's or category's) leads to the new one.
  if (resolved?.kind === 'redirect') return <Navigate to={resolved.to} replace />;
  // An item opened over the page that showed its card keeps that page under its dialog.
  const background = (location.state as { background?: unknown } | null)?.background;
  const shown = typeof background === 'string' ? background : location.pathname;
  return (
    <AddressContext.Provider value={path}>
      {resolved?.kind === 'missing' ? (
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      ) : (
        <Routes location={shown}>
          <Route element={<SiteLayout />}>
            {PUBLIC_ROUTES.map(({ path, Page }) => (path === '/' ? <Route key={path} index element={<Page />} /> : <Route key={path} path={path.slice(1)} element={<Page />} />))}
            {/* An item's own page: the page that lists it, its dialog open. */}
            <Route path={`${UNCATEGORISED_PREFIX.slice(1)}/:item`} element={<ServicesPage />} />
            <Route path={`${OFFERS_PREFIX.slice(1)}/:item`} element={<SpecialsPage />} />
            {/* An entity's list page, and each entry's page of its own. */}
            {PAGED_ENTITIES.flatMap(({ pages }) => [
              <Route key={pages.path} path={pages.path} element={<EntityListPage />} />,
              <Route key={`${pages.path}/:item`} path={`${pages.path}/:item`} element={<EntityEntryPage />} />,
            ])}
            {/* Fixed pages rank above this: any other address of one or two parts is a category's or not found. */}
            <Route path=":category/:item?" element={<CategoryPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      )}
      {/* Last in the page (the skip link stays first); room below the footer, so the banner never covers it. */}
      {maintenance && <div aria-hidden="true" className="h-20 bg-espresso sm:h-12" />}
      {maintenance && <MaintenanceBanner />}
    </AddressContext.Provider>
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

/** The contact form stores enquiries through the site's backend. */
function EnquiryStore({ children }: { children: ReactNode }) {
  return <EnquiryBackend.Provider value={useBackend()}>{children}</EnquiryBackend.Provider>;
}

export function SiteApp() {
  return (
    <Suspense fallback={null}>
      <BackendProvider>
        <SiteContentProvider>
          <ScrollOnNavigation />
          <EnquiryStore>
            <SitePages />
          </EnquiryStore>
        </SiteContentProvider>
      </BackendProvider>
    </Suspense>
  );
}
