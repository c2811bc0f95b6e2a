// Shown to every visitor while maintenance mode is on (the signed-in owner still sees the site).
import { businessInfoEntity } from '@schemas/singletons/business-info';
import { usePublishedDoc, useSiteContent } from '@/blocks/content';
import { SiteImage } from '@/blocks/ui/site-image';
import { SiteMetadata } from '../components/site-metadata';

export function MaintenancePage() {
  const { content } = useSiteContent();
  const business = usePublishedDoc(businessInfoEntity);
  return (
    <main className="grid min-h-dvh place-items-center bg-ivory px-6 py-16 text-center">
      <SiteMetadata content={content} title={business ? `Under Maintenance | ${business.name}` : 'Under Maintenance'} />
      <div className="max-w-xl">
        {business && <SiteImage src={business.images.logo} alt={business.name} sizes="240px" width={240} height={64} eager className="mx-auto mb-10 h-14 w-auto" />}
        <h1 className="font-serif text-5xl font-medium text-espresso sm:text-6xl">Under Maintenance</h1>
        <div aria-hidden="true" className="mx-auto my-8 h-px w-16 bg-gold/60" />
        <p className="text-lg leading-relaxed text-espresso/85">Our website is under maintenance and will be back shortly.</p>
        <p className="mt-3 text-lg leading-relaxed text-espresso/85">Thank you for your patience.</p>
      </div>
    </main>
  );
}
