// Demo content the local backend writes on first run: a believable Scottsdale med spa, keyed by document path.
// Every document is typed with its schema's inferred type, so a schema change breaks compilation here.
import type { BusinessInfo } from '../../../schemas/singletons/business-info';
import type { WelcomeContent } from '../../../schemas/singletons/welcome-content';
import type { BusinessHours } from '../../../schemas/singletons/business-hours';
import type { SpecialHours } from '../../../schemas/collections/special-hours';
import type { ContactInfo } from '../../../schemas/singletons/contact-info';
import type { SpecialOffer } from '../../../schemas/collections/special-offer';
import { defaultSections } from '../../../schemas/collections/section';
import { defaultBlock } from '../../../schemas/blocks/index';
import type { Testimonial } from '../../../schemas/collections/testimonial';
import type { Provider } from '../../../schemas/collections/provider';
import type { GalleryEntry } from '../../../schemas/collections/gallery-entry';
import { aboutPageSchema } from '../../../schemas/singletons/about-page';
import { siteSeoSchema } from '../../../schemas/singletons/site-seo';
import { pageTextsSchema } from '../../../schemas/singletons/page-texts';
import { demoPriceGroups } from './demo-prices';
import { DEMO_SERVICES, DEMO_TREATMENT_BENEFITS, demoCategories, demoTreatments } from './demo-catalogue';

type WithId<T> = T & { id: string };

const businessInfo: BusinessInfo = {
  name: 'Lumière Med Spa',
  images: {
    logo: '/demo/logo.svg',
  },
  maintenanceMode: false,
  location: { latitude: 33.5012, longitude: -111.9268 },
};

const welcomeContent: WelcomeContent = {
  heading: 'Welcome to Lumière Med Spa',
  subheading: 'Where medical expertise meets the art of quiet luxury',
  description:
    'Tucked away in the heart of Scottsdale, Lumière is a calm, light-filled retreat devoted to helping you look and feel your most radiant. ' +
    'Our licensed nurse injectors and aestheticians take the time to understand your goals, then design a personalized plan that enhances your natural beauty rather than changing it. ' +
    'From a lunchtime refresh to a full skin renewal series, every visit is unhurried, discreet and thoughtfully tailored to you.',
};

const OPEN = '09:00';
const CLOSE = '18:00';
const businessHours: BusinessHours = {
  monday: { isClosed: true, open: OPEN, close: CLOSE },
  tuesday: { isClosed: false, open: OPEN, close: CLOSE },
  wednesday: { isClosed: false, open: OPEN, close: CLOSE },
  thursday: { isClosed: false, open: OPEN, close: CLOSE },
  friday: { isClosed: false, open: OPEN, close: CLOSE },
  saturday: { isClosed: false, open: OPEN, close: CLOSE },
  sunday: { isClosed: true, open: OPEN, close: CLOSE },
};

/** No holiday dates: the owner adds them in Holiday Hours (the footer then lists the coming ones). */
const specialHours: Array<WithId<SpecialHours>> = [];

const contactInfo: ContactInfo = {
  phone: '(480) 555-0142',
  email: 'hello@lumieremedspa.com',
  address: {
    street: '7014 E Camelback Rd',
    suite: 'Suite 210',
    city: 'Scottsdale',
    state: 'AZ',
    zip: '85251',
  },
  social: {
    facebook: 'https://www.facebook.com/lumieremedspa',
    instagram: 'https://www.instagram.com/lumieremedspa',
  },
};

