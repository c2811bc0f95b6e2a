// Demo content the local backend writes on first run: a believable Scottsdale med spa, keyed by document path.
// Every document is typed with its schema's inferred type, so a schema change breaks compilation here.
import type { BusinessInfo } from '../../../schemas/singletons/business-info';
import type { WelcomeContent } from '../../../schemas/singletons/welcome-content';
import type { BusinessHours } from '../../../schemas/singletons/business-hours';
import type { SpecialHours } from '../../../schemas/collections/special-hours';
import type { ContactInfo } from '../../../schemas/singletons/contact-info';
import type { Service } from '../../../schemas/collections/service';
import type { Treatment } from '../../../schemas/collections/treatment';
import type { SpecialOffer } from '../../../schemas/collections/special-offer';
import { defaultSections } from '../../../schemas/collections/section';
import { defaultBlock } from '../../../schemas/blocks/index';
import type { Testimonial } from '../../../schemas/collections/testimonial';
import { aboutPageSchema } from '../../../schemas/singletons/about-page';
import { siteSeoSchema } from '../../../schemas/singletons/site-seo';
import { pageTextsSchema } from '../../../schemas/singletons/page-texts';
import { demoPriceGroups } from './demo-prices';
import { demoCategoryPages } from './demo-category-pages';

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

