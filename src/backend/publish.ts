// Keeps templates/data, the one document the public site reads and listens to, in step with the content.
// Every admin save calls publish(); "Generate Templates" calls it explicitly.
import { templateDataEntity } from '@schemas/singletons/template-data';
import { buildSnapshot } from './snapshot';
import type { Backend, DocData } from './port';
import { rememberPublished } from '@/app/prerender-keys';

export async function publish(backend: Backend): Promise<void> {
  const snapshot = await buildSnapshot(backend.data);
  await backend.data.setDoc(templateDataEntity.path, snapshot as DocData);
  if (typeof window !== 'undefined') rememberPublished(snapshot.lastGenerated);
}
