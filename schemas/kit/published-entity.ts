// What the public site knows of a published entity: plain data, no schema code (the site's visitors never load
// zod for it). schemas/published.ts holds one per published entity, generated from the schemas with
// `npm run published:generate`; a test fails when it is stale.
import type * as z from 'zod/mini';
import type { EntityDef, EntityPublish, EntitySchedule } from './define-entity';

export interface PublishedEntity<E extends EntityDef = EntityDef> {
  readonly id: string;
  readonly kind: 'collection' | 'singleton';
  readonly path: string;
  readonly publish?: EntityPublish;
  readonly schedule?: EntitySchedule;
  /** A singleton whose every field has a default: its content until it is first published. */
  readonly defaults?: z.output<E['schema']>;
  /** Never set: names the entity this describes, for the types of its content. */
  readonly entity?: E;
}

/** A published singleton's content, typed by its entity. */
export type PublishedData<E extends EntityDef> = z.output<E['schema']>;
