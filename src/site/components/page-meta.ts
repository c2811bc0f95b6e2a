// Each public page's own title and search description, from the stored content: the home page's title follows the
// spa's pattern and its description is the search listing's; the others name the page and describe what is on it.
import { businessInfoEntity, categoryEntity, contactInfoEntity, priceGroupEntity, sectionEntity, siteSeoEntity, specialOfferEntity, treatmentEntity, welcomeContentEntity } from '@schemas/published';
import type { SiteSeo } from '@schemas/singletons/site-seo';
import type { Snapshot } from '@schemas/snapshot';
import { plainText } from '@schemas/kit/rich-text';
import { publishedDoc, publishedItems } from '@/lib/published-values';
import { addressLines, siteTitle } from '@/blocks/ui/format';
import { isCurrent } from '@/lib/today';
import { chosenTreatments, visibleCategories } from '@/lib/catalogue';
import { siteItems } from '@/blocks/addresses';
import { PAGED_ENTITIES, pagedEntityAt, pagedEntries, textOf } from '@/lib/entity-pages';
import { homeBlock } from '@/blocks/content-defaults';
import { fixedRoute } from '../routes';

/** Search results show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/** The search listing as published, or its defaults before it ever was. */
export function seoOf(content: Snapshot): SiteSeo {
  return publishedDoc(content, siteSeoEntity) ?? siteSeoEntity.defaults!;
}

/** Whitespace collapsed, cut at a word within `max` characters with an ellipsis. */
export function shorten(text: string, max = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:–-]+$/, '')}…`;
}

const list = (names: string[]) => names.filter(Boolean).join(', ');

export interface PageMeta {
  title: string;
  description: string;
}

/** The treatment, offer or entry whose own page `pathname` is, as of `today`. */
export function itemAt(content: Snapshot, pathname: string, today: string) {
  const item = siteItems(content, today).find((i) => i.path === pathname);
  if (!item) return null;
  if (item.kind === 'entry') {
    const entity = PAGED_ENTITIES.find((e) => e.publish.key === item.source);
    const entry = entity && pagedEntries(content, entity, today).find((e) => e.path === pathname)?.entry;
    if (!entity || !entry) return null;
    const { pages } = entity;
    return { kind: 'entry' as const, path: item.path, title: textOf(entry, pages.title) ?? '', description: textOf(entry, pages.description) ?? '', image: pages.image && typeof entry[pages.image] === 'string' ? (entry[pages.image] as string) || undefined : undefined, entity, entry };
  }
  if (item.kind === 'offer') {
    const offer = publishedItems(content, specialOfferEntity).find((o) => o.id === item.id);
    return offer ? { kind: 'offer' as const, path: item.path, title: offer.title, description: offer.description, image: offer.image, offer } : null;
  }
  const treatment = publishedItems(content, treatmentEntity).find((t) => t.id === item.id);
  return treatment ? { kind: 'treatment' as const, path: item.path, listPath: item.listPath, title: treatment.title, description: treatment.description, image: treatment.image, treatment } : null;
}

/** The title and description of the page at `pathname`, as of `today` (offers outside their dates are left out). */
export function pageMeta(content: Snapshot, pathname: string, today: string): PageMeta | null {
  const business = publishedDoc(content, businessInfoEntity);
  if (!business) return null;
  const name = business.name;
  const contact = publishedDoc(content, contactInfoEntity);
  const fallback = seoOf(content).description;
  const route = fixedRoute(pathname);
  // An item's own page: its title and its card's text.
  const item = itemAt(content, pathname, today);
  if (item) return { title: `${item.title} | ${name}`, description: shorten(item.description || fallback) };
  const category = visibleCategories(publishedItems(content, categoryEntity)).find((c) => `/${c.slug}` === pathname);
  // A category page: its own stored title and introduction (rich text: its words only).
  if (!route && category) return { title: `${category.title} | ${name}`, description: shorten(plainText(category.intro) || fallback) };
  // An entity's list page: its label, and the names of what it lists.
  const listed = pagedEntityAt(pathname);
  if (!route && listed && !listed.slug) {
    const names = pagedEntries(content, listed.entity, today).flatMap(({ entry }) => textOf(entry, listed.entity.pages.title) ?? []);
    return { title: `${listed.entity.pages.label} | ${name}`, description: shorten(names.length ? `${listed.entity.pages.label} at ${name}: ${list(names)}.` : fallback) };
  }
  if (!route || pathname === '/') return { title: siteTitle(name, contact?.address.city), description: fallback };

  const titled = (label: string) => `${label} | ${name}`;
  const described = (text: string | undefined) => shorten(text || fallback);
  switch (pathname) {
    case '/services': {
      const block = homeBlock(publishedItems(content, sectionEntity), 'Services');
      const services = chosenTreatments(block, publishedItems(content, treatmentEntity)).map((s) => s.title);
      return { title: titled(route.label), description: described(services.length ? `Treatments at ${name}: ${list(services)}.` : undefined) };
    }
    case '/specials': {
      const offers = publishedItems(content, specialOfferEntity).filter((o) => isCurrent(specialOfferEntity, o, today));
      return { title: titled(route.label), description: described(offers.length ? `Special offers at ${name}: ${list(offers.map((o) => o.title))}.` : undefined) };
    }
    case '/prices': {
      const groups = publishedItems(content, priceGroupEntity).map((g) => g.title);
      return { title: titled(route.label), description: described(groups.length ? `Prices at ${name}: ${list(groups)}.` : undefined) };
    }
    case '/about':
      // The welcome description is rich text: its words only.
      return { title: titled(route.label), description: described(plainText(publishedDoc(content, welcomeContentEntity)?.description ?? '')) };
    case '/contact': {
      if (!contact) return { title: titled(route.label), description: described(undefined) };
      const where = addressLines(contact.address).join(', ');
      return { title: titled(route.label), description: described(`Contact ${name}, ${where}. Call ${contact.phone} or e-mail ${contact.email}.`) };
    }
    case '/payment-plans':
      return { title: titled(route.label), description: described(`Payment plans at ${name}: spread the cost of your treatments in monthly payments. Check your options in minutes.`) };
    case '/privacy-policy':
      return { title: titled(route.label), description: described(`How ${name} collects, uses and protects your personal information.`) };
    case '/sms-disclosure':
      return { title: titled(route.label), description: described(`Text messages from ${name}: what you receive, how often, and how to reply HELP or STOP.`) };
    default:
      return { title: titled(route.label), description: fallback };
  }
}
