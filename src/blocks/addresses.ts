// Every address the published content gives the site: the fixed pages, each category's page, and each item's own
// page (a treatment under its category or /services, an offer under /specials, an entry of an entity with pages
// under its list page, see entity-pages.ts), plus the addresses items had before
// they were renamed, which lead to where they are now. One resolver for the router, the prerenderer, the page
// function and the sitemap.
import { categoryEntity, specialOfferEntity, treatmentEntity } from '@schemas/published';
import { categoryPath, itemPath, OFFERS_PREFIX, REDIRECTS_KEY } from '@schemas/kit/addresses';
import type { Snapshot } from '@schemas/snapshot';
import { publishedItems } from '@/lib/published-values';
import { orderedTreatments, treatmentPath, visibleCategories } from '@/lib/catalogue';
import { isCurrent } from '@/lib/today';
import { listPathOf, PAGED_ENTITIES, pagedEntries, slugOf } from '@/lib/entity-pages';

/** An item with a page of its own: where it is, which page lists it, and what it is. */
export interface SiteItem {
  path: string;
  /** The page whose modal shows it (its category's, /services or /specials), or that lists it (an entity's). */
  listPath: string;
  /** A treatment's or an offer's page is its list page with its dialog open; an entry's is a page of its own. */
  kind: 'treatment' | 'offer' | 'entry';
  id: string;
  /** An entry's entity, by its publish key. */
  source?: string;
}

/** An old address and where it leads now. */
export interface Redirect {
  from: string;
  to: string;
}

/** Every item's own page, as of `today` (offers outside their dates have none). */
export function siteItems(content: Snapshot | null, today: string): SiteItem[] {
  const categories = publishedItems(content, categoryEntity);
  const treatments = orderedTreatments(publishedItems(content, treatmentEntity)).map((t): SiteItem => {
    const path = treatmentPath(t, categories);
    return { path, listPath: path.slice(0, path.lastIndexOf('/')), kind: 'treatment', id: t.id };
  });
  const seen = new Set<string>();
  const offers = publishedItems(content, specialOfferEntity)
    .filter((o) => isCurrent(specialOfferEntity, o, today) && o.slug && !seen.has(o.slug) && seen.add(o.slug))
    .map((o): SiteItem => ({ path: itemPath(OFFERS_PREFIX, o.slug), listPath: OFFERS_PREFIX, kind: 'offer', id: o.id }));
  const entries = PAGED_ENTITIES.flatMap((entity) =>
    pagedEntries(content, entity, today).map(({ path, entry }): SiteItem => ({ path, listPath: listPathOf(entity), kind: 'entry', id: entry.id, source: entity.publish.key })),
  );
  return [...treatments, ...offers, ...entries];
}

/** The category pages visitors see, in the owner's order. */
export function categoryPaths(content: Snapshot | null): string[] {
  return visibleCategories(publishedItems(content, categoryEntity)).map((c) => categoryPath(c.slug));
}

/** The old addresses published with the content, each leading to an address that is a page now. */
export function publishedRedirects(content: Snapshot | null): Redirect[] {
  const value = content?.[REDIRECTS_KEY];
  return Array.isArray(value) ? value.filter((r): r is Redirect => typeof r?.from === 'string' && typeof r?.to === 'string') : [];
}

/** What an address is: a page (fixed or a category's), an item's page, an old address leading on, or nothing. */
export type Resolved = { kind: 'page' } | { kind: 'item'; item: SiteItem } | { kind: 'redirect'; to: string } | { kind: 'missing' };

/** Resolve `path` (no trailing slash) against the published content; `fixed` are the site's own pages. */
export function resolveAddress(content: Snapshot | null, path: string, today: string, fixed: readonly string[]): Resolved {
  if (fixed.includes(path) || PAGED_ENTITIES.some((e) => listPathOf(e) === path) || categoryPaths(content).includes(path)) return { kind: 'page' };
  const item = siteItems(content, today).find((i) => i.path === path);
  if (item) return { kind: 'item', item };
  const redirects = publishedRedirects(content);
  const redirect = redirects.find((r) => r.from === path);
  if (redirect) return { kind: 'redirect', to: redirect.to };
  // An item under a category whose address changed: under the category's new address.
  const [first, second, ...rest] = path.split('/').slice(1);
  const moved = second !== undefined && !rest.length ? redirects.find((r) => r.from === `/${first}`) : undefined;
  return moved ? { kind: 'redirect', to: `${moved.to}/${second}` } : { kind: 'missing' };
}

/** The address of an entry of the collection stored at `collection` ("treatments"), if it has a page of its own. */
export function addressOf(content: Snapshot | null, collection: string, entry: Record<string, unknown>): string | undefined {
  const slug = typeof entry.slug === 'string' && entry.slug ? entry.slug : undefined;
  if (collection === treatmentEntity.path) return slug && treatmentPath({ slug, category: typeof entry.category === 'string' ? entry.category : undefined }, publishedItems(content, categoryEntity));
  if (collection === specialOfferEntity.path) return slug && itemPath(OFFERS_PREFIX, slug);
  const paged = PAGED_ENTITIES.find((e) => e.path === collection);
  const own = paged && slugOf(paged, entry);
  return own && itemPath(listPathOf(paged), own);
}
