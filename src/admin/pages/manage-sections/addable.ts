// Which published collections the owner may add to the home page as a list section: those no section shows
// yet and that have no place of their own elsewhere.
import type { EntityDef } from '@schemas/kit/define-entity';
import type { Block } from '@schemas/blocks/index';
import type { CollectionId } from '@schemas/published';

/**
 * Whether each collection may be offered as a list section. The team may ("Our Team" on the home page); no other
 * of the site's: a block kind of its own shows the offers, treatments and testimonials; the sections are the page
 * itself; the price list and the categories have pages of their own, holiday hours a place in every page's footer;
 * images are only ever referenced.
 */
const LISTABLE: Record<CollectionId, boolean> = {
  'special-offer': false,
  treatment: false,
  testimonial: false,
  section: false,
  'price-group': false,
  category: false,
  'special-hours': false,
  image: false,
  provider: true,
  // Results have their page and their treatments' pages: a list on the home page would show them without either.
  'gallery-entry': false,
};
/** By any collection's id: one added outside the schemas (a test's) is listable. */
const listableById: Partial<Record<string, boolean>> = LISTABLE;

/** Published collections that could be shown by a new CollectionList section, in sidebar order. */
export function addableCollections(entities: readonly EntityDef[], sections: ReadonlyArray<{ block: Block }>): EntityDef[] {
  const shown = new Set(sections.flatMap((s) => (s.block.kind === 'CollectionList' ? [s.block.source] : [])));
  return entities.filter((e) => e.kind === 'collection' && e.publish && !e.publish.referencedOnly && listableById[e.id] !== false && !shown.has(e.publish.key));
}

/** The name a list section of this collection gets: its sidebar label, or its plural noun. */
export function listSectionName(entity: EntityDef): string {
  const label = entity.nav[0]?.label ?? entity.plural;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
