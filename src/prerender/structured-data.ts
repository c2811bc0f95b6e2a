// The JSON-LD structured data search engines read in a page as it is served: the spa as a medical business on every
// page, and on an item's own page the item (a treatment as a MedicalProcedure or a Service, an offer as an Offer with
// its dates, an entry of an entity with pages as the type its schema names). Written into <head> by the prerenderer
// and the page function (render-page.tsx); the browser never builds it, so no visitor downloads this code.
import { businessHoursEntity, businessInfoEntity, contactInfoEntity, sectionEntity, specialHoursEntity, treatmentEntity } from '@schemas/published';
import { WEEKDAYS } from '@schemas/kit/weekdays';
import type { BusinessHours } from '@schemas/singletons/business-hours';
import type { SpecialHours } from '@schemas/collections/special-hours';
import { isHttpsUrl } from '@schemas/kit/urls';
import type { Snapshot } from '@schemas/snapshot';
import { chosenTreatments } from '@/lib/catalogue';
import { homeBlock } from '@/blocks/content-defaults';
import { publishedDoc, publishedItems } from '@/lib/published-values';
import { DAY_LABELS } from '@/blocks/ui/format';
import { comingSpecialHours } from '@/blocks/ui/special-hours';
import { absoluteUrl as absolute } from '@/blocks/ui/site-origin';
import { heroImage, shown } from '@/site/components/site-metadata';
import { itemAt, pageMeta, seoOf } from '@/site/components/page-meta';

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

/**
 * The `<script type="application/ld+json">` elements of the page at `pathname` as of `today`: none for a page
 * without metadata (nothing published, no business). "<" is escaped in them, so no text can close the element.
 */
export function structuredDataHtml(content: Snapshot | null, pathname: string, today: string): string {
  if (!content || !publishedDoc(content, businessInfoEntity) || !pageMeta(content, pathname, today)) return '';
  return [structuredData(content, absolute(pathname), today), itemStructuredData(content, pathname, today)]
    .flatMap((data) => (data ? [`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`] : []))
    .join('');
}
