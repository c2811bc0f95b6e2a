// The admin's first page: the site's pages, each a tap away from being changed where visitors see it, as the site's
// menu and footer list them (its category pages those visitors see, as stored now).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { categoryEntity } from '@schemas/collections/category';
import { useLiveItems } from '@/admin/shell/use-live';
import { PageHeading } from '@/admin/pages/page-ui';
import { visibleCategories } from '@/lib/catalogue';
import type * as SiteApp from '@/site/site-app';

/** Where the page editor shows the site's page at an address. */
export const EDIT_BASE = '/admin/edit';

type Links = Pick<typeof SiteApp, 'menuEntries' | 'footerLinks'>;
type Categories = ReadonlyArray<{ slug: string; name: string }>;

/** The site's pages as its menu, then its footer, link them, each once, the home page first. */
function pagesToEdit({ menuEntries, footerLinks }: Links, categories: Categories): Array<{ path: string; label: string }> {
  const pages = new Map<string, string>([['/', 'Home']]);
  const menu = menuEntries(categories).flatMap((entry) => ('group' in entry ? entry.links : [entry]));
  for (const link of [...menu, ...footerLinks('explore', categories)]) if (!pages.has(link.to)) pages.set(link.to, link.label);
  return [...pages].map(([path, label]) => ({ path, label }));
}

/**
 * The site's route table, read from the site's code as the page editor loads it: imported here directly, it would
 * be split out of visitors' code into a chunk of its own.
 */
function useSiteLinks(): Links | 'failed' | null {
  const [links, setLinks] = useState<Links | 'failed' | null>(null);
  useEffect(() => {
    let cancelled = false;
    import('@/site/site-app').then(
      ({ menuEntries, footerLinks }) => {
        if (!cancelled) setLinks({ menuEntries, footerLinks });
      },
      (error: unknown) => {
        // An old copy of the admin after the site was published again asks for code that is no longer there.
        console.error('The site’s pages could not be loaded', error);
        if (!cancelled) setLinks('failed');
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return links;
}

export function YourSite() {
  const { items } = useLiveItems(categoryEntity);
  const links = useSiteLinks();
  // Drawn once the categories are there too, so no page moves under her thumb as they arrive.
  const pages = links && links !== 'failed' && items ? pagesToEdit(links, visibleCategories(items)) : null;
  return (
    <>
      <PageHeading>Your Site</PageHeading>
      <h2 id="your-site-pages" className="mb-1 text-lg font-medium">
        Edit on the Page
      </h2>
      <p className="mb-4 text-stone-700">Choose a page to change its texts, pictures and sections where visitors see them.</p>
      {links === 'failed' ? (
        <p role="alert" className="text-red-800">
          Your pages could not be loaded. Reload the page to try again.
        </p>
      ) : (
        !pages && <p role="status">Loading...</p>
      )}
      {pages && (
        <ul aria-labelledby="your-site-pages" className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-4">
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
      )}
    </>
  );
}
