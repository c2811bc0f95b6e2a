// Props of an element renderer, narrowed to its own element type.
import type { ElementType, SectionElement } from '@schemas/blocks/elements';

export interface ElementProps<T extends ElementType = ElementType> {
  element: Extract<SectionElement, { type: T }>;
}
