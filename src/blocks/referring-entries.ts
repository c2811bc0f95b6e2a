// What a page names of the entries of other pages that point at it (a treatment's "Performed by"), by the `links`
// columns of entities with pages (plain data from schemas/published.ts), read from the page's own content.
import type { Snapshot } from '@schemas/snapshot';
import { PAGED_ENTITIES, pagedEntries, textOf } from '@/lib/entity-pages';

/** Entries another page names, under a heading: each with its name, a short note and its address. */
export interface NamedEntries {
  label: string;
  entries: Array<{ id: string; name: string; note?: string; path?: string }>;
}

/**
 * The entries of entities with pages that reference an entry (the providers who perform a treatment), by their back
 * label.
 */
export function referringEntries(content: Snapshot | null, collection: string, id: string | undefined, today: string): NamedEntries[] {
  if (!id) return [];
  return PAGED_ENTITIES.flatMap((entity) =>
    (entity.pages.links ?? []).flatMap((link) => {
      if (link.to !== collection || !link.backLabel) return [];
      const entries = pagedEntries(content, entity, today).flatMap(({ path, entry }) => {
        const refs = entry[link.field];
        const name = entity.pages.title ? textOf(entry, entity.pages.title) : undefined;
        if (!Array.isArray(refs) || !refs.includes(id) || !name) return [];
        const note = (entity.pages.notes ?? []).filter((f) => entity.publish.index?.includes(f)).flatMap((f) => textOf(entry, f) ?? []).join(', ');
        return [{ id: entry.id, name, path, ...(note ? { note } : {}) }];
      });
      return entries.length ? [{ label: link.backLabel, entries }] : [];
    }),
  );
}
