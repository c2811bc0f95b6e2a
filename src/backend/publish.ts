// Keeps templates/data, the one document the public site reads and listens to, in step with the content.
// Every admin save calls publish(); "Generate Templates" calls it explicitly.
import { templateDataEntity } from '@schemas/singletons/template-data';
import { buildSnapshot } from './snapshot';
import type { Backend, DocData } from './port';

export async function publish(backend: Backend): Promise<void> {
  await backend.data.setDoc(templateDataEntity.path, (await buildSnapshot(backend.data)) as DocData);
}