const specials: WithId<SpecialOffer>[] = [
  {
    id: 'botox-per-unit',
    title: 'Botox at $11 per Unit',
    slug: 'botox-at-11-per-unit',
    description:
      'Refresh your forehead, frown lines and crow’s feet in one visit: neurotoxin is just $11 per unit when your treatment is above 30 units.',
    image: '/demo/offer-botox.svg',
    code: 'SMOOTH11',
    validUntil: 'December 31, 2026',
    order: 0,
  },
  {
    id: 'microneedling-series',
    title: 'Microneedling Series of Three',
    slug: 'microneedling-series-of-three',
    description:
      'Three microneedling sessions for $800, or $1,650 with PRP for an even deeper renewal. Spaced four to six weeks apart for smoother, brighter skin.',
    image: '/demo/offer-microneedling.svg',
    code: 'GLOW30',
    validUntil: 'October 31, 2026',
    order: 1,
  },
  {
    id: 'scalp-package',
    title: 'Scalp Renewal Package',
    slug: 'scalp-renewal-package',
    description:
      'Four restorative scalp facials for $650, or our signature series of four for $750. A relaxing path to a healthier scalp and shinier hair.',
    image: '/demo/offer-scalp.svg',
    code: 'SCALP4',
    validUntil: 'September 30, 2026',
    order: 2,
  },
  {
    id: 'laser-package',
    title: 'Laser Hair Removal: Buy 4, Get the 5th Free',
    slug: 'laser-hair-removal-buy-4-get-the-5th-free',
    description:
      'Purchase a package of four laser hair removal sessions on any area and your fifth session is on us. Smooth skin, beautifully simplified.',
    image: '/demo/offer-laser.svg',
    code: 'SMOOTH5',
    validUntil: 'December 31, 2026',
    order: 3,
  },
];

/** The home page's slideshow. */
export const DEMO_HERO_SLIDES = [
  { image: '/demo/hero.svg', alt: 'A calm treatment suite in warm light' },
  { image: '/demo/hero2.svg', alt: 'Skincare serums arranged on a marble tray' },
  { image: '/demo/hero3.svg', alt: 'A relaxing facial treatment' },
];

const testimonials: WithId<Testimonial>[] = [
  {
    id: 'jessica',
    name: 'Jessica M.',
    quote: 'I have never felt so cared for at a med spa. My Botox looks completely natural, and the whole team made me feel at ease from the moment I walked in.',
    stars: 5,
    treatment: 'Botox',
    order: 0,
  },
  {
    id: 'amanda',
    name: 'Amanda R.',
    quote: 'After three microneedling sessions my skin texture is transformed. The results speak for themselves, and the space is so calm and beautiful.',
    stars: 5,
    treatment: 'Microneedling',
    order: 1,
  },
  {
    id: 'michael',
    name: 'Michael T.',
    quote: 'The IV therapy lounge is my monthly reset. Professional, spotless and genuinely relaxing. I recommend this team to all my friends.',
    stars: 5,
    treatment: 'IV Vitamin Therapy',
    order: 2,
  },
];

/** The spa's team, each with the treatments they perform. */
const providers: WithId<Provider>[] = [
  {
    id: 'elena-marquez',
    name: 'Dr. Elena Marquez',
    slug: 'elena-marquez',
    credentials: 'MD',
    role: 'Medical Director',
    photo: '/demo/provider-elena.svg',
    bio: '<p>Dr. Marquez is board-certified in internal medicine and has led aesthetic practices for over twelve years. She oversees every treatment plan at Lumière and performs our advanced injectable and regenerative treatments.</p><p>She believes the best results are the ones nobody can quite put a finger on.</p>',
    treatments: ['botox', 'dermal-fillers', 'prp-hair', 'weight-loss', 'wrinkle-relaxers', 'lip-enhancement'],
    order: 0,
  },
  {
    id: 'sophie-laurent',
    name: 'Sophie Laurent',
    slug: 'sophie-laurent',
    credentials: 'MSN, RN, CANS',
    role: 'Nurse Injector',
    photo: '/demo/provider-sophie.svg',
    bio: '<p>Sophie is a Certified Aesthetic Nurse Specialist with a master’s degree in nursing. Her gentle technique and eye for balance make her a favourite for first-time injectable clients.</p><ul><li>Neurotoxins and dermal fillers</li><li>IV vitamin therapy</li></ul>',
    treatments: ['botox', 'dermal-fillers', 'lip-enhancement', 'wrinkle-relaxers', 'b12-injection', 'iv-therapy', 'nad-infusion'],
    order: 1,
  },
  {
    id: 'maya-chen',
    name: 'Maya Chen',
    slug: 'maya-chen',
    credentials: 'LE',
    role: 'Licensed Aesthetician',
    photo: '/demo/provider-maya.svg',
    bio: '<p>Maya has spent a decade helping clients reach their healthiest skin. She designs facial, peel and laser plans around each client’s skin type and lifestyle.</p>',
    treatments: ['microneedling', 'chemical-peels', 'hydrafacial', 'diamond-glow', 'full-body-laser', 'face-and-neck-laser', 'laser-hair-removal'],
    order: 2,
  },
];

