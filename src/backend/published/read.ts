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
   * Told each time a read failed and the page is answered from the content read last (or the fallback) instead:
   * the pages then show what this reader last saw, instead of failing.
   */
  onStale?: (error: unknown) => void;
  /**
   * The content that ships with the deploy (fallback-content.ts): while `base` cannot be read, each document comes
   * from it where this reader has read none as new, so a page it never read still has its content.
   */
  fallback?: PublishedReader;
  /** How long one page waits for `base` in all before it is answered without it (ms; no limit by default). */
  deadlineMs?: number;
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

/** One page's reads; `stale()` says whether any was answered from the content read last, Firestore unreadable. */
export type PageReader = PublishedReader & { stale(): boolean };

/** The newer of two versions of a document, by their stamps; undefined when neither is there. */
function newer<T extends { v: string }>(a: T | undefined, b: T | undefined): T | undefined {
  if (!a?.v) return b?.v ? b : undefined;
  return b?.v && b.v > a.v ? b : a;
}

/**
 * A reader that keeps what it read: an index until the site document names a newer one, an item until its index
 * line does. `base` is read only for what is not kept, and a page waits for it `deadlineMs` at most. When a read
 * fails, each document comes from the newer of what was read last and the `fallback`'s; from then on nothing
 * waits for `base` (a page is answered at once, or fails at once when neither holds a document it needs), and one
 * read in the background every `retryAfterMs` finds out when `base` answers again.
 */
export function cachedReader(
  base: PublishedReader,
  { onStale, fallback, deadlineMs, retryAfterMs = 30_000, now = Date.now }: CachedReaderOptions = {},
): PageReader & { current(): PageReader } {
  const indexes = new Map<string, IndexDoc>();
  const items = new Map<string, ItemDoc>();
  let last: { site: SiteDoc | null } | undefined;
  /** When the last read failed; undefined while reads succeed. */
  let failedAt: number | undefined;
  let probe: Promise<unknown> | undefined;
  let fallbackSite: Promise<SiteDoc | null> | undefined;
  /** A site document read: the one to answer with should the next read fail. */
  const keep = (site: SiteDoc | null) => {
    // A late answer never replaces a newer one read since.
    if (!(last?.site && site && last.site.lastGenerated > site.lastGenerated)) last = { site };
    failedAt = undefined;
    return site;
  };
  /**
   * `base`'s site document. A read that outlasts a page's deadline but answers after all shows `base` is slow, not
   * gone: its answer is kept and the next page reads afresh, instead of this reader waiting out `retryAfterMs`.
   */
  const askSite = () => {
    const asked = base.site();
    asked.then(keep, () => undefined);
    return asked;
  };
  const failed = (error: unknown) => {
    failedAt = now();
    onStale?.(error);
  };
  const unavailable = () => new Error('The published content could not be read a moment ago, and this page\'s is neither kept nor in the fallback');
  const within = <T>(read: Promise<T>, ms = deadlineMs) => (ms === undefined ? read : withDeadline(read, Math.max(0, ms), 'Reading the published content'));
  /** The site document to answer with while `base` cannot be read; undefined when there is none. */
  async function staleSite(): Promise<{ site: SiteDoc | null } | undefined> {
    const baked = await (fallbackSite ??= fallback ? fallback.site().catch(() => null) : Promise.resolve(null));
    return baked && !(last?.site && last.site.lastGenerated >= baked.lastGenerated) ? { site: baked } : last;
  }
  async function freshSite(read: <T>(p: Promise<T>) => Promise<T>): Promise<SiteDoc | null> {
    const kept = failedAt === undefined ? undefined : await staleSite();
    if (kept && failedAt !== undefined) {
      // Unreadable a moment ago: the page comes at once without it, and past the pause one read in the background
      // asks again (the next pages are fresh once it succeeds).
      if (now() - failedAt >= retryAfterMs) probe ??= within(askSite()).then(keep, failed).finally(() => (probe = undefined));
      return kept.site;
    }
    try {
      return keep(await read(askSite()));
    } catch (error) {
      failedAt = now();
      const instead = await staleSite();
      if (!instead) throw error;
      onStale?.(error);
      return instead.site;
    }
  }
  /** A reader for one page's reads: the site document is read once for it, fresh. */
  const current = (): PageReader => {
    let site: Promise<SiteDoc | null> | undefined;
    let stale = false;
    let until: number | undefined;
    /** `base`'s answer within what is left of this page's deadline. */
    const read = <T>(p: Promise<T>) => within(p, deadlineMs === undefined ? undefined : (until ??= Date.now() + deadlineMs) - Date.now());
    const readSite = () =>
      (site ??= freshSite(read).then((doc) => {
        stale ||= failedAt !== undefined;
        return doc;
      }));
    return {
      stale: () => stale,
      site: readSite,
      async index(key) {
        const v = (await readSite())?.versions.indexes[key] ?? '';
        const kept = indexes.get(key);
        if (kept && v && kept.v === v) return kept;
        if (failedAt === undefined) {
          try {
            const doc = await read(base.index(key));
            indexes.set(key, doc);
            return doc;
          } catch (error) {
            failed(error);
          }
        }
        stale = true;
        const doc = newer(kept, await fallback?.index(key));
        if (!doc) throw unavailable();
        return doc;
      },
      async items(key, entries) {
        const missing = entries.filter((e) => items.get(`${key}/${e.id}`)?.v !== e.v || !e.v);
        if (!missing.length || failedAt === undefined) {
          try {
            const found = missing.length ? await read(base.items(key, missing)) : [];
            for (const doc of found) items.set(`${key}/${doc.item.id}`, doc);
            return entries.flatMap((e) => items.get(`${key}/${e.id}`) ?? []);
          } catch (error) {
            failed(error);
          }
        }
        stale = true;
        const baked = new Map(((await fallback?.items(key, missing)) ?? []).map((doc) => [doc.item.id, doc]));
        return entries.map((e) => {
          const doc = newer(items.get(`${key}/${e.id}`), baked.get(e.id));
          if (!doc) throw unavailable();
          return doc;
        });
      },
    };
  };
  const shared = current();
  return { ...shared, current };
}
