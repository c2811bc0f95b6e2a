// Whether an item may be published at all (see `publish.only` and `schedule.prune` in define-entity.ts): one answer
// for publishing, which leaves such an item out of the published content, and for the admin, which says why.
import type { EntityPublish, EntitySchedule } from '@schemas/kit/define-entity';
import { scheduleStatus } from '@schemas/kit/dates';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Why the item may not be published on `today` (the spa's date): the first condition it fails, or its end date
 * when it has passed on a pruned schedule; undefined when it may be.
 */
export function unpublishableReason(entity: { readonly publish?: EntityPublish; readonly schedule?: EntitySchedule }, item: Record<string, unknown>, today: string): string | undefined {
  const failed = failedCondition(entity, item);
  if (failed) return failed;
  const schedule = entity.schedule;
  const end = schedule?.prune ? text(item[schedule.end]) : undefined;
  if (end && scheduleStatus({ startDate: undefined, endDate: end }, today) === 'expired') return `Past its last day (${end})`;
  return undefined;
}

/** Why the item fails its entity's publish conditions (`publish.only`), if it does; its dates aside. */
export function failedCondition(entity: { readonly publish?: EntityPublish }, item: Record<string, unknown>): string | undefined {
  return entity.publish?.only?.find((c) => (item[c.field] ?? false) !== c.equals)?.otherwise;
}