const services: WithId<Service>[] = [
  {
    id: 'botox',
    name: 'Botox & Neurotoxins',
    description: 'Soften expression lines for a refreshed, rested look that still moves naturally.',
    longDescription:
      'Our nurse injectors use precise, conservative dosing of Botox, Dysport or Xeomin to relax the muscles behind frown lines, crow’s feet and forehead creases. ' +
      'Every plan is mapped to your unique features, so you look like yourself, simply well rested. ' +
      'Results appear gradually over one to two weeks and typically last three to four months.',
    image: '/demo/injectables.svg',
    benefits: [
      'Smooths frown lines, forehead lines and crow’s feet',
      'Natural movement with a softer, refreshed expression',
      'Quick appointments of about 20 minutes',
      'Personalized dosing from experienced nurse injectors',
    ],
    downtime: 'Minimal: avoid lying down and strenuous exercise for 4 hours',
    order: 0,
  },
  {
    id: 'dermal-fillers',
    name: 'Dermal Fillers',
    description: 'Restore volume and refine contours of the lips, cheeks, chin and jawline.',
    longDescription:
      'Premium hyaluronic acid fillers gently replace lost volume and bring balance to your profile. ' +
      'Whether you want a subtle lip enhancement, lifted cheeks or a more defined jawline, we sculpt with a light hand for results that look effortless. ' +
      'Your injector will walk you through a mirror consultation before a single unit is placed.',
    image: '/demo/fillers.svg',
    benefits: [
      'Fuller, softly defined lips',
      'Lifted cheeks and a sculpted jawline',
      'Softens smile lines and under-eye hollows',
      'Immediate results that settle beautifully within two weeks',
    ],
    downtime: 'Possible mild swelling or bruising for 2 to 5 days',
    order: 1,
  },
  {
    id: 'iv-therapy',
    name: 'IV Vitamin Therapy',
    description: 'Replenish and recharge with vitamin-rich infusions in our private lounge.',
    longDescription:
      'Relax in a plush recliner while a custom blend of fluids, vitamins and antioxidants is delivered directly into the bloodstream for optimal absorption. ' +
      'Choose from hydration, immunity, beauty and energy drips, or add a B12, glutathione or NAD+ boost. ' +
      'Each infusion begins with a brief health screening by our nursing team.',
    image: '/demo/iv-therapy.svg',
    benefits: [
      'Deep hydration after travel, workouts or the Arizona heat',
      'Supports energy, immunity and overall wellness',
      'Glutathione and vitamin C for a luminous complexion',
      'Relaxing 45-minute session in a private suite',
    ],
    order: 2,
  },
  {
    id: 'microneedling',
    name: 'Microneedling & Skincare',
    description: 'Awaken your skin’s natural renewal for smoother texture and a lasting glow.',
    longDescription:
      'Microneedling creates thousands of controlled micro-channels that encourage your skin to produce fresh collagen and elastin. ' +
      'Paired with PRP or a targeted serum, it refines pores, softens fine lines and evens the look of acne scars over a series of sessions. ' +
      'We finish with a curated medical-grade home-care routine to protect your results.',
    image: '/demo/microneedling.svg',
    benefits: [
      'Refines texture and minimizes the look of pores',
      'Softens fine lines and acne scarring',
      'Boosts radiance and firmness over time',
      'Suitable for most skin types year-round',
    ],
    downtime: '1 to 3 days of mild redness, like a light sunburn',
    order: 3,
  },
  {
    id: 'hydrafacial',
    name: 'HydraFacial & Facials',
    description: 'A deeply cleansing, hydrating facial that leaves skin instantly luminous.',
    longDescription:
      'The HydraFacial cleanses, exfoliates, extracts and infuses the skin with antioxidants and hyaluronic acid in one soothing treatment. ' +
      'Choose a 60 or 90-minute experience, or indulge in our DiamondGlow and CO2 mask facials for an extra lift. ' +
      'It is the perfect pre-event ritual and a beautiful monthly reset.',
    image: '/demo/facial.svg',
    benefits: [
      'Clearer, brighter skin after a single visit',
      'Gentle extractions with no irritation',
      'Intense hydration for plump, dewy skin',
      'Customizable boosters for your skin’s needs',
    ],
    order: 4,
  },
  {
    id: 'chemical-peels',
    name: 'Chemical Peels',
    description: 'Reveal fresher, more even-toned skin with a professionally tailored peel.',
    longDescription:
      'Our medical-grade peels gently lift away dull surface cells to reveal smoother, brighter skin beneath. ' +
      'We tailor the blend and strength to your goals, from sun spots and uneven tone to congestion and fine lines, for the face or the body. ' +
      'A series of peels delivers the most refined, even-toned results.',
    image: '/demo/peel.svg',
    benefits: [
      'Fades the look of sun spots and discoloration',
      'Smoother texture and a more even tone',
      'Helps clear congestion and refine pores',
      'Available for the face and body',
    ],
    downtime: '3 to 7 days of light flaking, depending on peel depth',
    order: 5,
  },
  {
    id: 'laser-hair-removal',
    name: 'Laser Hair Removal',
    description: 'Enjoy silky, smooth skin without the routine of shaving or waxing.',
    longDescription:
      'Our advanced laser technology targets the hair follicle with precision while cooling and protecting the surrounding skin. ' +
      'We treat every area for women and men, from the face and underarms to the legs, back and full body. ' +
      'Most clients see lasting reduction over a series of sessions, and our packages let you buy four and enjoy the fifth free.',
    image: '/demo/laser.svg',
    benefits: [
      'Long-lasting reduction of unwanted hair',
      'Fewer ingrown hairs and less irritation',
      'Fast sessions for small and large areas',
      'Safe for a wide range of skin tones',
    ],
    downtime: 'Minimal: slight redness for a few hours',
    order: 6,
  },
  {
    id: 'scalp-care',
    name: 'Scalp Care',
    description: 'A restorative scalp ritual for healthier-looking, fuller hair.',
    longDescription:
      'Healthy hair begins at the scalp. Our scalp facials exfoliate, detoxify and nourish the scalp with a deeply relaxing massage, with a dedicated treatment for men. ' +
      'For thinning hair, we also offer PRP hair restoration and scalp micropigmentation, always beginning with a personal consultation.',
    image: '/demo/scalp.svg',
    benefits: [
      'Clears buildup and soothes a dry or oily scalp',
      'Encourages shinier, healthier-looking hair',
      'Deeply relaxing massage and steam',
      'Tailored options for women and men',
    ],
    downtime: 'None for scalp facials; 1 to 2 days of tenderness after PRP',
    order: 7,
  },
  {
    id: 'weight-loss',
    name: 'Medical Weight Loss',
    description: 'A supervised, personalized weight loss program with weekly GLP-1 support.',
    longDescription:
      'Our medically supervised program pairs semaglutide, tirzepatide or retatrutide with weekly check-ins, nutrition guidance and steady encouragement. ' +
      'Every plan starts with a consultation to confirm you are a good candidate and to set realistic, sustainable goals. ' +
      'We adjust your dosing thoughtfully and celebrate every milestone with you.',
    image: '/demo/weight-loss.svg',
    benefits: [
      'Personalized plan guided by licensed medical providers',
      'Weekly check-ins and dosing adjustments',
      'Practical nutrition and lifestyle coaching',
      'Discreet, supportive care from start to finish',
    ],
    order: 8,
  },
];

