// On Firebase without a connection, saves are kept on this device and sent when it is back: this says so while
// they wait, says when they have been sent, and says when one was refused on arrival. With a connection but a
// server that does not answer, it says a save is still under way rather than leaving only "Saving...".
import { useEffect, useState } from 'react';
import type { SendState, SendStatus } from '@/backend/port';

export const WAITING = (n: number) =>
  `Saved on this device: ${n === 1 ? '1 change' : `${n} changes`} will be sent when the connection is back. Keep this page open or come back online later; nothing is lost if you close it.`;
export const SLOW = (n: number) =>
  `Saving: the server has not answered yet (${n === 1 ? '1 change' : `${n} changes`}). What you typed stays in the form and on this device until it is saved; you will be told if it is not.`;
/**
 * Whether changes are kept on this device until the connection is back. A save then shows the waiting message
 * alone: its "updated successfully" would say it had reached the server and the site.
 */
export const keptOnDevice = (sending: SendStatus | undefined) => (sending?.current().waiting ?? 0) > 0;
export const SENT = (at: string) => `Your changes made offline were sent at ${at}.`;
export const REFUSED =
  'A change made offline was not saved: the same entry was changed in another tab or device meanwhile. What you typed is kept on this device; open that page again to restore it.';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });

export function SendingStatus({ sending }: { sending: SendStatus | undefined }) {
  const [state, setState] = useState<SendState | null>(null);
  // Only what happened while this page was open is reported; a dismissed message stays dismissed.
  const [seenWaiting, setSeenWaiting] = useState(false);
  const [dismissed, setDismissed] = useState<{ sentAt: string | null; refused: string | null }>({ sentAt: null, refused: null });
  useEffect(() => {
    if (!sending) return;
    return sending.subscribe((next) => {
      setState(next);
      if (next.waiting > 0) setSeenWaiting(true);
    });
  }, [sending]);
  if (!sending || !state) return null;
  const sent = seenWaiting && state.waiting === 0 && state.sentAt && state.sentAt !== dismissed.sentAt && state.refused !== state.sentAt ? state.sentAt : null;
  const refused = seenWaiting && state.refused && state.refused !== dismissed.refused ? state.refused : null;
  const box = 'mb-6 flex flex-wrap items-center gap-3 rounded-xl border p-4';
  const dismissButton = (what: Partial<typeof dismissed>) => (
    <button type="button" onClick={() => setDismissed((d) => ({ ...d, ...what }))} className="rounded-md border border-stone-300 bg-white px-3 py-1.5 text-sm hover:bg-stone-100">
      Dismiss
    </button>
  );
  return (
    <>
      <div role="status" aria-live="polite">
        {(state.slow ?? 0) > 0 && (
          <div className={`${box} border-amber-300 bg-amber-50`}>
            <p className="min-w-[12rem] flex-1 text-stone-800">{SLOW(state.slow ?? 0)}</p>
          </div>
        )}
        {state.waiting > 0 && (
          <div className={`${box} border-amber-300 bg-amber-50`}>
            <p className="min-w-[12rem] flex-1 text-stone-800">{WAITING(state.waiting)}</p>
          </div>
        )}
        {sent && (
          <div className={`${box} border-emerald-300 bg-emerald-50`}>
            <p className="min-w-[12rem] flex-1 text-stone-800">{SENT(timeOf(sent))}</p>
            {dismissButton({ sentAt: sent })}
          </div>
        )}
      </div>
      <div role="alert">
        {refused && (
          <div className={`${box} border-red-300 bg-red-50`}>
            <p className="min-w-[12rem] flex-1 text-red-900">{REFUSED}</p>
            {dismissButton({ refused })}
          </div>
        )}
      </div>
    </>
  );
}
