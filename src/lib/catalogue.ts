// The catalogue as the site reads it: its categories (each a page of its own) and its treatments, written once and
// shown by every page that lists them: a category page shows its category's, a Services or Treatment Benefits
// section the ones it chooses. Plain functions over published items, shared by the site, the page function, the
// admin's previews and publishing (which pages a change shows).
import type { Category } from '@schemas/collections/category';
import type { Treatment } from '@schemas/collections/treatment';
import type { CatalogueShows } from '@schemas/blocks/simple-blocks';
import { categoryPath, itemPath, UNCATEGORISED_PREFIX } from '@schemas/kit/addresses';
import { priceText, type PriceGroupView } from './price-text';

export type CategoryItem = Category & { id: string };
export type TreatmentItem = Treatment & { id: string };

/** The categories visitors see, in the owner's order; a repeated address goes to the first (by order). */
export function visibleCategories(categories: readonly CategoryItem[]): CategoryItem[] {
  const seen = new Set<string>();
  return [...categories]
    .filter((c) => c.isVisible !== false)
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id))
    .filter((c) => !seen.has(c.slug) && seen.add(c.slug));
}

/** The category a treatment is filed under, when visitors see it. */
export function categoryOf(treatment: Pick<Treatment, 'category'>, categories: readonly CategoryItem[]): CategoryItem | undefined {
  return treatment.category ? visibleCategories(categories).find((c) => c.id === treatment.category) : undefined;
}

/** Treatments in the owner's order; a repeated address goes to the first (by order). */
export function orderedTreatments(treatments: readonly TreatmentItem[]): TreatmentItem[] {
  const seen = new Set<string>();
  return [...treatments].sort((a, b) => a.order - b.order || a.id.localeCompare(b.id)).filter((t) => !seen.has(t.slug) && seen.add(t.slug));
}

/** The treatments a category page lists, in the owner's order. */
export function treatmentsIn(category: Pick<CategoryItem, 'id'>, treatments: readonly TreatmentItem[]): TreatmentItem[] {
  return orderedTreatments(treatments).filter((t) => t.category === category.id);
}

/** What a section of catalogue entries chooses to show. */
export interface CatalogueChoice {
  show?: CatalogueShows;
  category?: string;
  picked?: readonly string[];
}

/**
 * The entries a section chooses from `entries` (in their order): every one, the featured ones, one category's, or
 * those picked, in the order picked. Treatments themselves, or their lines in the published index.
 */
export function chosenEntries<T extends { id: string; featured?: unknown; category?: unknown }>(choice: CatalogueChoice, entries: readonly T[]): T[] {
  switch (choice.show ?? 'all') {
    case 'featured':
      return entries.filter((e) => e.featured === true);
    case 'category':
      return choice.category ? entries.filter((e) => e.category === choice.category) : [];
    case 'picked': {
      const byId = new Map(entries.map((e) => [e.id, e]));
      return [...new Set(choice.picked ?? [])].flatMap((id) => byId.get(id) ?? []);
    }
    default:
      return [...entries];
  }
}

/** The treatments a section shows, in the owner's order (see chosenEntries). */
export function chosenTreatments(choice: CatalogueChoice, treatments: readonly TreatmentItem[]): TreatmentItem[] {
  return chosenEntries(choice, orderedTreatments(treatments));
}

/** A treatment's own address: under its category's page, or under /services when it has none visitors see. */
export function treatmentPath(treatment: Pick<Treatment, 'slug' | 'category'>, categories: readonly CategoryItem[]): string {
  return treatmentAddress(treatment, categories).path;
}

/** A treatment's own address and the page whose modal shows it there. */
export function treatmentAddress(treatment: Pick<Treatment, 'slug' | 'category'>, categories: readonly CategoryItem[]): { path: string; listPath: string } {
  const category = categoryOf(treatment, categories);
  const listPath = category ? categoryPath(category.slug) : UNCATEGORISED_PREFIX;
  return { path: itemPath(listPath, treatment.slug), listPath };
}

/** The texts of a treatment's prices, in its order, leaving out items the price list no longer has. */
export function pricesOf(treatment: Pick<Treatment, 'prices'>, groups: readonly PriceGroupView[]): string[] {
  return (treatment.prices ?? []).flatMap((id) => priceText(groups, id) ?? []);
}
