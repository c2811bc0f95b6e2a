// Which page an address belongs to, as the published content versions pages: kept apart from the page assembly
// (page-content.ts), which an open page loads only when a publish changed its content.
import { categoryEntity } from '@schemas/published';
import { categoryPath, OFFERS_PREFIX, UNCATEGORISED_PREFIX } from '@schemas/kit/addresses';
import type { SiteDoc } from '@schemas/kit/published-store';
import { visibleCategories, type CategoryItem } from '@/lib/catalogue';
import { pagedEntityAt } from '@/lib/entity-pages';
import { PUBLIC_ROUTES } from './routes';

const FIXED = new Set(PUBLIC_ROUTES.map((r) => r.path));

/** The page whose content an address shows: itself, or the page that lists the item whose address it is. */
export function pageKeyOf(path: string, site: SiteDoc | null): string {
  if (FIXED.has(path)) return path;
  const [first, second, ...rest] = path.split('/').slice(1);
  if (rest.length || !first) return path;
  const list = `/${first}`;
  // An entry's page follows its entity's list page: a change to any of its entries is published as the list's.
  if (pagedEntityAt(path)) return list;
  if (second !== undefined && (list === UNCATEGORISED_PREFIX || list === OFFERS_PREFIX)) return list;
  const categories = visibleCategories(((site?.content[categoryEntity.publish!.key] as CategoryItem[] | undefined) ?? []).filter((c) => typeof c?.slug === 'string'));
  return categories.some((c) => categoryPath(c.slug) === list) ? list : path;
}
