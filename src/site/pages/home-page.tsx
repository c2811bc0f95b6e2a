// Home: the visible stored sections in order, each through the section registry; nothing while they load.
import { DEFAULT_SECTIONS } from '@schemas/collections/section';
import { useSiteContent } from '../data/site-content';
import { RenderSection } from '../sections/registry';

export function HomePage() {
  const { content } = useSiteContent();
  if (!content) return null;
  // A project that has never stored sections shows the seeded defaults.
  const sections = content.sections && content.sections.length > 0 ? content.sections : DEFAULT_SECTIONS;
  const visible = sections.filter((s) => s.isVisible).sort((a, b) => a.order - b.order);
  return (
    <>
      {visible.map((section) => (
        <RenderSection key={section.id} section={section} />
      ))}
    </>
  );
}
