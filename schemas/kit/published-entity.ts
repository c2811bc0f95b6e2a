// What the public site knows of a published entity: plain data, no schema code (the site's visitors never load
// zod for it). schemas/published.ts holds one per published entity, generated from the schemas with
// `npm run generate`; a test fails when it is stale.
import type * as z from 'zod/mini';
import type { EntityDef, EntityPages, EntityPublish, EntitySchedule } from './define-entity';

export interface PublishedEntity<E extends EntityDef = EntityDef> {
  readonly id: string;
  readonly kind: 'collection' | 'singleton';
  readonly path: string;
  readonly publish?: EntityPublish;
  readonly schedule?: EntitySchedule;
  readonly pages?: PublishedPages;
  /** A singleton whose every field has a default: its content until it is first published. */
  readonly defaults?: z.output<E['schema']>;
  /** Never set: names the entity this describes, for the types of its content. */
  readonly entity?: E;
}

/** A published singleton's content, typed by its entity. */
export type PublishedData<E extends EntityDef> = z.output<E['schema']>;

/**
 * An entity's own pages as the site knows them (see EntityPages), with the fields its pages' titles, search
 * descriptions and sharing pictures are read from: its card's title, first body and image columns.
 */
export interface PublishedPages extends Required<EntityPages> {
  /**
   * Always set in schemas/published.ts (an entity with pages needs a title column); absent on a schema's own
   * definition.
   */
  title?: string;
  description?: string;
  image?: string;
  /** Its `links` columns: references its page lists as links, by field, label and the collection they point into. */
  links?: readonly PublishedLinks[];
  /** Its card's columns, as plain data: its pages draw an entry without the schemas' code. */
  columns?: CardColumns;
  /** Its `note` columns: what names an entry beside its title where another page lists it (credentials). */
  notes?: readonly string[];
  /** Its `booking` column: the field holding the address its page's Book button goes to, before the spa's own. */
  booking?: string;
}

/** A field as a card and an entry's page show it: where its value is, its label, how its value is told. */
export interface CardField {
  name: string;
  richText?: boolean;
  ui: { label: string; options?: Record<string, string>; itemLabel?: string };
}

/** Where each field shows on a card (see FieldUi's `column`). */
export interface CardColumns {
  title?: CardField;
  image?: CardField;
  body: CardField[];
  list?: CardField;
  note: CardField[];
}

/** A references field an entry's page shows as links (see FieldUi's `links` column). */
export interface PublishedLinks {
  field: string;
  label: string;
  /** The path of the collection the references point into ("treatments"). */
  to: string;
  /** The field a referenced entry is named by. */
  show: string;
  /** What the page of a referenced entry calls the entries that point at it; unset, it does not name them. */
  backLabel?: string;
}
