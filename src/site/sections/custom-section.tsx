// A custom section built by the owner: shown only when its linked record exists (and is visible).
import { useSiteContent } from '../data/site-content';
import { RenderElement } from '../elements/registry';
import type { SectionProps } from './section-props';

export function CustomSectionRenderer({ section }: SectionProps) {
  const record = useSiteContent().content?.customSections?.find((c) => c.id === section.customSectionId);
  if (!section.customSectionId || !record || !record.isVisible) return null;
  const elements = [...record.elements].sort((a, b) => a.order - b.order);
  return (
    <section aria-label={record.name} data-custom-section={record.id} className="px-4 py-14 sm:px-6 sm:py-20">
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
        {elements.map((element) => (
          <RenderElement key={element.id} element={element} />
        ))}
      </div>
    </section>
  );
}
