// Online booking: where a Book button leads when the owner has given a booking address (the item's own, else the
// spa's in Business Info). Without one the buttons keep their usual way to the contact form.
import type { ReactNode } from 'react';
import { businessInfoEntity } from '@schemas/published';
import { isHttpsUrl } from '@schemas/kit/urls';
import { usePublishedDoc } from '../content';

const usable = (url: string | undefined) => (url && isHttpsUrl(url) ? url : undefined);

/** The spa's booking address, if it has one. */
export function useSiteBookingUrl(): string | undefined {
  return usable(usePublishedDoc(businessInfoEntity)?.bookingUrl);
}

/** The booking address for an item: its own, else the spa's (`site`); undefined when neither is set. */
export function bookingUrlFor(own: string | undefined, site: string | undefined): string | undefined {
  return usable(own) ?? site;
}

/** The booking address for an item: its own, else the spa's; undefined when neither is set. */
export function useBookingUrl(own?: string): string | undefined {
  return bookingUrlFor(own, useSiteBookingUrl());
}

/** A Book button that opens the booking page in a new tab. */
export function BookingLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className} data-booking-link="">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
