// Whether the public site shows the latest saved content. Every save publishes what it changed; a failed
// publish must never pass silently: the shell shows the state, and a failure shows where the owner works,
// with a Retry. A publish that failed is tried again by itself when the browser comes back online, and when the
// admin opens online after a reload.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { hasUnsavedChanges, watchUnsavedChanges } from '@/lib/leave-guard';

/** `leftOut`: stored documents the last publish left out because they do not match their form (the rest is live). */
export type PublishState = { kind: 'up-to-date'; leftOut?: readonly string[] } | { kind: 'publishing' } | { kind: 'failed'; reason: string };

interface PublishApi {
  state: PublishState;
  /** Publish what was saved (saves landing meanwhile are folded into one more publish after it). */
  request: () => void;
  /**
   * Publish once and wait for it; rejects when it fails. `note`: why the site history keeps this version (a
   * restore); `everything`: publish all the content again ("Generate Templates").
   */
  publishNow: (options?: { note?: string; everything?: boolean }) => Promise<void>;
  /** Publish all the content again, like a save (after an upgrade of the stored content). */
  publishEverything: () => void;
}

const PublishContext = createContext<PublishApi>({ state: { kind: 'up-to-date' }, request: () => undefined, publishNow: async () => undefined, publishEverything: () => undefined });
export const usePublishStatus = () => useContext(PublishContext);

/** What went wrong, in words the owner can act on. */
export function publishFailureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/maximum allowed size|exceeds the maximum|too large|INVALID_ARGUMENT.*size/i.test(message)) return 'the published content is larger than one document can hold';
  // The Firebase backend's publish request (src/backend/firebase/publish-request.ts) words these itself.
  if (/this device is offline/i.test(message)) return 'this device is offline; publishing is tried again when the connection is back';
  if (/publishing service could not be reached/i.test(message)) return 'the publishing service could not be reached';
  if (/permission|denied/i.test(message)) return 'the database refused the write (permission denied)';
  if (/offline|unavailable|network|failed to fetch/i.test(message)) return 'the database could not be reached';
  return message.replace(/\.$/, '') || 'an unknown error';
}

// A failure outlives a reload: until a publish succeeds, this browser remembers that the site is behind.
const PENDING_KEY = 'medspa:publish-failed';
function remember(reason: string | null) {
  try {
    if (reason === null) localStorage.removeItem(PENDING_KEY);
    else localStorage.setItem(PENDING_KEY, reason);
  } catch {
    // Storage may be unavailable (private mode); the state on screen is still right.
  }
}
function initialState(): PublishState {
  try {
    const reason = typeof localStorage === 'undefined' ? null : localStorage.getItem(PENDING_KEY);
    return reason ? { kind: 'failed', reason } : { kind: 'up-to-date' };
  } catch {
    return { kind: 'up-to-date' };
  }
}

/**
 * Runs `publish` after every save. Saves that land while a publish is running are folded into one more
 * publish after it, so a burst never queues a publish per save; the state says which run last ended how.
 */
export function PublishStatusProvider({
  publish,
  everything = () => undefined,
  children,
}: {
  /** Publishes what was saved; resolves with the stored documents it left out (see PublishState). */
  publish: (note?: string) => Promise<readonly string[] | void>;
  everything?: () => void;
  children: ReactNode;
}) {
  const [state, setState] = useState<PublishState>(initialState);
  const running = useRef({ running: false, again: false });
  const publishRef = useRef(publish);
  publishRef.current = publish;

  const settle = useCallback((reason: string | null, leftOut: readonly string[] | void = []) => {
    remember(reason);
    setState(reason === null ? { kind: 'up-to-date', ...(leftOut?.length ? { leftOut } : {}) } : { kind: 'failed', reason });
  }, []);

  const request = useCallback(() => {
    const p = running.current;
    if (p.running) {
      p.again = true;
      return;
    }
    p.running = true;
    setState({ kind: 'publishing' });
    const run = async (): Promise<void> => {
      try {
        const leftOut = await publishRef.current();
        if (!p.again) settle(null, leftOut);
      } catch (error) {
        console.error('Publishing the site failed', error);
        if (!p.again) settle(publishFailureReason(error));
      }
      if (!p.again) return;
      p.again = false;
      return run();
    };
    void run().finally(() => (p.running = false));
  }, [settle]);

  const everythingRef = useRef(everything);
  everythingRef.current = everything;

  const publishNow = useCallback(async (options: { note?: string; everything?: boolean } = {}) => {
    if (options.everything) everythingRef.current();
    setState({ kind: 'publishing' });
    try {
      settle(null, await publishRef.current(options.note));
    } catch (error) {
      settle(publishFailureReason(error));
      throw error;
    }
  }, [settle]);

  // A publish that failed before a reload (the owner saved offline, then reloaded) is tried again as soon as the
  // page opens online: the backend's publish waits for the saves this device kept to reach the server first.
  const retriedOnOpen = useRef(false);
  useEffect(() => {
    if (retriedOnOpen.current) return;
    retriedOnOpen.current = true;
    if (initialState().kind === 'failed' && (typeof navigator === 'undefined' || navigator.onLine !== false)) request();
  }, [request]);

  // Offline, a publish fails (on Firebase it needs the server); when the connection is back, publish again.
  const failed = state.kind === 'failed';
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', request);
    return () => window.removeEventListener('online', request);
  }, [failed, request]);

  const publishEverything = useCallback(() => {
    everythingRef.current();
    request();
  }, [request]);

  const api = useMemo(() => ({ state, request, publishNow, publishEverything }), [state, request, publishNow, publishEverything]);
  return <PublishContext.Provider value={api}>{children}</PublishContext.Provider>;
}

