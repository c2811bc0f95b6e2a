// Small display helpers shared by the blocks, the site's pages and the admin's previews. They take the stored
// shapes loosely (every field optional) because a preview shows a form that is still being filled in.
import { WEEKDAYS, type Weekday } from '@schemas/kit/weekdays';

/** tel: link for a phone number, every non-digit stripped. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\D/g, '')}`;
}

/** "18:00" → "6:00 PM"; null for anything that is not an HH:MM time. */
export function formatTime12(time: string): string | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return null;
  const h = Number(match[1]);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${match[2]} ${suffix}`;
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

export interface DayHoursView {
  isClosed?: boolean;
  open?: string;
  close?: string;
}
export type HoursView = { [D in Weekday]?: DayHoursView };

/** Monday to Sunday, each as "9:00 AM – 6:00 PM" or "Closed"; a day without valid times is left out. */
export function hoursRows(hours: HoursView): Array<{ day: string; text: string }> {
  return WEEKDAYS.flatMap((day) => {
    const h = hours[day];
    if (!h) return [];
    if (h.isClosed) return [{ day: DAY_LABELS[day], text: 'Closed' }];
    const open = formatTime12(h.open ?? '');
    const close = formatTime12(h.close ?? '');
    return open && close ? [{ day: DAY_LABELS[day], text: `${open} – ${close}` }] : [];
  });
}

export interface AddressView {
  street?: string;
  suite?: string;
  city?: string;
  state?: string;
  zip?: string;
}

/** "street, suite" and "city, state zip", leaving out the parts not given. */
export function addressLines(address: AddressView): string[] {
  const { street, suite, city, state, zip } = address;
  const first = [street, suite].filter(Boolean).join(', ');
  const region = [state, zip].filter(Boolean).join(' ');
  const second = [city, region].filter(Boolean).join(', ');
  return [first, second].filter(Boolean);
}

/** The page title: "{business name} | Luxury Aesthetic Treatments in {city}", or the name alone without a city. */
export function siteTitle(name: string, city: string | undefined): string {
  return city ? `${name} | Luxury Aesthetic Treatments in ${city}` : name;
}
