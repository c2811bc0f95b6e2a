// The registry of entities, discovered from the files in collections/ and singletons/: adding an entity is
// adding a file. Everything else is derived from it: the admin's routes and sidebar, the published content,
// the public data, the security rules.
import { discoverEntities, type EntityDef } from './kit/define-entity';

export const ENTITY_MODULES = import.meta.glob<Record<string, unknown>>(['./collections/*.ts', './singletons/*.ts'], { eager: true });

/** The registry for a set of schema modules (the app's; tests add fixture modules to it). */
export function createRegistry(modules: Record<string, Record<string, unknown>>) {
  const entities = discoverEntities(modules);
  return {
    /** Every entity the owner edits, in sidebar order. */
    entities,
    /** Everything the owner stores (the security rules cover all of it; the published content has rules of its own). */
    stored: entities as EntityDef[],
  };
}

export type Registry = ReturnType<typeof createRegistry>;

export const registry = createRegistry(ENTITY_MODULES);
export const entities = registry.entities;
