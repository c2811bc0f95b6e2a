// A custom section built by the owner in the Section Creator: its elements, in their stored order.
import type { SectionElement } from '@schemas/blocks/elements';
import type { BlockProps } from './block-props';
import { RenderElement } from './elements/registry';

/** The elements in order; the list is copied, never sorted in place (it may be a form's live value). */
export function sortedElements(elements: readonly SectionElement[]): SectionElement[] {
  return [...elements].sort((a, b) => a.order - b.order);
}

export function CustomSectionBlock({ block, section }: BlockProps<'CustomSection'>) {
  const elements = sortedElements(block.elements);
  if (elements.length === 0) return null;
  return (
    <section aria-label={section.name} data-custom-section={section.id} className="px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
        {elements.map((element, i) => (
          <RenderElement key={`${i}-${element.id}`} element={element} />
        ))}
      </div>
    </section>
  );
}
