// The offer to bring back input kept on this device from an earlier visit, a crash or a failed save.
export function DraftBanner({ savedAt, onRestore, onDiscard, what }: { savedAt: string; onRestore: () => void; onDiscard: () => void; what?: string }) {
  const when = new Date(savedAt);
  const time = Number.isNaN(when.getTime()) ? '' : ` from ${when.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}`;
  return (
    <div role="region" aria-label="Unsaved changes" className="mb-6 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <p className="min-w-[12rem] flex-1 text-stone-800">
        You have unsaved changes{what ? ` to ${what}` : ''}
        {time}, kept on this device.
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={onDiscard} className="rounded-md border border-stone-300 bg-white px-4 py-2 hover:bg-stone-100">
          Discard
        </button>
        <button type="button" onClick={onRestore} className="rounded-md bg-espresso px-4 py-2 font-medium text-white hover:bg-black">
          Restore unsaved changes
        </button>
      </div>
    </div>
  );
}
