// Before-and-after results whose consent runs out within 30 days: on the day after its last day the photos leave the
// site by themselves (see schemas/collections/gallery-entry.ts), so the owner is told in time to renew it with the
// patient, or to know they will go. Results already off the site (consent withdrawn, not covering the website,
// run out) are no finding: nothing of them is shown.
import { galleryEntryEntity } from '@schemas/collections/gallery-entry';
import { formatDate } from '@schemas/kit/dates';
import { unpublishableReason } from '@/lib/publishable';
import { entriesOf, fixAt, sourceOf, type PublishRule } from '../site-content';

/** How far ahead a consent's last day is reported. */
export const CONSENT_WARNING_DAYS = 30;

/** The date `days` after `date` (both YYYY-MM-DD). */
function datePlus(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

export const consentExpiryRule: PublishRule = {
  id: 'consent-expiry',
  title: `Before-and-after consent ending within ${CONSENT_WARNING_DAYS} days`,
  check({ snapshot, today }) {
    const horizon = datePlus(today, CONSENT_WARNING_DAYS);
    return entriesOf(snapshot).flatMap((entry) => {
      if (entry.entity.id !== galleryEntryEntity.id) return [];
      const last = entry.data.consentExpires;
      if (typeof last !== 'string' || last > horizon || unpublishableReason(galleryEntryEntity, entry.data, today)) return [];
      const when = formatDate(last, { month: 'short', day: 'numeric', year: 'numeric' });
      return [
        {
          rule: consentExpiryRule.id,
          problem: `${entry.name}: consent runs out on ${when}; its photos leave the site the day after`,
          page: entry.page,
          source: sourceOf(entry),
          fix: fixAt(entry, 'consentExpires', 'Consent valid until'),
        },
      ];
    });
  },
};
