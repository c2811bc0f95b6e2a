// Page addresses built from content: a category's page at /{slug}, a catalogue entry's at /{category}/{slug} (or
// /services/{slug} without a category), an offer's at /specials/{slug}. Plain code, no schema: the site's route
// table and the page function use it too.

/** One segment of an address: lower-case letters and digits in words joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The longest segment an entry may have. */
export const MAX_SLUG = 60;

/**
 * First segments that belong to the site's own pages and files: a category may not take one as its address
 * (it would never be reached). The route table's fixed pages must all be here (a test checks it).
 */
export const RESERVED_SEGMENTS: readonly string[] = [
  'services',
  'specials',
  'prices',
  'about',
  'contact',
  'payment-plans',
  'privacy-policy',
  'sms-disclosure',
  'gallery',
  'admin',
  'api',
  'assets',
  'demo',
  'local-files',
  // The not-found page's own address (a static host's 404 page).
  '404',
];

/** A slug made from a name: "Botox & Neurotoxins" → "botox-neurotoxins", accents dropped, at most MAX_SLUG. */
export function slugify(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = plain.slice(0, MAX_SLUG).replace(/-+$/g, '');
  return cut || 'item';
}

/** Where the entries of the catalogue without a category have their pages. */
export const UNCATEGORISED_PREFIX = '/services';
/** Where offers have their pages. */
export const OFFERS_PREFIX = '/specials';
/** The before-and-after results' page. */
export const GALLERY_PATH = '/gallery';
/** Its address narrowed to one treatment's results (by the treatment's id). */
export const GALLERY_TREATMENT_PARAM = 'treatment';

/** The address of a category's page. */
export const categoryPath = (slug: string) => `/${slug}`;

/** The address of an entry under a list page: /injectables/botox, /specials/summer-glow. */
export const itemPath = (listPath: string, slug: string) => `${listPath.replace(/\/+$/, '')}/${slug}`;

/** The most old addresses (of renamed items and categories) kept, newest first. */
export const MAX_REDIRECTS = 100;
/** The published key of the addresses that lead elsewhere (a renamed item's or category's old ones). */
export const REDIRECTS_KEY = 'redirects';
