// After a save, its message offers Undo for UNDO_MS: the entry goes back to the version the save replaced (as stored
// then, changes other tabs had made included). Undoing is itself a save, so its message offers Undo again (the
// change comes back). Each is written over the version the other stored: a change another tab or device made
// meanwhile to other fields is kept, one to the same fields is not overwritten (the undo is refused and says so).
import { useCallback } from 'react';
import { isConflict } from '@/backend/revision';
import { useToast } from '@/components/ui/toast';
import { useAfterWrite } from '@/admin/generator/write-context';
import { useBackend } from '@/app/backend-context';
import { keptOnDevice } from './sending-status';
import { UNDO_MS } from './use-undo-delete';

export const CHANGE_UNDONE = 'Change undone.';
export const UNDO_CONFLICT = 'This change could not be undone: it was changed again in another tab or device.';
export const UNDO_ERROR = 'Error undoing the change';

/** A stored version of an entry: its revision and data (none for a singleton never saved before). */
export interface Version {
  rev: number;
  data?: Record<string, unknown>;
}

/** What a write stored, and the version it replaced. */
export interface WrittenVersion extends Version {
  replaced: Version | null;
}

/** Stores `data` over the stored version `base`. */
export type WriteVersion = (data: Record<string, unknown>, base: Version) => Promise<WrittenVersion>;

export function useUndoSave() {
  const toast = useToast();
  const afterWrite = useAfterWrite();
  const { sending } = useBackend().data;
  return useCallback(
    /** Says `message`; with Undo when the save (`saved`) replaced a version to go back to. */
    function offer(message: string, saved: WrittenVersion, write: WriteVersion) {
      if (keptOnDevice(sending)) return;
      const previous = saved.replaced?.data;
      if (!previous) return toast.success(message);
      toast.success(message, {
        label: 'Undo',
        durationMs: UNDO_MS,
        run: () => {
          write(previous, saved).then(
            (undone) => {
              afterWrite();
              offer(CHANGE_UNDONE, undone, write);
            },
            (error: unknown) => (isConflict(error) ? toast.error(UNDO_CONFLICT) : toast.error(UNDO_ERROR, error)),
          );
        },
      });
    },
    [toast, afterWrite, sending],
  );
}
