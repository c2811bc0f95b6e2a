// The category pages the site has, each at /{slug}, without any schema code (the site's route table needs them).
export const CATEGORY_SLUGS = ['vitamins', 'injectables', 'facial-rejuvenation', 'laser', 'scalp-care', 'skincare'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];
