// Search and sharing metadata with React 19's document metadata, in every page's HTML as it is served: the page's own
// title and description, the search listing's keywords, geo, Open Graph, Twitter, favicon, canonical link and JSON-LD
// structured data built from the business, contact, hours and services, and on an item's own page the item's (a
// treatment as a MedicalProcedure or a Service, an offer as an Offer with its dates); the sharing picture is the
// item's, else the hero's first slide. Absolute addresses use the site's address the page was rendered for.
import { use } from 'react';
import { businessHoursEntity, businessInfoEntity, contactInfoEntity, sectionEntity, specialHoursEntity, treatmentEntity } from '@schemas/published';
import { chosenTreatments } from '@/blocks/catalogue';
import { homeBlock } from '@/blocks/content-defaults';
import { WEEKDAYS } from '@schemas/kit/weekdays';
import type { BusinessHours } from '@schemas/singletons/business-hours';
import type { SpecialHours } from '@schemas/collections/special-hours';
import { isHttpsUrl } from '@schemas/kit/urls';
import type { Snapshot } from '@schemas/snapshot';
import { publishedDoc, publishedItems } from '@/blocks/published-values';
import { DAY_LABELS } from '@/blocks/ui/format';
import { comingSpecialHours } from '@/blocks/ui/special-hours';
import { useToday } from '@/blocks/ui/today';
import { AddressContext } from '@/blocks/ui/site-dialog';
import { absoluteUrl } from '@/blocks/ui/site-origin';
import { resolveAddress } from '@/blocks/addresses';
import { PUBLIC_ROUTES } from '../routes';
import { itemAt, pageMeta, seoOf } from './page-meta';
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

/** Holiday hours from `today` on, each valid for its one day; a closure opens and closes at midnight. */
function specialHours(dates: readonly SpecialHours[], today: string) {
  // Search engines read the coming dates; the footer shows only the nearest few.
  return comingSpecialHours(dates, today, Number.POSITIVE_INFINITY).flatMap((day) => {
    const times = day.isClosed ? { opens: '00:00', closes: '00:00' } : day.open && day.close ? { opens: day.open, closes: day.close } : null;
    return times ? [{ '@type': 'OpeningHoursSpecification', validFrom: day.date, validThrough: day.date, ...times }] : [];
  });
}

const absolute = absoluteUrl;

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

/** The JSON-LD of every page: the spa as a medical business, as of `today` (for its holiday hours). */
export function structuredData(content: Snapshot, pageUrl: string, today: string) {
  const business = publishedDoc(content, businessInfoEntity);
  const contact = publishedDoc(content, contactInfoEntity);
  if (!business) return null;
  const hours = publishedDoc(content, businessHoursEntity);
  const special = specialHours(publishedItems(content, specialHoursEntity), today);
  const services = chosenTreatments(homeBlock(publishedItems(content, sectionEntity), 'Services'), publishedItems(content, treatmentEntity));
  const booking = business.bookingUrl && isHttpsUrl(business.bookingUrl) ? business.bookingUrl : undefined;
  const hero = heroImage(content);
  const social = [contact?.social.facebook, contact?.social.instagram].filter((s): s is string => !!s);
  return {
    '@context': 'https://schema.org',
    // A medical business that offers medical services: schema.org gives `availableService` to clinics, not to every
    // MedicalBusiness.
    '@type': 'MedicalClinic',
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
    openingHoursSpecification: openingHours(hours),
    ...(special.length > 0 && { specialOpeningHoursSpecification: special }),
    ...(social.length > 0 && { sameAs: social }),
    availableService: SAMPLE_PROCEDURES.map((name) => ({ '@type': 'MedicalProcedure', name })),
    ...(services.length > 0 && {
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        name: 'Services',
        itemListElement: services.map((service) => ({
          '@type': 'Offer',
          itemOffered: { '@type': 'Service', name: service.title, description: service.description },
        })),
      },
    }),
    ...(booking && {
      potentialAction: {
        '@type': 'ReserveAction',
        name: 'Book an appointment',
        target: {
          '@type': 'EntryPoint',
          urlTemplate: booking,
          actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'],
        },
      },
    }),
  };
}

