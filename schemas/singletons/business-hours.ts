import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { time } from '../kit/atoms';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const dayHours = (label: string) =>
  field(
    z.object({
      isClosed: field(z.boolean(), { label: 'Closed', widget: 'checkbox' }),
      open: field(time, { label: 'Opening Time', widget: 'time', disabledWhen: 'isClosed' }),
      close: field(time, { label: 'Closing Time', widget: 'time', disabledWhen: 'isClosed' }),
    }),
    { label },
  );

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
  nav: { label: 'Business Hours', slug: 'hours', order: 90 },
  schema: businessHoursSchema,
});
