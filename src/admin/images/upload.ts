// Stores one accepted file in the library: its processed renditions in storage (uploads/…, or private/… for a
// private photo, named from the timestamped storage name), then the record that lists them, so no record ever
// points at a file not yet stored. Each file step is retried; a failure on the way removes what was stored
// (retried too), and what still cannot be removed is found by the library's storage check (storage-scan.ts).
import { imageEntity, PRIVATE_FOLDER, storageName, UPLOAD_FOLDER, type ImageRecord, type ImageVariant } from '@schemas/collections/image';
import { addItem, type Item } from '@/backend/entity-store';
import type { Backend } from '@/backend/port';
import { extensionOf, processImage } from './pipeline';
import { removeFiles } from './storage-scan';
import { retry, type RetryOptions } from '@/lib/retry';

/**
 * The storage path of one rendition: its folder (uploads, or private for a private photo), the storage name without
 * its extension, the width, the format's extension.
 */
export function variantPath(name: string, width: number, type: ImageVariant['type'], folder: string = UPLOAD_FOLDER): string {
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return `${folder}/${stem}-${width}w.${extensionOf(type)}`;
}

/**
 * `options.type`: the format the file's content is in (checkImageFiles), stored in place of the name's guess;
 * `options.private`: a private photo (see PRIVATE_FOLDER).
 */
export async function uploadImage(
  backend: Backend,
  file: File,
  options: { alt?: string; now?: Date; type?: string; retry?: RetryOptions; private?: boolean } = {},
): Promise<Item<typeof imageEntity>> {
  const now = options.now ?? new Date();
  const processed = await processImage(file);
  const name = storageName(file.name, now.getTime());
  const store = await backend.files();
  const stored: ImageVariant[] = [];
  try {
    for (const v of processed.variants) {
      const path = variantPath(name, v.width, v.type, options.private ? PRIVATE_FOLDER : UPLOAD_FOLDER);
      const url = await retry(() => store.upload(path, v.blob, v.type), options.retry);
      stored.push({ url, path, width: v.width, height: v.height, type: v.type, size: v.blob.size });
    }
    const largest = stored[stored.length - 1]!;
    const record: ImageRecord = {
      url: largest.url,
      name,
      type: options.type ?? file.type,
      size: file.size,
      createdAt: now.toISOString(),
      alt: options.alt?.trim() ?? '',
      width: processed.width,
      height: processed.height,
      variants: stored,
      ...(processed.placeholder ? { placeholder: processed.placeholder } : {}),
      ...(options.private ? { private: true } : {}),
    };
    return await addItem(backend, imageEntity, record);
  } catch (error) {
    // Nothing half-stored: the renditions already uploaded go again (the error is what the owner is told).
    const left = await removeFiles(backend, stored.map((v) => v.path), options.retry);
    if (left.length) console.warn('Files of a failed upload could not be removed; the storage check lists them', left);
    throw error;
  }
}
