// "Today" on the spa's calendar, for offers on a schedule and holiday hours. Pages rendered ahead of the visit (the
// build's prerendered pages, the page function's) are rendered for the moment they were made, written into the
// page (`data-rendered-at` on #root), so hydration renders the very same page; from then on the visitor's clock
// counts, so a page kept past an offer's end date drops it.
import { config } from '@/lib/config';
import { dateIn, dateInSpan, offsetSpanAt, parseOffsetSpan, scheduleStatus, type OffsetSpan } from '@schemas/kit/dates';
import type { EntitySchedule } from '@schemas/kit/define-entity';
import { useHydrated } from '@/lib/use-hydrated';
import { RENDERED_AT_ATTRIBUTE, SPA_CLOCK_ATTRIBUTE } from '@/lib/prerender-keys';

let renderClock: Date | null = null;

/** The prerenderer and the page function render for this moment. */
export function setRenderClock(now: Date) {
  renderClock = now;
}

/** The moment the page on screen was rendered for, when it was rendered ahead (else now). */
function renderedAt(): Date {
  if (import.meta.env.SSR) return renderClock ?? new Date();
  const value = typeof document === 'undefined' ? null : document.getElementById('root')?.getAttribute(RENDERED_AT_ATTRIBUTE);
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : new Date();
}

let lastSpan: OffsetSpan | null = null;

/** The spa's offset from UTC around `now`, for the page to carry (SPA_CLOCK_ATTRIBUTE); worked out once a span. */
export function spaOffsetSpan(now: Date): OffsetSpan {
  if (!lastSpan || dateInSpan(lastSpan, now) === null) lastSpan = offsetSpanAt(config.timeZone, now);
  return lastSpan;
}

let carried: OffsetSpan | null | undefined;

/** The span a page rendered ahead carries, if it does. */
function carriedSpan(): OffsetSpan | null {
  if (carried === undefined) carried = parseOffsetSpan(typeof document === 'undefined' ? null : document.getElementById('root')?.getAttribute(SPA_CLOCK_ATTRIBUTE));
  return carried;
}

/**
 * Today's date ("YYYY-MM-DD") in the spa's time zone: from the offset the page carries while it holds, which
 * spares a phone Intl's first use (tens of milliseconds) while the page hydrates; else with Intl.
 */
export function spaToday(now: Date = new Date()): string {
  const span = import.meta.env.SSR ? null : carriedSpan();
  return (span && dateInSpan(span, now)) ?? dateIn(config.timeZone, now);
}

/** The spa's date for the page as it was rendered ahead of the visit (or today, for a page rendered here). */
export function renderedToday(): string {
  return spaToday(renderedAt());
}

export function useToday(): string {
  const hydrated = useHydrated();
  return spaToday(hydrated ? new Date() : renderedAt());
}

/** Whether an item of a scheduled entity is to be shown on `today`; items of other entities always are. */
export function isCurrent(entity: { readonly schedule?: EntitySchedule }, item: Record<string, unknown>, today: string): boolean {
  if (!entity.schedule) return true;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return scheduleStatus({ startDate: text(item[entity.schedule.start]), endDate: text(item[entity.schedule.end]) }, today) === 'current';
}
