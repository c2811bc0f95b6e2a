// Where the published content lives: one site document every page reads (the singletons, the collections every
// page shows, the versions of each page, the old addresses), and, for every other published collection, an index
// document (each item's id, its version and the fields pages choose items by) and one document per item. No
// document holds the whole site, so the site has no ceiling but each entry's (and an index's). Plain data, no
// schema code: the public site reads it as it is.

/** The collection of the published content's documents. */
export const PUBLISHED = 'published';
/** The site document. */
export const SITE_DOC = `${PUBLISHED}/site`;
/** A published collection's index document. */
export const indexDocPath = (key: string) => `${PUBLISHED}/${key}`;
/** Where a published collection's items are. */
export const itemsPath = (key: string) => `${PUBLISHED}/${key}/items`;
/** One published item. */
export const itemDocPath = (key: string, id: string) => `${itemsPath(key)}/${id}`;

/** A stamp: the ISO moment of the publish that last changed something. */
export type Stamp = string;

/** One item's line in its collection's index. */
export interface IndexEntry {
  id: string;
  /** The publish that last changed the item. */
  v: Stamp;
  /** Its place (ordered collections) or its sort field's value. */
  order?: number | string;
  /** The entity's index fields (`publish.index`), by their dotted names. */
  [field: string]: unknown;
}

export interface IndexDoc {
  v: Stamp;
  entries: IndexEntry[];
}

/** A published item: its data with its id, its version, and the library images it shows. */
export interface ItemDoc {
  item: Record<string, unknown> & { id: string };
  v: Stamp;
  imageIds?: string[];
}

/** What a page shows has a version: the latest publish that changed the frame, or the page's own content. */
export interface Versions {
  /** The frame every page shows (the singletons, the collections on every page). */
  layout: Stamp;
  /** Each page's own content, by the page's key (its address, or the address of the page an item is shown on). */
  pages: Record<string, Stamp>;
  /** Each published collection's index. */
  indexes: Record<string, Stamp>;
}

export interface SiteDoc {
  lastGenerated: Stamp;
  /** The singletons and the collections every page shows, by publish key. */
  content: Record<string, unknown>;
  versions: Versions;
  /**
   * The library images each entry of the site document's content shows (the logo …), by entry ("businessInfo",
   * "specialHours/{id}").
   */
  images?: Record<string, string[]>;
  /** Old addresses of renamed items and categories, each leading to where it is now (newest first). */
  redirects?: Array<{ from: string; to: string }>;
}

/** The version of the content a page shows: the later of the frame's and the page's own. */
export function pageVersion(site: Pick<SiteDoc, 'versions' | 'lastGenerated'>, pageKey: string): Stamp {
  const own = site.versions.pages[pageKey] ?? '';
  return own > site.versions.layout ? own : site.versions.layout || site.lastGenerated;
}
