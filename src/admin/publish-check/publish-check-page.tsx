// Publish Check: what on the site could get the spa sued or fined, each line naming the page it shows on and
// linking to the field that fixes it. Read from the stored content as it changes; the booking and financing links
// are asked from this browser once per visit (and again on request), not while offline.
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { dateIn } from '@schemas/kit/schedule';
import { config } from '@/lib/config';
import { usePublishedSnapshot } from '@/admin/shell/use-published-snapshot';
import { PageHeading, primaryButton } from '@/admin/pages/page-ui';
import { PUBLISH_RULES, checkSite } from './rules';
import { BOOKING_RULE, linksToCheck, unansweredLinks } from './rules/booking-links';
import { pageName, type Finding } from './site-content';

type LinkState = { state: 'offline' } | { state: 'checking' } | { state: 'blocked' } | { state: 'done'; findings: Finding[] };

export default function PublishCheckPage() {
  const snapshot = usePublishedSnapshot();
  const today = dateIn(config.timeZone, new Date());
  const content = useMemo(() => ({ snapshot, today }), [snapshot, today]);
  const findings = useMemo(() => checkSite(content), [content]);
  const links = useMemo(() => linksToCheck(content), [content]);
  const linkKey = links.map((l) => l.url).join(' ');
  const [round, setRound] = useState(0);
  const [linkState, setLinkState] = useState<LinkState>({ state: 'checking' });

  useEffect(() => {
    if (!navigator.onLine) {
      setLinkState({ state: 'offline' });
      return;
    }
    let live = true;
    setLinkState({ state: 'checking' });
    // The admin's page policy lets it ask any https site; a page first opened on the public site does not, and its
    // refusals are no answer about the links.
    let refused = false;
    const onRefused = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'connect-src') refused = true;
    };
    document.addEventListener('securitypolicyviolation', onRefused);
    void unansweredLinks(links).then((found) => {
      document.removeEventListener('securitypolicyviolation', onRefused);
      if (live) setLinkState(refused ? { state: 'blocked' } : { state: 'done', findings: found });
    });
    return () => {
      live = false;
      document.removeEventListener('securitypolicyviolation', onRefused);
    };
    // Asked again only when the addresses change or the owner asks, not on every edit of other content.
  }, [linkKey, round]); // eslint-disable-line react-hooks/exhaustive-deps

  const groups = [
    ...PUBLISH_RULES.map((rule) => ({ id: rule.id, title: rule.title, findings: findings.filter((f) => f.rule === rule.id), note: null as string | null })),
    {
      id: BOOKING_RULE.id,
      title: BOOKING_RULE.title,
      findings: linkState.state === 'done' ? linkState.findings : [],
      note:
        linkState.state === 'offline'
          ? 'Not checked: this browser is offline.'
          : linkState.state === 'blocked'
            ? 'Not checked: reload this page to let it ask the booking sites.'
            : linkState.state === 'checking'
              ? 'Checking…'
              : null,
    },
  ];
  const total = groups.reduce((n, g) => n + g.findings.length, 0);

  return (
    <div className="max-w-4xl">
      <PageHeading
        action={
          <button type="button" onClick={() => setRound((r) => r + 1)} disabled={linkState.state === 'checking'} className={`min-h-11 ${primaryButton}`}>
            Check links again
          </button>
        }
      >
        Publish Check
      </PageHeading>
      <p className="mb-6 text-stone-700">
        What on the site could cause trouble: pictures and links screen readers cannot name, headings out of order, text too faint to read, booking links
        that do not answer, testimonials without a results note, and before-and-after consent about to run out. Saving is never held back by these:
        photos without a valid consent are simply never shown.
      </p>
      <p role="status" className="mb-6 font-medium">
        {total === 0 ? 'Nothing to fix.' : `${total} ${total === 1 ? 'thing' : 'things'} to fix.`}
      </p>
      <div className="space-y-6">
        {groups.map((group) => (
          <section key={group.id} aria-labelledby={`check-${group.id}`} data-rule={group.id} className="rounded-2xl bg-white p-5 shadow-sm">
            <h2 id={`check-${group.id}`} className="font-serif text-2xl">
              {group.title} <span className="font-sans text-base text-stone-700">({group.findings.length})</span>
            </h2>
            {group.note && <p className="mt-2 text-stone-700">{group.note}</p>}
            {group.findings.length === 0 && !group.note && <p className="mt-2 text-stone-700">None.</p>}
            {group.findings.length > 0 && (
              <ul className="mt-3 divide-y divide-stone-200">
                {group.findings.map((f, i) => (
                  <li key={`${i}-${f.problem}`} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                    <div className="min-w-0">
                      <p id={`finding-${group.id}-${i}`} className="break-words">
                        {f.problem}
                      </p>
                      <p className="text-sm text-stone-700">On {pageName(f.page)}</p>
                    </div>
                    {f.fix && (
                      <Link
                        to={f.fix.href}
                        aria-describedby={`finding-${group.id}-${i}`}
                        className="inline-flex min-h-11 shrink-0 items-center font-medium text-gold underline underline-offset-2"
                      >
                        Fix {f.fix.label}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
