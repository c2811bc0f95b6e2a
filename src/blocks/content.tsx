// The published content every renderer reads: one context, filled by the site's provider (which loads the snapshot
// and listens for changes) or by StaticContent (a given snapshot: the admin's live preview, tests).
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { EntityDef } from '@schemas/kit/define-entity';
import type { PublishedData, PublishedEntity } from '@schemas/kit/published-entity';
import type { Snapshot } from '@schemas/snapshot';
import { publishedDoc, publishedItems, type PublishedItem } from '@/lib/published-values';
import { isCurrent, useToday } from '@/lib/today';

export interface SiteContentState {
  content: Snapshot | null;
  status: 'loading' | 'ready' | 'error';
  error?: string;
  /** The entities whose published collections a CollectionList block may show; the app's registry by default. */
  entities?: readonly EntityDef[];
}

export const SiteContentContext = createContext<SiteContentState>({ content: null, status: 'loading' });

export function useSiteContent(): SiteContentState {
  return use(SiteContentContext);
}

/**
 * The entities content is published from, when given (a CollectionList finds its source among them; without
 * them it loads the app's registry, schema code the rest of the site never needs).
 */
export function useContentEntities(): readonly EntityDef[] | undefined {
  return use(SiteContentContext).entities;
}

/**
 * A published collection's items, typed by its entity ([] while loading or when none are published). Items of
 * an entity on a schedule (special offers) are left out before their start date and after their end date.
 */
export function usePublishedItems<E extends EntityDef>(entity: PublishedEntity<E>): Array<PublishedItem<E>> {
  const items = publishedItems(useSiteContent().content, entity);
  const today = useToday();
  return entity.schedule ? items.filter((item) => isCurrent(entity, item, today)) : items;
}

/** A published singleton's content, typed by its entity (null while loading or when absent). */
export function usePublishedDoc<E extends EntityDef>(entity: PublishedEntity<E>): PublishedData<E> | null {
  return publishedDoc(useSiteContent().content, entity);
}

/** Serves `snapshot` as the published content, ready at once: what the admin's preview renders blocks from. */
export function StaticContent({ snapshot, entities, children }: { snapshot: Snapshot | null; entities?: readonly EntityDef[]; children: ReactNode }) {
  const value = useMemo<SiteContentState>(() => ({ content: snapshot, status: 'ready', entities }), [snapshot, entities]);
  return <SiteContentContext.Provider value={value}>{children}</SiteContentContext.Provider>;
}