/**
 * The JSON-LD of an item's own page: a treatment (MedicalProcedure, or Service without a category), an offer, or
 * an entry of an entity with pages, as the type its schema names (a Person works for the spa).
 */
export function itemStructuredData(content: Snapshot, pathname: string, today: string) {
  const item = itemAt(content, pathname, today);
  const business = publishedDoc(content, businessInfoEntity);
  if (!item || !business) return null;
  const provider = { '@type': 'MedicalClinic', name: business.name, url: absolute('/') };
  const image = item.image && shown(content, item.image) && absolute(item.image);
  const common = { '@context': 'https://schema.org', name: item.title, ...(item.description && { description: item.description }), url: absolute(item.path), ...(image && { image }) };
  if (item.kind === 'entry') {
    const { type } = item.entity.pages;
    return { ...common, '@type': type, ...(type === 'Person' ? { worksFor: provider } : type === 'Service' ? { provider } : {}) };
  }
  if (item.kind === 'offer') {
    const { offer } = item;
    return {
      ...common,
      '@type': 'Offer',
      ...(offer.startDate && { validFrom: offer.startDate }),
      ...(offer.endDate && { validThrough: offer.endDate }),
      offeredBy: provider,
    };
  }
  const { treatment } = item;
  const inCategory = item.listPath !== '/services';
  return inCategory
    ? {
        ...common,
        '@type': 'MedicalProcedure',
        ...(treatment.details && { howPerformed: treatment.details }),
        ...(treatment.aftercare && { followup: treatment.aftercare }),
      }
    : { ...common, '@type': 'Service', provider };
}

export function SiteMetadata({ content, title }: { content: Snapshot | null; title?: string }) {
  // The address the visitor is at: an item's while its modal is open.
  const pathname = use(AddressContext) ?? '/';
  const today = useToday();
  const business = publishedDoc(content, businessInfoEntity);
  const meta = content && pageMeta(content, pathname, today);
  if (!content || !business || !meta) return null;
  const contact = publishedDoc(content, contactInfoEntity);
  const city = contact?.address.city;
  const fullTitle = title ?? meta.title;
  const description = meta.description;
  const seo = seoOf(content);
  const keywords = [...seo.keywords, city && `${city} med spa`].filter(Boolean).join(', ');
  const pageUrl = absolute(pathname);
  // A page that is not there has no address of its own to name.
  const exists = resolveAddress(content, pathname, today, PUBLIC_ROUTES.map((r) => r.path)).kind !== 'missing';
  // Link previews show the item's picture, else the hero's first slide, else the logo.
  const preview = shown(content, itemAt(content, pathname, today)?.image) ?? heroImage(content) ?? shown(content, business.images.logo);
  const image = preview && absolute(preview);
  const logo = shown(content, business.images.logo);
  const location = business.location;
  const json = structuredData(content, pageUrl, today);
  const itemJson = itemStructuredData(content, pathname, today);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {contact && <meta name="geo.region" content={`US-${contact.address.state}`} />}
      {city && <meta name="geo.placename" content={city} />}
      {location && <meta name="geo.position" content={`${location.latitude};${location.longitude}`} />}
      {location && <meta name="ICBM" content={`${location.latitude}, ${location.longitude}`} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {exists && <meta property="og:url" content={pageUrl} />}
      {image && <meta property="og:image" content={image} />}
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
      {logo && <link rel="icon" href={logo} />}
      {exists && <link rel="canonical" href={pageUrl} />}
      {[json, itemJson].map((data, i) =>
        data ? (
          <script
            key={i}
            type="application/ld+json"
            // JSON is not HTML: escape "<" so no text can close the script element.
            dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
          />
        ) : null,
      )}
    </>
  );
}
