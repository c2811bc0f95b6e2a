// Calendar dates for things on a schedule, without any schema code: what the public site needs to show dated
// things (see schedule.ts for the fields that store them). A date is a day of the spa's own calendar,
// "YYYY-MM-DD", compared as text; "today" is the date in the spa's time zone.

/**
 * A calendar date that exists: each month's own number of days, February 29 only in a leap year (divisible by 4,
 * centuries only by 400). Used by the schemas and, through them, by the security rules.
 */
export const DATE_SOURCE =
  '(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)';
export const DATE_PATTERN = new RegExp(`^${DATE_SOURCE}$`);

/** One formatter per locale and options: offsetSpanAt formats a few hundred moments with the same one. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** "YYYY-MM-DD" of `now` in `timeZone` (an IANA name); the UTC date when the zone is unknown to this runtime. */
export function dateIn(timeZone: string, now: Date): string {
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return formatter('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/** Minutes `timeZone` is ahead of UTC at `at` (negative west of Greenwich). */
export function utcOffsetMinutes(timeZone: string, at: Date): number {
  const parts = formatter('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/**
 * A stretch of time in which a time zone keeps one offset from UTC: the spa's calendar date at any moment in it is
 * plain arithmetic, with no Intl.DateTimeFormat (whose first use costs a phone's browser tens of milliseconds).
 */
export interface OffsetSpan {
  /** Minutes ahead of UTC. */
  offset: number;
  /** From this moment (ms since the epoch)… */
  since: number;
  /** …until just before this one. */
  until: number;
}

const DAY_MS = 86_400_000;
const SPAN_REACH_DAYS = 366;

/** The moment, to the minute, after `from` and at most `to`, where the offset first differs from `from`'s. */
function changeBetween(timeZone: string, from: number, to: number): number {
  const offset = utcOffsetMinutes(timeZone, new Date(from));
  let lo = from;
  let hi = to;
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (utcOffsetMinutes(timeZone, new Date(mid)) === offset) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The span around `at` in which `timeZone` keeps `at`'s offset, looking at most a year either way. */
export function offsetSpanAt(timeZone: string, at: Date): OffsetSpan {
  const t = Math.floor(at.getTime() / 60_000) * 60_000;
  const offset = utcOffsetMinutes(timeZone, at);
  let until = t + SPAN_REACH_DAYS * DAY_MS;
  for (let day = 1; day <= SPAN_REACH_DAYS; day++) {
    if (utcOffsetMinutes(timeZone, new Date(t + day * DAY_MS)) !== offset) {
      until = changeBetween(timeZone, t + (day - 1) * DAY_MS, t + day * DAY_MS);
      break;
    }
  }
  let since = t - SPAN_REACH_DAYS * DAY_MS;
  for (let day = 1; day <= SPAN_REACH_DAYS; day++) {
    if (utcOffsetMinutes(timeZone, new Date(t - day * DAY_MS)) !== offset) {
      since = changeBetween(timeZone, t - day * DAY_MS, t - (day - 1) * DAY_MS);
      break;
    }
  }
  return { offset, since, until };
}

/** A span as a page carries it: "offset since until", the moments in ISO form. */
export function formatOffsetSpan(span: OffsetSpan): string {
  return `${span.offset} ${new Date(span.since).toISOString()} ${new Date(span.until).toISOString()}`;
}

/** The span formatOffsetSpan wrote, or null for anything else. */
export function parseOffsetSpan(value: string | null | undefined): OffsetSpan | null {
  const [offset, since, until] = (value ?? '').split(' ');
  const span = { offset: Number(offset), since: Date.parse(since ?? ''), until: Date.parse(until ?? '') };
  return value && [span.offset, span.since, span.until].every(Number.isFinite) ? span : null;
}

/** "YYYY-MM-DD" of `now` in a zone whose offset at that moment `span` gives, or null when `now` is outside it. */
export function dateInSpan(span: OffsetSpan, now: Date): string | null {
  const t = now.getTime();
  if (!(t >= span.since && t < span.until)) return null;
  return new Date(t + span.offset * 60_000).toISOString().slice(0, 10);
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
  return formatter('en-US', { ...options, timeZone: 'UTC' }).format(new Date(Date.UTC(y!, m! - 1, d!)));
}
