// Calendar dates for things on a schedule, without any schema code: what the public site needs to show dated
// things (see schedule.ts for the fields that store them). A date is a day of the spa's own calendar,
// "YYYY-MM-DD", compared as text; "today" is the date in the spa's time zone.

export const DATE_SOURCE = '\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])';
export const DATE_PATTERN = new RegExp(`^${DATE_SOURCE}$`);

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
