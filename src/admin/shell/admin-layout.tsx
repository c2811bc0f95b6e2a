// The dashboard layout: a sidebar built from the entities' sidebar entries plus the fixed tools; collapses on
// phones. Signing in also brings content stored in an older shape up to date.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, NavLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { NAV_GROUPS, navEntries, navGroupOf, type EntityDef } from '@schemas/kit/define-entity';
import { businessInfoEntity } from '@schemas/published';
import { config } from '@/lib/config';
import { useBackend } from '@/app/backend-context';
import { PendingChanges, publish, publishExpired, recordWrites } from '@/backend/publish';
import { BackendProvider } from '@/app/backend-context';
import { upgradeStore } from '@/backend/migrate';
import { removeExpiredEnquiries } from '@/backend/enquiries';
import { OwnerNotices } from './owner-notices';
import { isPermissionDenied, isUnavailable, type Backend } from '@/backend/port';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { SendingStatus } from '@/admin/safety/sending-status';
import { AfterWriteContext, LoadErrorInterceptor } from '@/admin/generator/write-context';
import { navBadges, ownerTools } from '@/admin/pages/page-registry';
import { useOwner } from './use-owner';
import { BrokenRecords } from './broken-records';
import { PublishFailureNotice, PublishIndicator, PublishLeftOutNotice, PublishStatusProvider, usePublishStatus } from './publish-status';
import { LocalModeBadge } from './login-page';

/** What "Generate Templates" does, said before it runs. */
export const GENERATE_EXPLAINED =
  'Generate Templates publishes all of your content again, so every page of the public site shows exactly what is saved here. Each save already publishes what it changed: use this when the site seems out of date. It takes a few seconds and changes none of your content.';

/** How long after the database could not be reached the stored content's upgrade check is tried again. */
const UPGRADE_RETRY_MS = 15_000;

export const ADMIN_ACCESS_REQUIRED = 'Admin access required. Please log in with admin credentials.';

/** `bare`: the page (the page editor) brings its own frame, without the sidebar. */
export function AdminLayout({ entities, bare = false }: { entities: readonly EntityDef[]; bare?: boolean }) {
  const stored = useBackend();
  // Every write below notes the content it changed; every successful save publishes exactly that at once, and the
  // shell shows whether that worked. What was not published yet is noted across reloads.
  const pending = useMemo(() => new PendingChanges(), []);
  const backend = useMemo<Backend>(() => ({ ...stored, data: recordWrites(stored.data, pending) }), [stored, pending]);
  const republish = useCallback(
    async (note?: string) => {
      const paths = pending.current();
      if (paths !== 'all' && paths.length === 0 && !note) return [];
      const { skipped } = await publish(backend, paths, { note });
      pending.published(paths);
      return skipped;
    },
    [backend, pending],
  );
  return (
    <BackendProvider backend={backend}>
      <PublishStatusProvider publish={republish} everything={() => pending.everything()}>
        <AdminShell entities={entities} bare={bare} />
      </PublishStatusProvider>
    </BackendProvider>
  );
}

/** The count beside a hand-built page's sidebar entry, where it has one (new enquiries). */
function NavBadge({ page }: { page: NonNullable<EntityDef['nav'][number]['page']> }) {
  const Badge = navBadges[page];
  return Badge ? (
    <Suspense fallback={null}>
      <Badge />
    </Suspense>
  ) : null;
}

