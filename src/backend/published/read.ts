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

/** What a cached reader does when the published content cannot be read (Firestore unreachable, or too slow). */
export interface CachedReaderOptions {
  /**
   * Told each time the site document could not be read and the last one read is answered in its place: the pages
   * then show the content this reader last saw, instead of failing.
   */
  onStale?: (error: unknown) => void;
  /** After a failed read, how long until `base` is asked again, in the background (ms; default 30 s). */
  retryAfterMs?: number;
  now?: () => number;
}

/** Rejects with `what` timed out when `promise` has not settled within `ms`. */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** One page's reads; `stale()` says whether they were answered from the content read last, Firestore unreadable. */
export type PageReader = PublishedReader & { stale(): boolean };

/**
 * A reader that keeps what it read: an index until the site document names a newer one, an item until its index
 * line does. `base` is read only for what is not kept. When the site document cannot be read, the last one read
 * is answered instead (with the indexes and items kept for it), and from then on nothing waits for `base`: a page
 * that needs only what is kept is answered at once, any other fails at once, and one read in the background every
 * `retryAfterMs` finds out when `base` answers again.
 */
export function cachedReader(base: PublishedReader, { onStale, retryAfterMs = 30_000, now = Date.now }: CachedReaderOptions = {}): PageReader & { current(): PageReader } {
  const indexes = new Map<string, { v: string; doc: IndexDoc }>();
  const items = new Map<string, { v: string; doc: ItemDoc }>();
  let last: { site: SiteDoc | null } | undefined;
  /** When the last read of the site document failed; undefined while reads succeed. */
  let failedAt: number | undefined;
  let probe: Promise<unknown> | undefined;
  /** A site document read: the one to answer with should the next read fail. */
  const keep = (site: SiteDoc | null) => {
    last = { site };
    failedAt = undefined;
    return site;
  };
  const unavailable = () => new Error('The published content could not be read a moment ago; not asking again until it can');
  async function freshSite(): Promise<SiteDoc | null> {
    if (failedAt !== undefined && last) {
      // Unreadable a moment ago: the page comes at once from what was read last, and past the pause one read in
      // the background asks again (the next pages are fresh once it succeeds).
      if (now() - failedAt >= retryAfterMs) {
        probe ??= base
          .site()
          .then(keep, (error: unknown) => {
            failedAt = now();
            onStale?.(error);
          })
          .finally(() => (probe = undefined));
      }
      return last.site;
    }
    try {
      return keep(await base.site());
    } catch (error) {
      failedAt = now();
      if (!last) throw error;
      onStale?.(error);
      return last.site;
    }
  }
  /** A reader for one page's reads: the site document is read once for it, fresh. */
  const current = (): PageReader => {
    let site: Promise<SiteDoc | null> | undefined;
    let stale = false;
    const readSite = () =>
      (site ??= freshSite().then((doc) => {
        stale = failedAt !== undefined;
        return doc;
      }));
    return {
      stale: () => stale,
      site: readSite,
      async index(key) {
        const v = (await readSite())?.versions.indexes[key] ?? '';
        const kept = indexes.get(key);
        if (kept && v && kept.v === v) return kept.doc;
        if (failedAt !== undefined) throw unavailable();
        const doc = await base.index(key);
        indexes.set(key, { v: doc.v, doc });
        return doc;
      },
      async items(key, entries) {
        const missing = entries.filter((e) => items.get(`${key}/${e.id}`)?.v !== e.v || !e.v);
        if (missing.length && failedAt !== undefined) throw unavailable();
        const read = missing.length ? await base.items(key, missing) : [];
        for (const doc of read) items.set(`${key}/${doc.item.id}`, { v: doc.v, doc });
        return entries.flatMap((e) => items.get(`${key}/${e.id}`)?.doc ?? []);
      },
    };
  };
  const shared = current();
  return { ...shared, current };
}
