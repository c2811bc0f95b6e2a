// The one table of public pages. The router, the prerendered paths (and so the sitemap), the header's menu and the
// footer's link lists are all read from it, so a page is added or renamed in one place.
import { lazy, type ComponentType } from 'react';
import { CATEGORY_SLUGS, type CategorySlug } from '@schemas/kit/category-slugs';
import { HomePage } from './pages/home-page';

export interface PublicRoute {
  /** The page's address. */
  path: string;
  /** The text of every link to the page. */
  label: string;
  Page: ComponentType;
  /** Position in the header's menu, when the menu links to it. */
  menu?: number;
  /** A heading the menu gathers the link under, with its neighbours of the same group (the category pages). */
  menuGroup?: string;
  /** Where the footer links to it: its "Explore" list or its "Policies" list, at that position. */
  footer?: { list: 'explore' | 'legal'; position: number };
  /** Built to HTML at build time (and listed in the sitemap). */
  prerender: boolean;
}

const CategoryPage = lazy(() => import('./pages/category-page'));

/** The footer's name for each category page. */
const CATEGORY_LABELS: Record<CategorySlug, { label: string; position: number }> = {
  injectables: { label: 'Injectables', position: 1 },
  vitamins: { label: 'Vitamin Therapy', position: 2 },
  'facial-rejuvenation': { label: 'Facial Rejuvenation', position: 3 },
  laser: { label: 'Laser Hair Removal', position: 4 },
  'scalp-care': { label: 'Scalp Care', position: 5 },
  skincare: { label: 'Skincare', position: 6 },
};

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', label: 'Home', Page: HomePage, menu: 1, prerender: true },
  { path: '/services', label: 'All Services', Page: lazy(() => import('./pages/services-page')), menu: 2, footer: { list: 'explore', position: 7 }, prerender: true },
  { path: '/specials', label: 'Special Offers', Page: lazy(() => import('./pages/specials-page')), menu: 3, footer: { list: 'explore', position: 8 }, prerender: true },
  ...CATEGORY_SLUGS.map((slug) => ({
    path: `/${slug}`,
    label: CATEGORY_LABELS[slug].label,
    Page: CategoryPage,
    // In the menu's "Treatments" group, in the footer's order.
    menu: 3 + CATEGORY_LABELS[slug].position / 10,
    menuGroup: 'Treatments',
    footer: { list: 'explore' as const, position: CATEGORY_LABELS[slug].position },
    prerender: true,
  })),
  { path: '/prices', label: 'Price List', Page: lazy(() => import('./pages/prices-page')), menu: 4, prerender: true },
  { path: '/about', label: 'About Us', Page: lazy(() => import('./pages/about-page')), menu: 5, prerender: true },
  { path: '/contact', label: 'Contact Us', Page: lazy(() => import('./pages/contact-page')), menu: 6, prerender: true },
  {
    path: '/payment-plans',
    label: 'Payment Plans',
    Page: lazy(() => import('./pages/payment-plans-page')),
    menu: 7,
    footer: { list: 'legal', position: 4 },
    prerender: true,
  },
  { path: '/privacy-policy', label: 'Privacy Policy', Page: lazy(() => import('./pages/privacy-policy-page')), footer: { list: 'legal', position: 1 }, prerender: true },
  { path: '/sms-disclosure', label: 'SMS Disclosure', Page: lazy(() => import('./pages/sms-disclosure-page')), footer: { list: 'legal', position: 5 }, prerender: true },
];

/** Any other address. */
export const NotFoundPage = lazy(() => import('./pages/not-found-page'));

/** Every public page's address the build prerenders, in table order. */
export const PUBLIC_PATHS: readonly string[] = PUBLIC_ROUTES.filter((r) => r.prerender).map((r) => r.path);

export interface MenuLink {
  to: string;
  label: string;
}

/** The header menu's entries, in menu order: a link, or a group of links under its heading. */
export const MENU_ENTRIES: ReadonlyArray<MenuLink | { group: string; links: MenuLink[] }> = PUBLIC_ROUTES.flatMap((r) =>
  r.menu === undefined ? [] : [{ to: r.path, label: r.label, position: r.menu, group: r.menuGroup }],
)
  .sort((a, b) => a.position - b.position)
  .reduce<Array<MenuLink | { group: string; links: MenuLink[] }>>((entries, { to, label, group }) => {
    const last = entries.at(-1);
    if (!group) entries.push({ to, label });
    else if (last && 'group' in last && last.group === group) last.links.push({ to, label });
    else entries.push({ group, links: [{ to, label }] });
    return entries;
  }, []);

/** Every link of the header menu, in menu order. */
export const MENU_LINKS: readonly MenuLink[] = MENU_ENTRIES.flatMap((e) => ('group' in e ? e.links : [e]));

/** The footer's links of one list, with their positions (the footer places its policy modals between them). */
export function footerLinks(list: 'explore' | 'legal'): Array<{ to: string; label: string; position: number }> {
  return PUBLIC_ROUTES.flatMap((r) => (r.footer?.list === list ? [{ to: r.path, label: r.label, position: r.footer.position }] : [])).sort(
    (a, b) => a.position - b.position,
  );
}
