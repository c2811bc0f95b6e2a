// The daily upkeep on Firebase, run by a scheduled function beside the page function (page-function.ts), so that
// what the site must stop showing or keeping goes on time whether or not the owner opens the admin (which does the
// same when it opens): before-and-after results past their consent's last day leave the published content (the
// publish writes the owner's notice of where they showed), copies of private photos that no published content
// names any more are removed (one whose removal failed after a publish), and enquiries older than the period she
// keeps them are removed for good.
import { removeExpiredEnquiries } from '@/backend/enquiries';
import { expiredPaths } from '@/backend/publish';
import { publishChanges, sweepCopies, type PublishIO } from '@/backend/published/publish-changes';
import type { MediaPort } from '@/backend/port';
import { pageRules } from '@/backend/published/page-rules';

export interface UpkeepDone {
  /** Items taken out of the published content. */
  unpublished: number;
  /** Enquiries removed. */
  enquiriesRemoved: number;
  /** Private photos whose copies for visitors were removed, no published content naming them. */
  copiesRemoved: number;
}

export async function dailyUpkeep(io: PublishIO, now: Date = new Date(), media?: MediaPort): Promise<UpkeepDone> {
  const paths = await expiredPaths((path) => io.getDoc(path), now);
  if (paths.length) await publishChanges(io, paths, { rules: pageRules, now, media });
  // Enquiries first: a storage failure must not keep them past her period.
  const enquiriesRemoved = await removeExpiredEnquiries(io, now);
  const copiesRemoved = media ? (await sweepCopies(io, media, now)).length : 0;
  return { unpublished: paths.length, enquiriesRemoved, copiesRemoved };
}
