// Home: the visible stored sections in order, each through the block registry; nothing while the content loads.
import { DEFAULT_SECTIONS, sectionEntity } from '@schemas/published';
import { usePublishedItems, useSiteContent } from '@/blocks/content';
import { RenderBlock } from '@/blocks/registry';

/** The sections a project shows before it has stored any (every field at its default). */
const seededSections = () => DEFAULT_SECTIONS;

export function HomePage() {
  const { content } = useSiteContent();
  const stored = usePublishedItems(sectionEntity);
  if (!content) return null;
  const sections = stored.length > 0 ? stored : seededSections();
  const visible = sections.filter((s) => s.isVisible).sort((a, b) => a.order - b.order);
  return (
    <>
      {visible.map((section) => (
        <RenderBlock key={section.id} section={section} />
      ))}
    </>
  );
}
