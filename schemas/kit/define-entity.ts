// defineEntity: one definition shape for collections and singletons, checked when it is defined.
import type * as z from 'zod/mini';
import { RESERVED_SEGMENTS, SLUG } from './addresses';

export const ENTITY = Symbol.for('medspa.entity');

/** Keys the published content uses itself: no entity publishes under them. */
const RESERVED_PUBLISH_KEYS = ['site', 'lastGenerated', 'redirects', 'version'];

export interface EntityMessages {
  added: string;
  updated: string;
  deleted: string;
  saveError: string;
  deleteError: string;
  moveError: string;
  loadError: string;
  confirmDelete: string;
}

/** Admin pages built by hand rather than generated; the admin's page registry is a Record over this union. */
export type AdminPageKey = 'manage-sections' | 'section-creator' | 'image-library' | 'history' | 'trash' | 'enquiries' | 'publish-check';

/** The sidebar's groups, in the order it shows them. */
export const NAV_GROUPS = ['Pages', 'Catalogue', 'Offers', 'Photos', 'Settings', 'Safety'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface EntityNav {
  /** Sidebar label, exactly as the spec's sidebar names it. */
  label: string;
  /** The sidebar group it is listed in: Catalogue for a collection, Settings for a singleton, unless named. */
  group?: NavGroup;
  /** Route segment under /admin/dashboard. */
  slug: string;
  /** Position in the sidebar; the fixed tools sit between entities by this number. */
  order: number;
  /** A hand-built page instead of the generated editor. */
  page?: AdminPageKey;
}

/**
 * How an entity reaches the public site: its data goes into the published snapshot under `key` (a collection
 * as a list of items with their ids, a singleton as one object or null). Published entities are also the only
 * ones visitors may read; everything else is the owner's alone.
 */
export interface EntityPublish {
  key: string;
  /**
   * Publish only the items other published content refers to through its image fields (the image library:
   * the snapshot carries the sizes and alt text of the pictures the site shows, never the whole library).
   * Visitors may not read the collection itself.
   */
  referencedOnly?: boolean;
  /**
   * Items every page shows in its frame (the categories in the menu and the footer, the holiday hours in the
   * footer): published whole in the site's one document every page reads, so the collection needs a maximum
   * (`maxItems`), which the site document's worst case counts on. Other collections publish each item as a
   * document of its own and have no maximum but their index's. A list of fields instead of `true`: every page
   * shows only those fields of each item (a category's name and address, for the menu), and each item is also
   * published whole as a document of its own, which only its own page reads.
   */
  everyPage?: boolean | readonly string[];
  /** The most items of a collection published on every page (see `everyPage`). */
  maxItems?: number;
  /**
   * Fields of each item the pages choose items by (a treatment's category, whether it is featured, its address),
   * kept with its id in the collection's index; dotted, `[]` for every element of a list ("items[].id").
   */
  index?: readonly string[];
  /**
   * The longest document id a published item may have (100 by default): a collection of many small items keeps
   * the snapshot's worst case down by bounding it to the ids it is given.
   */
  maxIdLength?: number;
  /**
   * Conditions an item must meet to be published at all, each a field's value and what the admin says of an item
   * that does not meet it ("Consent withdrawn"): an item that fails one is kept for the owner and left out of the
   * published content (taken out when a change makes it fail). Its collection is then the owner's alone to read,
   * since it holds what visitors may not see.
   */
  only?: readonly PublishCondition[];
  /** Fields that stay the owner's: left out of what is published of each item (a consent record's details). */
  withhold?: readonly string[];
}

/** One condition of `EntityPublish.only`: the field must hold `equals`. */
export interface PublishCondition {
  field: string;
  equals: boolean | string | number;
  /** Why an item that does not meet it is not on the site, as the admin's list says it. */
  otherwise: string;
}

/**
 * A collection whose entries each have a page of their own, listed on a page of the collection's: `/team` and
 * `/team/{slug}`. Both are prerendered (local build) or rendered by the page function (Firebase build), in the
 * sitemap, with each entry's own title, description, canonical link and structured data; a renamed entry's old
 * address leads on. The pages draw an entry from its fields' card columns: the `title` column is its heading and
 * page title, the first `body` column its description, the `image` column its picture (alt text from the library).
 */
export interface EntityPages {
  /** The list page's address segment: "team" gives /team, each entry at /team/{slug}. */
  path: string;
  /** The list page's heading, and the text of the footer's link to it ("Our Team"). */
  label: string;
  /** The field holding each entry's address segment (a `slugText` field with the `slug` widget); "slug" by default. */
  slug?: string;
  /**
   * What search engines are told each entry is (a schema.org type: "Person", "Service", "Product"); "Thing" by
   * default.
   */
  type?: string;
}

/**
 * An entity whose items are shown only between two optional calendar dates (see kit/schedule.ts): the names of
 * its start and end date fields. The admin's list marks items as scheduled or expired and can filter by it.
 */
export interface EntitySchedule {
  start: string;
  end: string;
  /**
   * Items past their end date leave the published content, not only the pages (a consent that ran out): the
   * next publish of the item takes it out, and the admin republishes such items when it opens.
   */
  prune?: boolean;
}

export interface EntityInput<S extends z.ZodMiniObject> {
  /** Stable id, unique across entities. */
  id: string;
  kind: 'collection' | 'singleton';
  /** Singular, title case: "Service", "Special Offer", "Business Hours". */
  label: string;
  /** Lower-case noun used in messages; defaults to the label in lower case. */
  noun?: string;
  /** Lower-case plural for "Error loading …"; defaults to noun + "s". */
  plural?: string;
  /** Document path (singleton) or collection path, as the spec names it. */
  path: string;
  /** One or more sidebar entries (an entity may have a generated page and a hand-built tool). */
  nav?: EntityNav | readonly EntityNav[];
  /** Ordered collections carry a numeric `order` field and get move up/down and drag-sort. */
  ordered?: boolean;
  /**
   * An unordered collection listed by this field's value, ascending (dates as YYYY-MM-DD): items that have a
   * natural order, such as holiday dates, are kept in it rather than placed by hand.
   */
  sortBy?: string;
  /**
   * Fields whose value no two entries may share (a page address): the admin refuses a save that would repeat
   * one, naming the field, and publishing keeps the first (by order) where stored data repeats one anyway.
   */
  unique?: readonly string[];
  /** A reference field the admin's list can be narrowed by ("Show: Injectables"). */
  filterBy?: string;
  /** Leave out for content the site never shows (the image library). */
  publish?: EntityPublish;
  /** A list page and a page per entry (see EntityPages); needs `publish`. */
  pages?: EntityPages;
  schedule?: EntitySchedule;
  messages?: Partial<EntityMessages>;
  /** Document data without the id. */
  schema: S;
}

export interface EntityDef<S extends z.ZodMiniObject = z.ZodMiniObject> extends Required<Omit<EntityInput<S>, 'nav' | 'messages' | 'publish' | 'pages' | 'schedule' | 'sortBy' | 'filterBy'>> {
  readonly [ENTITY]: true;
  /** Sidebar entries, possibly none. */
  nav: readonly EntityNav[];
  publish?: EntityPublish;
  /** With its slug field named, which is also unique and in the published index. */
  pages?: Required<EntityPages>;
  schedule?: EntitySchedule;
  sortBy?: string;
  filterBy?: string;
  /**
   * Visitors may read it: exactly the published entities, except those published only where referenced or only
   * on conditions.
   */
  publicRead: boolean;
  messages: EntityMessages;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function defaultMessages(kind: 'collection' | 'singleton', noun: string, plural: string): EntityMessages {
  const Noun = capitalize(noun);
  return {
    added: `${Noun} added successfully!`,
    updated: `${Noun} updated successfully!`,
    deleted: `${Noun} deleted successfully!`,
    saveError: kind === 'singleton' ? `Error updating ${noun}` : `Error saving ${noun}`,
    deleteError: `Error deleting ${noun}`,
    moveError: `Error moving ${noun}`,
    loadError: `Error loading ${kind === 'singleton' ? noun : plural}`,
    confirmDelete: `Are you sure you want to delete this ${noun}?`,
  };
}

export function defineEntity<S extends z.ZodMiniObject>(input: EntityInput<S>): EntityDef<S> {
  if (!/^[a-z][a-z0-9-]*$/.test(input.id)) throw new Error(`Entity id "${input.id}" must be kebab-case`);
  const segments = input.path.split('/').filter(Boolean);
  const expected = input.kind === 'singleton' ? 0 : 1;
  if (segments.length % 2 !== expected) {
    throw new Error(`Entity "${input.id}": a ${input.kind} path needs ${input.kind === 'singleton' ? 'an even' : 'an odd'} number of segments, got "${input.path}"`);
  }
  const shape = input.schema._zod.def.shape;
  if (input.ordered && !('order' in shape)) throw new Error(`Entity "${input.id}" is ordered but has no order field`);
  if (input.sortBy !== undefined && (input.ordered || input.kind !== 'collection' || !(input.sortBy in shape))) {
    throw new Error(`Entity "${input.id}": sortBy needs an unordered collection with a "${input.sortBy}" field`);
  }
  if (input.publish && !/^[a-z][A-Za-z0-9]*$/.test(input.publish.key)) throw new Error(`Entity "${input.id}": publish key "${input.publish.key}" must be camelCase`);
  if (input.schedule?.prune && !input.publish?.index?.includes(input.schedule.end)) throw new Error(`Entity "${input.id}": a pruned schedule needs its end date "${input.schedule.end}" in publish.index, where the admin finds items past it`);
  for (const key of input.publish?.withhold ?? []) if (!(key in shape) || input.publish?.index?.includes(key)) throw new Error(`Entity "${input.id}": publish.withhold names "${key}", which is not one of its fields or is in its index`);
  for (const c of input.publish?.only ?? []) if (!(c.field in shape)) throw new Error(`Entity "${input.id}": publish.only names "${c.field}", which is not one of its fields`);
  if (input.schedule && !(input.schedule.start in shape && input.schedule.end in shape)) throw new Error(`Entity "${input.id}": its schedule names fields it does not have`);
  if (input.publish?.everyPage && (input.kind !== 'collection' || !(Number.isInteger(input.publish.maxItems) && input.publish.maxItems! > 0))) {
    throw new Error(`Entity "${input.id}": a collection published on every page needs publish.maxItems, so the site document has a worst case`);
  }
  if (Array.isArray(input.publish?.everyPage)) for (const key of input.publish.everyPage) if (!(key in shape)) throw new Error(`Entity "${input.id}": publish.everyPage names "${key}", which is not one of its fields`);
  if (input.publish && RESERVED_PUBLISH_KEYS.includes(input.publish.key)) throw new Error(`Entity "${input.id}": publish key "${input.publish.key}" is the published content's own`);
  for (const key of input.unique ?? []) if (!(key in shape)) throw new Error(`Entity "${input.id}": unique field "${key}" is not one of its fields`);
  if (input.filterBy !== undefined && !(input.filterBy in shape)) throw new Error(`Entity "${input.id}": filterBy names "${input.filterBy}", which is not one of its fields`);
  if ('id' in shape) throw new Error(`Entity "${input.id}": the document id is not part of the stored data`);
  const pages = input.pages && { slug: 'slug', type: 'Thing', ...input.pages };
  if (pages) {
    if (input.kind !== 'collection' || !input.publish || input.publish.everyPage || input.publish.referencedOnly) {
      throw new Error(`Entity "${input.id}": pages need a collection published item by item (publish, without everyPage or referencedOnly)`);
    }
    if (!SLUG.test(pages.path) || RESERVED_SEGMENTS.includes(pages.path)) throw new Error(`Entity "${input.id}": pages.path "${pages.path}" must be a free address segment (lower-case words and hyphens, not one of the site's own)`);
    if (!(pages.slug in shape)) throw new Error(`Entity "${input.id}": pages.slug names "${pages.slug}", which is not one of its fields`);
  }
  // An entry's address is found in its collection's index, and no two entries may share one.
  const publish = pages && input.publish ? { ...input.publish, index: [...new Set([...(input.publish.index ?? []), pages.slug])] } : input.publish;
  const unique = pages ? [...new Set([...(input.unique ?? []), pages.slug])] : (input.unique ?? []);
  const noun = input.noun ?? input.label.toLowerCase();
  const plural = input.plural ?? `${noun}s`;
  return {
    [ENTITY]: true,
    id: input.id,
    kind: input.kind,
    label: input.label,
    noun,
    plural,
    path: input.path,
    nav: input.nav === undefined ? [] : 'slug' in input.nav ? [input.nav] : [...input.nav],
    ordered: input.ordered ?? false,
    publish,
    ...(pages ? { pages } : {}),
    schedule: input.schedule,
    sortBy: input.sortBy,
    unique,
    filterBy: input.filterBy,
    publicRead: input.publish !== undefined && !input.publish.referencedOnly && !input.publish.only?.length,
    schema: input.schema,
    messages: { ...defaultMessages(input.kind, noun, plural), ...input.messages },
  };
}

export function isEntityDef(value: unknown): value is EntityDef {
  return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[ENTITY] === true;
}

/** Collect every entity exported by the given modules, sorted by sidebar position, ids checked unique. */
export function discoverEntities(modules: Record<string, Record<string, unknown>>): EntityDef[] {
  const found: EntityDef[] = [];
  for (const mod of Object.values(modules)) for (const value of Object.values(mod)) if (isEntityDef(value)) found.push(value);
  const seen = new Map<string, string>();
  for (const e of found) {
    for (const key of [`id:${e.id}`, `path:${e.path}`, ...e.nav.map((n) => `slug:${n.slug}`), ...(e.publish ? [`publish:${e.publish.key}`] : []), ...(e.pages ? [`pages:${e.pages.path}`] : [])]) {
      if (seen.has(key)) throw new Error(`Two entities share ${key}: "${seen.get(key)}" and "${e.id}"`);
      seen.set(key, e.id);
    }
  }
  const position = (e: EntityDef) => Math.min(1e9, ...e.nav.map((n) => n.order));
  return found.sort((a, b) => position(a) - position(b) || a.id.localeCompare(b.id));
}

/** Every sidebar entry of the given entities, in sidebar order, each with its entity. */
/** The sidebar group of an entity's entry. */
export const navGroupOf = (entity: Pick<EntityDef, 'kind'>, nav: EntityNav): NavGroup => nav.group ?? (entity.kind === 'collection' ? 'Catalogue' : 'Settings');

export function navEntries(entities: readonly EntityDef[]): Array<{ entity: EntityDef; nav: EntityNav }> {
  return entities.flatMap((entity) => entity.nav.map((nav) => ({ entity, nav }))).sort((a, b) => a.nav.order - b.nav.order);
}
