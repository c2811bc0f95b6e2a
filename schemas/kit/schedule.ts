// Calendar dates for things on a schedule (offers with a start and an end, holiday hours). A date is a day of the
// spa's own calendar, "YYYY-MM-DD", compared as text; "today" is the date in the spa's time zone, so an offer
// ending on the 31st shows until midnight at the spa, whichever time zone the visitor or the server is in.
import * as z from 'zod/mini';
import { DATE_PATTERN, DATE_SOURCE } from './dates';
import { marked } from './ui';

export { DATE_PATTERN, dateIn, formatDate, scheduleStatus, type Scheduled, type ScheduleStatus } from './dates';

/** What a date field's value is: a calendar date, picked with the date widget. */
const DATE = { widget: 'date' } as const;

/** An optional calendar date as <input type="date"> gives it; empty means "none". An atom (see kit/ui.ts). */
export function optionalDate() {
  return (label: string) =>
    z.optional(marked(z.string().check(z.trim(), z.regex(new RegExp(`^(?:${DATE_SOURCE})?$`), { error: `${label} must be a date like 2026-12-31` })), DATE));
}

/** A required calendar date. An atom (see kit/ui.ts). */
export function requiredDate() {
  return (label: string) =>
    marked(z.string({ error: `${label} is required` }).check(z.trim(), z.regex(DATE_PATTERN, { error: `${label} is required (a date like 2026-12-31)` })), DATE);
}
