// Tells a snapshot published by an earlier version of the site (version 1, 2 or 3) from a current one. Kept apart from
// migrate.ts so the public site loads the upgrade code only when it meets such a snapshot.
import type { DocData } from './port';

const isRecord = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);

export function isLegacySnapshot(data: DocData | null): boolean {
  if (!data) return false;
  // Version 2 snapshots always carry the price list, even an empty one.
  if (Array.isArray(data.services) && !('priceGroups' in data)) return true;
  // Version 3 published services and category pages, which version 4's catalogue replaced.
  if ('services' in data || 'categoryPages' in data) return true;
  // Version 2 kept holiday dates in business hours' `special` list; version 3 publishes them as specialHours.
  if (isRecord(data.businessHours) && 'special' in data.businessHours && !('specialHours' in data)) return true;
  return Array.isArray(data.customSections) || (Array.isArray(data.sections) && data.sections.some((s) => isRecord(s) && 'component' in s && !('block' in s)));
}
