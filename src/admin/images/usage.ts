// Where each image is used: every entity's stored records, read through the registry and scanned through their
// schemas for image fields (findImageRefs), so no list of image fields is kept by hand.
import { imageUrls, type ImageRecord } from '@schemas/collections/image';
import type { EntityDef } from '@schemas/kit/define-entity';
import { findImageRefs } from '@schemas/kit/image-refs';
import { entryTitle } from '@schemas/kit/ui';
import type { DataPort, DocData } from '@/backend/port';

export interface ImageUse {
  /** The image address as the record stores it. */
  url: string;
  /** "Service “Botox”", "Business Info". */
  place: string;
  /** The field, as the form names it: "Image URL", "Content › Slides 2 › Image". */
  field: string;
  /** The admin page where it is edited. */
  href?: string;
}

/** A collection item's name: its `column: 'title'` field, else its id. */
const titleOf = (entity: EntityDef, id: string, data: DocData): string => entryTitle(entity.schema, data) ?? id;

/** Every use of an image address in the stored content of `entities`. */
export async function findImageUses(reader: Pick<DataPort, 'getDoc' | 'getDocs'>, entities: readonly EntityDef[]): Promise<ImageUse[]> {
  const perEntity = await Promise.all(
    entities.map(async (entity) => {
      const docs = entity.kind === 'singleton' ? [{ id: entity.path, data: await reader.getDoc(entity.path) }] : await reader.getDocs(entity.path);
      const href = entity.nav[0] ? `/admin/dashboard/${entity.nav[0].slug}` : undefined;
      return docs.flatMap(({ id, data }) => {
        if (!data) return [];
        const place = entity.kind === 'singleton' ? entity.label : `${entity.label} “${titleOf(entity, id, data)}”`;
        return findImageRefs(entity.schema, data).map((ref) => ({ url: ref.url, place, field: ref.labels.join(' › '), href }));
      });
    }),
  );
  return perEntity.flat();
}

/** The uses of one image, under any of its addresses. */
export function usesOf(image: Pick<ImageRecord, 'url' | 'variants'>, uses: readonly ImageUse[]): ImageUse[] {
  const urls = new Set(imageUrls(image));
  return uses.filter((u) => urls.has(u.url));
}
