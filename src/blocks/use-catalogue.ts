// The published catalogue, for renderers: the categories visitors see and every treatment.
import { categoryEntity, treatmentEntity } from '@schemas/published';
import { usePublishedItems } from './content';
import { visibleCategories, type CategoryItem, type TreatmentItem } from '@/lib/catalogue';

/** The categories visitors see, in the owner's order. */
export function useCategories(): CategoryItem[] {
  return visibleCategories(usePublishedItems(categoryEntity));
}

/** Every published treatment (as stored; see catalogue.ts for their order and choice). */
export function useTreatments(): TreatmentItem[] {
  return usePublishedItems(treatmentEntity);
}
