// Whole fields several entities share, each with its label, widget and help written once here.
import { bookingUrl } from './atoms';
import { field, type FieldUi } from './ui';

/**
 * The online-booking address. By default an entry's own (a treatment's, an offer's): its Book buttons open its page
 * on the booking site instead of the business's, which Business Info holds with help of its own.
 */
export function bookingAddress(ui: Partial<FieldUi> = {}) {
  return field(bookingUrl(), {
    label: 'Booking Address',
    widget: 'url',
    kind: 'booking',
    placeholder: 'https://',
    help: 'Its own page on your booking site, https:// only. Leave empty to use the booking address in Business Info.',
    ...ui,
  });
}
