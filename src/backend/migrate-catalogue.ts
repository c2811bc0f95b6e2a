// Version 4: one catalogue. Version 3 kept the spa's treatments in three places: services (`services`), the home
// page's treatments (`treatments`) and the treatments nested in each category page (`category-pages`), so the same
// treatment was often written two or three times. Version 4 keeps categories (`categories`) and one entry per
// treatment (`treatments`), which every page reads. Entries that are clearly the same treatment (the same title)
// become one; where their texts differed, the one not kept is filed in the Trash as an entry of its own, so the
// owner can bring it back, and the upgrade says what it merged.
import { SLUG, slugify } from '@schemas/kit/addresses';
import type { Counter } from '@schemas/owner-record-schemas';
import { newId } from './doc-ops';
import { trashOps } from './trash';
import type { DocData, WriteOp } from './port';

const SERVICES = 'services';
const CATEGORY_PAGES = 'category-pages';
const TREATMENTS = 'treatments';
const CATEGORIES = 'categories';
const OFFERS = 'specials';

/** The menu's and footer's names of version 3's six category pages, and their places there (code then). */
const CATEGORY_LINKS: Record<string, { name: string; position: number }> = {
  injectables: { name: 'Injectables', position: 1 },
  vitamins: { name: 'Vitamin Therapy', position: 2 },
  'facial-rejuvenation': { name: 'Facial Rejuvenation', position: 3 },
  laser: { name: 'Laser Hair Removal', position: 4 },
  'scalp-care': { name: 'Scalp Care', position: 5 },
  skincare: { name: 'Skincare', position: 6 },
};

/** The texts a merge compares: when one of them differs, the entry not kept goes to the Trash whole. */
const TEXT_FIELDS = ['description', 'longDescription', 'image', 'benefits', 'downtime', 'details', 'duration', 'aftercare', 'recommendations', 'bookingUrl', 'prices'];
const KEEPABLE_ID = /^[A-Za-z0-9_-]{1,40}$/;

const isRecord = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);
const under = (docs: Record<string, DocData>, collection: string) =>
  Object.entries(docs)
    .filter(([path]) => path.startsWith(`${collection}/`) && path.split('/').length === 2)
    .map(([path, data]) => ({ id: path.slice(collection.length + 1), path, data }));
const byOrder = <T extends { id: string; data: DocData }>(list: T[]) =>
  [...list].sort((a, b) => (Number(a.data.order) || 0) - (Number(b.data.order) || 0) || a.id.localeCompare(b.id));
const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** A title as compared for sameness: case, accents, punctuation and "&"/"and" aside. */
export function sameTitleKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Whether these documents still hold the catalogue in version 3's shape. */
export function needsCatalogue(docs: Record<string, DocData>): boolean {
  return (
    under(docs, SERVICES).length > 0 ||
    under(docs, CATEGORY_PAGES).length > 0 ||
    under(docs, TREATMENTS).some((d) => !('slug' in d.data)) ||
    under(docs, OFFERS).some((d) => !('slug' in d.data))
  );
}

/** Only the fields that hold something: an entry's stored data without empty optional texts. */
function compact(data: DocData): DocData {
  return Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0 && v !== data.benefits)));
}

interface Entry {
  /** Where the entry will be stored. */
  path?: string;
  /** An existing treatments document this entry is (its path is kept). */
  fixedPath?: string;
  /** An id the entry would like to keep (from a category page's treatment or a service). */
  wantedId?: string;
  data: DocData;
  /** How the owner knew it, for the upgrade's notes: "the service", "the Injectables page’s treatment". */
  sources: string[];
  /** Documents of version 3 that became this entry and are removed. */
  retired: string[];
}

export interface CatalogueUpgrade {
  /** The documents after the upgrade (the input's, with the catalogue in its new shape). */
  docs: Record<string, DocData>;
  /** Trash entries for the texts a merge did not keep. */
  trash: WriteOp[];
  /** What the owner should know, one line each ("“Botox” … are now one treatment"). */
  notes: string[];
}

