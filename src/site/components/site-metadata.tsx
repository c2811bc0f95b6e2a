// Search and sharing metadata with React 19's document metadata: title, description, keywords, geo, Open Graph,
// Twitter, favicon, canonical link and JSON-LD structured data built from the business and contact info.
import { useLocation } from 'react-router-dom';
import { WEEKDAYS, type BusinessHours } from '@schemas/singletons/business-hours';
import type { TemplateData } from '@schemas/singletons/template-data';
import { DAY_LABELS } from '../lib/format';
import { useHydrated } from '@/lib/use-hydrated';

const DESCRIPTION =
  'Luxury medical spa offering Botox, dermal fillers, IV vitamin therapy, HydraFacials, microneedling, chemical peels, laser hair removal, scalp care and medical weight loss.';
const KEYWORDS = [
  'med spa',
  'medical spa',
  'Botox',
  'dermal fillers',
  'lip filler',
  'IV vitamin therapy',
  'HydraFacial',
  'microneedling',
  'chemical peels',
  'laser hair removal',
  'scalp care',
  'medical weight loss',
];
/** SPEC §9: the three sample procedures named in the structured data. */
const SAMPLE_PROCEDURES = ['Botox injections', 'Dermal fillers', 'Laser hair removal'];
/** Used only when no business hours are stored (SPEC §9). */
const FALLBACK_HOURS = [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '18:00' }];

export function siteTitle(name: string, city: string | undefined): string {
  return city ? `${name} | Luxury Aesthetic Treatments in ${city}` : name;
}

function openingHours(hours: BusinessHours | null) {
  if (!hours) return FALLBACK_HOURS;
  return WEEKDAYS.filter((d) => !hours[d].isClosed).map((d) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: DAY_LABELS[d],
    opens: hours[d].open,
    closes: hours[d].close,
  }));
}

const absolute = (url: string) => new URL(url, window.location.origin).href;

export function structuredData(content: TemplateData, pageUrl: string) {
  const business = content.businessInfo;
  const contact = content.contactInfo;
  if (!business) return null;
  const social = [contact?.social.facebook, contact?.social.instagram].filter((s): s is string => !!s);
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    name: business.name,
    description: DESCRIPTION,
    url: pageUrl,
    logo: absolute(business.images.logo),
    image: absolute(business.images.hero),
    priceRange: '$$$$',
    ...(contact && {
      telephone: contact.phone,
      email: contact.email,
      address: {
        '@type': 'PostalAddress',
        streetAddress: contact.address.suite ? `${contact.address.street}, ${contact.address.suite}` : contact.address.street,
        addressLocality: contact.address.city,
        addressRegion: contact.address.state,
        postalCode: contact.address.zip,
        addressCountry: 'US',
      },
    }),
    ...(business.location && {
      geo: { '@type': 'GeoCoordinates', latitude: business.location.latitude, longitude: business.location.longitude },
    }),
    openingHoursSpecification: openingHours(content.businessHours),
    ...(social.length > 0 && { sameAs: social }),
    availableService: SAMPLE_PROCEDURES.map((name) => ({ '@type': 'MedicalProcedure', name })),
  };
}

export function SiteMetadata({ content, title }: { content: TemplateData | null; title?: string }) {
  const { pathname } = useLocation();
  // Absolute URLs need the browser's address, so prerendered pages get their metadata when they hydrate.
  const hydrated = useHydrated();
  const business = content?.businessInfo;
  if (!content || !business || !hydrated) return null;
  const contact = content.contactInfo;
  const city = contact?.address.city;
  const fullTitle = title ?? siteTitle(business.name, city);
  const pageUrl = new URL(pathname, window.location.origin).href;
  const image = absolute(business.images.hero);
  const location = business.location;
  const json = structuredData(content, pageUrl);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={DESCRIPTION} />
      <meta name="keywords" content={[...KEYWORDS, city && `${city} med spa`].filter(Boolean).join(', ')} />
      {contact && <meta name="geo.region" content={`US-${contact.address.state}`} />}
      {city && <meta name="geo.placename" content={city} />}
      {location && <meta name="geo.position" content={`${location.latitude};${location.longitude}`} />}
      {location && <meta name="ICBM" content={`${location.latitude}, ${location.longitude}`} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={DESCRIPTION} />
      <meta property="og:url" content={pageUrl} />
      <meta property="og:image" content={image} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={DESCRIPTION} />
      <meta name="twitter:image" content={image} />
      <link rel="icon" href={business.images.logo} />
      <link rel="canonical" href={pageUrl} />
      {json && (
        <script
          type="application/ld+json"
          // JSON is not HTML: escape "<" so no text can close the script element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(json).replace(/</g, '\\u003c') }}
        />
      )}
    </>
  );
}
