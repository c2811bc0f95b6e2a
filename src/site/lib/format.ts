// Small display helpers shared by the site's sections and pages.
import { WEEKDAYS, type BusinessHours, type Weekday } from '@schemas/singletons/business-hours';
import type { ContactInfo } from '@schemas/singletons/contact-info';

/** tel: link for a phone number; the spec strips every non-digit. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\D/g, '')}`;
}

/** "18:00" → "6:00 PM". */
export function formatTime12(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

export const DAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};

/** Monday to Sunday, each as "9:00 AM – 6:00 PM" or "Closed". */
export function hoursRows(hours: BusinessHours): Array<{ day: string; text: string }> {
  return WEEKDAYS.map((day) => {
    const h = hours[day];
    return { day: DAY_LABELS[day], text: h.isClosed ? 'Closed' : `${formatTime12(h.open)} – ${formatTime12(h.close)}` };
  });
}

export function addressLines(contact: ContactInfo): [string, string] {
  const { street, suite, city, state, zip } = contact.address;
  return [suite ? `${street}, ${suite}` : street, `${city}, ${state} ${zip}`];
}

/** Smoothly scroll to the contact section; false when this page has none. */
export function scrollToContact(): boolean {
  const target = document.getElementById('contact');
  if (!target) return false;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return true;
}
