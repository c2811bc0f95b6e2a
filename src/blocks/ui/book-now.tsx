// Every booking call to action on the site, with one rule: the item's own booking address, else the spa's (Business
// Info), opened in a new tab; without either, the way to the contact form the spec gives each button. The
// contact-section way lives in src/lib/native-controls.ts, part of the entry script, so it works before the app
// has hydrated the page.
import type { ReactNode } from 'react';
import { businessInfoEntity } from '@schemas/published';
import { isHttpsUrl } from '@schemas/kit/urls';
import { BOOK_ATTRIBUTE } from '@/lib/native-controls';
import { usePublishedDoc } from '../content';
import { buttonPrimary } from './ui-classes';

const usable = (url: string | undefined) => (url && isHttpsUrl(url) ? url : undefined);

/** The booking address for an item: its own, else the spa's (Business Info); undefined when neither is set. */
function useBookingUrl(own?: string): string | undefined {
  const site = usable(usePublishedDoc(businessInfoEntity)?.bookingUrl);
  return usable(own) ?? site;
}

/** A Book button that opens the booking page in a new tab. */
function BookingLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className} data-booking-link="">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * Without a booking address:
 * - `section`: a button that closes the modal it sits in, then scrolls to this page's contact section, or goes to
 *   /contact on a page without one (the home page's Book Now and Book Treatment);
 * - `anchor`: a link to this page's contact section (the hero's Book Appointment);
 * - `page`: a link to /contact (the header's Book, a category page's Book Now, the closing buttons of pages).
 */
export type BookFallback = 'section' | 'anchor' | 'page';

export function BookButton({ label, own, className = buttonPrimary, fallback = 'section' }: { label: string; own?: string; className?: string; fallback?: BookFallback }) {
  const bookingUrl = useBookingUrl(own);
  if (bookingUrl) {
    return (
      <BookingLink href={bookingUrl} className={className}>
        {label}
      </BookingLink>
    );
  }
  if (fallback === 'section') {
    return (
      <button type="button" className={className} {...{ [BOOK_ATTRIBUTE]: '' }}>
        {label}
      </button>
    );
  }
  return (
    // The anchor scrolls smoothly through the entry script too (native-controls.ts).
    <a href={fallback === 'anchor' ? '#contact' : '/contact'} className={className} {...(fallback === 'anchor' ? { [BOOK_ATTRIBUTE]: '' } : {})}>
      {label}
    </a>
  );
}
