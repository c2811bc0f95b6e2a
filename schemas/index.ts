// The registry of entities, discovered from the files in collections/ and singletons/: adding an entity is
// adding a file. Everything else is derived from it: the admin's routes and sidebar, the published snapshot,
// the public data, the security rules.
import { discoverEntities, type EntityDef } from './kit/define-entity';
import { snapshotEntityFor } from './snapshot';

export const ENTITY_MODULES = import.meta.glob<Record<string, unknown>>(['./collections/*.ts', './singletons/*.ts'], { eager: true });

/** The registry for a set of schema modules (the app's; tests add fixture modules to it). */
export function createRegistry(modules: Record<string, Record<string, unknown>>) {
  const entities = discoverEntities(modules);
  const snapshot = snapshotEntityFor(entities);
  return {
    /** Every entity the owner edits, in sidebar order. */
    entities,
    /** The published content (templates/data), derived from the entities that declare `publish`. */
    snapshot,
    /** Everything stored: the entities and the snapshot (the security rules cover all of them). */
    stored: [...entities, snapshot] as EntityDef[],
  };
}

export type Registry = ReturnType<typeof createRegistry>;

export const registry = createRegistry(ENTITY_MODULES);
export const entities = registry.entities;
