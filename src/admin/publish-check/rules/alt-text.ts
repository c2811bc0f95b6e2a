// Pictures without alt text: an image field whose picture has none (the field's own where its schema has one, else
// the Image Library record's), and pictures inside rich text without an alt attribute.
import { findImageRefs, schemaHolding } from '@schemas/kit/image-refs';
import { imageUrls } from '@schemas/collections/image';
import { imageEntity } from '@schemas/published';
import { htmlPlaces, picturesWithoutAlt } from '../html-places';
import { entriesOf, fixAt, sourceOf, imageHref, libraryOf, valueAt, type Finding, type PublishRule } from '../site-content';

export const altTextRule: PublishRule = {
  id: 'alt-text',
  title: 'Pictures without alt text',
  check({ snapshot }) {
    const library = libraryOf(snapshot);
    const recordOf = (url: string) => library.find((r) => imageUrls(r).includes(url));
    return entriesOf(snapshot).flatMap((entry) => {
      const found: Finding[] = [];
      for (const ref of findImageRefs(entry.entity.schema, entry.data)) {
        const holder = valueAt(entry.data, ref.path.slice(0, -1)) as Record<string, unknown> | undefined;
        const ownAlt = schemaHolding(entry.entity.schema, entry.data, ref.path)?.alt !== undefined;
        if (ownAlt && typeof holder?.alt === 'string' && holder.alt.trim()) continue;
        const record = recordOf(ref.url);
        if (record?.alt?.trim()) continue;
        const where = `${entry.name}, ${ref.labels.join(' › ')}`;
        const altField = [...ref.path.slice(0, -1), 'alt'].join('.');
        found.push({
          rule: altTextRule.id,
          problem: `Picture without alt text: ${where}`,
          page: entry.page,
            source: sourceOf(entry),
          // The library's alt text serves every place the picture shows; a picture typed by hand has only its field.
          fix: record
            ? { entity: imageEntity.id, id: record.id, field: 'alt', label: `Alt text of “${record.name}”`, href: imageHref(record.id) }
            : ownAlt
              ? fixAt(entry, altField, 'Alt text')
              : fixAt(entry, ref.path.join('.'), ref.labels[ref.labels.length - 1] ?? 'Image'),
        });
      }
      for (const place of htmlPlaces(entry)) {
        const missing = picturesWithoutAlt(place.html);
        if (missing) found.push({ rule: altTextRule.id, problem: `${missing === 1 ? 'A picture' : `${missing} pictures`} without alt text in ${entry.name}, ${place.label}`, page: entry.page,
            source: sourceOf(entry), fix: place.fix });
      }
      return found;
    });
  },
};
