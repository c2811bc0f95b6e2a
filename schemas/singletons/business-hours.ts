import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { time } from '../kit/atoms';
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

/** The seven weekdays. Holiday hours are a collection of their own (collections/special-hours.ts). */
export const businessHoursSchema = z.object({
  monday: dayHours('Monday'),
  tuesday: dayHours('Tuesday'),
  wednesday: dayHours('Wednesday'),
  thursday: dayHours('Thursday'),
  friday: dayHours('Friday'),
  saturday: dayHours('Saturday'),
  sunday: dayHours('Sunday'),
});

export type BusinessHours = z.infer<typeof businessHoursSchema>;

export const businessHoursEntity = defineEntity({
  id: 'business-hours',
  kind: 'singleton',
  label: 'Business Hours',
  noun: 'business hours',
  path: 'settings/business-hours',
  publish: { key: 'businessHours' },
  nav: { label: 'Business Hours', group: 'Settings', slug: 'hours', order: 90 },
  schema: businessHoursSchema,
});
