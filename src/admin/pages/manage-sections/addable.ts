// Which published collections the owner may add to the home page as a list section: those no section shows
// yet and that have no place of their own elsewhere.
import type { EntityDef } from '@schemas/kit/define-entity';
import type { Block } from '@schemas/blocks/index';

/**
 * Published collections never offered as a list section: the ones a block kind of their own shows (specials,
 * treatments, testimonials), the sections themselves, and those with pages of their own (the price list, the
 * categories) or a place in every page's footer (holiday hours). Keyed by publish key.
 */
const NOT_LISTABLE: ReadonlySet<string> = new Set(['specials', 'treatments', 'testimonials', 'sections', 'priceGroups', 'categories', 'specialHours']);

/** Published collections that could be shown by a new CollectionList section, in sidebar order. */
export function addableCollections(entities: readonly EntityDef[], sections: ReadonlyArray<{ block: Block }>): EntityDef[] {
  const shown = new Set(sections.flatMap((s) => (s.block.kind === 'CollectionList' ? [s.block.source] : [])));
  return entities.filter((e) => e.kind === 'collection' && e.publish && !e.publish.referencedOnly && !NOT_LISTABLE.has(e.publish.key) && !shown.has(e.publish.key));
}

/** The name a list section of this collection gets: its sidebar label, or its plural noun. */
export function listSectionName(entity: EntityDef): string {
  const label = entity.nav[0]?.label ?? entity.plural;
  return label.charAt(0).toUpperCase() + label.slice(1);
}