/**
 * The shell's compact indicator, saying what is true, the most pressing first: "Not published" with a Retry,
 * "Publishing…", "Unsaved changes" while a form on the page differs from what is stored, "Maintenance on" while
 * visitors see the maintenance page, else "Live".
 */
export function PublishIndicator({ className = '', maintenance = false }: { className?: string; maintenance?: boolean }) {
  const { state, request } = usePublishStatus();
  const unsaved = useSyncExternalStore(watchUnsavedChanges, hasUnsavedChanges, () => false);
  const [text, dot] =
    state.kind === 'failed'
      ? ['Not published', 'bg-red-400']
      : state.kind === 'publishing'
        ? ['Publishing…', 'bg-amber-300']
        : unsaved
          ? ['Unsaved changes', 'bg-sky-300']
          : maintenance
            ? ['Maintenance on', 'bg-orange-400']
            : ['Live', 'bg-emerald-400'];
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <span role="status" className="flex items-center gap-2">
        <span aria-hidden="true" className={`inline-block h-2.5 w-2.5 rounded-full ${dot}`} />
        {text}
      </span>
      {state.kind === 'failed' && (
        <button type="button" onClick={request} className="rounded border border-white/40 px-2 py-0.5 font-semibold hover:bg-white/10 pointer-coarse:min-h-11 pointer-coarse:px-3">
          Retry
        </button>
      )}
    </div>
  );
}

/**
 * Shown on the page where the owner works when the last publish left entries out: the rest is live, these are not,
 * each named with a link to the page that says what is wrong with it and lets her fix or delete it.
 */
export function PublishLeftOutNotice({ pageOf }: { pageOf: (path: string) => { href: string; label: string } | undefined }) {
  const { state } = usePublishStatus();
  if (state.kind !== 'up-to-date' || !state.leftOut?.length) return null;
  const count = state.leftOut.length;
  return (
    <div role="status" className="mb-4 rounded-lg border border-amber-400 bg-amber-50 px-4 py-3 text-sm text-stone-900">
      <p>
        Your changes are live, except {count === 1 ? 'one stored entry' : `${count} stored entries`} that {count === 1 ? 'does' : 'do'} not match {count === 1 ? 'its' : 'their'} form
        and {count === 1 ? 'was' : 'were'} left off the site:
      </p>
      <ul className="mt-2 space-y-1">
        {state.leftOut.map((path) => {
          const page = pageOf(path);
          return (
            <li key={path} className="flex flex-wrap items-center gap-x-2">
              <span className="font-mono text-[13px] break-all">{path}</span>
              {page && (
                <Link to={page.href} className="inline-flex min-h-11 items-center font-semibold text-amber-900 underline underline-offset-4 hover:no-underline">
                  See what is wrong in {page.label}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Shown on the page where the owner works when the last publish failed: saved, but not on the site yet. */
export function PublishFailureNotice() {
  const { state, request } = usePublishStatus();
  if (state.kind !== 'failed') return null;
  return (
    <div role="alert" className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="flex-1">
        Your changes are saved, but the public site was not updated: {state.reason}. Visitors still see the previous version.
      </p>
      <button type="button" onClick={request} className="rounded-md bg-red-800 px-3 py-1.5 font-semibold text-white hover:bg-red-900">
        Retry publishing
      </button>
    </div>
  );
}
