// Saves made while offline on Firebase: Firestore keeps them in its cache on this device and sends them when
// the connection is back. This tracks them so the admin can say so, and say when they have been sent.
import type { SendState, SendStatus, Unsubscribe } from '../port';

export interface OfflineQueue {
  status: SendStatus;
  /** Count a write kept on this device until `sent` settles (resolves once the server has it, rejects if refused). */
  track(sent: Promise<void>): void;
  /** Count a save made online as slow while it has not settled `afterMs` after it started. */
  watch(save: Promise<unknown>, afterMs?: number): void;
}

/** How long a save may take before the owner is told the server has not answered yet. */
export const SLOW_SAVE_MS = 5000;

export function createOfflineQueue(): OfflineQueue {
  let state: SendState = { waiting: 0, sentAt: null, refused: null };
  const listeners = new Set<(state: SendState) => void>();
  // Callers waiting for the writes kept so far; told whether any of them was refused.
  let waiters: Array<(ok: boolean) => void> = [];
  let refusedSinceIdle = false;
  const emit = (next: SendState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };
  return {
    status: {
      current: () => state,
      subscribe(listener): Unsubscribe {
        listeners.add(listener);
        listener(state);
        return () => listeners.delete(listener);
      },
      whenSent: () => (state.waiting === 0 ? Promise.resolve(true) : new Promise<boolean>((resolve) => waiters.push(resolve))),
    },
    watch(save, afterMs = SLOW_SAVE_MS) {
      let slow = false;
      const timer = setTimeout(() => {
        slow = true;
        emit({ ...state, slow: (state.slow ?? 0) + 1 });
      }, afterMs);
      const done = () => {
        clearTimeout(timer);
        if (slow) emit({ ...state, slow: Math.max(0, (state.slow ?? 0) - 1) });
      };
      save.then(done, done);
    },
    track(sent) {
      emit({ ...state, waiting: state.waiting + 1 });
      sent.then(
        () => settle(null),
        (error: unknown) => settle(error instanceof Error ? error.message : String(error)),
      );
      function settle(refusal: string | null) {
        if (refusal) refusedSinceIdle = true;
        const waiting = state.waiting - 1;
        const idle = waiting === 0;
        const now = new Date().toISOString();
        emit({ waiting, sentAt: idle ? now : state.sentAt, refused: refusal ? now : state.refused });
        if (idle) {
          const ok = !refusedSinceIdle;
          refusedSinceIdle = false;
          const told = waiters;
          waiters = [];
          for (const resolve of told) resolve(ok);
        }
      }
    },
  };
}
