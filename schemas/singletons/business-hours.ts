import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { optionalText, time } from '../kit/atoms';
import { requiredDate } from '../kit/schedule';
import { timesInOrder } from '../kit/ordered-times';

export { WEEKDAYS, type Weekday } from '../kit/weekdays';

const dayHours = (label: string) =>
  field(
    timesInOrder(
      z.object({
        isClosed: field(z.boolean(), { label: 'Closed', widget: 'checkbox' }),
        open: field(time, { label: 'Opening Time', widget: 'time', disabledWhen: 'isClosed' }),
        close: field(time, { label: 'Closing Time', widget: 'time', disabledWhen: 'isClosed' }),
      }),
    ),
    { label },
  );

/** An HH:MM time or empty (a closed day has none). */
const optionalTime = z.optional(z.string().check(z.regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d)?$/, { error: 'Use a time like 09:00' })));

/** One date with its own hours or a closure (holidays, training days), and a short note visitors read. */
export const specialHoursSchema = timesInOrder(z.object({
  id: field(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/)), { label: 'Id', widget: 'hidden' }),
  date: field(requiredDate('Date'), { label: 'Date', widget: 'date' }),
  isClosed: field(z.boolean(), { label: 'Closed all day', widget: 'checkbox' }),
  open: field(optionalTime, { label: 'Opening Time', widget: 'time', disabledWhen: 'isClosed' }),
  close: field(optionalTime, { label: 'Closing Time', widget: 'time', disabledWhen: 'isClosed' }),
  note: field(optionalText('Note', 80), { label: 'Note', placeholder: 'e.g. Christmas Eve' }),
}));

export type SpecialHours = z.infer<typeof specialHoursSchema>;

export const businessHoursSchema = z.object({
  monday: dayHours('Monday'),
  tuesday: dayHours('Tuesday'),
  wednesday: dayHours('Wednesday'),
  thursday: dayHours('Thursday'),
  friday: dayHours('Friday'),
  saturday: dayHours('Saturday'),
  sunday: dayHours('Sunday'),
  special: field(z._default(z.array(specialHoursSchema).check(z.maxLength(40, { error: 'At most 40 dates' })), () => []), {
    label: 'Holiday Hours',
    widget: 'list',
    itemLabel: 'date',
    addLabel: 'Add a date',
    help: 'Dates with special hours or a closure. The footer shows the coming ones; past dates can stay or be removed.',
  }),
});

export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const businessHoursEntity = defineEntity({
  id: 'business-hours',
  kind: 'singleton',
  label: 'Business Hours',
  noun: 'business hours',
  path: 'settings/business-hours',
  publish: { key: 'businessHours' },
  nav: { label: 'Business Hours', slug: 'hours', order: 90 },
  schema: businessHoursSchema,
});
