// The daily upkeep on Firebase, run by a scheduled function beside the page function (page-function.ts), so that
// what the site must stop showing or keeping goes on time whether or not the owner opens the admin (which does the
// same when it opens): before-and-after results past their consent's last day leave the published content (the
// publish writes the owner's notice of where they showed), and enquiries older than the period she keeps them are
// removed for good.
import { removeExpiredEnquiries } from '@/backend/enquiries';
import { expiredPaths } from '@/backend/publish';
import { publishChanges, type PublishIO } from '@/backend/published/publish-changes';
import { pageRules } from '@/backend/published/page-rules';

export interface UpkeepDone {
  /** Items taken out of the published content. */
  unpublished: number;
  /** Enquiries removed. */
  enquiriesRemoved: number;
}

export async function dailyUpkeep(io: PublishIO, now: Date = new Date()): Promise<UpkeepDone> {
  const paths = await expiredPaths((path) => io.getDoc(path), now);
  if (paths.length) await publishChanges(io, paths, { rules: pageRules, now });
  const enquiriesRemoved = await removeExpiredEnquiries(io, now);
  return { unpublished: paths.length, enquiriesRemoved };
}
