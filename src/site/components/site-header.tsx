// The fixed header: the logo (alt = business name) linking home, a Book button (the booking page when the spa has
// one, else the contact page), tap-to-call on phones, and a slide-in menu. Hidden until business info exists.
import { useLocation } from 'react-router-dom';
import { businessInfoEntity, contactInfoEntity } from '@schemas/published';
import { usePublishedDoc } from '@/blocks/content';
import { headerBarInner, HeaderLogo } from '@/blocks/ui/header-brand';
import { closesDialog, opensDialog } from '@/blocks/ui/site-dialog';
import { FacebookIcon, InstagramIcon } from '@/blocks/ui/social-icons';
import { BookButton } from '@/blocks/ui/book-now';
import { phoneHref } from '@/blocks/ui/format';
import { useCategories } from '@/blocks/use-catalogue';
import { menuEntries, type MenuLink } from '../routes';

const bookClass =
  'inline-flex h-10 items-center rounded-full bg-espresso px-4 text-xs font-medium uppercase tracking-[0.16em] text-ivory shadow-sm transition hover:bg-gold sm:h-11 sm:px-6';

const MENU_ID = 'site-menu';

export function SiteHeader() {
  const business = usePublishedDoc(businessInfoEntity);
  const contact = usePublishedDoc(contactInfoEntity);
  const social = contact?.social;
  const { pathname } = useLocation();
  const entries = menuEntries(useCategories());

  if (!business) return null;

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-espresso/10 bg-ivory/90 backdrop-blur">
      <div className={headerBarInner}>
        <a href="/" className="flex items-center rounded">
          <HeaderLogo logo={business.images.logo} name={business.name} />
        </a>
        {/* Beside the menu button: the auto margin keeps the two together on the right. */}
        <div className="ml-auto mr-1 flex items-center gap-1.5 sm:mr-2 sm:gap-3">
          {contact?.phone && (
            <a
              href={phoneHref(contact.phone)}
              aria-label={`Call ${contact.phone}`}
              className="grid h-10 w-10 place-items-center rounded-full text-espresso hover:bg-sand hover:text-gold sm:hidden"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round">
                <path d="M5 3.5h3.2l1.6 4.3-2.1 1.4a11 11 0 0 0 7.1 7.1l1.4-2.1 4.3 1.6V19a1.9 1.9 0 0 1-2 1.9A16.6 16.6 0 0 1 3.1 5.5 1.9 1.9 0 0 1 5 3.5Z" />
              </svg>
            </a>
          )}
          <BookButton label="Book" className={bookClass} fallback="page" />
        </div>
        <button
          {...opensDialog(MENU_ID)}
          className="inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium uppercase tracking-[0.16em] text-espresso hover:text-gold"
        >
          <span className="hidden sm:inline">Menu</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.6">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
          <span className="sr-only sm:hidden">Menu</span>
        </button>
      </div>
      {/* Opened by the browser from the Menu button (an invoker command), so it works before the app's code runs.
          A link followed from inside it closes it (see src/lib/native-controls.ts). */}
      <dialog
        id={MENU_ID}
        closedby="any"
        aria-label="Menu"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(86vw,22rem)] max-w-none bg-transparent p-0 transition-transform duration-300 starting:translate-x-full"
      >
        <div className="flex h-full flex-col overflow-y-auto overscroll-contain bg-ivory px-7 pb-8 pt-6 shadow-2xl">
          <div className="flex items-center justify-between">
            <span className="font-serif text-2xl text-espresso">{business.name}</span>
            <button
              {...closesDialog(MENU_ID)}
              aria-label="Close menu"
              className="grid h-10 w-10 place-items-center rounded-full text-2xl text-espresso hover:bg-sand"
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <nav aria-label="Main" className="mt-8">
            <ul className="space-y-1">
              {entries.map((entry) =>
                'group' in entry ? (
                  // The category pages, smaller, under their heading.
                  <li key={entry.group} className="border-b border-espresso/10 py-3">
                    <span id={`menu-group-${entry.group}`} className="text-xs font-semibold uppercase tracking-[0.24em] text-espresso/75">
                      {entry.group}
                    </span>
                    <ul aria-labelledby={`menu-group-${entry.group}`} className="mt-1 grid grid-cols-2 gap-x-4">
                      {entry.links.map((link) => (
                        <li key={link.to}>
                          <MenuItem link={link} pathname={pathname} className="block py-1.5 text-[0.95rem] leading-snug" />
                        </li>
                      ))}
                    </ul>
                  </li>
                ) : (
                  <li key={entry.to}>
                    <MenuItem link={entry} pathname={pathname} className="block border-b border-espresso/10 py-2.5 font-serif text-2xl" />
                  </li>
                ),
              )}
            </ul>
          </nav>
          {social && (social.instagram || social.facebook) && (
            <div className="mt-auto flex gap-3 pt-8">
              {social.instagram && (
                <a href={social.instagram} target="_blank" rel="noopener noreferrer" aria-label="Instagram" className="grid h-11 w-11 place-items-center rounded-full bg-sand text-espresso hover:bg-blush">
                  <InstagramIcon />
                </a>
              )}
              {social.facebook && (
                <a href={social.facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook" className="grid h-11 w-11 place-items-center rounded-full bg-sand text-espresso hover:bg-blush">
                  <FacebookIcon />
                </a>
              )}
            </div>
          )}
        </div>
      </dialog>
    </header>
  );
}

function MenuItem({ link, pathname, className }: { link: MenuLink; pathname: string; className: string }) {
  return (
    <a
      href={link.to}
      aria-current={pathname === link.to ? 'page' : undefined}
      className={`${className} text-espresso hover:text-gold aria-[current=page]:text-gold`}
    >
      {link.label}
    </a>
  );
}
