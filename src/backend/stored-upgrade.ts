// The writes that bring content stored in this browser by an earlier version of the site to the current shape
// (none when it is current). Loaded only when the browser holds content: a visitor's empty database needs none.
import { MAX_ELEMENTS } from '@schemas/blocks/element-limit';
import { SNAPSHOT_PATH } from '@schemas/snapshot-path';
import type { DocData, WriteOp } from './port';

/** Whether any stored document is of an earlier shape. */
function outdated(docs: Record<string, DocData>): boolean {
  return (
    Object.entries(docs).some(
      ([path, d]) =>
        path.startsWith('custom-sections/') ||
        (path.startsWith('sections/') && 'component' in d && !('block' in d)) ||
        // Holiday dates kept inside business hours before they became a collection.
        (path === 'settings/business-hours' && 'special' in d) ||
        // Custom sections holding more elements than one section may now.
        (path.startsWith('sections/') && Array.isArray((d.block as { elements?: unknown } | undefined)?.elements) && (d.block as { elements: unknown[] }).elements.length > MAX_ELEMENTS) ||
        // Services and category pages before the one catalogue; treatments and offers without an address.
        path.startsWith('services/') ||
        path.startsWith('category-pages/') ||
        ((path.startsWith('treatments/') || path.startsWith('specials/')) && !('slug' in d)),
    ) ||
    // Published as one document (templates/data) by an earlier version, and its history kept as whole copies.
    SNAPSHOT_PATH in docs ||
    Object.entries(docs).some(([path, d]) => path.startsWith('history-content/') && 'snapshot' in d)
  );
}

export async function storedUpgrade(docs: Record<string, DocData>): Promise<WriteOp[]> {
  return outdated(docs) ? (await import('./migrate')).upgradeDocuments(docs, { publish: true }) : [];
}
