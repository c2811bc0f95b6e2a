// A file is judged by what it holds, not by its name or the type the browser guessed from the name: the first
// bytes of every raster format the library accepts are fixed ("magic numbers"). Anything else (a text file
// named .png, an SVG, HTML) is not an image here. Used by the library before processing and by both backends'
// file stores before anything is stored.

/**
 * The raster formats the library accepts and the storage rules allow, by MIME type. SVG is not among them: it
 * can carry script. The storage rules are generated from this list (scripts/rules/storage-rules.ts).
 */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** How many leading bytes the formats below need. */
export const SNIFF_BYTES = 32;

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** The image format `bytes` (a file's start) is in, or undefined when it is none of the accepted ones. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a'))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  // ISO media file: a box named ftyp whose major brand is AVIF (a still picture or a sequence).
  if (bytes.length >= 12 && ascii(bytes, 4, 'ftyp') && (ascii(bytes, 8, 'avif') || ascii(bytes, 8, 'avis'))) return 'image/avif';
  return undefined;
}

/** The format of a file's content, read from its first bytes. */
export async function contentImageType(blob: Blob): Promise<ImageType | undefined> {
  const head = new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer());
  return sniffImageType(head);
}

/**
 * Why `blob` may not be stored as `contentType`, or undefined when it may: only accepted raster formats whose
 * content is that format. SVG is never one (it can carry script that runs on the site's origin).
 */
export async function refusedFile(blob: Blob, contentType: string): Promise<string | undefined> {
  if (!(IMAGE_TYPES as readonly string[]).includes(contentType)) return `${contentType || 'This type'} is not an accepted image type`;
  const actual = await contentImageType(blob);
  if (actual !== contentType) return actual ? `The file holds ${actual}, not ${contentType}` : 'The file is not an image';
  return undefined;
}
