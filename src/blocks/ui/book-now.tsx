// A booking button (Book Now, Book Treatment). With a booking address it opens the booking page in a new tab;
// without one it closes the modal it sits in, then scrolls to the contact section on this page, or goes to
// /contact on a page without one. That behaviour lives in src/lib/native-controls.ts, part of the entry script,
// so it works before the app has hydrated the page.
import { BOOK_ATTRIBUTE } from '@/lib/native-controls';
import { BookingLink } from './booking-link';
import { buttonPrimary } from './ui-classes';

/** `toContact`: without a booking address, a plain link to /contact (a category page's Book Now). */
export function BookButton({ label, bookingUrl, className = buttonPrimary, toContact = false }: { label: string; bookingUrl?: string; className?: string; toContact?: boolean }) {
  if (bookingUrl) {
    return (
      <BookingLink href={bookingUrl} className={className}>
        {label}
      </BookingLink>
    );
  }
  if (toContact) {
    return (
      <a href="/contact" className={className}>
        {label}
      </a>
    );
  }
  return (
    <button type="button" className={className} {...{ [BOOK_ATTRIBUTE]: '' }}>
      {label}
    </button>
  );
}
