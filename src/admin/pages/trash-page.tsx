// Trash: deleted entries and image records, newest first, each restorable to where it was or removable for
// good. Bounded (see TRASH_LIMIT and TRASH_DAYS): older entries are purged, with their files.
import { useEffect, useState } from 'react';
import { registry } from '@schemas/index';
import { TRASH_DAYS, TRASH_LIMIT } from '@schemas/kit/owner-records';
import { useBackend } from '@/app/backend-context';
import { AlreadyThereError, TRASH_COLLECTION, parseTrashEntry, pruneTrash, purgeTrash, restoreFromTrash, type TrashEntry } from '@/backend/trash';
import { ENQUIRY_TRASH_ENTITY } from '@/backend/enquiries';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { useAfterWrite, useLoadErrorInterceptor } from '@/admin/generator/write-context';
import { RESTORED, RESTORE_ERROR } from '@/admin/safety/use-undo-delete';
import { PageHeading, dangerButton, primaryButton } from './page-ui';

export const TRASH_LOAD_ERROR = 'Error loading the trash';

const when = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

export default function TrashPage() {
  const backend = useBackend();
  const toast = useToast();
  const { confirm } = useDialogs();
  const afterWrite = useAfterWrite();
  const intercept = useLoadErrorInterceptor();
  const [entries, setEntries] = useState<TrashEntry[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    void pruneTrash(backend).catch((error: unknown) => console.warn('Emptying old trash entries failed', error));
    return backend.data.watchDocs(
      TRASH_COLLECTION,
      { orderBy: 'deletedAt', direction: 'desc' },
      (docs) => setEntries(docs.flatMap((d) => parseTrashEntry(d.id, d.data) ?? [])),
      (error) => {
        if (!intercept(error)) toast.error(TRASH_LOAD_ERROR, error);
        setEntries([]);
      },
    );
  }, [backend, intercept, toast]);

  async function restore(entry: TrashEntry) {
    setBusy(entry.id);
    try {
      await restoreFromTrash(backend, entry.id);
      toast.success(RESTORED);
      afterWrite();
    } catch (error) {
      toast.error(error instanceof AlreadyThereError ? `${RESTORE_ERROR}: an entry is already stored in its place` : RESTORE_ERROR, error);
    } finally {
      setBusy(null);
    }
  }

  async function purge(entry: TrashEntry) {
    if (!(await confirm(`Delete “${entry.title}” for good? It cannot be restored afterwards.`, 'Delete forever'))) return;
    setBusy(entry.id);
    try {
      await purgeTrash(backend, [entry]);
      toast.success('Deleted for good.');
    } catch (error) {
      toast.error('Error emptying the trash', error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="max-w-4xl">
      <PageHeading>Trash</PageHeading>
      <p className="mb-6 text-stone-700">
        Deleted entries and images stay here for {TRASH_DAYS} days (the newest {TRASH_LIMIT}), so you can put them back where they were.
      </p>
      {entries === null && <p role="status">Loading...</p>}
      {entries?.length === 0 && <p>The trash is empty.</p>}
      {entries && entries.length > 0 && (
        <ul className="space-y-3">
          {entries.map((entry) => {
            const entity = registry.entities.find((e) => e.id === entry.entity);
            const image = entry.file && typeof entry.data.url === 'string' ? entry.data.url : undefined;
            return (
              <li key={entry.id} className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm">
                {image && <img src={image} alt="" className="h-16 w-16 rounded-md bg-sand object-cover" />}
                {/* Wide enough for the title and date; on a phone the buttons move to a line of their own. */}
                <div className="min-w-0 flex-1 basis-56">
                  <h2 className="break-words font-serif text-xl">{entry.title}</h2>
                  <p className="text-sm text-stone-700">
                    {entity?.label ?? (entry.entity === ENQUIRY_TRASH_ENTITY ? 'Enquiry' : entry.entity)} · deleted {when(entry.deletedAt)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <button type="button" onClick={() => restore(entry)} disabled={busy === entry.id} aria-label={`Restore ${entry.title}`} className={primaryButton}>
                    Restore
                  </button>
                  <button type="button" onClick={() => purge(entry)} disabled={busy === entry.id} aria-label={`Delete forever: ${entry.title}`} className={`${dangerButton} px-4`}>
                    Delete forever
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
