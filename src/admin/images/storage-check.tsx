// The library's storage check: finds files no record lists and records whose files are gone (storage-scan.ts),
// says so in plain words, and cleans up on the owner's word: files without a record are removed, a record
// without its files is deleted (and the site republished without it).
import { useState } from 'react';
import { imageEntity } from '@schemas/collections/image';
import { useBackend } from '@/app/backend-context';
import { deleteItem } from '@/backend/entity-store';
import { useAfterWrite } from '@/admin/generator/write-context';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { deleteConfirmation } from '@/lib/delete-confirmation';
import { retry } from '@/lib/retry';
import { removeFiles, scanImageStorage, type StorageScan } from './storage-scan';
import { secondaryButton } from '@/admin/pages/page-ui';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function StorageCheck() {
  const backend = useBackend();
  const afterWrite = useAfterWrite();
  const toast = useToast();
  const { confirm } = useDialogs();
  const [scan, setScan] = useState<StorageScan | null>(null);
  const [busy, setBusy] = useState(false);

  async function check() {
    setBusy(true);
    try {
      setScan(await scanImageStorage(backend));
    } catch (error) {
      toast.error('Could not check the stored files. Please try again.', error);
    } finally {
      setBusy(false);
    }
  }

  async function removeOrphans(paths: string[]) {
    if (!(await confirm(`Remove ${plural(paths.length, 'file', 'files')} that no image in the library uses?\n${paths.join('\n')}`, 'Remove'))) return;
    setBusy(true);
    try {
      const left = await removeFiles(backend, paths);
      if (left.length) toast.error(`${plural(left.length, 'file', 'files')} could not be removed. Please try again.`);
      else toast.success(`Removed ${plural(paths.length, 'file', 'files')} without a record.`);
      setScan(await scanImageStorage(backend));
    } catch (error) {
      toast.error('Could not check the stored files. Please try again.', error);
    } finally {
      setBusy(false);
    }
  }

  async function deleteRecord(id: string, name: string) {
    if (!(await confirm(deleteConfirmation(imageEntity.messages.confirmDelete, name)))) return;
    setBusy(true);
    try {
      await retry(() => deleteItem(backend, imageEntity, id));
      afterWrite();
      setScan(await scanImageStorage(backend));
    } catch (error) {
      toast.error(imageEntity.messages.deleteError, error);
    } finally {
      setBusy(false);
    }
  }

  const clean = scan && scan.orphanFiles.length === 0 && scan.recordsWithoutFiles.length === 0;
  return (
    <section aria-labelledby="storage-check-title" className="mt-10 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="storage-check-title" className="font-serif text-2xl">
        Files in storage
      </h2>
      <p className="mt-1 text-sm text-stone-600">Checks that every image has its files and every file belongs to an image.</p>
      <button type="button" onClick={() => void check()} disabled={busy} className={`${secondaryButton} mt-3`}>
        {busy ? 'Checking...' : 'Check stored files'}
      </button>
      <div role="status" className="mt-4 space-y-4">
        {clean && <p>Every image has its files, and every file belongs to an image.</p>}
        {scan && scan.orphanFiles.length > 0 && (
          <div>
            <h3 className="font-medium">{plural(scan.orphanFiles.length, 'file is', 'files are')} stored without an image record</h3>
            <p className="text-sm text-stone-600">Left behind by an upload or a delete that did not finish. Nothing on the site shows them.</p>
            <ul className="my-2 list-disc pl-6 text-sm break-all">
              {scan.orphanFiles.map((path) => (
                <li key={path}>{path}</li>
              ))}
            </ul>
            <button type="button" onClick={() => void removeOrphans(scan.orphanFiles)} disabled={busy} className={secondaryButton}>
              Remove {plural(scan.orphanFiles.length, 'file', 'files')} without a record
            </button>
          </div>
        )}
        {scan && scan.recordsWithoutFiles.length > 0 && (
          <div>
            <h3 className="font-medium">{scan.recordsWithoutFiles.length === 1 ? '1 image has lost its files' : `${scan.recordsWithoutFiles.length} images have lost their files`}</h3>
            <p className="text-sm text-stone-600">These records point at files that are no longer stored; the site cannot show their picture.</p>
            <ul className="mt-2 space-y-2">
              {scan.recordsWithoutFiles.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-stone-200 p-3 text-sm">
                  <span className="break-all">
                    <strong>{r.name}</strong>: {plural(r.missing.length, 'file', 'files')} missing
                  </span>
                  <button type="button" onClick={() => void deleteRecord(r.id, r.name)} disabled={busy} aria-label={`Delete record of ${r.name}`} className={secondaryButton}>
                    Delete record
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
