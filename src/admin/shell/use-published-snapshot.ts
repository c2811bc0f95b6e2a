// The published content (templates/data), live, for the admin's previews: blocks that show other content
// (services, offers, business info) draw it from here, as the site does.
import { useEffect, useState } from 'react';
import { SNAPSHOT_PATH } from '@schemas/snapshot';
import { useBackend } from '@/app/backend-context';
import { readSnapshot, type Snapshot } from '@/backend/snapshot';
import { useLoadErrorInterceptor } from '@/admin/generator/write-context';

/** Nothing published yet (or not readable): blocks show their empty states. */
export const EMPTY_SNAPSHOT: Snapshot = { lastGenerated: '' };

export function usePublishedSnapshot(): Snapshot {
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
