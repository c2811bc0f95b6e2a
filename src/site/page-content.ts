// What each page shows, read from the published content: the site document (the frame every page has) and only
// the items of this page, in the shape the renderers read (a collection's items under its publish key). A page's
// content is what its HTML embeds and what it follows; an item's own page shows the content of the page that lists
// it. One assembly for the build's prerenderer, the page function, and pages rendered or refreshed in the browser.
import { BLOCK_DEFAULTS, categoryEntity, DEFAULT_SECTIONS, galleryEntryEntity, imageEntity, priceGroupEntity, PUBLISHED_ENTITIES, sectionEntity, specialOfferEntity, testimonialEntity, treatmentEntity } from '@schemas/published';
import { categoryPath, GALLERY_PATH, OFFERS_PREFIX, UNCATEGORISED_PREFIX } from '@schemas/kit/addresses';
import { pageVersion, type IndexEntry, type ItemDoc, type SiteDoc } from '@schemas/kit/published-store';
import type { Snapshot } from '@schemas/snapshot';
import type { BlockKind } from '@schemas/blocks/index';
import type { PublishedReader } from '@/backend/published/read';
import { chosenEntries, visibleCategories, type CatalogueChoice, type CategoryItem } from '@/lib/catalogue';
import { SHOWN_ON } from '@/backend/published/page-rules';
import { listPathOf, PAGED_ENTITIES, pagedEntityAt, publishedAt } from '@/lib/entity-pages';
import { PUBLIC_ROUTES, publicPaths } from './routes';
import { pageKeyOf } from './page-key';
import { isCurrent } from '@/lib/today';

export { pageKeyOf };

/**
 * A page's content: the published content it shows, its version (`lastGenerated`), the key of the page it belongs
 * to, and when the site was last published (`published`).
 */
export type PageContent = Snapshot & { page: string; published: string };

const FIXED = new Set(PUBLIC_ROUTES.map((r) => r.path));
const key = (entity: { publish?: { key: string } }) => entity.publish!.key;

/** Every page key of a site: the fixed pages and each category's. */
export function pageKeys(site: SiteDoc | null): string[] {
  const categories = visibleCategories((site?.content[key(categoryEntity)] as CategoryItem[] | undefined) ?? []);
  return [...FIXED, ...categories.map((c) => categoryPath(c.slug)), ...PAGED_ENTITIES.map(listPathOf)];
}

/** The lines of a scheduled entity's items shown on `today` (offers by their dates, results by consent's last day). */
const currentOf = (entity: Parameters<typeof isCurrent>[0], entries: readonly IndexEntry[], today: string) => entries.filter((e) => isCurrent(entity, e, today));

type Section = { id: string; order: number; isVisible: boolean; block: { kind: BlockKind } & Record<string, unknown> };

/**
 * The content of the page at `path` as of `today`: the frame, and what this page shows (see above). Null when
 * nothing was ever published.
 */
