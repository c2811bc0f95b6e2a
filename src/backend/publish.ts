// Keeps templates/data, the one document the public site reads and listens to, in step with the content.
// Every admin save calls publish(); "Generate Templates" calls it explicitly. On Firebase the page function
// builds and writes it (the security rules let no client write it); the local backend builds it here.
import { SNAPSHOT_PATH } from '@schemas/snapshot';
import { buildSnapshot, type Snapshot } from './snapshot';
import type { Backend } from './port';
import { rememberPublished } from '@/lib/prerender-keys';
import { recordVersion } from './history';

/**
 * Publishes every published entity's stored content, whole (templates/data is replaced, never patched).
 * `note`: why this publish is kept in the site history ("Restored …"); ordinary publishes have none.
 */
export async function publish(backend: Backend, options: { note?: string } = {}): Promise<void> {
  let snapshot: Snapshot;
  if (backend.publishSnapshot) {
    snapshot = (await backend.publishSnapshot()) as Snapshot;
  } else {
    snapshot = await buildSnapshot(backend.data, new Date());
    await backend.data.setDoc(SNAPSHOT_PATH, snapshot);
  }
  if (typeof window !== 'undefined') rememberPublished(snapshot.lastGenerated);
  // The site history keeps what was published; a failure there never undoes the publish itself.
  await recordVersion(backend, snapshot, options.note).catch((error: unknown) => console.error('Keeping the published version in the site history failed', error));
}
