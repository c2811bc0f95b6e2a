// The admin: sign-in at /admin, the dashboard and one page per entity with a sidebar entry.
import { Navigate, Route, Routes } from 'react-router-dom';
import type { EntityDef } from '@schemas/kit/define-entity';
import { entities as discovered } from '@schemas/index';
import { BackendProvider } from '@/app/backend-context';
import type { Backend } from '@/backend/port';
import { ToastProvider } from '@/components/ui/toast';
import { DialogProvider } from '@/components/ui/confirm';
import { CollectionEditor } from './generator/collection-editor';
import { DocumentEditor } from './generator/document-editor';
import { AdminLayout } from './shell/admin-layout';
import { LoginPage } from './shell/login-page';
import { customPages } from './pages/page-registry';
import './pages/register-pages';
import { Suspense } from 'react';

export function EntityPage({ entity }: { entity: EntityDef }) {
  const Custom = customPages[entity.id];
  if (Custom) return <Custom />;
  return entity.kind === 'singleton' ? <DocumentEditor key={entity.id} entity={entity} /> : <CollectionEditor key={entity.id} entity={entity} />;
}

/** Routes of the admin for a list of entities; the app passes the discovered list, tests may pass another. */
export function AdminRoutes({ entities }: { entities: EntityDef[] }) {
  const withPages = entities.filter((e) => e.nav);
  return (
    <Routes>
      <Route index element={<LoginPage />} />
      <Route path="dashboard" element={<AdminLayout entities={entities} />}>
        <Route index element={withPages[0] ? <Navigate to={withPages[0].nav!.slug} replace /> : null} />
        {withPages.map((e) => (
          <Route key={e.id} path={e.nav!.slug} element={<EntityPage entity={e} />} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}

export function AdminApp({ entities = discovered, backend }: { entities?: EntityDef[]; backend?: Backend }) {
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