/** A slug no other entry has: the wanted one when free, else with "-2", "-3" … */
function uniqueSlug(wanted: string, taken: Set<string>): string {
  let slug = wanted;
  for (let n = 2; taken.has(slug); n++) slug = `${wanted.slice(0, 56)}-${n}`;
  taken.add(slug);
  return slug;
}

/**
 * The documents with the catalogue in version 4's shape: categories from the category pages, one treatment entry
 * per treatment (category pages' first, then services, then the home page's treatments, each merged into an
 * earlier one with the same title), home sections that showed services or treatments set to show exactly those
 * entries, and a page address for every entry and offer.
 */
export function upgradeCatalogue(input: Record<string, DocData>, now: Date = new Date()): CatalogueUpgrade {
  const docs = { ...input };
  const notes: string[] = [];
  const trash: WriteOp[] = [];

  // Categories, in the order the menu and the footer listed them.
  const pages = under(docs, CATEGORY_PAGES).sort(
    (a, b) =>
      (CATEGORY_LINKS[String(a.data.slug)]?.position ?? 100 + (Number(a.data.order) || 0)) - (CATEGORY_LINKS[String(b.data.slug)]?.position ?? 100 + (Number(b.data.order) || 0)) ||
      a.id.localeCompare(b.id),
  );
  const entries: Entry[] = [];
  const byTitle = new Map<string, Entry>();
  pages.forEach((page, position) => {
    const slug = text(page.data.slug) ?? page.id;
    const title = text(page.data.title) ?? slug;
    const category = { name: CATEGORY_LINKS[slug]?.name ?? title, slug, title, intro: page.data.intro, image: page.data.image, isVisible: true, order: position };
    const categoryPath = `${CATEGORIES}/${page.id}`;
    if (!docs[categoryPath]) docs[categoryPath] = compact(category);
    delete docs[page.path];
    const items = Array.isArray(page.data.treatments) ? page.data.treatments.filter(isRecord) : [];
    for (const item of items) {
      const { id, price, ...rest } = item;
      const data = compact({ ...rest, category: page.id, prices: typeof price === 'string' && price ? [price] : [] });
      const entry: Entry = { wantedId: typeof id === 'string' ? id : undefined, data, sources: [`the ${title} page’s treatment`], retired: [] };
      // Two cards of one category page with the same title stay two entries: the page showed both.
      entries.push(entry);
      const key = sameTitleKey(String(data.title ?? ''));
      if (key && !byTitle.has(key)) byTitle.set(key, entry);
    }
  });

  /** Merge `incoming` into the entry with the same title, or add it; `label` names it for the notes. */
  const place = (incoming: Entry, label: string) => {
    const key = sameTitleKey(String(incoming.data.title ?? ''));
    const same = key ? byTitle.get(key) : undefined;
    if (!same) {
      entries.push(incoming);
      if (key) byTitle.set(key, incoming);
      return;
    }
    const differs = TEXT_FIELDS.some((f) => incoming.data[f] !== undefined && same.data[f] !== undefined && JSON.stringify(incoming.data[f]) !== JSON.stringify(same.data[f]));
    for (const [field, value] of Object.entries(incoming.data)) if (same.data[field] === undefined) same.data[field] = value;
    same.sources.push(label);
    same.retired.push(...incoming.retired);
    if (incoming.fixedPath && !same.fixedPath) same.fixedPath = incoming.fixedPath;
    else if (incoming.fixedPath) same.retired.push(incoming.fixedPath);
    if (differs) {
      // Kept whole in the Trash as an entry of its own: restoring it gives it back as a separate treatment.
      const kept = { ...incoming.data, slug: `${slugify(String(incoming.data.title ?? 'treatment')).slice(0, 50)}-${label.includes('service') ? 'service' : 'home'}` };
      const title = `${String(incoming.data.title)} (${label}, before the catalogue)`;
      trash.push(...trashOps(newId(), { entity: 'treatment', docPath: `${TREATMENTS}/${newId()}`, title, data: { ...kept, order: 0, rev: 1 } }, now));
    }
  };

  for (const service of byOrder(under(docs, SERVICES))) {
    const { name, order: _order, ...rest } = service.data;
    const data = compact({ ...rest, title: name });
    place({ wantedId: service.id, data, sources: ['the service'], retired: [service.path] }, 'the service');
  }
  const oldTreatments = byOrder(under(docs, TREATMENTS).filter((d) => !('slug' in d.data)));
  for (const treatment of oldTreatments) {
    const { order: _order, ...rest } = treatment.data;
    place({ fixedPath: treatment.path, data: compact(rest), sources: ['the home page’s treatment'], retired: [] }, 'the home page’s treatment');
  }
  for (const entry of entries) if (entry.sources.length > 1) notes.push(`“${String(entry.data.title)}”: ${entry.sources.join(' and ')} are now one treatment.`);
  if (trash.length) notes.push('Where their texts differed, the ones not kept are in the Trash, from where each can come back as a treatment of its own.');

  // Where each entry is stored: an existing document keeps its place; others keep their id where it is free.
  const taken = new Set(Object.keys(docs).filter((p) => p.startsWith(`${TREATMENTS}/`)));
  for (const entry of entries) {
    if (entry.fixedPath) entry.path = entry.fixedPath;
  }
  for (const entry of entries) {
    if (entry.path) continue;
    // Where its own id is taken, one made from it, the same every time the same content is upgraded (an old
    // snapshot of the site history is read in the new shape the same way).
    const base = entry.wantedId && KEEPABLE_ID.test(entry.wantedId) ? entry.wantedId : slugify(String(entry.data.title ?? 'treatment')).slice(0, 30);
    let path = `${TREATMENTS}/${base}`;
    for (let n = 2; taken.has(path); n++) path = `${TREATMENTS}/${base.slice(0, 30)}-${entry.sources[0]?.includes('service') ? 'service' : 'entry'}${n > 2 ? `-${n}` : ''}`;
    entry.path = path;
    taken.add(entry.path);
  }
  // Addresses: an id that reads as one is kept ("botox"), else one is made from the title; never two alike.
  const slugs = new Set(under(docs, TREATMENTS).flatMap((d) => (typeof d.data.slug === 'string' ? [d.data.slug] : [])));
  entries.forEach((entry, order) => {
    const id = entry.path!.slice(TREATMENTS.length + 1);
    const slug = uniqueSlug(SLUG.test(entry.wantedId ?? '') ? entry.wantedId! : SLUG.test(id) ? id : slugify(String(entry.data.title ?? 'treatment')), slugs);
    docs[entry.path!] = { ...entry.data, slug, featured: false, order };
    for (const path of entry.retired) if (path !== entry.path) delete docs[path];
  });
  if (entries.length) {
    const counter = docs[`counters/${TREATMENTS}`];
    const next = typeof counter?.next === 'number' ? counter.next : 0;
    if (entries.length > next) docs[`counters/${TREATMENTS}`] = { next: entries.length } satisfies Counter;
  }

  // Home sections that showed every service or every treatment now show exactly those entries, in that order.
  const idOf = (path: string) => entries.find((e) => e.path === path || e.retired.includes(path))?.path?.slice(TREATMENTS.length + 1);
  const picks = {
    Services: byOrder(under(input, SERVICES)).map((s) => idOf(s.path)),
    Treatments: oldTreatments.map((t) => idOf(t.path)),
  };
  const migratingServices = under(input, SERVICES).length > 0 || under(input, CATEGORY_PAGES).length > 0 || oldTreatments.length > 0;
  for (const section of under(docs, 'sections')) {
    const block = section.data.block;
    if (!isRecord(block) || (block.kind !== 'Services' && block.kind !== 'Treatments') || 'show' in block || !migratingServices) continue;
    const picked = [...new Set(picks[block.kind].filter((id): id is string => !!id))];
    docs[section.path] = { ...section.data, block: { ...block, show: 'picked', picked } };
  }

  // Offers get their page address from their title.
  const offerSlugs = new Set(under(docs, OFFERS).flatMap((d) => (typeof d.data.slug === 'string' ? [d.data.slug] : [])));
  for (const offer of byOrder(under(docs, OFFERS))) {
    if ('slug' in offer.data) continue;
    docs[offer.path] = { ...offer.data, slug: uniqueSlug(slugify(String(offer.data.title ?? 'offer')), offerSlugs) };
  }
  return { docs, trash, notes };
}
