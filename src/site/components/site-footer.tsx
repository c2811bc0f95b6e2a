// The footer: contact details, opening hours, legal links (two of them as modals), SMS consent and copyright.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Modal } from '@/components/ui/modal';
import { useHydrated } from '@/lib/use-hydrated';
import { useSiteContent } from '../data/site-content';
import { addressLines, hoursRows, phoneHref } from '../lib/format';
import { CancellationPolicyText, TermsOfServiceText } from '../content/policies';

export const CATEGORY_LINKS = [
  { to: '/injectables', label: 'Injectables' },
  { to: '/vitamins', label: 'Vitamin Therapy' },
  { to: '/facial-rejuvenation', label: 'Facial Rejuvenation' },
  { to: '/laser', label: 'Laser Hair Removal' },
  { to: '/scalp-care', label: 'Scalp Care' },
  { to: '/skincare', label: 'Skincare' },
  { to: '/services', label: 'All Services' },
  { to: '/specials', label: 'Special Offers' },
] as const;

const heading = 'mb-4 text-xs font-semibold uppercase tracking-[0.24em] text-gold-light';
const link = 'hover:text-gold-light underline-offset-4 hover:underline';

export function SiteFooter() {
  const { content } = useSiteContent();
  // Prerendered pages carry the year they were published in; the visitor's clock takes over once hydrated.
  const hydrated = useHydrated();
  const year = hydrated || !content ? new Date().getFullYear() : new Date(content.lastGenerated).getUTCFullYear();
  const [policy, setPolicy] = useState<'terms' | 'cancellation' | null>(null);
  const name = content?.businessInfo?.name ?? '';
  const contact = content?.contactInfo;
  const hours = content?.businessHours;
  const close = () => setPolicy(null);

  return (
    <footer className="bg-espresso text-ivory/90">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-6 py-14 lg:grid-cols-4">
        <div className="col-span-2 sm:col-span-1">
          <p className="font-serif text-3xl text-ivory">{name}</p>
          {contact && (
            <address className="mt-4 space-y-1 text-sm not-italic leading-relaxed">
              {addressLines(contact).map((line) => (
                <span key={line} className="block">
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
          {hours && (
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {hoursRows(hours).map((row) => (
                <div key={row.day} className="contents">
                  <dt className="text-ivory">{row.day}</dt>
                  <dd>{row.text}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <nav aria-label="Treatments">
          <h2 className={heading}>Explore</h2>
          <ul className="space-y-2 text-sm">
            {CATEGORY_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={link}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className={heading}>Policies</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link to="/privacy-policy" className={link}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <button type="button" onClick={() => setPolicy('terms')} className={link} aria-haspopup="dialog">
                Terms of Service
              </button>
            </li>
            <li>
              <button type="button" onClick={() => setPolicy('cancellation')} className={link} aria-haspopup="dialog">
                Cancellation Policy
              </button>
            </li>
            <li>
              <Link to="/payment-plans" className={link}>
                Payment Plans
              </Link>
            </li>
            <li>
              <Link to="/sms-disclosure" className={link}>
                SMS Disclosure
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-ivory/15">
        <div className="mx-auto max-w-6xl space-y-3 px-6 py-6 text-xs leading-relaxed text-ivory/80">
          <p data-testid="sms-consent">
            By providing your phone number, you agree to receive text messages from {name} about your appointments, offers and updates. Message frequency varies.
            Message and data rates may apply. Reply HELP for help or STOP to opt out at any time. Consent is not a condition of purchase.
          </p>
          <p>
            © {year} {name}. All rights reserved.
          </p>
        </div>
      </div>
      <Modal open={policy === 'terms'} onClose={close} title="Terms of Service" className="bg-ivory">
        <TermsOfServiceText businessName={name} />
      </Modal>
      <Modal open={policy === 'cancellation'} onClose={close} title="Cancellation Policy" className="bg-ivory">
        <CancellationPolicyText businessName={name} />
      </Modal>
    </footer>
  );
}
