// Holiday hours: one document per date with its own hours or a closure. A collection rather than a list inside
// business hours, so that the security rules check each date whole within Firestore's 1,000-expression budget.
import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { optionalText } from '../kit/atoms';
import { requiredDate } from '../kit/schedule';
import { timesInOrder } from '../kit/ordered-times';

/** An HH:MM time or empty (a closed day has none). */
const optionalTime = z.optional(z.string().check(z.regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/, { error: 'Use a time like 09:00' })));

/** One date with its own hours or a closure (holidays, training days), and a short note visitors read. */
export const specialHoursSchema = timesInOrder(
  z.object({
    date: field(requiredDate(), { label: 'Date', column: 'title' }),
    isClosed: field(z.boolean(), { label: 'Closed all day', widget: 'checkbox', column: 'note' }),
    open: field(optionalTime, { label: 'Opening Time', widget: 'time', disabledWhen: 'isClosed', column: 'note' }),
    close: field(optionalTime, { label: 'Closing Time', widget: 'time', disabledWhen: 'isClosed', column: 'note' }),
    note: field(optionalText(80), { label: 'Note', placeholder: 'e.g. Christmas Eve', column: 'body' }),
  }),
);

export type SpecialHours = z.infer<typeof specialHoursSchema>;

/** The most dates kept: the published content's worst case counts on it. */
export const MAX_SPECIAL_HOURS = 40;

export const specialHoursEntity = defineEntity({
  id: 'special-hours',
  kind: 'collection',
  label: 'Holiday Hours',
  noun: 'holiday date',
  path: 'special-hours',
  // Dates are listed in calendar order, not by hand.
  sortBy: 'date',
  // Ids are generated (20 characters) or kept from the list the dates were in before (at most 40).
  publish: { key: 'specialHours', everyPage: true, maxItems: MAX_SPECIAL_HOURS, maxIdLength: 40 },
  nav: { label: 'Holiday Hours', group: 'Settings', slug: 'holiday-hours', order: 91 },
  schema: specialHoursSchema,
});
