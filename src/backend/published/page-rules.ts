// Which pages show a published change, and which addresses it moves: the site's pages as publishing
// (publish-changes.ts) sees them. A page that shows a change gets a new version, which open pages and
// the page function's cache follow; a moved address leads on to the new one. A change to anything else (the
// frame's content, a picture, an entity of its own) touches every page.
import { aboutPageEntity, categoryEntity, galleryEntryEntity, priceGroupEntity, sectionEntity, specialOfferEntity, testimonialEntity, treatmentEntity, welcomeContentEntity } from '@schemas/published';
import { categoryPath, GALLERY_PATH, itemPath, OFFERS_PREFIX, RESERVED_SEGMENTS } from '@schemas/kit/addresses';
import { treatmentPath, visibleCategories, type CategoryItem } from '@/lib/catalogue';
import { listPathOf, PAGED_ENTITIES, type PagedEntity } from '@/lib/entity-pages';
import type { Change } from '@schemas/owner-record-schemas';
import type { PageRules } from './publish-changes';

/** The entity with pages a change is to, if it is one. */
const pagedEntityOf = (change: Change) => PAGED_ENTITIES.find((e) => e.id === change.entity);

const categoriesIn = (content: Record<string, unknown>) => visibleCategories(((content[categoryEntity.publish!.key] as CategoryItem[] | undefined) ?? []).filter((c) => typeof c?.slug === 'string'));

/** The category page a treatment is listed on, if any. */
function categoryPageOf(treatment: Record<string, unknown> | null, content: Record<string, unknown>): string[] {
  const category = treatment && categoriesIn(content).find((c) => c.id === treatment.category);
  return category ? [categoryPath(category.slug)] : [];
}

/**
 * Singletons only some pages show, by publish key: the About page's story, the welcome text (the home page's
 * Welcome section, the About page's description). Every other singleton is in every page's frame.
 */
export const SHOWN_ON: Readonly<Record<string, readonly string[]>> = {
  [aboutPageEntity.publish!.key]: ['/about'],
  [welcomeContentEntity.publish!.key]: ['/', '/about'],
};

/** Whether the entry (before or after the change) links to entries whose pages name it back. */
function namesOnOtherPages(entity: PagedEntity, change: Change): boolean {
  const named = (entity.pages.links ?? []).filter((l) => l.backLabel);
  return named.some((l) => [change.before, change.after].some((entry) => Array.isArray(entry?.[l.field]) && (entry[l.field] as unknown[]).length > 0));
}

/**
 * The list pages of entities whose entries link to entries of `collection`, when a change alters how those are named.
 */
function linkingPages(change: Change, collection: string): string[] {
  return PAGED_ENTITIES.filter((e) => e.pages.links?.some((l) => l.to === collection) && changesFrame(change, ['slug', 'category', ...(e.pages.links ?? []).map((l) => l.show)])).map(listPathOf);
}

/** Whether a change alters what every page shows of an item of a collection every page shows in part. */
function changesFrame(change: Change, fields: readonly string[]): boolean {
  if (!change.before || !change.after) return true;
  return fields.some((f) => JSON.stringify(change.before![f] ?? null) !== JSON.stringify(change.after![f] ?? null));
}

export const pageRules: PageRules = {
  pagesOf(change: Change, before, after) {
    switch (change.entity) {
      case treatmentEntity.id:
        // Its category's page (before and after a move), the pages whose sections may list it, and the pages of the
        // entries that link to it by its name and address (a provider's).
        return [...new Set(['/', '/services', ...categoryPageOf(change.before, before), ...categoryPageOf(change.after, after), ...linkingPages(change, treatmentEntity.path)])];
      case specialOfferEntity.id:
        return ['/', '/specials'];
      case testimonialEntity.id:
        return ['/', '/about'];
      case sectionEntity.id:
        // The home page, and the pages that take a section's texts.
        return ['/', '/services', '/specials', '/about', '/contact'];
      case galleryEntryEntity.id:
        // The gallery, and the category pages whose treatments show results (which treatment's page is not known
        // from the frame: each category's, and the uncategorised treatments' under /services).
        return [GALLERY_PATH, '/services', ...categoriesIn(after).map((c) => categoryPath(c.slug))];
      case priceGroupEntity.id:
        return ['/prices', '/', '/services', ...categoriesIn(after).map((c) => categoryPath(c.slug))];
      case categoryEntity.id: {
        // Its title, introduction or picture: its own page; its name, address, place or visibility: the menu too.
        const frame = categoryEntity.publish!.everyPage;
        if (Array.isArray(frame) && !changesFrame(change, frame)) return [categoryPath(String(change.after!.slug))];
        return 'all';
      }
      default: {
        // An entity's list page (which its entries' pages follow), and the home page, whose sections may list it;
        // every page when the entry links to others whose pages name it, and its name or links change (a provider's).
        const paged = pagedEntityOf(change);
        if (paged) return namesOnOtherPages(paged, change) && changesFrame(change, paged.publish.index ?? []) ? 'all' : ['/', listPathOf(paged)];
        const entity = [aboutPageEntity, welcomeContentEntity].find((e) => e.id === change.entity);
        return entity ? SHOWN_ON[entity.publish!.key]! : 'all';
      }
    }
  },
  placesOf(entity, item, content, index) {
    if (entity !== galleryEntryEntity.id) return [];
    // The gallery, and the page of the treatment it shows (whose category page shows it in the treatment's modal).
    const treatment = index(treatmentEntity.publish!.key).find((e) => e.id === item.treatment);
    const slug = treatment?.slug;
    return [GALLERY_PATH, ...(typeof slug === 'string' ? [treatmentPath({ slug, category: treatment!.category as string | undefined }, categoriesIn(content))] : [])];
  },
  placeIndexes: (entity) => (entity === galleryEntryEntity.id ? [treatmentEntity.publish!.key] : []),
  isPage(key, content) {
    // The site's own pages are at reserved addresses; any other page key is a category's.
    if (key === '/' || RESERVED_SEGMENTS.includes(key.slice(1)) || PAGED_ENTITIES.some((e) => listPathOf(e) === key)) return true;
    return categoriesIn(content).some((c) => categoryPath(c.slug) === key);
  },
  moved(change: Change, before, after) {
    if (!change.before || !change.after) return [];
    switch (change.entity) {
      case treatmentEntity.id: {
        const from = treatmentPath(change.before as { slug: string; category?: string }, categoriesIn(before));
        const to = treatmentPath(change.after as { slug: string; category?: string }, categoriesIn(after));
        return from !== to ? [{ from, to }] : [];
      }
      case specialOfferEntity.id: {
        const from = itemPath(OFFERS_PREFIX, String(change.before.slug));
        const to = itemPath(OFFERS_PREFIX, String(change.after.slug));
        return from !== to ? [{ from, to }] : [];
      }
      case categoryEntity.id: {
        // A category's items move with it: an old address under it leads under the new one (see resolveAddress).
        const from = categoryPath(String(change.before.slug));
        const to = categoryPath(String(change.after.slug));
        return from !== to ? [{ from, to }] : [];
      }
      default: {
        const paged = pagedEntityOf(change);
        if (!paged) return [];
        const from = itemPath(listPathOf(paged), String(change.before[paged.pages.slug]));
        const to = itemPath(listPathOf(paged), String(change.after[paged.pages.slug]));
        return from !== to ? [{ from, to }] : [];
      }
    }
  },
};
