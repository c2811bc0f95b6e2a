// Calendar dates for things on a schedule (offers with a start and an end, holiday hours). A date is a day of the
// spa's own calendar, "YYYY-MM-DD", compared as text; "today" is the date in the spa's time zone, so an offer
// ending on the 31st shows until midnight at the spa, whichever time zone the visitor or the server is in.
import * as z from 'zod/mini';

const DATE_SOURCE = '\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])';
export const DATE_PATTERN = new RegExp(`^${DATE_SOURCE}$`);

/** An optional calendar date as <input type="date"> gives it; empty means "none". */
export function optionalDate(label: string) {
  return z.optional(
    z.string().check(z.trim(), z.regex(new RegExp(`^(?:${DATE_SOURCE})?$`), { error: `${label} must be a date like 2026-12-31` })),
  );
}

/** A required calendar date. */
export function requiredDate(label: string) {
  return z.string({ error: `${label} is required` }).check(z.trim(), z.regex(DATE_PATTERN, { error: `${label} is required (a date like 2026-12-31)` }));
}

/** "YYYY-MM-DD" of `now` in `timeZone` (an IANA name); the UTC date when the zone is unknown to this runtime. */
export function dateIn(timeZone: string, now: Date): string {
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export type ScheduleStatus = 'current' | 'scheduled' | 'expired';

export interface Scheduled {
  startDate?: string;
  endDate?: string;
}

/** Where a dated item stands on `today`: not yet started, over (after its end date), or current. Both ends count. */
export function scheduleStatus(item: Scheduled, today: string): ScheduleStatus {
  if (item.startDate && DATE_PATTERN.test(item.startDate) && today < item.startDate) return 'scheduled';
  if (item.endDate && DATE_PATTERN.test(item.endDate) && today > item.endDate) return 'expired';
  return 'current';
}

/** "2026-12-24" → "Thursday, December 24" (the date as written, no time zone applied). */
export function formatDate(date: string, options: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' }): string {
  if (!DATE_PATTERN.test(date)) return date;
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
