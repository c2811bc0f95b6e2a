// "Today" on the spa's calendar, for offers on a schedule and holiday hours. Pages rendered ahead of the visit (the
// build's prerendered pages, the page function's) are rendered for the moment they were made, written into the
// page (`data-rendered-at` on #root), so hydration renders the very same page; from then on the visitor's clock
// counts, so a page kept past an offer's end date drops it.
import { config } from '@/app/config';
import { dateIn, scheduleStatus } from '@schemas/kit/dates';
import type { EntitySchedule } from '@schemas/kit/define-entity';
import { useHydrated } from '@/lib/use-hydrated';
import { RENDERED_AT_ATTRIBUTE } from '@/lib/prerender-keys';

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

/** Today's date ("YYYY-MM-DD") in the spa's time zone. */
export function spaToday(now: Date = new Date()): string {
  return dateIn(config.timeZone, now);
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
