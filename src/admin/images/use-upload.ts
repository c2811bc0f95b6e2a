// Uploading images into the library from any page: each file checked by its content, processed and stored (upload.ts),
// a refused or unreadable file said in the owner's words while the others go on, and the site published after.
import { useState } from 'react';
import type { imageEntity } from '@schemas/collections/image';
import { useBackend } from '@/app/backend-context';
import type { Item } from '@/backend/entity-store';
import { useToast } from '@/components/ui/toast';
import { useAfterWrite } from '@/admin/generator/write-context';
import { checkImageFiles, UnreadableImageError } from './pipeline';
import { uploadImage } from './upload';

export type ImageRow = Item<typeof imageEntity>;

export const UPLOAD_ERROR = 'Error uploading images. Please try again.';

/**
 * `onAccepted`: the files about to be uploaded, once checked (the library shows them meanwhile); `private`: they are
 * private photos (see PRIVATE_FOLDER).
 */
export function useImageUpload({ onAccepted, private: privatePhotos }: { onAccepted?: (files: File[]) => void; private?: boolean } = {}) {
  const backend = useBackend();
  const toast = useToast();
  const afterWrite = useAfterWrite();
  const [uploading, setUploading] = useState(false);

  /** Uploads the files; the images stored (also when a later one failed). */
  async function upload(list: FileList | File[] | null): Promise<ImageRow[]> {
    const files = Array.from(list ?? []);
    if (files.length === 0 || uploading) return [];
    const { accepted, refused } = await checkImageFiles(files);
    refused.forEach((message) => toast.error(message));
    if (accepted.length === 0) return [];
    onAccepted?.(accepted.map((a) => a.file));
    setUploading(true);
    const added: ImageRow[] = [];
    try {
      for (const { file, type } of accepted) {
        try {
          added.push(await uploadImage(backend, file, { type, private: privatePhotos }));
        } catch (error) {
          // A file the browser cannot decode is refused with its own message; the others still upload.
          if (!(error instanceof UnreadableImageError)) throw error;
          toast.error(error.message, error);
        }
      }
    } catch (error) {
      toast.error(UPLOAD_ERROR, error);
    } finally {
      setUploading(false);
      if (added.length > 0) afterWrite();
    }
    return added;
  }

  return { upload, uploading };
}
