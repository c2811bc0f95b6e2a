// The one table of public pages. The router, the prerendered paths (and so the sitemap), the header's menu and the
// footer's link lists are all read from it, so a page is added or renamed in one place. Fixed pages are listed
// here; the category pages come from the published categories (their addresses, names and order are content), the
// list pages of entities with pages from their schemas (src/lib/entity-pages.ts).
import { lazy, type ComponentType } from 'react';
import { categoryPath, GALLERY_PATH } from '@schemas/kit/addresses';
import { listPathOf, PAGED_ENTITIES } from '@/lib/entity-pages';

export interface PublicRoute {
  /** The page's address. */
  path: string;
  /** The text of every link to the page. */
  label: string;
  Page: ComponentType;
  /** Position in the header's menu, when the menu links to it. */
  menu?: number;
  /** Where the footer links to it: its "Explore" list or its "Policies" list, at that position. */
  footer?: { list: 'explore' | 'legal'; position: number };
}

/** The home page: its sections' renderers load with it, not on every page. */
export const HomePage = lazy(() => import('./pages/home-page').then((m) => ({ default: m.HomePage })));
/** Every category page: one component, the category read from the address. */
export const CategoryPage = lazy(() => import('./pages/category-page'));
/**
 * The pages whose items have addresses under them: uncategorised treatments under /services, offers under /specials.
 */
export const ServicesPage = lazy(() => import('./pages/services-page'));
export const SpecialsPage = lazy(() => import('./pages/specials-page'));
/** An entity's list page and each of its entries' pages: one module, the entity read from the address. */
export const EntityListPage = lazy(() => import('./pages/entity-pages').then((m) => ({ default: m.EntityListPage })));
export const EntityEntryPage = lazy(() => import('./pages/entity-pages').then((m) => ({ default: m.EntityEntryPage })));

/** Where the category pages sit in the menu (as the "Treatments" group) and in the footer's Explore list. */
const CATEGORY_MENU_POSITION = 3.5;
const MENU_GROUP = 'Treatments';

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', label: 'Home', Page: HomePage, menu: 1 },
  // After every category in the footer's Explore list.
  { path: '/services', label: 'All Services', Page: ServicesPage, menu: 2, footer: { list: 'explore', position: 1001 } },
  { path: '/specials', label: 'Special Offers', Page: SpecialsPage, menu: 3, footer: { list: 'explore', position: 1002 } },
  { path: '/prices', label: 'Price List', Page: lazy(() => import('./pages/prices-page')), menu: 4 },
  { path: '/about', label: 'About Us', Page: lazy(() => import('./pages/about-page')), menu: 5 },
  { path: '/contact', label: 'Contact Us', Page: lazy(() => import('./pages/contact-page')), menu: 6 },
  { path: GALLERY_PATH, label: 'Before & After', Page: lazy(() => import('./pages/gallery-page')), footer: { list: 'explore', position: 1003 } },
  { path: '/payment-plans', label: 'Payment Plans', Page: lazy(() => import('./pages/payment-plans-page')), menu: 7, footer: { list: 'legal', position: 4 } },
  { path: '/privacy-policy', label: 'Privacy Policy', Page: lazy(() => import('./pages/privacy-policy-page')), footer: { list: 'legal', position: 1 } },
  { path: '/sms-disclosure', label: 'SMS Disclosure', Page: lazy(() => import('./pages/sms-disclosure-page')), footer: { list: 'legal', position: 5 } },
];

/** Any other address. */
export const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** A category page as the menu, the footer and the sitemap know it. */
export interface CategoryLink {
  slug: string;
  name: string;
}

/** The list pages of entities with pages, as the footer's Explore list links them: after the categories. */
const ENTITY_LINKS = PAGED_ENTITIES.map((e, i) => ({ to: listPathOf(e), label: e.pages.label, position: 1000 + i / PAGED_ENTITIES.length }));

/**
 * Every public page's address, in table order, the category pages after the home page's neighbours, then the
 * entities' list pages.
 */
export function publicPaths(categories: readonly CategoryLink[]): string[] {
  const fixed = PUBLIC_ROUTES.map((r) => r.path);
  return [...fixed.slice(0, 3), ...categories.map((c) => categoryPath(c.slug)), ...fixed.slice(3), ...ENTITY_LINKS.map((l) => l.to)];
}

/** The fixed page at `path`, if it is one. */
export const fixedRoute = (path: string) => PUBLIC_ROUTES.find((r) => r.path === path);

export interface MenuLink {
  to: string;
  label: string;
}

export type MenuEntry = MenuLink | { group: string; links: MenuLink[] };

/** The header menu's entries, in menu order: links, and the category pages gathered under "Treatments". */
export function menuEntries(categories: readonly CategoryLink[]): MenuEntry[] {
  const links = PUBLIC_ROUTES.flatMap((r) => (r.menu === undefined ? [] : [{ position: r.menu, entry: { to: r.path, label: r.label } as MenuEntry }]));
  if (categories.length) links.push({ position: CATEGORY_MENU_POSITION, entry: { group: MENU_GROUP, links: categories.map((c) => ({ to: categoryPath(c.slug), label: c.name })) } });
  return links.sort((a, b) => a.position - b.position).map((l) => l.entry);
}

/** The footer's links of one list, with their positions (the footer places its policy modals between them). */
export function footerLinks(list: 'explore' | 'legal', categories: readonly CategoryLink[] = []): Array<{ to: string; label: string; position: number }> {
  const pages = PUBLIC_ROUTES.flatMap((r) => (r.footer?.list === list ? [{ to: r.path, label: r.label, position: r.footer.position }] : []));
  const categoryLinks = list === 'explore' ? [...categories.map((c, i) => ({ to: categoryPath(c.slug), label: c.name, position: i + 1 })), ...ENTITY_LINKS] : [];
  return [...categoryLinks, ...pages].sort((a, b) => a.position - b.position);
}
