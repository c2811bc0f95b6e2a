// The pages of entities whose schema asks for them (EntityPages in schemas/kit/define-entity.ts): a list page at
// /{path} and a page per entry at /{path}/{slug}. Plain data from schemas/published.ts, no schema code: the router,
// the address resolver, the page assembly, the publish rules and the page's metadata all read it from here.
import { PUBLISHED_ENTITIES } from '@schemas/published';
import type { PublishedEntity, PublishedPages } from '@schemas/kit/published-entity';
import { itemPath } from '@schemas/kit/addresses';
import { plainText } from '@schemas/kit/rich-text';
import type { Snapshot } from '@schemas/snapshot';
import { publishedItems } from './published-values';
import { isCurrent } from './today';

/** A published entity with pages of its own. */
export type PagedEntity = PublishedEntity & { readonly pages: PublishedPages; readonly publish: NonNullable<PublishedEntity['publish']> };

/** Every entity with pages, in the order the schemas are published in. */
export const PAGED_ENTITIES: readonly PagedEntity[] = PUBLISHED_ENTITIES.filter((e): e is PagedEntity => e.pages !== undefined && e.publish !== undefined);

/** The published entity stored at `path` ("treatments"): what a references field names points into. */
export const publishedAt = (path: string): PublishedEntity | undefined => PUBLISHED_ENTITIES.find((e) => e.path === path && e.publish);

/** The address of an entity's list page. */
export const listPathOf = (entity: PagedEntity) => `/${entity.pages.path}`;

/** The entity whose list page is `path`, or under whose list page `path` is an entry's address (with its slug). */
export function pagedEntityAt(path: string, entities: readonly PagedEntity[] = PAGED_ENTITIES): { entity: PagedEntity; slug?: string } | undefined {
  const [first, second, ...rest] = path.split('/').slice(1);
  if (rest.length || !first) return undefined;
  const entity = entities.find((e) => e.pages.path === first);
  return entity && (second === undefined ? { entity } : second ? { entity, slug: second } : undefined);
}

/** An entry's address segment, if it has a usable one. */
export const slugOf = (entity: PagedEntity, entry: Record<string, unknown>) => {
  const slug = entry[entity.pages.slug];
  return typeof slug === 'string' && slug ? slug : undefined;
};

/** The entries of an entity shown as of `today`, each with its address; a repeated address only for the first. */
export function pagedEntries(content: Snapshot | null, entity: PagedEntity, today: string): Array<{ path: string; entry: Record<string, unknown> & { id: string } }> {
  const seen = new Set<string>();
  return publishedItems(content, entity).flatMap((entry) => {
    const slug = slugOf(entity, entry);
    if (!slug || seen.has(slug) || !isCurrent(entity, entry, today)) return [];
    seen.add(slug);
    return [{ path: itemPath(listPathOf(entity), slug), entry }];
  });
}

/**
 * A text field's value as the words a reader sees (a rich-text field's without its tags) on one line, if it has any.
 */
export const textOf = (entry: Record<string, unknown>, field: string | undefined) => {
  const value = field ? entry[field] : undefined;
  const text = typeof value === 'string' ? plainText(value).replace(/\s+/g, ' ').trim() : '';
  return text || undefined;
};
