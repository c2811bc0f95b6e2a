// Shown to every visitor while maintenance mode is on (the signed-in owner still sees the site), with the spa's
// phone and e-mail so a client can still book or ask.
import { businessInfoEntity, contactInfoEntity } from '@schemas/published';
import { usePublishedDoc, useSiteContent } from '@/blocks/content';
import { phoneHref } from '@/blocks/ui/format';
import { SiteImage } from '@/blocks/ui/site-image';
import { SiteMetadata } from '../components/site-metadata';

export function MaintenancePage() {
  const { content } = useSiteContent();
  const business = usePublishedDoc(businessInfoEntity);
  const contact = usePublishedDoc(contactInfoEntity);
  return (
    <main className="grid min-h-dvh place-items-center bg-ivory px-6 py-16 text-center">
      <SiteMetadata content={content} title={business ? `Under Maintenance | ${business.name}` : 'Under Maintenance'} />
      <div className="max-w-xl">
        {business && <SiteImage src={business.images.logo} alt={business.name} sizes="240px" width={240} height={64} eager className="mx-auto mb-10 h-14 w-auto" />}
        <h1 className="font-serif text-5xl font-medium text-espresso sm:text-6xl">Under Maintenance</h1>
        <div aria-hidden="true" className="mx-auto my-8 h-px w-16 bg-gold/60" />
        <p className="text-lg leading-relaxed text-espresso/85">Our website is under maintenance and will be back shortly.</p>
        <p className="mt-3 text-lg leading-relaxed text-espresso/85">Thank you for your patience.</p>
        {contact && (
          <address className="mt-10 flex flex-col items-center gap-3 not-italic sm:flex-row sm:justify-center sm:gap-6">
            <a href={phoneHref(contact.phone)} className="inline-flex min-h-11 items-center rounded-full border border-espresso/20 px-6 text-espresso hover:border-gold hover:text-gold">
              <span className="sr-only">Phone: </span>
              {contact.phone}
            </a>
            <a href={`mailto:${contact.email}`} className="inline-flex min-h-11 items-center break-all rounded-full border border-espresso/20 px-6 text-espresso hover:border-gold hover:text-gold">
              <span className="sr-only">E-mail: </span>
              {contact.email}
            </a>
          </address>
        )}
      </div>
    </main>
  );
}
