// The published content (templates/data), live, for the admin's previews: blocks that show other content
// (services, offers, business info) draw it from here, as the site does.
import { useEffect, useMemo, useState } from 'react';
import { imageEntity } from '@schemas/collections/image';
import { watchItems } from '@/backend/entity-store';
import { SNAPSHOT_PATH } from '@schemas/snapshot';
import { useBackend } from '@/app/backend-context';
import { readSnapshot, type Snapshot } from '@/backend/snapshot';
import { useLoadErrorInterceptor } from '@/admin/generator/write-context';

/** Nothing published yet (or not readable): blocks show their empty states. */
export const EMPTY_SNAPSHOT: Snapshot = { lastGenerated: '' };

/**
 * The published content, with the whole image library in place of the images it publishes: a draft may show a
 * library image no published content shows yet, and the preview draws it as the site will once it is saved.
 */
export function usePublishedSnapshot(): Snapshot {
  const published = usePublishedOnly();
  const library = useLibraryImages();
  return useMemo(() => (library && imageEntity.publish ? { ...published, [imageEntity.publish.key]: library } : published), [published, library]);
}

function useLibraryImages(): unknown[] | null {
  const backend = useBackend();
  const [images, setImages] = useState<unknown[] | null>(null);
  useEffect(
    () =>
      watchItems(backend, imageEntity, setImages, (error) => {
        // Without the library the preview shows pictures as the published snapshot has them.
        console.error('The image library could not be read for the preview', error);
        setImages(null);
      }),
    [backend],
  );
  return images;
}

function usePublishedOnly(): Snapshot {
  const backend = useBackend();
  const intercept = useLoadErrorInterceptor();
  const [snapshot, setSnapshot] = useState<Snapshot>(EMPTY_SNAPSHOT);
  useEffect(
    () =>
      backend.data.watchDoc(
        SNAPSHOT_PATH,
        (data) => setSnapshot(readSnapshot(data) ?? EMPTY_SNAPSHOT),
        (error) => {
          // A preview without the other content still shows the edited block: no message beyond the console.
          if (!intercept(error)) console.error('The published content could not be read for the preview', error);
          setSnapshot(EMPTY_SNAPSHOT);
        },
      ),
    [backend, intercept],
  );
  return snapshot;
}
