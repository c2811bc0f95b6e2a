// Links without a name: a link in rich text with no words (nor a described picture) in it, and a custom section's
// button or link whose label is empty while its address is set. A screen reader announces such a link as "link".
import { sectionEntity } from '@schemas/published';
import { htmlPlaces, linksWithoutName } from '../html-places';
import { elementFix, entriesOf, sourceOf, type Finding, type PublishRule } from '../site-content';

export const linkNamesRule: PublishRule = {
  id: 'link-names',
  title: 'Links without a name',
  check({ snapshot }) {
    return entriesOf(snapshot).flatMap((entry) => {
      const found: Finding[] = [];
      for (const place of htmlPlaces(entry)) {
        const count = linksWithoutName(place.html);
        if (count) found.push({ rule: linkNamesRule.id, problem: `${count === 1 ? 'A link' : `${count} links`} without words in ${entry.name}, ${place.label}`, page: entry.page,
            source: sourceOf(entry), fix: place.fix });
      }
      const block = entry.entity.id === sectionEntity.id ? (entry.data.block as { kind?: unknown; elements?: unknown } | undefined) : undefined;
      if (block?.kind === 'CustomSection' && Array.isArray(block.elements)) {
        block.elements.forEach((element: unknown, i) => {
          const e = element as { type?: unknown; content?: unknown; href?: unknown };
          if ((e?.type === 'button' || e?.type === 'link') && typeof e.href === 'string' && e.href.trim() && !(typeof e.content === 'string' && e.content.trim())) {
            found.push({ rule: linkNamesRule.id, problem: `A ${e.type} without a label in ${entry.name}, Elements ${i + 1}`, page: entry.page,
            source: sourceOf(entry), fix: elementFix(entry, i, 'content', 'Content') });
          }
        });
      }
      return found;
    });
  },
};
