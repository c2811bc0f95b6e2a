// The footer: contact details, opening hours, legal links (two of them as modals), SMS consent and copyright.
import { businessHoursEntity, businessInfoEntity, contactInfoEntity, specialHoursEntity } from '@schemas/published';
import { useHydrated } from '@/lib/use-hydrated';
import { usePublishedDoc, usePublishedItems, useSiteContent } from '@/blocks/content';
import { addressLines, phoneHref } from '@/blocks/ui/format';
import { HoursList } from '@/blocks/ui/hours-list';
import { opensDialog, SiteDialog } from '@/blocks/ui/site-dialog';
import { SpecialHoursList } from '@/blocks/ui/special-hours';
import { smsConsentText } from '@/blocks/ui/sms-consent';
import { useToday } from '@/lib/today';
import { CancellationPolicyText, TermsOfServiceText } from '../content/policies';
import { useCategories } from '@/blocks/use-catalogue';
import { footerLinks } from '../routes';

/** The two policies that open in a modal (dialogs with these ids), at their places among the footer's legal links. */
const POLICY_MODALS: Array<{ dialog: string; label: string; position: number }> = [
  { dialog: 'terms-of-service', label: 'Terms of Service', position: 2 },
  { dialog: 'cancellation-policy', label: 'Cancellation Policy', position: 3 },
];
const LEGAL = [...footerLinks('legal'), ...POLICY_MODALS].sort((a, b) => a.position - b.position);

const heading = 'mb-4 text-xs font-semibold uppercase tracking-[0.24em] text-gold-light';
const link = 'hover:text-gold-light underline-offset-4 hover:underline';

export function SiteFooter() {
  const { content } = useSiteContent();
  // Prerendered pages carry the year they were published in; the visitor's clock takes over once hydrated.
  const hydrated = useHydrated();
  const year = hydrated || !content ? new Date().getFullYear() : new Date(content.lastGenerated).getUTCFullYear();
  const name = usePublishedDoc(businessInfoEntity)?.name ?? '';
  const contact = usePublishedDoc(contactInfoEntity);
  const hours = usePublishedDoc(businessHoursEntity);
  const special = usePublishedItems(specialHoursEntity);
  const today = useToday();
  const explore = footerLinks('explore', useCategories());

  return (
    <footer className="bg-espresso text-ivory/90">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-6 py-14 lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <p className="font-serif text-3xl text-ivory">{name}</p>
          {contact && (
            <address className="mt-4 space-y-1 text-sm not-italic leading-relaxed">
              {addressLines(contact.address).map((line, i) => (
                <span key={`${i}-${line}`} className="block">
                  {line}
                </span>
              ))}
              <a href={phoneHref(contact.phone)} className={`block pt-2 ${link}`}>
                {contact.phone}
              </a>
              <a href={`mailto:${contact.email}`} className={`block break-all ${link}`}>
                {contact.email}
              </a>
            </address>
          )}
        </div>
        <div className="col-span-2 sm:col-span-1">
          <h2 className={heading}>Hours</h2>
          {hours && <HoursList hours={hours} />}
          <SpecialHoursList entries={special} today={today} />
        </div>
        <nav aria-label="Treatments">
          <h2 className={heading}>Explore</h2>
          <ul className="space-y-2 text-sm">
            {explore.map((l) => (
              <li key={l.to}>
                <a href={l.to} className={link}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className={heading}>Policies</h2>
          <ul className="space-y-2 text-sm">
            {LEGAL.map((l) => (
              <li key={l.label}>
                {'to' in l ? (
                  <a href={l.to} className={link}>
                    {l.label}
                  </a>
                ) : (
                  <button {...opensDialog(l.dialog)} className={link}>
                    {l.label}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-ivory/15">
        <div className="mx-auto max-w-6xl space-y-3 px-6 py-6 text-xs leading-relaxed text-ivory/80">
          <p data-testid="sms-consent">{smsConsentText(name)}</p>
          <p>
            © {year} {name}. All rights reserved.
          </p>
        </div>
      </div>
      <SiteDialog id="terms-of-service" title="Terms of Service">
        <TermsOfServiceText businessName={name} />
      </SiteDialog>
      <SiteDialog id="cancellation-policy" title="Cancellation Policy">
        <CancellationPolicyText businessName={name} />
      </SiteDialog>
    </footer>
  );
}
