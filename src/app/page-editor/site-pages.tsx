// The admin's first page: the site's pages, each a tap away from being changed where visitors see it, as the site's
// menu and footer list them (with the categories the owner has, shown or not yet loaded).
import { Link } from 'react-router-dom';
import { categoryEntity } from '@schemas/collections/category';
import { useLiveItems } from '@/admin/shell/use-live';
import { PageHeading } from '@/admin/pages/page-ui';
import { visibleCategories } from '@/lib/catalogue';
import { footerLinks, menuLinks } from '@/site/routes';

/** Where the page editor shows the site's page at an address. */
export const EDIT_BASE = '/admin/edit';

/** The site's pages as its menu, then its footer, link them, each once, the home page first. */
export function sitePages(categories: ReadonlyArray<{ slug: string; name: string }>): Array<{ path: string; label: string }> {
  const pages = new Map<string, string>([['/', 'Home']]);
  for (const link of [...menuLinks(categories), ...footerLinks('explore', categories)]) if (!pages.has(link.to)) pages.set(link.to, link.label);
  return [...pages].map(([path, label]) => ({ path, label }));
}

export function SitePages() {
  const { items } = useLiveItems(categoryEntity);
  const pages = sitePages(items ? visibleCategories(items) : []);
  return (
    <>
      <PageHeading>Your Site</PageHeading>
      <h2 id="site-pages-heading" className="mb-1 text-lg font-medium">
        Edit on the Page
      </h2>
      <p className="mb-4 text-stone-700">Choose a page to change its texts, pictures and sections where visitors see them.</p>
      <ul aria-labelledby="site-pages-heading" className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
        {pages.map(({ path, label }) => (
          <li key={path} className="min-w-0">
            <Link
              to={`${EDIT_BASE}${path}`}
              className="flex min-h-11 items-center rounded-md border border-stone-300 bg-white px-4 py-2 font-medium [overflow-wrap:anywhere] hover:bg-stone-50"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
      {!items && (
        <p role="status" className="mt-3 text-sm text-stone-600">
          Loading your categories...
        </p>
      )}
    </>
  );
}
