// In-page messages: success and notices in a polite status region, errors in an assertive alert region.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';

type Tone = 'success' | 'notice' | 'error';
interface Toast {
  id: number;
  tone: Tone;
  text: string;
  action?: ToastAction;
}

/** A button in a message (Undo); the message then stays at least `durationMs`. */
export interface ToastAction {
  label: string;
  run: () => void;
  durationMs?: number;
}

interface ToastApi {
  success: (text: string, action?: ToastAction) => void;
  /** Something to look at that is not a failure (what a save left to fix); it stays longer. */
  notice: (text: string, action?: ToastAction) => void;
  error: (text: string, cause?: unknown) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

type Edge = 'top' | 'bottom';

/** Where on the screen the owner last pressed a control, and when. */
interface Pressed {
  middle: number;
  at: number;
}

/** A message that follows a press within this long shows clear of where that press was. */
const PRESS_MS = 15_000;

/**
 * The edge of the screen away from the control pressed last (a save's message comes after the save, when its button
 * may have changed or gone), so that a message never covers the button the owner may want to press again; none
 * when nothing was pressed lately.
 */
function edgeAwayFrom(pressed: Pressed | null): Edge | null {
  if (!pressed || Date.now() - pressed.at > PRESS_MS) return null;
  return pressed.middle > window.innerHeight / 2 ? 'top' : 'bottom';
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [edge, setEdge] = useState<Edge | null>(null);
  const pressed = useRef<Pressed | null>(null);
  // Each message's own time on screen; the ones still running end with the provider (no update once it is gone).
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const running = timers.current;
    return () => {
      for (const timer of running) clearTimeout(timer);
      running.clear();
    };
  }, []);
  useEffect(() => {
    const note = (event: MouseEvent) => {
      const control = event.target instanceof Element ? event.target.closest('button, a, input, select, summary, label, [role="button"]') : null;
      if (!control) return;
      const rect = control.getBoundingClientRect();
      pressed.current = { middle: rect.top + rect.height / 2, at: Date.now() };
    };
    document.addEventListener('click', note, true);
    return () => document.removeEventListener('click', note, true);
  }, []);
  const push = useCallback((tone: Tone, text: string, action?: ToastAction) => {
    const id = Date.now() + Math.random();
    setEdge(edgeAwayFrom(pressed.current));
    setToasts((t) => [...t.filter((x) => x.text !== text), { id, tone, text, action }]);
    const timer = setTimeout(
      () => {
        timers.current.delete(timer);
        setToasts((t) => t.filter((x) => x.id !== id));
      },
      action?.durationMs ?? (tone === 'success' ? 4000 : 8000),
    );
    timers.current.add(timer);
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      success: (text, action) => push('success', text, action),
      notice: (text, action) => push('notice', text, action),
      error: (text, cause) => {
        if (cause !== undefined) console.error(text, cause);
        push('error', text);
      },
    }),
    [push],
  );
  const dismiss = (id: number) => setToasts((t) => t.filter((x) => x.id !== id));
  const region = (tone: 'success' | 'error') => (
    <div role={tone === 'error' ? 'alert' : 'status'} aria-live={tone === 'error' ? 'assertive' : 'polite'} className="contents">
      {toasts
        .filter((t) => t.tone === tone || (tone === 'success' && t.tone === 'notice'))
        .map((t) => (
          <div
            key={t.id}
            className={`pointer-events-auto flex items-center gap-3 rounded-lg py-1 pl-4 pr-1 text-sm shadow-lg ${
              t.tone === 'error' ? 'bg-red-700 text-white' : t.tone === 'notice' ? 'bg-amber-800 text-white' : 'bg-emerald-700 text-white'
            }`}
          >
            <span className="flex-1 py-2">{t.text}</span>
            {t.action && (
              <button
                type="button"
                onClick={() => {
                  dismiss(t.id);
                  t.action?.run();
                }}
                className="min-h-11 rounded border border-white/70 px-3 font-semibold underline-offset-2 hover:bg-white/15"
              >
                {t.action.label}
              </button>
            )}
            <button type="button" onClick={() => dismiss(t.id)} aria-label="Dismiss message" className="grid min-h-11 min-w-11 place-items-center text-lg leading-none">
              <span aria-hidden="true">×</span>
            </button>
          </div>
        ))}
    </div>
  );
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* Away from the control just pressed; else bottom on phones, top on wide screens (forms end in buttons). */}
      <div
        className={`pointer-events-none fixed inset-x-0 z-[100] mx-auto flex w-[min(92vw,28rem)] flex-col gap-2 ${
          edge === 'top' ? 'top-4' : edge === 'bottom' ? 'bottom-4' : 'bottom-4 lg:bottom-auto lg:top-4'
        }`}
      >
        {region('success')}
        {region('error')}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}
