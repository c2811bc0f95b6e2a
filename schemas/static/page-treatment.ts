// Static treatments shown on the category pages (/vitamins, /injectables, ...): richer than the stored
// treatments, written in the codebase and validated here so a bad entry is skipped, never rendered.
import * as z from 'zod/mini';
import { benefitLines, imageUrl, LIMITS, optionalText, requiredText } from '../kit/atoms';

export const CATEGORY_SLUGS = ['vitamins', 'injectables', 'facial-rejuvenation', 'laser', 'scalp-care', 'skincare'] as const;
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export const pageTreatmentSchema = z.object({
  id: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  title: requiredText('Title'),
  /** Short text on the card and in the modal. */
  description: requiredText('Description', LIMITS.medium),
  image: imageUrl('Image'),
  benefits: benefitLines('Benefits'),
  downtime: optionalText('Downtime'),
  /** One line on what the treatment is, e.g. "Intramuscular injection". */
  details: requiredText('Details', LIMITS.medium),
  /** Display price, e.g. "From $350 per area". */
  price: requiredText('Price', 100),
  longDescription: requiredText('Long Description', LIMITS.long),
  duration: requiredText('Duration', 100),
  aftercare: requiredText('Aftercare', LIMITS.medium),
  recommendations: requiredText('Recommendations', LIMITS.medium),
});

export type PageTreatment = z.infer<typeof pageTreatmentSchema>;

/** Keep the valid entries; report and skip the rest. */
export function parsePageTreatments(entries: readonly unknown[], report: (index: number, issues: string[]) => void = () => {}): PageTreatment[] {
  const valid: PageTreatment[] = [];
  entries.forEach((entry, index) => {
    const result = pageTreatmentSchema.safeParse(entry);
    if (result.success) valid.push(result.data);
    else report(index, result.error.issues.map((i) => `${i.path.join('.') || '(entry)'}: ${i.message}`));
  });
  return valid;
}
