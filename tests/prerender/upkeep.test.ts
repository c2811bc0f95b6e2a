// The daily upkeep the Firebase build schedules beside its page function (src/prerender/upkeep.ts): on the day after
// a before-and-after result's consent ran out, it leaves the published content with the owner's notice of where it
// showed, and enquiries older than the period she keeps them are removed, whether or not she opens the admin.
import { describe, expect, it } from 'vitest';
import { demoContent } from '@/backend/demo/demo-content';
import type { DocData } from '@/backend/port';
import { dailyUpkeep } from '@/prerender/upkeep';
import { itemDocPath } from '@schemas/kit/published-store';
import { enquirySettingsEntity } from '@schemas/singletons/enquiry-settings';
import { publishedStore } from '../support/published';
import { galleryResult } from '../support/gallery';

const enquiry = (at: string) => ({ name: 'Grace', email: 'grace@example.com', message: 'Saturday, please.', page: '/contact', at, forwarded: true });

function docs(extra: Record<string, DocData> = {}): Record<string, DocData> {
  const demo = Object.fromEntries(Object.entries(demoContent()).filter(([path]) => !path.startsWith('gallery/')));
  return {
    ...demo,
    // Its consent's last day is 2027-10-01.
    'gallery/ends': galleryResult(),
    'enquiries/old': enquiry('2026-09-30T10:00:00.000Z'),
    'enquiries/recent': enquiry('2027-09-20T10:00:00.000Z'),
    ...extra,
  };
}

describe('the daily upkeep', () => {
  it('takes a result out on the day after its consent’s last day, telling the owner, and removes enquiries kept past her period', async () => {
    const store = await publishedStore(docs(), new Date('2026-11-20T10:00:00.000Z'));
    // Its last day: nothing to take out yet; the enquiry of 2026-09-30, kept more than 12 months, goes.
    expect(await dailyUpkeep(store, new Date('2027-10-01T18:00:00Z'))).toEqual({ unpublished: 0, enquiriesRemoved: 1, copiesRemoved: 0 });
    expect(store.docs[itemDocPath('gallery', 'ends')]).toBeDefined();
    expect(Object.keys(store.docs).filter((p) => p.startsWith('enquiries/'))).toEqual(['enquiries/recent']);

    expect(await dailyUpkeep(store, new Date('2027-10-02T18:00:00Z'))).toEqual({ unpublished: 1, enquiriesRemoved: 0, copiesRemoved: 0 });
    expect(store.docs[itemDocPath('gallery', 'ends')]).toBeUndefined();
    const notice = Object.entries(store.docs).find(([path]) => path.startsWith('notices/'))?.[1];
    expect(notice?.lines).toEqual(['Before & After Entry “Two weeks after one session”: past its last day (2027-10-01). It was shown on /gallery, /injectables/botox.']);
    // Done for the day: a second run finds nothing.
    expect(await dailyUpkeep(store, new Date('2027-10-02T19:00:00Z'))).toEqual({ unpublished: 0, enquiriesRemoved: 0, copiesRemoved: 0 });
  });

  it('keeps enquiries for the period the owner set', async () => {
    const store = await publishedStore(docs({ [enquirySettingsEntity.path]: { retentionMonths: 1, rev: 1 } }), new Date('2026-11-20T10:00:00.000Z'));
    // One month: the enquiry of 2026-09-30 goes at once, the one of 2027-09-20 a month later (with the result, whose
    // consent has run out by then).
    expect(await dailyUpkeep(store, new Date('2027-09-25T12:00:00Z'))).toEqual({ unpublished: 0, enquiriesRemoved: 1, copiesRemoved: 0 });
    expect(await dailyUpkeep(store, new Date('2027-10-19T12:00:00Z'))).toEqual({ unpublished: 1, enquiriesRemoved: 0, copiesRemoved: 0 });
    expect(await dailyUpkeep(store, new Date('2027-10-21T12:00:00Z'))).toEqual({ unpublished: 0, enquiriesRemoved: 1, copiesRemoved: 0 });
    expect(Object.keys(store.docs).filter((p) => p.startsWith('enquiries/'))).toEqual([]);
  });
});
