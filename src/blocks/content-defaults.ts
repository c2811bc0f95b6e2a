// Content read with its defaults: a home block's texts (the stored section's, else the kind's defaults), which the
// inner pages and the admin's previews share with the home page, and singletons whose every field has a default
// (read as their defaults until first published).
import { useMemo } from 'react';
import type { BlockKind, BlockOf } from '@schemas/blocks/index';
import { BLOCK_DEFAULTS, sectionEntity } from '@schemas/published';
import type { EntityDef } from '@schemas/kit/define-entity';
import type { PublishedData, PublishedEntity } from '@schemas/kit/published-entity';
import type { BlockData } from './block-props';
import { usePublishedDoc, usePublishedItems } from './content';

/**
 * The block of `kind` as the home page shows it: the first stored section of that kind (visible or not, since
 * the owner may hide it on the home page yet want its texts on its own page), else the kind's defaults.
 */
export function useHomeBlock<K extends BlockKind>(kind: K): BlockData<K> {
  const sections = usePublishedItems(sectionEntity);
  return useMemo(() => homeBlock(sections, kind), [sections, kind]);
}

/** The block of `kind` as the home page shows it, from the published sections (see useHomeBlock). */
export function homeBlock<K extends BlockKind>(sections: ReadonlyArray<{ order: number; block: { kind: string } }>, kind: K): BlockData<K> {
  const stored = [...sections]
    .sort((a, b) => a.order - b.order)
    .map((s) => s.block)
    .find((b): b is BlockOf<K> => b.kind === kind);
  const fallback = BLOCK_DEFAULTS[kind];
  if (!stored && !fallback) throw new Error(`A ${kind} block has no defaults to show`);
  return stored ?? fallback!;
}

/** A published singleton, or its defaults while it has never been published. Only for all-default schemas. */
export function useDocWithDefaults<E extends EntityDef>(entity: PublishedEntity<E>): PublishedData<E> {
  const doc = usePublishedDoc(entity);
  if (doc) return doc;
  if (!entity.defaults) throw new Error(`${entity.id} has fields without defaults`);
  return entity.defaults;
}
