// The entries an entry's own page links to (a provider's treatments), by its `links` columns: only the pages of
// entities with pages load it.
import type { Snapshot } from '@schemas/snapshot';
import { publishedAt, textOf, type PagedEntity } from '@/lib/entity-pages';
import { publishedItems } from '@/lib/published-values';
import { addressOf } from './addresses';
import type { NamedEntries } from './referring-entries';

/** The entries an entry's page links to (a provider's treatments), by its `links` columns, in the order chosen. */
export function linkedEntries(content: Snapshot | null, entity: PagedEntity, entry: Record<string, unknown>): NamedEntries[] {
  return (entity.pages.links ?? []).flatMap((link) => {
    const ids = Array.isArray(entry[link.field]) ? (entry[link.field] as unknown[]) : [];
    const target = publishedAt(link.to);
    const items: Array<Record<string, unknown> & { id: string }> = target ? publishedItems(content, target) : [];
    const entries = ids.flatMap((id) => {
      const item = items.find((i) => i.id === id);
      const name = item && textOf(item, link.show);
      return item && name ? [{ id: item.id, name, path: addressOf(content, link.to, item) }] : [];
    });
    return entries.length ? [{ label: link.label, entries }] : [];
  });
}

