// What the publish check reads: the site's stored content (every published entity's entries, by publish key, and the
// whole image library), entry by entry, each with the page a visitor sees it on and the admin address that edits it.
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import type { Snapshot } from '@schemas/snapshot';
import { entryTitle } from '@schemas/kit/ui';
import { categoryPath, GALLERY_PATH } from '@schemas/kit/addresses';
import type { ImageRecord } from '@schemas/collections/image';
import { imageEntity as libraryEntity } from '@schemas/collections/image';
import { sectionEntity as sectionDef } from '@schemas/collections/section';
import { aboutPageEntity, categoryEntity, galleryEntryEntity, imageEntity, sectionEntity, specialOfferEntity, testimonialEntity, treatmentEntity, priceGroupEntity } from '@schemas/published';
import { treatmentPath, type CategoryItem } from '@/lib/catalogue';
import { PAGED_ENTITIES, listPathOf, slugOf } from '@/lib/entity-pages';

export type Values = Record<string, unknown>;

/** What every rule is given: the content, and the spa's date (for rules about what expires). */
export interface SiteContent {
  snapshot: Snapshot;
  /** The spa's date, YYYY-MM-DD. */
  today: string;
}

/** One stored entry the site shows: a collection's item (with its id) or a singleton's document (id null). */
export interface Entry {
  entity: EntityDef;
  id: string | null;
  data: Values;
  /** The page a visitor sees it on. */
  page: string;
  /** How the owner knows it: "Treatment “Botox”", "Business Info". */
  name: string;
}

/** Where a finding is fixed: a field of an entry, and the admin address that opens its form at that field. */
export interface FixTarget {
  entity: string;
  id: string | null;
  /** The form's dotted field name: "block.slides.0.alt". */
  field: string;
  /** What the owner is sent to edit: "Alt text", "Booking Address". */
  label: string;
  href: string;
}

export interface Finding {
  /** The rule that found it. */
  rule: string;
  /** What is wrong, in the owner's words. */
  problem: string;
  /** The page of the site it shows on. */
  page: string;
  /** The entry it is in (none for a setting of the build). */
  source: { entity: string; id: string | null } | null;
  fix: FixTarget | null;
}

const PAGE_EDITOR = '/admin/edit';

/** The page editor at `page`, with the form of one entry open at one field. */
export function fieldHref(page: string, entity: string, id: string | null, field: string): string {
  const query = new URLSearchParams({ entity, ...(id === null ? {} : { id }), field });
  return `${PAGE_EDITOR}${page === '/' ? '/' : page}?${query}`;
}

/** The Image Library with one picture's details open. */
export const imageHref = (id: string) => `/admin/dashboard/${libraryEntity.nav[0]?.slug ?? 'images'}?describe=${encodeURIComponent(id)}`;

const CREATOR_SLUG = sectionDef.nav.find((n) => n.page === 'section-creator')?.slug ?? 'section-creator';

/** A custom section's element is edited in the Section Creator: its form opened at one field. */
export function elementFix(entry: Entry, index: number, field: 'content' | 'style' | 'href', label: string): FixTarget {
  const elements = (entry.data.block as { elements?: Array<{ id?: unknown }> } | undefined)?.elements;
  const elementId = String(elements?.[index]?.id ?? '');
  const query = new URLSearchParams({ open: entry.id ?? '', element: elementId, field });
  return { entity: entry.entity.id, id: entry.id, field: `block.elements.${index}.${field}`, label, href: `/admin/dashboard/${CREATOR_SLUG}?${query}` };
}

export const sourceOf = (entry: Entry) => ({ entity: entry.entity.id, id: entry.id });

export const fixAt = (entry: Entry, field: string, label: string): FixTarget => ({
  entity: entry.entity.id,
  id: entry.id,
  field,
  label,
  href: fieldHref(entry.page, entry.entity.id, entry.id, field),
});

const itemsOf = (snapshot: Snapshot, key: string): Array<Values & { id: string }> =>
  (Array.isArray(snapshot[key]) ? (snapshot[key] as unknown[]) : []).filter((i): i is Values & { id: string } => typeof i === 'object' && i !== null && typeof (i as Values).id === 'string');

/** The image library's records (the published snapshot holds only those the site shows). */
export const libraryOf = (snapshot: Snapshot) => itemsOf(snapshot, imageEntity.publish!.key) as Array<ImageRecord & { id: string }>;

/** The page an entry shows on; the home page for the frame's settings, which every page shows. */
function pageOf(entity: EntityDef, data: Values, snapshot: Snapshot): string {
  const categories = itemsOf(snapshot, categoryEntity.publish!.key) as unknown as CategoryItem[];
  switch (entity.id) {
    case treatmentEntity.id:
      return typeof data.slug === 'string' ? treatmentPath(data as { slug: string; category?: string }, categories) : '/services';
    case categoryEntity.id:
      return typeof data.slug === 'string' ? categoryPath(data.slug) : '/';
    case specialOfferEntity.id:
      return '/specials';
    case priceGroupEntity.id:
      return '/prices';
    case aboutPageEntity.id:
      return '/about';
    case sectionEntity.id:
    case testimonialEntity.id:
      return '/';
    case galleryEntryEntity.id:
      return GALLERY_PATH;
  }
  const paged = PAGED_ENTITIES.find((e) => e.id === entity.id);
  if (paged) {
    const slug = slugOf(paged, data);
    return slug ? `${listPathOf(paged)}/${slug}` : listPathOf(paged);
  }
  return '/';
}

/** The name of an entry in the owner's words. */
function nameOf(entity: EntityDef, data: Values): string {
  if (entity.kind === 'singleton') return entity.label;
  const title = entryTitle(entity.schema, data);
  return title ? `${entity.label} “${title}”` : entity.label;
}

/** Every entry of the content the site shows (hidden sections left out), the image library's records excepted. */
export function entriesOf(snapshot: Snapshot): Entry[] {
  return registry.entities.flatMap((entity) => {
    const key = entity.publish?.key;
    if (!key || entity.id === imageEntity.id) return [];
    const entry = (id: string | null, data: Values): Entry => ({ entity, id, data, page: pageOf(entity, data, snapshot), name: nameOf(entity, data) });
    if (entity.kind === 'singleton') {
      const doc = snapshot[key];
      return typeof doc === 'object' && doc !== null ? [entry(null, doc as Values)] : [];
    }
    return itemsOf(snapshot, key)
      .filter((item) => entity.id !== sectionEntity.id || item.isVisible !== false)
      .map(({ id, rev: _rev, ...data }) => entry(id, data));
  });
}

/** A value at a path of keys and list positions, or undefined. */
export function valueAt(root: unknown, path: ReadonlyArray<string | number>): unknown {
  let here = root;
  for (const step of path) {
    if (typeof here !== 'object' || here === null) return undefined;
    here = (here as Record<string | number, unknown>)[step];
  }
  return here;
}

/** The page's name for a line: "Home" for the home page, else its address. */
export const pageName = (path: string) => (path === '/' ? 'Home' : path);

/**
 * One kind of finding: a pure function of the site's content. The list in rules.ts is the check; a new kind is one
 * more module there. None stops a save: what may never be shown (photos without consent) is left out by publishing
 * itself (see `publish.only` in define-entity.ts).
 */
export interface PublishRule {
  id: string;
  /** The heading its findings are listed under. */
  title: string;
  check: (content: SiteContent) => Finding[];
}
