// The spa's demo price list. Category pages point at these items by id, so each price is written once.
import type { PriceGroup } from '../../../schemas/collections/price-group';

type WithId<T> = T & { id: string };

export const demoPriceGroups: Array<WithId<PriceGroup>> = [
  {
    id: 'injectables',
    title: 'Injectables',
    items: [
      { id: 'neurotoxins', name: 'Neurotoxins (Botox, Dysport, Xeomin)', price: '$13/unit' },
      { id: 'lip-flip', name: 'Lip Flip (6 units)', price: '$150' },
      { id: 'lip-filler', name: 'Lip Filler', price: '$600/ml' },
      { id: 'contour-filler', name: 'Cheek, Jawline or Chin Filler', price: '$750 and up' },
      { id: 'fine-folds-filler', name: 'Fine Folds Filler', price: '$600' },
      { id: 'filler-touch-up', name: 'Filler Touch-Up (0.5ml)', price: '$400' },
    ],
  },
  {
    id: 'iv-infusions',
    title: 'IV Infusions',
    items: [
      { id: 'iv-drips', name: 'IV Drips', price: '$200' },
      { id: 'b12', name: 'B12 Injection', price: '$35' },
      { id: 'nad', name: 'NAD+ Infusion', price: '$800' },
      { id: 'glutathione-push', name: 'Glutathione or Vitamin C Push', price: '$150' },
      { id: 'glutathione-im', name: 'Glutathione IM Injection', price: '$50' },
    ],
  },
  {
    id: 'skincare',
    title: 'Skincare',
    items: [
      { id: 'microneedling', name: 'Microneedling', price: '$300' },
      { id: 'microneedling-prp', name: 'Microneedling with PRP', price: '$600' },
      { id: 'microneedling-add-on', name: 'Microneedling Add-On', price: '$300' },
    ],
  },
  {
    id: 'facials',
    title: 'Facials',
    items: [
      { id: 'signature-facial', name: 'Signature Facial', price: '$160' },
      { id: 'diamond-glow', name: 'DiamondGlow Facial', price: '$300' },
      { id: 'co2-mask', name: 'CO2 Mask', price: '$100' },
    ],
  },
  {
    id: 'hydrofacials',
    title: 'Hydrofacials',
    items: [
      { id: 'hydrafacial-90', name: 'HydraFacial (90 min)', price: '$280' },
      { id: 'hydrafacial-60', name: 'HydraFacial (60 min)', price: '$220' },
    ],
  },
  {
    id: 'chemical-peels',
    title: 'Chemical Peels',
    items: [
      { id: 'face-peel', name: 'Face Peel', price: '$300' },
      { id: 'body-peel', name: 'Body Peel', price: '$400' },
    ],
  },
  {
    id: 'scalp-facials',
    title: 'Scalp Facials',
    items: [
      { id: 'signature-scalp-facial', name: 'Signature Scalp Facial', price: '$180' },
      { id: 'deluxe-scalp-facial', name: 'Deluxe Scalp Facial', price: '$220' },
      { id: 'mens-scalp-facial', name: 'Men’s Scalp Facial', price: '$100' },
    ],
  },
  {
    id: 'hair-restoration',
    title: 'Hair Restoration',
    items: [
      { id: 'prp-hair', name: 'PRP Hair Restoration', price: 'From $800' },
      { id: 'scalp-micropigmentation', name: 'Scalp Micropigmentation', price: 'From $2000' },
    ],
  },
  {
    id: 'weight-loss',
    title: 'Medical Weight Loss',
    items: [
      { id: 'tirzepatide', name: 'Tirzepatide', price: '$150/week' },
      { id: 'semaglutide', name: 'Semaglutide', price: '$150/week' },
      { id: 'retatrutide', name: 'Retatrutide', price: '$160/week' },
      { id: 'dose-increase', name: 'Dose Increase', price: '$25' },
    ],
  },
  {
    id: 'skincare-products',
    title: 'Medical-Grade Skincare',
    items: [
      { id: 'hydrating-serum', name: 'Hyaluronic Hydrating Serum', price: '$129' },
      { id: 'renewal-cream', name: 'Barrier Renewal Cream', price: '$89' },
      { id: 'vitamin-c-serum', name: 'Vitamin C Brightening Serum', price: '$99' },
    ],
  },
  {
    id: 'special-offers',
    title: 'Special Offers',
    items: [
      { id: 'botox-30-units', name: 'Botox above 30 units', price: '$11/unit' },
      { id: 'microneedling-series', name: 'Microneedling (3 sessions)', price: '$800' },
      { id: 'microneedling-prp-series', name: 'Microneedling with PRP (3 sessions)', price: '$1650' },
      { id: 'scalp-package', name: 'Scalp Facial Package of 4', price: '$650' },
      { id: 'signature-scalp-package', name: 'Signature Scalp Facial Package of 4', price: '$750' },
    ],
  },
  {
    id: 'laser-hair-removal',
    title: 'Laser Hair Removal',
    firstColumn: 'Female',
    secondColumn: 'Male',
    items: [
      { id: 'laser-face', name: 'Face', price: '$100', secondPrice: '$125' },
      { id: 'laser-arms', name: 'Arms', price: '$150', secondPrice: '$180' },
      { id: 'laser-legs', name: 'Legs', price: '$200', secondPrice: '$250' },
      { id: 'laser-bikini', name: 'Bikini', price: '$120', secondPrice: '$150' },
      { id: 'laser-chest', name: 'Chest and Abdomen', price: '$150', secondPrice: '$200' },
      { id: 'laser-back', name: 'Back', price: '$150', secondPrice: '$220' },
      { id: 'laser-full-body', name: 'Full Body', price: '$420', secondPrice: '$620' },
      { id: 'laser-touch-up', name: 'Touch-Up (5 minutes)', price: '$20' },
    ],
    footnote: 'Packages: buy 4 sessions, get the 5th free.',
  },
].map((group, order) => ({ ...group, order }));
