// Contact (id "contact"): the block's texts, the address, phone, email and social links, and the contact form.
import { businessInfoEntity, contactInfoEntity } from '@schemas/published';
import type { BlockData, BlockProps, HeadingLevel } from './block-props';
import { usePublishedDoc } from './content';
import { addressLines, phoneHref, type AddressView } from './ui/format';
import { ContactForm } from './ui/contact-form';
import { FacebookIcon, InstagramIcon } from './ui/social-icons';
import { eyebrow, sectionTitle } from './ui/ui-classes';

export interface ContactView {
  phone?: string;
  email?: string;
  address?: AddressView;
  social?: { facebook?: string; instagram?: string };
}

const term = 'text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75';
const linkClass = 'underline decoration-gold/50 underline-offset-4 hover:text-gold';
const socialClass = 'inline-flex items-center gap-2 rounded-full bg-sand px-4 py-2 text-sm hover:bg-blush';

/** Address, phone, email and social links; the parts not given are left out. */
export function ContactDetails({ contact }: { contact: ContactView }) {
  const lines = addressLines(contact.address ?? {});
  const { instagram, facebook } = contact.social ?? {};
  return (
    <dl className="mt-8 space-y-5 text-espresso">
      {lines.length > 0 && (
        <div>
          <dt className={term}>Address</dt>
          <dd className="mt-1">
            <address className="not-italic">
              {lines.map((line, i) => (
                <span key={`${i}-${line}`} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
      )}
      {contact.phone && (
        <div>
          <dt className={term}>Phone</dt>
          <dd className="mt-1">
            <a href={phoneHref(contact.phone)} className={linkClass}>
              {contact.phone}
            </a>
          </dd>
        </div>
      )}
      {contact.email && (
        <div>
          <dt className={term}>Email</dt>
          <dd className="mt-1">
            <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
              {contact.email}
            </a>
          </dd>
        </div>
      )}
      {(instagram || facebook) && (
        <div>
          <dt className={term}>Follow Us</dt>
          <dd className="mt-2 flex gap-3">
            {instagram && (
              <a href={instagram} target="_blank" rel="noopener noreferrer" className={socialClass}>
                <InstagramIcon /> Instagram
              </a>
            )}
            {facebook && (
              <a href={facebook} target="_blank" rel="noopener noreferrer" className={socialClass}>
                <FacebookIcon /> Facebook
              </a>
            )}
          </dd>
        </div>
      )}
    </dl>
  );
}

export function ContactSection({ block, headingLevel = 2 }: { block: BlockData<'Contact'>; headingLevel?: HeadingLevel }) {
  const contact = usePublishedDoc(contactInfoEntity);
  const businessName = usePublishedDoc(businessInfoEntity)?.name ?? '';
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section id="contact" tabIndex={-1} aria-labelledby="contact-heading" className="scroll-mt-20 px-4 py-16 outline-none sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-espresso/5 sm:p-10 md:grid-cols-[2fr_3fr]">
        <div>
          <p className={eyebrow}>{block.eyebrow}</p>
          <Heading id="contact-heading" className={`mt-3 ${sectionTitle}`}>
            {block.title}
          </Heading>
          <p className="mt-4 leading-relaxed text-espresso/85">{block.text}</p>
          {contact && <ContactDetails contact={contact} />}
        </div>
        <ContactForm privacyHint={block.privacyHint} businessName={businessName} />
      </div>
    </section>
  );
}

export function ContactBlock({ block }: BlockProps<'Contact'>) {
  return <ContactSection block={block} />;
}