const treatments: WithId<Treatment>[] = [
  {
    id: 'wrinkle-relaxers',
    title: 'Wrinkle Relaxers',
    description:
      'A few precise injections of Botox or Dysport soften the lines that form when you frown, squint or raise your brows. ' +
      'The result is a smoother, well-rested look that still lets you express yourself.',
    image: '/demo/injectables.svg',
    benefits: ['Smoother forehead and brow', 'Softened crow’s feet', 'Prevents lines from deepening', 'Back to your day immediately'],
    downtime: 'Avoid lying down and strenuous exercise for 4 hours',
    order: 0,
  },
  {
    id: 'lip-enhancement',
    title: 'Lip Enhancement',
    description:
      'From a subtle lip flip to softly fuller lips, we enhance shape, balance and hydration with a light, artistic touch. ' +
      'Every treatment begins with a conversation about the look you love.',
    image: '/demo/fillers.svg',
    benefits: ['Defined, balanced lip shape', 'Natural volume and hydration', 'Softens fine lines around the mouth'],
    downtime: 'Mild swelling for 2 to 3 days',
    order: 1,
  },
  {
    id: 'diamond-glow',
    title: 'DiamondGlow Facial',
    description:
      'This three-in-one facial exfoliates with a diamond tip, extracts impurities and infuses a serum chosen for your skin, all in one step. ' +
      'Skin feels impossibly smooth and looks lit from within.',
    image: '/demo/facial.svg',
    benefits: ['Instant radiance', 'Deeply cleansed pores', 'Serums absorb more effectively', 'Makeup glides on beautifully'],
    order: 2,
  },
  {
    id: 'microneedling-prp',
    title: 'Microneedling with PRP',
    description:
      'We combine microneedling with platelet-rich plasma drawn from your own blood to amplify your skin’s natural renewal. ' +
      'It is a favorite for refining texture, softening scars and restoring a youthful bounce.',
    image: '/demo/microneedling.svg',
    benefits: ['Refined texture and tone', 'Softened acne scars', 'Firmer, more resilient skin', 'Results that build with each session'],
    downtime: '2 to 3 days of redness and light dryness',
    order: 3,
  },
  {
    id: 'nad-infusion',
    title: 'NAD+ Infusion',
    description:
      'A slow, restorative IV infusion of NAD+, a coenzyme found in every cell of the body. ' +
      'Clients love it for feeling clear-headed and revitalized, and it pairs beautifully with a hydration drip.',
    image: '/demo/iv-therapy.svg',
    benefits: ['Supports cellular energy', 'Promotes mental clarity and focus', 'A calm, restorative ritual'],
    order: 4,
  },
  {
    id: 'laser-hair-removal',
    title: 'Laser Hair Removal',
    description:
      'Precise laser energy gently disables hair follicles for smooth skin that lasts. ' +
      'Sessions are quick and comfortable, with built-in cooling for every area from the upper lip to the full body.',
    image: '/demo/laser.svg',
    benefits: ['Lasting smoothness', 'No more razor bumps or waxing', 'Quick, comfortable sessions', 'Treats women and men'],
    downtime: 'Slight redness for a few hours',
    order: 5,
  },
];

const specials: WithId<SpecialOffer>[] = [
  {
    id: 'botox-per-unit',
    title: 'Botox at $11 per Unit',
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

/** The sections of the home page, the hero with its slides. */
function demoSections() {
  return defaultSections().map((s) => (s.block.kind === 'Hero' ? { ...s, block: defaultBlock('Hero', { slides: DEMO_HERO_SLIDES }) } : s));
}

/** Each item becomes `${collection}/${id}`, with the id left out of the stored data. */
function collection<T extends { id: string }>(path: string, items: readonly T[]): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    items.map(({ id, ...data }) => [`${path}/${id}`, data as Record<string, unknown>]),
  );
}

/** The spa's demo documents, keyed by Firestore-style path. A fresh copy on every call. */
/**
 * When the demo snapshot counts as published. Fixed, so the snapshot a browser seeds is the very one the build
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
    ...collection('services', services),
    ...collection('treatments', treatments),
    ...collection('specials', specials),
    'settings/about-page': aboutPageSchema.parse({}),
    'settings/seo': siteSeoSchema.parse({}),
    'settings/page-texts': pageTextsSchema.parse({}),
    ...collection('sections', demoSections()),
    ...collection('testimonials', testimonials),
    ...collection('price-groups', demoPriceGroups),
    ...collection('category-pages', demoCategoryPages),
  };
  return structuredClone(docs);
}
