// Reading the published content (schemas/kit/published-store.ts): the site document, a collection's index, and
// items by id, through whatever can read documents (the backend port, the Admin SDK, a page's REST reads). A
// cached reader keeps what it read and reads again only what a newer version names, so a warm page function
// reads one document (the site document) per page when nothing changed.
import { indexDocPath, itemDocPath, SITE_DOC, type IndexDoc, type IndexEntry, type ItemDoc, type SiteDoc } from '@schemas/kit/published-store';
import type { DocData } from '../port';
import { readIndexDoc, readItemDoc, readSiteDoc } from './documents';

export interface PublishedReader {
  /** The site document; null when nothing was ever published. */
  site(): Promise<SiteDoc | null>;
  index(key: string): Promise<IndexDoc>;
  /** The items with these index lines (missing ones left out), in the order asked. */
  items(key: string, entries: ReadonlyArray<Pick<IndexEntry, 'id' | 'v'>>): Promise<ItemDoc[]>;
}

/** Reads each document as asked. */
export function documentReader(getDoc: (path: string) => Promise<DocData | null>): PublishedReader {
  return {
    site: async () => {
      const data = await getDoc(SITE_DOC);
      return data ? readSiteDoc(data) : null;
    },
    index: async (key) => readIndexDoc(await getDoc(indexDocPath(key))),
    items: async (key, entries) => (await Promise.all(entries.map((e) => getDoc(itemDocPath(key, e.id)).then(readItemDoc)))).filter((i): i is ItemDoc => i !== null),
  };
}

/**
 * A reader that keeps what it read: an index until the site document names a newer one, an item until its index
 * line does. `base` is read only for what is not kept.
 */
export function cachedReader(base: PublishedReader): PublishedReader & { current(): PublishedReader } {
  const indexes = new Map<string, { v: string; doc: IndexDoc }>();
  const items = new Map<string, { v: string; doc: ItemDoc }>();
  /** A reader for one page's reads: the site document is read once for it, fresh. */
  const current = (): PublishedReader => {
    let site: Promise<SiteDoc | null> | undefined;
    const readSite = () => (site ??= base.site());
    return {
      site: readSite,
      async index(key) {
        const v = (await readSite())?.versions.indexes[key] ?? '';
        const kept = indexes.get(key);
        if (kept && v && kept.v === v) return kept.doc;
        const doc = await base.index(key);
        indexes.set(key, { v: doc.v, doc });
        return doc;
      },
      async items(key, entries) {
        const missing = entries.filter((e) => items.get(`${key}/${e.id}`)?.v !== e.v || !e.v);
        const read = missing.length ? await base.items(key, missing) : [];
        for (const doc of read) items.set(`${key}/${doc.item.id}`, { v: doc.v, doc });
        return entries.flatMap((e) => items.get(`${key}/${e.id}`)?.doc ?? []);
      },
    };
  };
  const shared = current();
  return { ...shared, current };
}
