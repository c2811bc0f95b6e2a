// Files and records of the image library kept together. An upload stores the files first and the record last; a
// delete files the record in the trash (and republishes), and the files go when the entry is purged; each file
// step is retried. What can
// still drift (a file whose removal kept failing, a record written by hand) is found by a scan the owner runs
// from the library: files in storage that no record lists, and records whose files are gone.
import { imageEntity, PRIVATE_FOLDER, storedPaths, UPLOAD_FOLDER, type ImageRecord } from '@schemas/collections/image';
import type { Backend } from '@/backend/port';
import { retry, type RetryOptions } from '@/lib/retry';
import { listTrash } from '@/backend/trash';

/** A file younger than this may belong to an upload still under way (its record is written last): left alone. */
export const UPLOAD_GRACE_MS = 15 * 60 * 1000;

export interface RecordWithoutFile {
  id: string;
  name: string;
  /** The storage paths the record lists that storage does not have. */
  missing: string[];
}

export interface StorageScan {
  /** Files under uploads/ that no image record lists. */
  orphanFiles: string[];
  /** Image records that point at files storage does not have. */
  recordsWithoutFiles: RecordWithoutFile[];
}

/** The paths a stored record claims, read defensively (the record may be malformed). */
function claimedPaths(data: Record<string, unknown>): string[] {
  const record = data as Partial<ImageRecord>;
  const variants = Array.isArray(record.variants) ? record.variants.filter((v) => typeof v?.path === 'string') : [];
  if (variants.length) return storedPaths({ name: String(record.name ?? ''), variants });
  // A record from before renditions: its one file, named by the record, if its address is that upload's.
  const name = typeof record.name === 'string' ? record.name : '';
  const url = typeof record.url === 'string' ? record.url : '';
  return name && (url.includes(`${UPLOAD_FOLDER}/${name}`) || url.includes(encodeURIComponent(`${UPLOAD_FOLDER}/${name}`))) ? storedPaths({ name }) : [];
}

/** The time a storage name starts with (storageName() puts the upload's milliseconds first), if any. */
function uploadedAt(path: string): number | undefined {
  const match = /^[^/]+\/(\d{10,16})-/.exec(path);
  return match ? Number(match[1]) : undefined;
}

export async function scanImageStorage(backend: Backend, now: number = Date.now()): Promise<StorageScan> {
  const files = await backend.files();
  // Both folders the library stores files in: public pictures and private photos.
  const [uploads, privatePhotos, docs, trash] = await Promise.all([files.list(UPLOAD_FOLDER), files.list(PRIVATE_FOLDER), backend.data.getDocs(imageEntity.path), listTrash(backend)]);
  const paths = [...uploads, ...privatePhotos];
  const stored = new Set(paths);
  // A deleted image's files stay while it is in the trash (it can be restored): they belong to its entry.
  const claimed = new Set<string>(trash.flatMap((e) => [...(e.file ? [e.file] : []), ...(e.files ?? [])]));
  const recordsWithoutFiles: RecordWithoutFile[] = [];
  for (const doc of docs) {
    const own = claimedPaths(doc.data);
    for (const path of own) claimed.add(path);
    const missing = own.filter((path) => !stored.has(path));
    if (missing.length) recordsWithoutFiles.push({ id: doc.id, name: typeof doc.data.name === 'string' ? doc.data.name : doc.id, missing });
  }
  const orphanFiles = paths.filter((path) => {
    if (claimed.has(path)) return false;
    const at = uploadedAt(path);
    return at === undefined || now - at > UPLOAD_GRACE_MS;
  });
  return { orphanFiles: orphanFiles.sort(), recordsWithoutFiles };
}

/** Remove files (each retried); resolves with the paths that could not be removed. */
export async function removeFiles(backend: Backend, paths: readonly string[], options?: RetryOptions): Promise<string[]> {
  const files = await backend.files();
  const results = await Promise.allSettled(paths.map((path) => retry(() => files.remove(path), options)));
  return paths.filter((_, i) => results[i]!.status === 'rejected');
}
