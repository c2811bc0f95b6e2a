import * as z from 'zod/mini';
import { defineEntity } from '../kit/define-entity';
import { field } from '../kit/ui';
import { LIMITS, SAFE_URL } from '../kit/atoms';
import { IMAGE_TYPES } from '../kit/image-bytes';

export { imageUrls } from '../kit/urls';

/** The largest original the library accepts. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

// The accepted formats live beside the check of a file's bytes, which visitors' file stores load without this schema.
export { IMAGE_TYPES, type ImageType } from '../kit/image-bytes';

/** Where uploads are stored: one flat folder, each file named by storageName(). */
export const UPLOAD_FOLDER = 'uploads';
/**
 * Where private photos are stored (before-and-after photos: image fields marked `private`), named like uploads:
 * the owner's alone. Visitors get only the copies publishing makes while published content shows one.
 */
export const PRIVATE_FOLDER = 'private';
/** Where publishing puts those copies, a folder per picture (`published-media/<image id>/<file>`), readable by all. */
export const PUBLISHED_MEDIA_FOLDER = 'published-media';

/**
 * Where a publish puts the copy of one rendition of a private photo: its picture's folder, named by the publish
 * (`stamp`, its time) and the width, never by the uploaded file's name (which may name the patient).
 */
export function publishedMediaPath(imageId: string, stamp: number, variant: { path: string; width: number }): string {
  return `${PUBLISHED_MEDIA_FOLDER}/${imageId}/${stamp}-${variant.width}w${variant.path.slice(variant.path.lastIndexOf('.'))}`;
}

/** The widths an upload is resized to (never upscaled): phones, tablets and large screens. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;
/** Room for every width above plus the original's own: the published snapshot's worst case counts on it. */
export const MAX_VARIANTS = 4;
/**
 * The longest placeholder stored (a 16-pixel-wide picture takes a few hundred characters; a very tall one goes
 * without).
 */
export const MAX_PLACEHOLDER = 1200;

const url = z.string().check(z.minLength(1), z.maxLength(LIMITS.url), z.regex(SAFE_URL));
const pixels = z.number().check(z.int(), z.gte(1), z.lte(20000));
const percent = z.number().check(z.gte(0), z.lte(100));

/** One stored rendition of an image: its file, its address and its size in pixels. */
export const imageVariantSchema = z.object({
  url,
  /**
   * Storage path (uploads/… or private/…, named by storageName(): ASCII only), so a delete removes exactly the
   * files of the record; published-media/<id>/… in the published record of a private photo.
   */
  path: z.string().check(z.minLength(1), z.maxLength(400), z.regex(/^(uploads|private|published-media\/[\w-]{1,100})\/[\w.-]+$/)),
  width: pixels,
  height: pixels,
  type: z.enum(IMAGE_TYPES),
  size: z.number().check(z.int(), z.gte(0), z.lte(MAX_IMAGE_BYTES)),
});

export type ImageVariant = z.infer<typeof imageVariantSchema>;

/**
 * An image of the library. Records stored before uploads were processed have only url, name, type, size and
 * createdAt: everything after them is optional, and such an image still renders (as one plain picture).
 */
export const imageRecordSchema = z.object({
  /** The largest rendition: what "Copy URL" copies and what image fields store. */
  url: field(url, { label: 'URL', column: 'image' }),
  name: field(z.string().check(z.minLength(1), z.maxLength(300)), { label: 'Name', column: 'title' }),
  /** Type of the file as the owner chose it. */
  type: field(z.string().check(z.maxLength(100), z.regex(/^image\/[a-z0-9.+-]+$/)), { label: 'Type' }),
  size: field(z.number().check(z.gte(0), z.lte(MAX_IMAGE_BYTES)), { label: 'Size' }),
  createdAt: field(z.string().check(z.minLength(1), z.maxLength(40)), { label: 'Uploaded' }),
  alt: field(z.optional(z.string().check(z.trim(), z.maxLength(300, { error: 'Alt text must be at most 300 characters' }))), {
    label: 'Alt text',
    help: 'What the picture shows, for visitors who cannot see it. Leave empty for a purely decorative picture.',
  }),
  /** Size of the upright picture, in pixels. */
  width: field(z.optional(pixels), { label: 'Width', widget: 'hidden' }),
  height: field(z.optional(pixels), { label: 'Height', widget: 'hidden' }),
  /** The renditions, narrowest first. */
  variants: field(z.optional(z.array(imageVariantSchema).check(z.maxLength(MAX_VARIANTS))), { label: 'Sizes', widget: 'hidden' }),
  /** A tiny blurred picture (a data: URL of a few hundred bytes) shown while the real one loads. */
  placeholder: field(z.optional(z.string().check(z.maxLength(MAX_PLACEHOLDER), z.regex(/^data:image\/(webp|jpeg|png);base64,[A-Za-z0-9+/=]+$/))), {
    label: 'Placeholder',
    widget: 'hidden',
  }),
  /** The point that must stay in view when a render crops the picture, in percent from the left and the top. */
  focus: field(z.optional(z.object({ x: percent, y: percent })), { label: 'Focal point', widget: 'hidden' }),
  /** A private photo (its files under private/): visitors see only the copies publishing makes of it. */
  private: field(z.optional(z.boolean()), { label: 'Private', widget: 'hidden' }),
});

export type ImageRecord = z.infer<typeof imageRecordSchema>;

export const imageEntity = defineEntity({
  id: 'image',
  kind: 'collection',
  label: 'Image',
  path: 'images',
  nav: { label: 'Image Library', group: 'Photos', slug: 'images', order: 80, page: 'image-library' },
  // Visitors never read the library; the images the published content shows go into the snapshot with it.
  publish: { key: 'images', referencedOnly: true },
  messages: { deleteError: 'Error deleting image. Please try again.', loadError: 'Failed to load images. Please try refreshing the page.' },
  schema: imageRecordSchema,
});

/**
 * Storage name for an upload: timestamp prefix, characters other than letters, digits, dot and hyphen replaced by
 * "_".
 */
export function storageName(fileName: string, now: number = Date.now()): string {
  return `${now}-${fileName.replace(/[^a-zA-Z0-9.-]/g, '_')}`;
}

/** Every storage path a record's files live at (a record from before variants: its one file, by its name). */
export function storedPaths(record: Pick<ImageRecord, 'name' | 'variants'>): string[] {
  return record.variants?.length ? record.variants.map((v) => v.path) : [`${UPLOAD_FOLDER}/${record.name}`];
}
