// The copies visitors read of private photos (MediaPort), in Cloud Storage through the Admin SDK: the page function's
// publish and daily upkeep make and remove them. A copy is a new object written from the photo's bytes, so it carries
// none of the original's metadata (its download token above all); visitors read it at its plain address
// (`?alt=media`), which the storage rules allow for this folder alone, and it is gone for them the moment publishing
// removes it.
import type { Storage } from 'firebase-admin/storage';
import type { MediaPort } from '@/backend/port';

type Bucket = ReturnType<Storage['bucket']>;

/** Kept by the visitor's browser for an hour, by no shared cache: a withdrawn photo is not served on. */
export const COPY_CACHE_CONTROL = 'private, max-age=3600';

/**
 * `bucket`: the bucket, asked for on first use. `storageHost`: the Storage emulator's host when the emulators run
 * (they set FIREBASE_STORAGE_EMULATOR_HOST), else the copies' addresses are Cloud Storage's.
 */
export function adminMedia(bucket: () => Promise<Bucket>, storageHost: string | undefined = process.env.FIREBASE_STORAGE_EMULATOR_HOST): MediaPort {
  const origin = storageHost ? `http://${storageHost.replace(/^https?:\/\//, '')}` : 'https://firebasestorage.googleapis.com';
  return {
    async copy(from, to, contentType) {
      const files = await bucket();
      const [bytes] = await files.file(from).download();
      await files.file(to).save(bytes, { resumable: false, contentType, metadata: { cacheControl: COPY_CACHE_CONTROL } });
      return `${origin}/v0/b/${files.name}/o/${encodeURIComponent(to)}?alt=media`;
    },
    async remove(paths) {
      const files = await bucket();
      await Promise.all(paths.map((path) => files.file(path).delete({ ignoreNotFound: true })));
    },
    async list(folder) {
      const [files] = await (await bucket()).getFiles({ prefix: `${folder}/` });
      return files.map((f) => ({ path: f.name, at: Date.parse(String(f.metadata.timeCreated ?? '')) || 0 }));
    },
  };
}