function AdminShell({ entities, bare }: { entities: readonly EntityDef[]; bare: boolean }) {
  const { state, auth } = useOwner();
  const backend = useBackend();
  const toast = useToast();
  const { confirm } = useDialogs();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [generating, setGenerating] = useState(false);
  const { request: afterWrite, publishNow, publishEverything } = usePublishStatus();

  // Every page opens at its top (the window would otherwise keep the previous page's scroll position).
  useEffect(() => {
    setMenuOpen(false);
    window.scrollTo(0, 0);
  }, [location.pathname]);

  const nav = useMemo(() => navEntries(entities), [entities]);
  // The sidebar's entries by group, in the groups' order, each group in its entries' order.
  const groups = useMemo(() => {
    const entries = [...nav.map(({ entity, nav: entry }) => ({ ...entry, group: navGroupOf(entity, entry) })), ...ownerTools.map((entry) => ({ ...entry, group: entry.group ?? 'Safety' }))];
    return NAV_GROUPS.map((group) => ({ group, entries: entries.filter((e) => e.group === group).sort((a, b) => a.order - b.order) })).filter((g) => g.entries.length > 0);
  }, [nav]);
  /** The admin page of the entity a stored document belongs to, where what is wrong with it is listed. */
  const pageOf = useCallback(
    (path: string) => {
      const entry = nav.find(({ entity }) => (entity.kind === 'singleton' ? path === entity.path : path.startsWith(`${entity.path}/`) && !path.slice(entity.path.length + 1).includes('/')));
      return entry && { href: `/admin/dashboard/${entry.nav.slug}`, label: entry.nav.label };
    },
    [nav],
  );
  // The entity of the page shown: its stored records that do not match are listed above the page.
  const slug = location.pathname.split('/')[3];
  const current = nav.find((n) => n.nav.slug === slug)?.entity;

  // Permission-denied from the database means this account may not edit: say so, sign out, back to sign-in.
  // Kept stable (auth read through a ref) so pages' subscriptions do not restart when sign-in loads.
  const denied = useRef(false);
  const authRef = useRef(auth);
  authRef.current = auth;
  const interceptLoadError = useCallback(
    (error: unknown) => {
      if (!isPermissionDenied(error)) return false;
      if (!denied.current) {
        denied.current = true;
        toast.error(ADMIN_ACCESS_REQUIRED, error);
        void (authRef.current?.signOut() ?? Promise.resolve()).finally(() => navigate('/admin', { replace: true }));
      }
      return true;
    },
    [navigate, toast],
  );

  // Whether visitors see the maintenance page, for the status in the shell (the toggle saves through a form too).
  const [maintenance, setMaintenance] = useState(false);
  useEffect(() => {
    if (state !== 'owner') return;
    return backend.data.watchDoc(businessInfoEntity.path, (data) => setMaintenance(data?.maintenanceMode === true), () => undefined);
  }, [state, backend]);

  // Initialization: one read of the first page's data tells whether the database lets this account in.
  const probe = nav[0]?.entity;
  useEffect(() => {
    if (state !== 'owner' || !probe) return;
    const read = probe.kind === 'singleton' ? backend.data.getDoc(probe.path) : backend.data.getDocs(probe.path);
    read.catch((error: unknown) => {
      if (!interceptLoadError(error)) console.error('Initial read failed', error);
    });
  }, [state, probe, backend, interceptLoadError]);

  // Content stored in an older shape is upgraded (and republished) once when the owner is signed in (the
  // dashboard is left on sign-out); current content is left as it is. A failure is shown but does not stop the
  // owner from working. While the database cannot be reached, the pages work from what this device keeps and
  // the upgrade is tried again a little later, without a message: the sending status already says where saves are.
  const upgraded = useRef<Backend | null>(null);
  const [upgradeAttempt, setUpgradeAttempt] = useState(0);
  const upgradeRetry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(upgradeRetry.current), []);
  useEffect(() => {
    if (state !== 'owner' || upgraded.current === backend) return;
    upgraded.current = backend;
    upgradeStore(backend).then(
      // The upgraded content is published like a save, status and all: all of it, in its new shape.
      (changed) => {
        if (changed) publishEverything();
      },
      (error: unknown) => {
        if (interceptLoadError(error)) return;
        if (isUnavailable(error)) {
          console.warn('The stored content could not be checked for an upgrade yet: the database cannot be reached', error);
          upgradeRetry.current = setTimeout(() => {
            upgraded.current = null;
            setUpgradeAttempt((n) => n + 1);
          }, UPGRADE_RETRY_MS);
          return;
        }
        toast.error(`Could not upgrade the stored content: ${error instanceof Error ? error.message : String(error)}`, error);
      },
    );
  }, [state, backend, interceptLoadError, toast, publishEverything, upgradeAttempt]);

  // Enquiries older than the period the owner keeps them are removed once each time the admin opens.
  const enquiriesKept = useRef<Backend | null>(null);
  useEffect(() => {
    if (state !== 'owner' || enquiriesKept.current === backend) return;
    enquiriesKept.current = backend;
    removeExpiredEnquiries(backend.data).catch((error: unknown) => console.warn('Removing old enquiries failed', error));
    // Photos whose consent ran out since they were published leave the published content (the site hides them
    // from that day on already); the owner gets a notice of where they showed.
    publishExpired(backend).catch((error: unknown) => console.warn('Taking expired items off the site failed', error));
  }, [state, backend]);

  if (state === 'loading') return <p className="p-8" role="status">Loading...</p>;
  if (state !== 'owner') return <Navigate to="/admin" replace />;

  if (bare) {
    return (
      <AfterWriteContext.Provider value={afterWrite}>
        <LoadErrorInterceptor.Provider value={interceptLoadError}>
          {/* What every admin page says about saving and publishing, above the page's own frame. */}
          <SendingStatus sending={backend.data.sending} />
          <PublishFailureNotice />
          <Suspense fallback={<p role="status">Loading...</p>}>
            <Outlet />
          </Suspense>
        </LoadErrorInterceptor.Provider>
      </AfterWriteContext.Provider>
    );
  }

  async function generateTemplates() {
    if (!(await confirm(GENERATE_EXPLAINED, 'Publish everything'))) return;
    setGenerating(true);
    try {
      await publishNow({ everything: true });
      toast.success('Templates generated successfully!');
    } catch (error) {
      toast.error('Error generating templates', error);
    } finally {
      setGenerating(false);
    }
  }

  async function logout() {
    await auth?.signOut();
    navigate('/admin', { replace: true });
  }

  const item = 'block rounded-md px-3 py-2 text-[15px] hover:bg-white/10';
  return (
    <div className="min-h-dvh bg-stone-100 lg:grid lg:grid-cols-[16rem_1fr]">
      <header className="sticky top-0 z-30 flex items-center justify-between bg-espresso px-4 py-3 text-white lg:hidden">
        <Link to="/admin/dashboard" onClick={() => setMenuOpen(false)} className="inline-flex min-h-11 items-center font-serif text-xl">
          Admin
        </Link>
        <PublishIndicator maintenance={maintenance} />
        <button type="button" aria-expanded={menuOpen} aria-controls="admin-sidebar" onClick={() => setMenuOpen((o) => !o)} className="rounded-md border border-white/30 px-3 py-1.5">
          {menuOpen ? 'Close menu' : 'Menu'}
        </button>
      </header>
      <nav
        id="admin-sidebar"
        aria-label="Admin"
        className={`${menuOpen ? 'block' : 'hidden'} fixed inset-x-0 bottom-0 top-[56px] z-20 overflow-y-auto bg-espresso p-4 text-white lg:sticky lg:top-0 lg:block lg:h-dvh`}
      >
        <p className="mb-2 hidden font-serif text-2xl lg:block">Admin</p>
        <PublishIndicator maintenance={maintenance} className="mb-4 hidden lg:flex" />
        {config.backend === 'local' && (
          <div className="mb-3 text-espresso">
            <LocalModeBadge />
          </div>
        )}
        <ul className="space-y-1">
          <li>
            <NavLink to="/admin/dashboard" end onClick={() => setMenuOpen(false)} className={({ isActive }) => `${item} ${isActive ? 'bg-white/15 font-semibold' : ''}`}>
              Your Site
            </NavLink>
          </li>
          <li>
            <Link to="/" target="_blank" rel="noopener" className={item}>
              View Site
            </Link>
          </li>
          <li>
            <Link to="/admin/edit/" className={item}>
              Edit on the Page
            </Link>
          </li>
          {groups.map(({ group, entries }) => (
            <li key={group} className="pt-3">
              <p id={`admin-nav-${group}`} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wider text-gold-light">
                {group}
              </p>
              <ul aria-labelledby={`admin-nav-${group}`} className="space-y-1">
                {entries.map((entry) => (
                  <li key={entry.slug}>
                    <NavLink to={`/admin/dashboard/${entry.slug}`} onClick={() => setMenuOpen(false)} className={({ isActive }) => `${item} ${isActive ? 'bg-white/15 font-semibold' : ''}`}>
                      {entry.label}
                      {entry.page && <NavBadge page={entry.page} />}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li className="border-t border-white/20 pt-2">
            <button type="button" onClick={logout} className={`${item} w-full text-left`}>
              Logout
            </button>
          </li>
          <li>
            <button type="button" onClick={generateTemplates} disabled={generating} className={`${item} w-full text-left disabled:opacity-60`}>
              {generating ? 'Generating...' : 'Generate Templates'}
            </button>
          </li>
        </ul>
      </nav>
      {/* Room below the last card for the message a save shows at the bottom of a phone's screen, so the owner can
          scroll any button above it instead of waiting for it to go. */}
      <main className="min-w-0 p-4 pb-32 sm:p-8">
        <SendingStatus sending={backend.data.sending} />
        <AfterWriteContext.Provider value={afterWrite}>
          <LoadErrorInterceptor.Provider value={interceptLoadError}>
            <PublishFailureNotice />
            <PublishLeftOutNotice pageOf={pageOf} />
            <OwnerNotices />
            {current && <BrokenRecords key={current.id} entity={current} />}
            <Suspense fallback={<p role="status">Loading...</p>}>
              <Outlet />
            </Suspense>
          </LoadErrorInterceptor.Provider>
        </AfterWriteContext.Provider>
      </main>
    </div>
  );
}
