// The admin: sign-in at /admin, the dashboard and one page per sidebar entry of the entities.
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { navEntries, type EntityDef, type EntityNav } from '@schemas/kit/define-entity';
import { entities as discovered } from '@schemas/index';
import { BackendProvider } from '@/app/backend-context';
import type { Backend } from '@/backend/port';
import { ToastProvider } from '@/components/ui/toast';
import { DialogProvider } from '@/components/ui/confirm';
import { CollectionEditor } from './generator/collection-editor';
import { DocumentEditor } from './generator/document-editor';
import { AdminLayout } from './shell/admin-layout';
import { LoginPage } from './shell/login-page';
import { handBuiltPages, ownerTools } from './pages/page-registry';
import './admin.css';

/** The page of one sidebar entry: the hand-built page it names, or else the entity's generated editor. */
export function EntityPage({ entity, nav }: { entity: EntityDef; nav: EntityNav }) {
  if (nav.page) {
    const Page = handBuiltPages[nav.page];
    return <Page />;
  }
  return entity.kind === 'singleton' ? <DocumentEditor key={entity.id} entity={entity} /> : <CollectionEditor key={entity.id} entity={entity} />;
}

/**
 * The page editor: the site's pages with the admin's forms over them. It brings the two together, so it lives
 * above both, in src/app; loaded when the owner opens it.
 */
const PageEditor = lazy(() => import('@/app/page-editor/page-editor').then((m) => ({ default: m.PageEditor })));
/** The admin's first page: the site's pages, each opening in the page editor. */
const YourSite = lazy(() => import('@/app/page-editor/your-site').then((m) => ({ default: m.YourSite })));

/** Routes of the admin for a list of entities; the app passes the discovered list, tests may pass another. */
export function AdminRoutes({ entities }: { entities: readonly EntityDef[] }) {
  const entries = navEntries(entities);
  return (
    <Routes>
      <Route index element={<LoginPage />} />
      <Route path="edit" element={<AdminLayout entities={entities} bare />}>
        <Route index element={<PageEditor />} />
        <Route path="*" element={<PageEditor />} />
      </Route>
      <Route path="dashboard" element={<AdminLayout entities={entities} />}>
        <Route index element={<YourSite />} />
        {entries.map(({ entity, nav }) => (
          <Route key={nav.slug} path={nav.slug} element={<EntityPage entity={entity} nav={nav} />} />
        ))}
        {ownerTools.map((nav) => {
          const Page = handBuiltPages[nav.page!];
          return <Route key={nav.slug} path={nav.slug} element={<Page />} />;
        })}
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}

export function AdminApp({ entities = discovered, backend }: { entities?: readonly EntityDef[]; backend?: Backend }) {
  // The admin's stylesheet (admin.css) applies while the admin is on screen.
  useEffect(() => {
    document.documentElement.classList.add('admin');
    return () => document.documentElement.classList.remove('admin');
  }, []);
  return (
    <Suspense fallback={<p className="p-8" role="status">Loading...</p>}>
      <BackendProvider backend={backend}>
        <ToastProvider>
          <DialogProvider>
            <AdminRoutes entities={entities} />
          </DialogProvider>
        </ToastProvider>
      </BackendProvider>
    </Suspense>
  );
}
