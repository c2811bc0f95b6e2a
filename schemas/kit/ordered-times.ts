// "Closing time after opening time", as a check the security-rules generator can state too. A check on an
// object is otherwise opaque to the generator (which refuses it); this one is registered with what it means.
import * as z from 'zod/mini';

export interface TimeOrder {
  /** The earlier time's key ("open"). */
  first: string;
  /** The later time's key ("close"), where the error is shown. */
  second: string;
  /** A boolean key that, when true, means the times do not apply ("isClosed"). */
  unless: string;
}

export const CLOSE_AFTER_OPEN = 'Closing time must be after opening time';

/** The checks made by timesInOrder(), with what each states. */
export const timeOrderChecks = new WeakMap<object, TimeOrder>();

/**
 * The object's `second` time is after its `first` (HH:MM compares as text), unless `unless` is true or either
 * time is empty.
 */
export function timesInOrder<S extends z.ZodMiniObject>(schema: S, order: TimeOrder = { first: 'open', second: 'close', unless: 'isClosed' }): S {
  const check = z.refine<z.output<S>>(
    (value) => {
      const v = value as Record<string, unknown>;
      const [a, b] = [v[order.first], v[order.second]];
      return v[order.unless] === true || typeof a !== 'string' || typeof b !== 'string' || a === '' || b === '' || a < b;
    },
    { error: CLOSE_AFTER_OPEN, path: [order.second] },
  );
  timeOrderChecks.set(check, order);
  return schema.check(check) as S;
}