/** Before-and-after results, each with the consent its patient gave (never named). */
const results: WithId<GalleryEntry>[] = [
  {
    id: 'peel-even-tone',
    treatment: 'chemical-peels',
    before: '/demo/result-peel-before.svg',
    after: '/demo/result-peel-after.svg',
    caption: 'Four weeks after a series of three peels',
    consentGiven: '2026-01-05',
    consentExpires: '2030-12-31',
    consentWebsite: true,
    consentSocial: false,
    consentWithdrawn: false,
    order: 0,
  },
  {
    id: 'lips-one-syringe',
    treatment: 'dermal-fillers',
    before: '/demo/result-lips.svg',
    caption: 'Before and two weeks after one syringe',
    consentGiven: '2026-01-05',
    consentExpires: '2030-12-31',
    consentWebsite: true,
    consentSocial: true,
    consentWithdrawn: false,
    order: 1,
  },
];

/** The sections of the home page, the hero with its slides. */
function demoSections() {
  return defaultSections().map((s) => {
    if (s.block.kind === 'Hero') return { ...s, block: defaultBlock('Hero', { slides: DEMO_HERO_SLIDES }) };
    if (s.block.kind === 'Services') return { ...s, block: defaultBlock('Services', { show: 'picked', picked: DEMO_SERVICES }) };
    if (s.block.kind === 'Treatments') return { ...s, block: defaultBlock('Treatments', { show: 'picked', picked: DEMO_TREATMENT_BENEFITS }) };
    return s;
  });
}

/** Each item becomes `${collection}/${id}`, with the id left out of the stored data. */
/**
 * The demo pictures as Image Library records, each with its alt text, so every picture the demo site shows is
 * described (the hero's slides carry their own). Their files are the site's own (public/demo), not uploads.
 */
