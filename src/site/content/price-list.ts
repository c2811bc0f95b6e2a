// The full price list of SPEC §9, shown on /prices.

export interface PriceItem {
  name: string;
  price: string;
}

export interface PriceGroup {
  title: string;
  items: PriceItem[];
}

export const PRICE_GROUPS: PriceGroup[] = [
  {
    title: 'Injectables',
    items: [
      { name: 'Neurotoxins (Botox, Dysport, Xeomin)', price: '$13/unit' },
      { name: 'Lip Flip (6 units)', price: '$150' },
      { name: 'Lip Filler', price: '$600/ml' },
      { name: 'Cheek, Jawline or Chin Filler', price: '$750 and up' },
      { name: 'Fine Folds Filler', price: '$600' },
      { name: 'Filler Touch-Up (0.5ml)', price: '$400' },
    ],
  },
  {
    title: 'IV Infusions',
    items: [
      { name: 'IV Drips', price: '$200' },
      { name: 'B12 Injection', price: '$35' },
      { name: 'NAD+ Infusion', price: '$800' },
      { name: 'Glutathione or Vitamin C Push', price: '$150' },
      { name: 'Glutathione IM Injection', price: '$50' },
    ],
  },
  {
    title: 'Skincare',
    items: [
      { name: 'Microneedling', price: '$300' },
      { name: 'Microneedling with PRP', price: '$600' },
      { name: 'Microneedling Add-On', price: '$300' },
    ],
  },
  {
    title: 'Facials',
    items: [
      { name: 'Signature Facial', price: '$160' },
      { name: 'DiamondGlow Facial', price: '$300' },
      { name: 'CO2 Mask', price: '$100' },
    ],
  },
  {
    title: 'Hydrofacials',
    items: [
      { name: 'HydraFacial (90 min)', price: '$280' },
      { name: 'HydraFacial (60 min)', price: '$220' },
    ],
  },
  {
    title: 'Chemical Peels',
    items: [
      { name: 'Face Peel', price: '$300' },
      { name: 'Body Peel', price: '$400' },
    ],
  },
  {
    title: 'Scalp Facials',
    items: [
      { name: 'Signature Scalp Facial', price: '$180' },
      { name: 'Deluxe Scalp Facial', price: '$220' },
      { name: 'Men’s Scalp Facial', price: '$100' },
    ],
  },
  {
    title: 'Medical Weight Loss',
    items: [
      { name: 'Tirzepatide', price: '$150/week' },
      { name: 'Semaglutide', price: '$150/week' },
      { name: 'Retatrutide', price: '$160/week' },
      { name: 'Dose Increase', price: '$25' },
    ],
  },
  {
    title: 'Special Offers',
    items: [
      { name: 'Botox above 30 units', price: '$11/unit' },
      { name: 'Microneedling (3 sessions)', price: '$800' },
      { name: 'Microneedling with PRP (3 sessions)', price: '$1650' },
      { name: 'Scalp Facial Package of 4', price: '$650' },
      { name: 'Signature Scalp Facial Package of 4', price: '$750' },
    ],
  },
];

export interface LaserArea {
  area: string;
  female: string;
  male: string;
}

/** SPEC §9 gives the full-body figures; the other areas are the spa's current per-area prices. */
export const LASER_AREAS: LaserArea[] = [
  { area: 'Face', female: '$100', male: '$125' },
  { area: 'Arms', female: '$150', male: '$180' },
  { area: 'Legs', female: '$200', male: '$250' },
  { area: 'Bikini', female: '$120', male: '$150' },
  { area: 'Chest and Abdomen', female: '$150', male: '$200' },
  { area: 'Back', female: '$150', male: '$220' },
  { area: 'Full Body', female: '$420', male: '$620' },
];

export const LASER_TOUCH_UP: PriceItem = { name: 'Touch-Up (5 minutes)', price: '$20' };
