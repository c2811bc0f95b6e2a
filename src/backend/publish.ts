// Keeps templates/data, the one document the public site reads and listens to, in step with the content.
// Every admin save calls publish(); "Generate Templates" calls it explicitly.
import { SNAPSHOT_PATH } from '@schemas/snapshot';
import type { EntityDef } from '@schemas/kit/define-entity';
import { buildSnapshot } from './snapshot';
import type { Backend } from './port';
import { rememberPublished } from '@/lib/prerender-keys';
import { recordVersion } from './history';

/** `note`: why this publish is kept in the site history ("Restored …"); ordinary publishes have none. */
export async function publish(backend: Backend, entities?: readonly EntityDef[], options: { note?: string } = {}): Promise<void> {
  const snapshot = await buildSnapshot(backend.data, new Date(), entities);
  await backend.data.setDoc(SNAPSHOT_PATH, snapshot);
  if (typeof window !== 'undefined') rememberPublished(snapshot.lastGenerated);
  // The site history keeps what was published; a failure there never undoes the publish itself.
  if (!entities) await recordVersion(backend, snapshot, options.note).catch((error: unknown) => console.error('Keeping the published version in the site history failed', error));
}
