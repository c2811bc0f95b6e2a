// Holiday hours: the coming dates with special hours or a closure, for the footer (and the admin's preview).
import type { SpecialHours } from '@schemas/collections/special-hours';
import { DATE_PATTERN, formatDate } from '@schemas/kit/dates';
import { formatTime12 } from './format';

/** How many coming dates the footer lists. */
export const COMING_DATES_SHOWN = 4;

export type SpecialHoursView = Partial<SpecialHours>;

/** The hours of a special date as visitors read them: "Closed", "10:00 AM – 2:00 PM", or null without valid times. */
export function specialHoursText(entry: SpecialHoursView): string | null {
  if (entry.isClosed) return 'Closed';
  const open = formatTime12(entry.open ?? '');
  const close = formatTime12(entry.close ?? '');
  return open && close ? `${open} – ${close}` : null;
}

/** The dates from `today` on (spa dates, "YYYY-MM-DD"), soonest first, at most `limit` of them. */
export function comingSpecialHours<T extends SpecialHoursView>(entries: readonly T[], today: string, limit = COMING_DATES_SHOWN): T[] {
  return entries
    .filter((e) => typeof e.date === 'string' && DATE_PATTERN.test(e.date) && e.date >= today)
    .sort((a, b) => a.date!.localeCompare(b.date!))
    .slice(0, limit);
}

export function SpecialHoursList({ entries, today }: { entries: readonly SpecialHoursView[]; today: string }) {
  const coming = comingSpecialHours(entries, today);
  if (coming.length === 0) return null;
  return (
    <div className="mt-5" data-testid="holiday-hours">
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-gold-light">Holiday Hours</h3>
      <dl className="space-y-1.5 text-sm">
        {coming.map((entry, i) => {
          const hours = specialHoursText(entry);
          return (
            <div key={`${i}-${entry.date}`}>
              <dt className="text-ivory">{formatDate(entry.date!, { weekday: 'short', month: 'short', day: 'numeric' })}</dt>
              <dd>{[hours, entry.note].filter(Boolean).join(' · ')}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
