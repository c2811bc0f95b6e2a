// The price text of one price-list item wherever it is named (a treatment points at price-list items by id, so
// each price is written once). Apart from the price list's cards so that pages naming a price do not load them.
import type { PriceGroup, PriceItem } from '@schemas/collections/price-group';

export type PriceItemView = Partial<PriceItem>;
export type PriceGroupView = Partial<Omit<PriceGroup, 'order' | 'items'>> & { items?: readonly PriceItemView[] };

/**
 * The text of price-list item `id`: its price, and with a second price the two labelled by the group's columns
 * ("Female $420 · Male $620"). Null when no group holds such an item.
 */
export function priceText(groups: readonly PriceGroupView[], id: string): string | null {
  for (const group of groups) {
    const item = group.items?.find((i) => i.id === id);
    if (!item?.price) continue;
    if (!item.secondPrice) return item.price;
    const label = (column: string | undefined, price: string) => [column?.trim(), price].filter(Boolean).join(' ');
    return `${label(group.firstColumn, item.price)} · ${label(group.secondColumn, item.secondPrice)}`;
  }
  return null;
}
