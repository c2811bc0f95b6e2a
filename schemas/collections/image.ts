import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { LIMITS, SAFE_URL } from '../kit/atoms';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const imageRecordSchema = z.object({
  url: field(z.string().check(z.minLength(1), z.maxLength(LIMITS.url), z.regex(SAFE_URL)), { label: 'URL', column: 'image' }),
  name: field(z.string().check(z.minLength(1), z.maxLength(300)), { label: 'Name', column: 'title' }),
  type: field(z.string().check(z.maxLength(100), z.regex(/^image\/[a-z0-9.+-]+$/)), { label: 'Type' }),
  size: field(z.number().check(z.gte(0), z.lte(MAX_IMAGE_BYTES)), { label: 'Size' }),
  createdAt: field(z.string().check(z.minLength(1), z.maxLength(40)), { label: 'Uploaded' }),
});

export type ImageRecord = z.infer<typeof imageRecordSchema>;

export const imageEntity = defineEntity({
  id: 'image',
  kind: 'collection',
  label: 'Image',
  path: 'images',
  nav: { label: 'Image Library', slug: 'images', order: 80, page: 'image-library' },
  messages: { deleteError: 'Error deleting image. Please try again.', loadError: 'Failed to load images. Please try refreshing the page.' },
  schema: imageRecordSchema,
});

/** Storage name for an upload: timestamp prefix, characters other than letters, digits, dot and hyphen replaced by "_". */
export function storageName(fileName: string, now: number = Date.now()): string {
  return `${now}-${fileName.replace(/[^a-zA-Z0-9.-]/g, '_')}`;
}
