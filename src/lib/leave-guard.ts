// Asking before leaving a page with unsaved changes, without the data router: the app's browser history passes
// every move to another page through the guards registered here. A push or replace waits for the answer; a Back
// or Forward is undone at once, asked about, and made again if the owner chooses to leave.
import { createPath, UNSAFE_createBrowserHistory as createBrowserHistory, type To } from 'react-router-dom';

/** Asks whether to leave; resolves true to leave. */
export type LeaveGuard = () => Promise<boolean>;

const guards = new Set<LeaveGuard>();
const watchers = new Set<() => void>();
const told = () => watchers.forEach((watcher) => watcher());

/** Registers a guard for as long as a page has unsaved changes; returns its removal. */
export function addLeaveGuard(guard: LeaveGuard): () => void {
  guards.add(guard);
  told();
  return () => {
    if (guards.delete(guard)) told();
  };
}

/** Whether a form on the page differs from what is stored (a guard is registered for it). */
export const hasUnsavedChanges = () => guards.size > 0;

/** Calls `watcher` whenever that may have changed; returns its removal. */
export function watchUnsavedChanges(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}

/** Whether moving to `to` leaves the current page while a guard is registered (a new search or hash does not). */
function leavesGuardedPage(from: string, to: string): boolean {
  return guards.size > 0 && new URL(to, window.location.href).pathname !== from;
}

/** The first registered guard's answer (one question, however many forms are unsaved). */
function ask(): Promise<boolean> {
  const [guard] = guards;
  return guard ? guard() : Promise.resolve(true);
}

type History = ReturnType<typeof createBrowserHistory>;

/** The browser's history as the router sees it, with every move to another page asked about first. */
export function createGuardedHistory(): History {
  const history = createBrowserHistory({ v5Compat: true });
  // The page shown, and the Back/Forward moves to let through or to swallow (an undone one, and its undoing).
  let shown = history.location.pathname;
  let undoing = 0;
  let allowed = 0;
  const move = (to: To, go: () => void) => {
    const path = typeof to === 'string' ? to : createPath(to);
    if (!leavesGuardedPage(history.location.pathname, path)) return go();
    void ask().then((leave) => {
      if (leave) go();
    });
  };
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    push: (to, state) => move(to, () => history.push(to, state)),
    replace: (to, state) => move(to, () => history.replace(to, state)),
    listen(listener) {
      return history.listen((update) => {
        if (update.action === 'POP') {
          if (undoing > 0) {
            undoing -= 1;
            return;
          }
          if (allowed > 0) allowed -= 1;
          else if (update.delta && leavesGuardedPage(shown, createPath(update.location))) {
            const delta = update.delta;
            undoing += 1;
            history.go(-delta);
            void ask().then((leave) => {
              if (!leave) return;
              allowed += 1;
              history.go(delta);
            });
            return;
          }
        }
        shown = update.location.pathname;
        listener(update);
      });
    },
  };
}
