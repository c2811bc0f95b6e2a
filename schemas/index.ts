// The entity list, discovered from the files in collections/ and singletons/: adding an entity is adding a file.
import { discoverEntities } from './kit/define-entity';

export const entities = discoverEntities(
  import.meta.glob<Record<string, unknown>>(['./collections/*.ts', './singletons/*.ts'], { eager: true }),
);

export function entityById(id: string) {
  const found = entities.find((e) => e.id === id);
  if (!found) throw new Error(`Unknown entity "${id}"`);
  return found;
}
