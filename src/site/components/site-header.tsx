// The fixed header: the logo (alt = business name) linking home and a slide-in menu. Hidden until business info exists.
import { Link, useLocation } from 'react-router-dom';
import { businessInfoEntity } from '@schemas/singletons/business-info';
import { contactInfoEntity } from '@schemas/singletons/contact-info';
import { usePublishedDoc } from '@/blocks/content';
import { headerBarInner, HeaderLogo } from '@/blocks/ui/header-brand';
import { closesDialog, opensDialog } from '@/blocks/ui/site-dialog';
import { FacebookIcon, InstagramIcon } from '@/blocks/ui/social-icons';
import { MENU_LINKS } from '../routes';

const MENU_ID = 'site-menu';

export function SiteHeader() {
  const business = usePublishedDoc(businessInfoEntity);
  const social = usePublishedDoc(contactInfoEntity)?.social;
  const { pathname } = useLocation();

  if (!business) return null;

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-espresso/10 bg-ivory/90 backdrop-blur">
      <div className={headerBarInner}>
        <Link to="/" className="flex items-center rounded">
          <HeaderLogo logo={business.images.logo} name={business.name} />
        </Link>
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
        <div className="flex h-full flex-col bg-ivory px-7 pb-8 pt-6 shadow-2xl">
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
          <nav aria-label="Main" className="mt-10">
            <ul className="space-y-1">
              {MENU_LINKS.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    aria-current={pathname === link.to ? 'page' : undefined}
                    className="block border-b border-espresso/10 py-3 font-serif text-2xl text-espresso hover:text-gold aria-[current=page]:text-gold"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
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
