// Search and sharing metadata with React 19's document metadata: title, description and keywords (the search
// listing's), geo, Open Graph, Twitter, favicon, canonical link and JSON-LD structured data built from the
// business and contact info; the sharing picture is the hero's first slide.
import { useLocation } from 'react-router-dom';
import * as z from 'zod/mini';
import { sectionEntity } from '@schemas/collections/section';
import { WEEKDAYS, businessHoursEntity, type BusinessHours } from '@schemas/singletons/business-hours';
import { businessInfoEntity } from '@schemas/singletons/business-info';
import { contactInfoEntity } from '@schemas/singletons/contact-info';
import { siteSeoEntity, type SiteSeo } from '@schemas/singletons/site-seo';
import { publishedDoc, publishedItems, type Snapshot } from '@/backend/snapshot';
import { DAY_LABELS, siteTitle } from '@/blocks/ui/format';
import { useHydrated } from '@/lib/use-hydrated';
import { imageIndex, resolveImage } from '@/blocks/ui/site-image';

/** The structured data names these three sample procedures. */
const SAMPLE_PROCEDURES = ['Botox injections', 'Dermal fillers', 'Laser hair removal'];
/** When no business hours are stored, the structured data says Tuesday to Saturday, 09:00 to 18:00. */
const FALLBACK_HOURS = [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '09:00', closes: '18:00' }];

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

/** The search listing as published, or its defaults before it ever was. */
function seoOf(content: Snapshot): SiteSeo {
  return publishedDoc(content, siteSeoEntity) ?? z.parse(siteSeoEntity.schema, {});
}

/** An image address the site may name: not an upload the library has since deleted. */
function shown(content: Snapshot, url: string | undefined): string | undefined {
  return url && resolveImage(imageIndex(content), url).kind !== 'gone' ? url : undefined;
}

/** The first shown slide of the first visible hero on the home page, if any. */
function heroImage(content: Snapshot): string | undefined {
  const sections = [...publishedItems(content, sectionEntity)].filter((s) => s.isVisible).sort((a, b) => a.order - b.order);
  for (const { block } of sections) {
    if (block.kind !== 'Hero') continue;
    const first = block.slides.find((slide) => shown(content, slide.image));
    if (first) return first.image;
  }
  return undefined;
}

export function structuredData(content: Snapshot, pageUrl: string) {
  const business = publishedDoc(content, businessInfoEntity);
  const contact = publishedDoc(content, contactInfoEntity);
  if (!business) return null;
  const hero = heroImage(content);
  const social = [contact?.social.facebook, contact?.social.instagram].filter((s): s is string => !!s);
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    name: business.name,
    description: seoOf(content).description,
    url: pageUrl,
    ...(shown(content, business.images.logo) && { logo: absolute(business.images.logo) }),
    ...(hero && { image: absolute(hero) }),
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
    openingHoursSpecification: openingHours(publishedDoc(content, businessHoursEntity)),
    ...(social.length > 0 && { sameAs: social }),
    availableService: SAMPLE_PROCEDURES.map((name) => ({ '@type': 'MedicalProcedure', name })),
  };
}

export function SiteMetadata({ content, title }: { content: Snapshot | null; title?: string }) {
  const { pathname } = useLocation();
  // Absolute URLs need the browser's address, so prerendered pages get their metadata when they hydrate.
  const hydrated = useHydrated();
  const business = publishedDoc(content, businessInfoEntity);
  if (!content || !business || !hydrated) return null;
  const contact = publishedDoc(content, contactInfoEntity);
  const city = contact?.address.city;
  const fullTitle = title ?? siteTitle(business.name, city);
  const pageUrl = new URL(pathname, window.location.origin).href;
  const seo = seoOf(content);
  // Link previews show the hero's first slide, or the logo when the home page has no slides.
  const preview = heroImage(content) ?? shown(content, business.images.logo);
  const image = preview && absolute(preview);
  const logo = shown(content, business.images.logo);
  const location = business.location;
  const json = structuredData(content, pageUrl);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={seo.description} />
      <meta name="keywords" content={[...seo.keywords, city && `${city} med spa`].filter(Boolean).join(', ')} />
      {contact && <meta name="geo.region" content={`US-${contact.address.state}`} />}
      {city && <meta name="geo.placename" content={city} />}
      {location && <meta name="geo.position" content={`${location.latitude};${location.longitude}`} />}
      {location && <meta name="ICBM" content={`${location.latitude}, ${location.longitude}`} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={pageUrl} />
      {image && <meta property="og:image" content={image} />}
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={seo.description} />
      {image && <meta name="twitter:image" content={image} />}
      {logo && <link rel="icon" href={logo} />}
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
