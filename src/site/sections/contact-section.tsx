// Contact (id "contact"): address, phone, email, social links and the contact form.
import { useSiteContent } from '../data/site-content';
import { addressLines, phoneHref } from '../lib/format';
import { ContactForm } from '../components/contact-form';
import { FacebookIcon, InstagramIcon } from '../components/social-icons';
import { eyebrow, sectionTitle } from '../components/ui-classes';

export function ContactSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const contact = useSiteContent().content?.contactInfo;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const linkClass = 'underline decoration-gold/50 underline-offset-4 hover:text-gold';

  return (
    <section id="contact" tabIndex={-1} aria-labelledby="contact-heading" className="scroll-mt-20 px-4 py-16 outline-none sm:px-6 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-10 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-espresso/5 sm:p-10 md:grid-cols-[2fr_3fr]">
        <div>
          <p className={eyebrow}>Visit Us</p>
          <Heading id="contact-heading" className={`mt-3 ${sectionTitle}`}>
            Contact Us
          </Heading>
          <p className="mt-4 leading-relaxed text-espresso/85">Questions or ready to book? Send us a message and our team will be in touch.</p>
          {contact && (
            <dl className="mt-8 space-y-5 text-espresso">
              <div>
                <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">Address</dt>
                <dd className="mt-1">
                  <address className="not-italic">
                    {addressLines(contact).map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">Phone</dt>
                <dd className="mt-1">
                  <a href={phoneHref(contact.phone)} className={linkClass}>
                    {contact.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">Email</dt>
                <dd className="mt-1">
                  <a href={`mailto:${contact.email}`} className={`${linkClass} break-all`}>
                    {contact.email}
                  </a>
                </dd>
              </div>
              {(contact.social.instagram || contact.social.facebook) && (
                <div>
                  <dt className="text-xs font-semibold uppercase tracking-[0.18em] text-espresso/75">Follow Us</dt>
                  <dd className="mt-2 flex gap-3">
                    {contact.social.instagram && (
                      <a href={contact.social.instagram} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 rounded-full bg-sand px-4 py-2 text-sm hover:bg-blush">
                        <InstagramIcon /> Instagram
                      </a>
                    )}
                    {contact.social.facebook && (
                      <a href={contact.social.facebook} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 rounded-full bg-sand px-4 py-2 text-sm hover:bg-blush">
                        <FacebookIcon /> Facebook
                      </a>
                    )}
                  </dd>
                </div>
              )}
            </dl>
          )}
        </div>
        <ContactForm />
      </div>
    </section>
  );
}
