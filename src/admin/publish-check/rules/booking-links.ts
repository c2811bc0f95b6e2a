// Booking and financing links that do not answer: every booking address the content holds, and the financing
// widget the payment-plans page loads, asked from the owner's browser. A booking site that is down loses every
// visitor who taps Book; the answer depends on the network, so this rule lists what to ask and judges the answers.
import { findKindRefs } from '@schemas/kit/image-refs';
import { config } from '@/lib/config';
import { entriesOf, fixAt, sourceOf, type Finding, type SiteContent } from '../site-content';

export interface CheckedLink {
  url: string;
  /** What the owner knows it as. */
  where: string;
  page: string;
  source: Finding['source'];
  fix: Finding['fix'];
}

export const BOOKING_RULE = { id: 'booking-links', title: 'Booking and financing links that do not answer' } as const;

/** Every booking address the site's Book buttons go to, and the financing widget's script. */
export function linksToCheck({ snapshot }: SiteContent): CheckedLink[] {
  const links = entriesOf(snapshot).flatMap((entry) =>
    findKindRefs(entry.entity.schema, entry.data, 'booking').map((ref) => ({
      url: ref.url,
      where: `${entry.name}, ${ref.labels.join(' › ')}`,
      page: entry.page,
      source: sourceOf(entry),
      fix: fixAt(entry, ref.path.join('.'), ref.labels[ref.labels.length - 1] ?? 'Booking Address'),
    })),
  );
  // The widget is a setting of the site's build (VITE_FINANCING_SCRIPT_URL), not content: no field fixes it.
  return [...links, { url: config.financing.scriptUrl, where: 'The financing widget (a setting of the site’s build)', page: '/payment-plans', source: null, fix: null }];
}

/** How long an address may take to answer. */
export const ANSWER_MS = 8000;

/**
 * Whether an address answers: any response counts (an opaque one included: another site's page cannot be read from
 * here); a network error or no response within `timeoutMs` does not.
 */
export async function answers(url: string, timeoutMs = ANSWER_MS, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetcher(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', redirect: 'follow', signal: AbortSignal.timeout(timeoutMs) });
    return true;
  } catch {
    return false;
  }
}

/** The links that did not answer, each asked once however many places use it. */
export async function unansweredLinks(links: readonly CheckedLink[], ask: (url: string) => Promise<boolean> = answers): Promise<Finding[]> {
  const urls = [...new Set(links.map((l) => l.url))];
  const answered = new Map(await Promise.all(urls.map(async (url) => [url, await ask(url)] as const)));
  return links.filter((l) => !answered.get(l.url)).map((l) => ({ rule: BOOKING_RULE.id, problem: `${l.url} does not answer: ${l.where}`, page: l.page, source: l.source, fix: l.fix }));
}
