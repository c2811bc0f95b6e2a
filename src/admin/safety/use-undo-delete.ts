// After a delete (confirmed first), a message offers Undo for UNDO_MS: the entry comes back from the trash.
import { useCallback } from 'react';
import { useBackend } from '@/app/backend-context';
import { restoreFromTrash } from '@/backend/trash';
import { useToast } from '@/components/ui/toast';
import { useAfterWrite } from '@/admin/generator/write-context';

export const UNDO_MS = 15000;
export const RESTORED = 'Restored from the trash.';
export const RESTORE_ERROR = 'Error restoring from the trash';

export function useUndoDelete() {
  const backend = useBackend();
  const toast = useToast();
  const afterWrite = useAfterWrite();
  return useCallback(
    (message: string, trashId: string, onRestored?: () => void) =>
      toast.success(message, {
        label: 'Undo',
        durationMs: UNDO_MS,
        run: () => {
          restoreFromTrash(backend, trashId).then(
            () => {
              toast.success(RESTORED);
              afterWrite();
              onRestored?.();
            },
            (error: unknown) => toast.error(RESTORE_ERROR, error),
          );
        },
      }),
    [backend, toast, afterWrite],
  );
}