export async function pageContent(reader: PublishedReader, path: string, today: string): Promise<PageContent | null> {
  const site = await reader.site();
  if (!site) return null;
  const page = pageKeyOf(path, site);
  // The frame, without the singletons only other pages show.
  const hidden = new Set(Object.entries(SHOWN_ON).flatMap(([entry, pages]) => (pages.includes(page) ? [] : [entry])));
  const content: PageContent = {
    ...Object.fromEntries(Object.entries(site.content).filter(([entry]) => !hidden.has(entry))),
    lastGenerated: pageVersion(site, page),
    page,
    published: site.lastGenerated,
    ...(site.redirects?.length ? { redirects: site.redirects } : {}),
  };
  const shown = new Map<string, ItemDoc[]>();
  const add = (entityKey: string, docs: ItemDoc[]) => shown.set(entityKey, [...(shown.get(entityKey) ?? []).filter((d) => !docs.some((n) => n.item.id === d.item.id)), ...docs]);
  const indexOf = (entity: { publish?: { key: string } }) => reader.index(key(entity));
  /** Index lines as the items they stand for (their indexed fields only), for pages that name those items. */
  const lines = (entries: readonly IndexEntry[]): ItemDoc[] => entries.map(({ v, ...item }) => ({ item, v }));
  /**
   * The entries of entities with pages that reference the items shown (the providers who perform a treatment), by
   * their index lines, for the items' pages to name them; entries the page shows whole already are kept whole.
   */
  const addReferrers = async (entity: { path: string }, docs: readonly ItemDoc[]) => {
    const ids = new Set(docs.map((d) => d.item.id));
    for (const referrer of PAGED_ENTITIES) {
      for (const link of referrer.pages.links ?? []) {
        if (link.to !== entity.path || !link.backLabel) continue;
        const wholes = new Set((shown.get(key(referrer)) ?? []).map((d) => d.item.id));
        const entries = (await indexOf(referrer)).entries.filter((e) => !wholes.has(e.id) && Array.isArray(e[link.field]) && (e[link.field] as string[]).some((id) => ids.has(id)));
        if (entries.length) add(key(referrer), lines(entries));
      }
    }
  };

  // Sections: every one on the home page; elsewhere the first of each kind the page takes its texts from.
  const homeKinds: Partial<Record<string, BlockKind[]>> = { '/services': ['Services'], '/specials': ['SpecialOffers'], '/about': ['Expertise', 'Testimonials'], '/contact': ['Contact'] };
  let sections: Section[] = [];
  if (page === '/' || homeKinds[page]) {
    const index = await indexOf(sectionEntity);
    const docs = await reader.items(key(sectionEntity), index.entries);
    sections = docs.map((d) => d.item as unknown as Section);
    const kinds = homeKinds[page];
    if (kinds) {
      const firsts = kinds.flatMap((kind) => sections.find((s) => s.block?.kind === kind) ?? []);
      add(key(sectionEntity), docs.filter((d) => firsts.some((s) => s.id === d.item.id)));
    } else add(key(sectionEntity), docs);
  }
  // What the page's sections are: the stored ones (on the home page the visible ones), else the defaults a site
  // shows before it has stored any; on another page the first of each kind it takes, else that kind's defaults.
  const stored = sections.length ? sections : (DEFAULT_SECTIONS as unknown as Section[]);
  const blocks =
    page === '/'
      ? stored.filter((s) => s.isVisible).map((s) => s.block)
      : (homeKinds[page] ?? []).flatMap((kind) => stored.find((s) => s.block?.kind === kind)?.block ?? ((BLOCK_DEFAULTS as Record<string, unknown>)[kind] as Section['block'] | undefined) ?? []);

  // Treatments: those the page's sections choose, a category's, or the one whose address this is.
  const treatmentsWanted: IndexEntry[] = [];
  const categories = visibleCategories((site.content[key(categoryEntity)] as CategoryItem[] | undefined) ?? []);
  const category = categories.find((c) => categoryPath(c.slug) === page);
  // A category's page shows all of it; every other page only what the menu needs of it.
  let categoryImages: readonly string[] = [];
  if (category && Array.isArray(categoryEntity.publish?.everyPage)) {
    const [whole] = await reader.items(key(categoryEntity), [{ id: category.id, v: pageVersion(site, page) }]);
    if (whole) {
      content[key(categoryEntity)] = (content[key(categoryEntity)] as CategoryItem[]).map((c) => (c.id === category.id ? whole.item : c));
      categoryImages = whole.imageIds ?? [];
    }
  }
  const needsTreatments = category || page === '/' || page === '/services';
  const treatments = needsTreatments ? (await indexOf(treatmentEntity)).entries : [];
  if (category) treatmentsWanted.push(...treatments.filter((e) => e.category === category.id));
  for (const block of blocks) {
    if ((block.kind === 'Services' && (page === '/' || page === '/services')) || (block.kind === 'Treatments' && page === '/')) treatmentsWanted.push(...chosenEntries(block as CatalogueChoice, treatments));
  }
  if (page === UNCATEGORISED_PREFIX && path !== page) {
    const slug = path.split('/')[2];
    treatmentsWanted.push(...treatments.filter((e) => e.slug === slug));
  }
  if (treatmentsWanted.length) {
    const unique = [...new Map(treatmentsWanted.map((e) => [e.id, e])).values()];
    const docs = await reader.items(key(treatmentEntity), unique);
    add(key(treatmentEntity), docs);
    await addReferrers(treatmentEntity, docs);
    // A category's treatments show their before-and-after results (in their modals and on their own pages).
    if (category || (page === UNCATEGORISED_PREFIX && path !== page)) {
      const ids = new Set(docs.map((d) => d.item.id));
      const results = currentOf(galleryEntryEntity, (await indexOf(galleryEntryEntity)).entries, today).filter((e) => ids.has(e.treatment as string));
      if (results.length) add(key(galleryEntryEntity), await reader.items(key(galleryEntryEntity), results));
    }
    // The prices the treatments name, from the price list's groups that hold them.
    const priceIds = new Set(docs.flatMap((d) => (Array.isArray(d.item.prices) ? (d.item.prices as string[]) : [])));
    if (priceIds.size) {
      const groups = (await indexOf(priceGroupEntity)).entries.filter((e) => Array.isArray(e['items[].id']) && (e['items[].id'] as string[]).some((id) => priceIds.has(id)));
      add(key(priceGroupEntity), await reader.items(key(priceGroupEntity), groups));
    }
  }

  // Offers, testimonials, the price list, and collections a section lists.
  if (page === '/specials' || (page === '/' && blocks.some((b) => b.kind === 'SpecialOffers'))) {
    add(key(specialOfferEntity), await reader.items(key(specialOfferEntity), currentOf(specialOfferEntity, (await indexOf(specialOfferEntity)).entries, today)));
  }
  if ((page === '/' && blocks.some((b) => b.kind === 'Testimonials')) || page === '/about') {
    add(key(testimonialEntity), await reader.items(key(testimonialEntity), (await indexOf(testimonialEntity)).entries));
  }
  if (page === GALLERY_PATH) {
    const results = currentOf(galleryEntryEntity, (await indexOf(galleryEntryEntity)).entries, today);
    add(key(galleryEntryEntity), await reader.items(key(galleryEntryEntity), results));
    // The treatments they show, named and linked by their index lines.
    const ids = new Set(results.map((e) => e.treatment));
    add(key(treatmentEntity), lines((await indexOf(treatmentEntity)).entries.filter((e) => ids.has(e.id))));
  }
  if (page === '/prices') add(key(priceGroupEntity), await reader.items(key(priceGroupEntity), (await indexOf(priceGroupEntity)).entries));
  // An entity's list page shows every entry; an entry's page only that entry.
  const paged = pagedEntityAt(path);
  if (paged && page === listPathOf(paged.entity)) {
    const entries = (await indexOf(paged.entity)).entries;
    const docs = await reader.items(key(paged.entity), paged.slug ? entries.filter((e) => e[paged.entity.pages.slug] === paged.slug) : entries);
    add(key(paged.entity), docs);
    // An entry's page links to the entries it references, named by their index lines.
    if (paged.slug) {
      for (const link of paged.entity.pages.links ?? []) {
        const target = publishedAt(link.to);
        const ids = new Set(docs.flatMap((d) => (Array.isArray(d.item[link.field]) ? (d.item[link.field] as string[]) : [])));
        if (target && ids.size) add(key(target), lines((await indexOf(target)).entries.filter((e) => ids.has(e.id))));
      }
    }
  }
  if (page === '/') {
    for (const block of blocks) {
      const source = block.kind === 'CollectionList' ? block.source : undefined;
      const entity = typeof source === 'string' ? PUBLISHED_ENTITIES.find((e) => e.publish?.key === source && !e.publish.everyPage && !e.publish.referencedOnly) : undefined;
      if (entity) add(source as string, await reader.items(source as string, (await reader.index(source as string)).entries));
    }
  }

  // The library's records of the pictures on the page: the frame's and its items'.
  const imageIds = new Set(Object.entries(site.images ?? {}).flatMap(([entry, ids]) => (hidden.has(entry) ? [] : ids)));
  for (const docs of shown.values()) for (const d of docs) for (const id of d.imageIds ?? []) imageIds.add(id);
  for (const [entityKey, docs] of shown) content[entityKey] = docs.map((d) => d.item);
  for (const id of categoryImages) imageIds.add(id);
  if (imageIds.size) {
    const images = await reader.items(key(imageEntity), [...imageIds].sort().map((id) => ({ id, v: site.versions.layout })));
    content[key(imageEntity)] = images.map((d) => d.item);
  }
  return content;
}