const demoImages = [
  { id: 'demo-facial', url: '/demo/facial.svg', name: 'facial.svg', type: 'image/svg+xml', size: 1985, createdAt: '2026-01-01T09:01:00.000Z', alt: 'A facial treatment with a soft towel and serums' },
  { id: 'demo-fillers', url: '/demo/fillers.svg', name: 'fillers.svg', type: 'image/svg+xml', size: 1686, createdAt: '2026-01-01T09:02:00.000Z', alt: 'Dermal filler syringes beside a treatment chair' },
  { id: 'demo-injectables', url: '/demo/injectables.svg', name: 'injectables.svg', type: 'image/svg+xml', size: 2007, createdAt: '2026-01-01T09:03:00.000Z', alt: 'An injectables consultation at the spa' },
  { id: 'demo-iv-therapy', url: '/demo/iv-therapy.svg', name: 'iv-therapy.svg', type: 'image/svg+xml', size: 1806, createdAt: '2026-01-01T09:04:00.000Z', alt: 'An IV vitamin drip in a quiet lounge chair' },
  { id: 'demo-laser', url: '/demo/laser.svg', name: 'laser.svg', type: 'image/svg+xml', size: 1687, createdAt: '2026-01-01T09:05:00.000Z', alt: 'A laser hair removal device in a treatment room' },
  { id: 'demo-logo', url: '/demo/logo.svg', name: 'logo.svg', type: 'image/svg+xml', size: 1203, createdAt: '2026-01-01T09:06:00.000Z', alt: 'Lumière Med Spa' },
  { id: 'demo-microneedling', url: '/demo/microneedling.svg', name: 'microneedling.svg', type: 'image/svg+xml', size: 1446, createdAt: '2026-01-01T09:07:00.000Z', alt: 'A microneedling pen over smooth skin' },
  { id: 'demo-offer-botox', url: '/demo/offer-botox.svg', name: 'offer-botox.svg', type: 'image/svg+xml', size: 1577, createdAt: '2026-01-01T09:08:00.000Z', alt: 'Botox special offer' },
  { id: 'demo-offer-laser', url: '/demo/offer-laser.svg', name: 'offer-laser.svg', type: 'image/svg+xml', size: 1749, createdAt: '2026-01-01T09:09:00.000Z', alt: 'Laser hair removal special offer' },
  { id: 'demo-offer-microneedling', url: '/demo/offer-microneedling.svg', name: 'offer-microneedling.svg', type: 'image/svg+xml', size: 1512, createdAt: '2026-01-01T09:10:00.000Z', alt: 'Microneedling special offer' },
  { id: 'demo-offer-scalp', url: '/demo/offer-scalp.svg', name: 'offer-scalp.svg', type: 'image/svg+xml', size: 1571, createdAt: '2026-01-01T09:11:00.000Z', alt: 'Scalp facial special offer' },
  { id: 'demo-peel', url: '/demo/peel.svg', name: 'peel.svg', type: 'image/svg+xml', size: 1510, createdAt: '2026-01-01T09:12:00.000Z', alt: 'A chemical peel brushed onto the face' },
  { id: 'demo-provider-elena', url: '/demo/provider-elena.svg', name: 'provider-elena.svg', type: 'image/svg+xml', size: 872, createdAt: '2026-01-01T09:13:00.000Z', alt: 'Portrait of Elena' },
  { id: 'demo-provider-maya', url: '/demo/provider-maya.svg', name: 'provider-maya.svg', type: 'image/svg+xml', size: 872, createdAt: '2026-01-01T09:14:00.000Z', alt: 'Portrait of Maya' },
  { id: 'demo-provider-sophie', url: '/demo/provider-sophie.svg', name: 'provider-sophie.svg', type: 'image/svg+xml', size: 872, createdAt: '2026-01-01T09:15:00.000Z', alt: 'Portrait of Sophie' },
  { id: 'demo-result-lips', url: '/demo/result-lips.svg', name: 'result-lips.svg', type: 'image/svg+xml', size: 697, createdAt: '2026-01-01T09:18:00.000Z', alt: 'Lips before, at left, and fuller after one syringe of filler, at right' },
  { id: 'demo-result-peel-after', url: '/demo/result-peel-after.svg', name: 'result-peel-after.svg', type: 'image/svg+xml', size: 566, createdAt: '2026-01-01T09:19:00.000Z', alt: 'Cheek skin after three peels: an even tone, the dark spots faded' },
  { id: 'demo-result-peel-before', url: '/demo/result-peel-before.svg', name: 'result-peel-before.svg', type: 'image/svg+xml', size: 881, createdAt: '2026-01-01T09:20:00.000Z', alt: 'Cheek skin before peels: uneven tone with dark spots' },
  { id: 'demo-scalp', url: '/demo/scalp.svg', name: 'scalp.svg', type: 'image/svg+xml', size: 1593, createdAt: '2026-01-01T09:16:00.000Z', alt: 'A relaxing scalp treatment' },
  { id: 'demo-weight-loss', url: '/demo/weight-loss.svg', name: 'weight-loss.svg', type: 'image/svg+xml', size: 1763, createdAt: '2026-01-01T09:17:00.000Z', alt: 'A wellness consultation for medical weight loss' },
];

function collection<T extends { id: string }>(path: string, items: readonly T[]): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    items.map(({ id, ...data }) => [`${path}/${id}`, data as Record<string, unknown>]),
  );
}

/** The spa's demo documents, keyed by Firestore-style path. A fresh copy on every call. */
/**
 * When the demo content counts as published. Fixed, so the published content a browser seeds is the very one the build
 * prerendered the public pages from, and the site can tell that the prerendered pages are still current.
 */
export const DEMO_PUBLISHED_AT = new Date('2026-01-01T09:00:00.000Z');

export function demoContent(): Record<string, Record<string, unknown>> {
  const docs: Record<string, Record<string, unknown>> = {
    'settings/business-info': businessInfo,
    'settings/welcome-content': welcomeContent,
    'settings/business-hours': businessHours,
    ...collection('special-hours', specialHours),
    'settings/contact-info': contactInfo,
    ...collection('categories', demoCategories),
    ...collection('treatments', demoTreatments),
    ...collection('specials', specials),
    'settings/about-page': aboutPageSchema.parse({}),
    'settings/seo': siteSeoSchema.parse({}),
    'settings/page-texts': pageTextsSchema.parse({}),
    ...collection('sections', demoSections()),
    ...collection('testimonials', testimonials),
    ...collection('providers', providers),
    ...collection('gallery', results),
    ...collection('price-groups', demoPriceGroups),
    ...collection('images', demoImages),
  };
  return structuredClone(docs);
}
