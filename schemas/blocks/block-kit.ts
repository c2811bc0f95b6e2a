// Shapes shared by block schemas: text fields whose default is the site's wording, so stored blocks that
// never set them read exactly as the site always has.
import * as z from 'zod/mini';
import { field, type FieldUi } from '../kit/ui';
import { LIMITS, line, requiredText } from '../kit/atoms';

/** A required text with a default: the field may be absent from stored data and then reads `value`. */
export function textWithDefault(label: string, value: string, max: number = LIMITS.short, ui: Partial<FieldUi> = {}) {
  return field((name) => z._default(requiredText(max)(name), value), { label, ...(max > 300 ? { widget: 'textarea', rows: 3 } : {}), ...ui });
}

/** A list of short lines (badges, rules, steps) with a default. */
export function linesWithDefault(label: string, value: readonly string[], maxItems = 8) {
  return field(
    z._default(
      z.array(line()).check(z.maxLength(maxItems, { error: `At most ${maxItems} lines` })),
      () => [...value],
    ),
    { label, widget: 'lines' },
  );
}