/** Every address with a page as of `today`: the pages, then each item's own (the sitemap, the prerendered pages). */
export async function sitemapPaths(reader: PublishedReader, today: string): Promise<string[]> {
  const site = await reader.site();
  const categories = visibleCategories(((site?.content[key(categoryEntity)] as CategoryItem[] | undefined) ?? []).filter((c) => typeof c?.slug === 'string'));
  const byId = new Map(categories.map((c) => [c.id, c]));
  const treatments = (await reader.index(key(treatmentEntity))).entries;
  const offers = currentOf(specialOfferEntity, (await reader.index(key(specialOfferEntity))).entries, today);
  const seen = new Set<string>();
  const items = [
    ...treatments.flatMap((e) => {
      if (typeof e.slug !== 'string') return [];
      const category = typeof e.category === 'string' ? byId.get(e.category) : undefined;
      return [`${category ? categoryPath(category.slug) : UNCATEGORISED_PREFIX}/${e.slug}`];
    }),
    ...offers.flatMap((e) => (typeof e.slug === 'string' ? [`${OFFERS_PREFIX}/${e.slug}`] : [])),
    ...(
      await Promise.all(
        PAGED_ENTITIES.map(async (entity) => {
          const entries = currentOf(entity, (await reader.index(key(entity))).entries, today);
          return entries.flatMap((e) => (typeof e[entity.pages.slug] === 'string' ? [`${listPathOf(entity)}/${e[entity.pages.slug] as string}`] : []));
        }),
      )
    ).flat(),
  ].filter((p) => !seen.has(p) && seen.add(p));
  return [...publicPaths(categories), ...items];
}
