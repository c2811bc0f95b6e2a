// Reading a published entity's content out of a snapshot, typed by its entity, without any schema code: the
// snapshot was checked against the schemas where it was read (readSnapshot in src/backend/snapshot.ts), or it
// was rendered from such a snapshot (the page embeds it), so its entries are of their entity's type.
import type { EntityDef } from '@schemas/kit/define-entity';
import type { PublishedData, PublishedEntity } from '@schemas/kit/published-entity';
import type { Snapshot } from '@schemas/snapshot';

export type PublishedItem<E extends EntityDef> = PublishedData<E> & { id: string };

/** A published collection's items, typed by its entity. */
export function publishedItems<E extends EntityDef>(snapshot: Snapshot | null, entity: PublishedEntity<E>): Array<PublishedItem<E>> {
  const value = entity.publish ? snapshot?.[entity.publish.key] : undefined;
  return Array.isArray(value) ? (value as Array<PublishedItem<E>>) : [];
}

/** A published singleton's content, typed by its entity; null when absent. Defaults fill fields it never set. */
export function publishedDoc<E extends EntityDef>(snapshot: Snapshot | null, entity: PublishedEntity<E>): PublishedData<E> | null {
  const value = entity.publish ? snapshot?.[entity.publish.key] : undefined;
  return value ? (value as PublishedData<E>) : null;
}
