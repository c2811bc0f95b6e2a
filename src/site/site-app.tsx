// The public site: content provider, maintenance gate, the shared layout and one lazy chunk per inner page.
import { lazy, Suspense } from 'react';
import { Route, Routes, ScrollRestoration } from 'react-router-dom';
import { BackendProvider } from '@/app/backend-context';
import type { CategorySlug } from '@schemas/static/page-treatment';
import { SiteContentProvider, useSiteContent } from './data/site-content';
import { useOwnerCheck } from './data/use-owner-check';
import { SiteLayout } from './components/site-layout';
import { HomePage } from './pages/home-page';
import { MaintenancePage } from './pages/maintenance-page';

const ServicesPage = lazy(() => import('./pages/services-page'));
const SpecialsPage = lazy(() => import('./pages/specials-page'));
const CategoryPage = lazy(() => import('./pages/category-page'));
const PricesPage = lazy(() => import('./pages/prices-page'));
const AboutPage = lazy(() => import('./pages/about-page'));
const ContactPage = lazy(() => import('./pages/contact-page'));
const PaymentPlansPage = lazy(() => import('./pages/payment-plans-page'));
const PrivacyPolicyPage = lazy(() => import('./pages/privacy-policy-page'));
const SmsDisclosurePage = lazy(() => import('./pages/sms-disclosure-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

const CATEGORY_ROUTES: CategorySlug[] = ['vitamins', 'injectables', 'facial-rejuvenation', 'laser', 'scalp-care', 'skincare'];

/** Every public page's address (the build prerenders each of them). */
export const PUBLIC_PATHS = ['/', '/services', '/specials', ...CATEGORY_ROUTES.map((slug) => `/${slug}`), '/prices', '/about', '/contact', '/payment-plans', '/privacy-policy', '/sms-disclosure'];

function SiteRoutes() {
  const { content } = useSiteContent();
  const maintenance = content?.businessInfo?.maintenanceMode === true;
  const owner = useOwnerCheck(maintenance);
  if (maintenance && owner === 'checking') return null;
  if (maintenance && owner !== 'owner') return <MaintenancePage />;
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        <Route index element={<HomePage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="specials" element={<SpecialsPage />} />
        {CATEGORY_ROUTES.map((slug) => (
          <Route key={slug} path={slug} element={<CategoryPage key={slug} slug={slug} />} />
        ))}
        <Route path="prices" element={<PricesPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="payment-plans" element={<PaymentPlansPage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="sms-disclosure" element={<SmsDisclosurePage />} />
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
