// The owner's choice when a save meets a newer stored version: both versions side by side, field by field,
// and nothing is written until they choose.
import { useCallback, useRef, useState } from 'react';
import type { EntityDef } from '@schemas/kit/define-entity';
import type { ConflictError } from '@/backend/revision';
import { sameValue } from '@/backend/revision';
import { Modal } from '@/components/ui/modal';
import { changedKeys, fieldLabel, readableValue } from './readable';

export type ConflictChoice = 'mine' | 'theirs' | null;

export const CONFLICT_TITLE = 'Changed in another tab or device';

interface Pending {
  entity: EntityDef;
  conflict: ConflictError;
  resolve: (choice: ConflictChoice) => void;
}

/**
 * `ask(entity, conflict)` opens the dialog and resolves with the owner's choice ("mine": save my version over
 * the stored one; "theirs": take the stored one; null: decide later, my typing stays in the form).
 */
export function useConflictDialog() {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const ask = useCallback(
    (entity: EntityDef, conflict: ConflictError) =>
      new Promise<ConflictChoice>((resolve) => {
        pendingRef.current?.resolve(null);
        const next = { entity, conflict, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );
  const finish = (choice: ConflictChoice) => {
    pendingRef.current?.resolve(choice);
    pendingRef.current = null;
    setPending(null);
  };
  const dialog = (
    <Modal open={pending !== null} onClose={() => finish(null)} title={CONFLICT_TITLE} className="max-w-3xl">
      {pending && <ConflictBody entity={pending.entity} conflict={pending.conflict} onChoose={finish} />}
    </Modal>
  );
  return { ask, dialog };
}

function ConflictBody({ entity, conflict, onChoose }: { entity: EntityDef; conflict: ConflictError; onChoose: (c: ConflictChoice) => void }) {
  const deleted = conflict.theirs === null;
  const keys = deleted ? Object.keys(conflict.mine).filter((k) => k !== 'order') : changedKeys(conflict.mine, conflict.theirs, sameValue).filter((k) => k !== 'order');
  return (
    <div>
      <p className="mb-4 text-base text-stone-800">
        {deleted
          ? `This ${entity.noun} was deleted in another tab or device after you opened it. Your changes are not saved yet.`
          : `This ${entity.noun} was saved in another tab or device after you opened it. Your changes are not saved yet, and nothing was overwritten. Choose which version to keep.`}
      </p>
      {!deleted && (
        <div className="mb-6 space-y-3">
          {keys.map((key) => (
            <section key={key} aria-label={fieldLabel(entity, key)} className="rounded-lg border border-stone-200 p-3">
              <h3 className="mb-2 font-semibold text-espresso">{fieldLabel(entity, key)}</h3>
              <dl className="grid gap-3 text-sm sm:grid-cols-2">
                <div className="rounded-md bg-amber-50 p-2">
                  <dt className="font-medium">Your version</dt>
                  <dd className="whitespace-pre-line break-words">{readableValue(conflict.mine[key])}</dd>
                </div>
                <div className="rounded-md bg-stone-100 p-2">
                  <dt className="font-medium">Saved version</dt>
                  <dd className="whitespace-pre-line break-words">{readableValue(conflict.theirs?.[key])}</dd>
                </div>
              </dl>
            </section>
          ))}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" onClick={() => onChoose('theirs')} className="rounded-md border border-stone-300 px-4 py-2 hover:bg-stone-100">
          {deleted ? 'Discard mine' : 'Take theirs'}
        </button>
        <button type="button" onClick={() => onChoose('mine')} className="rounded-md bg-espresso px-4 py-2 text-white hover:bg-black">
          {deleted ? 'Save mine again' : 'Keep mine'}
        </button>
      </div>
    </div>
  );
}
