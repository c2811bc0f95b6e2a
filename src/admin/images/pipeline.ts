// What happens to a picture between the owner's file chooser and storage, all in the browser with its own
// encoders: refused up front unless it is a raster image of at most 5 MB; turned upright (EXIF orientation);
// redrawn through a canvas, which leaves every piece of metadata behind (a phone photo's GPS position among
// them); resized to a few widths, never larger than it came; encoded as WebP, or JPEG (PNG when transparent)
// where the browser cannot encode WebP; and given a tiny placeholder. Animated GIFs are kept as they are:
// redrawing would keep only their first frame, and GIF carries no EXIF.
import { IMAGE_TYPES, MAX_IMAGE_BYTES, MAX_PLACEHOLDER, VARIANT_WIDTHS, type ImageType } from '@schemas/collections/image';
import { contentImageType } from '@schemas/kit/image-bytes';

/** What the file chooser offers: exactly the formats the library and the storage rules accept. */
export const ACCEPTED_TYPES = IMAGE_TYPES.join(',');
const FORMAT_NAMES = 'JPEG, PNG, WebP, AVIF or GIF';

/** Files the library refuses, each with its own message; the rest are uploaded. */
export function checkFiles(files: readonly File[]): { accepted: File[]; refused: string[] } {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    if (file.size > MAX_IMAGE_BYTES) refused.push(`File ${file.name} is too large (max 5MB)`);
    else if (!file.type.startsWith('image/')) refused.push(`File ${file.name} is not an image`);
    else if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) refused.push(`File ${file.name} is not a supported image: use ${FORMAT_NAMES}`);
    else accepted.push(file);
  }
  return { accepted, refused };
}

/**
 * checkFiles(), then each file judged by its content: one whose bytes are no accepted image (a text file named
 * .png, an SVG renamed .jpg) is refused as not an image, whatever its name says. Each accepted file comes with
 * the format its content is in.
 */
export async function checkImageFiles(files: readonly File[]): Promise<{ accepted: Array<{ file: File; type: ImageType }>; refused: string[] }> {
  const { accepted, refused } = checkFiles(files);
  const judged: Array<{ file: File; type: ImageType }> = [];
  for (const file of accepted) {
    const type = await contentImageType(file).catch(() => undefined);
    if (type) judged.push({ file, type });
    else refused.push(`File ${file.name} is not an image`);
  }
  return { accepted: judged, refused };
}

/** A file the browser could not decode although its type said image. */
export class UnreadableImageError extends Error {
  constructor(readonly fileName: string) {
    super(`File ${fileName} could not be read as an image`);
    this.name = 'UnreadableImageError';
  }
}

export interface EncodedVariant {
  blob: Blob;
  width: number;
  height: number;
  type: ImageType;
}

export interface ProcessedImage {
  /** Size of the upright picture. */
  width: number;
  height: number;
  /** Narrowest first. */
  variants: EncodedVariant[];
  /** A data: URL of a 16-pixel-wide rendition; none for a transparent picture, which it would not match. */
  placeholder?: string;
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;
type Context2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

function makeCanvas(width: number, height: number): { canvas: Canvas; context: Context2D } {
  const canvas: Canvas = typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(width, height) : Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d') as Context2D | null;
  if (!context) throw new Error('This browser cannot draw images');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  return { canvas, context };
}

function encode(canvas: Canvas, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The browser could not encode the image'))), type, quality));
}

/**
 * The widths to store for a picture `width` pixels wide: each of VARIANT_WIDTHS it is wider than, and its own
 * width when that lies between them or under the smallest; never wider than it is.
 */
export function variantWidths(width: number, widths: readonly number[] = VARIANT_WIDTHS): number[] {
  const largest = Math.max(...widths);
  const out = widths.filter((w) => w < width);
  if (width <= largest) out.push(width);
  return [...new Set(out)].sort((a, b) => a - b);
}

const WEBP_QUALITY = 0.8;
const JPEG_QUALITY = 0.82;

/** Encode as WebP, or in the fallback format when the browser hands back something else (it cannot encode WebP). */
async function encodeVariant(canvas: Canvas, transparent: boolean): Promise<{ blob: Blob; type: ImageType }> {
  const webp = await encode(canvas, 'image/webp', WEBP_QUALITY);
  if (webp.type === 'image/webp') return { blob: webp, type: 'image/webp' };
  const type = transparent ? 'image/png' : 'image/jpeg';
  const blob = await encode(canvas, type, JPEG_QUALITY);
  if (blob.type !== type) throw new Error(`The browser could not encode ${type}`);
  return { blob, type };
}

function hasTransparency(context: Context2D, width: number, height: number): boolean {
  const pixels = context.getImageData(0, 0, width, height).data;
  for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! < 255) return true;
  return false;
}

async function dataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `data:${blob.type};base64,${btoa(binary)}`;
}

const PLACEHOLDER_WIDTH = 16;

async function decode(file: File): Promise<ImageBitmap> {
  try {
    // 'from-image' applies the EXIF orientation, so a phone's portrait photo is stored upright.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new UnreadableImageError(file.name);
  }
}

/** Turn one accepted file into its stored renditions. */
export async function processImage(file: File, widths: readonly number[] = VARIANT_WIDTHS): Promise<ProcessedImage> {
  const bitmap = await decode(file);
  try {
    const { width, height } = bitmap;
    const heightFor = (w: number) => Math.max(1, Math.round((height * w) / width));

    // The placeholder first: it also tells whether the picture has transparent parts.
    const small = makeCanvas(PLACEHOLDER_WIDTH, heightFor(PLACEHOLDER_WIDTH));
    small.context.drawImage(bitmap, 0, 0, small.canvas.width, small.canvas.height);
    const transparent = hasTransparency(small.context, small.canvas.width, small.canvas.height);
    const encoded = transparent ? undefined : await dataUrl(await encodeVariant(small.canvas, false).then((v) => v.blob));
    // A placeholder too long to store (a very tall picture) is left out: the picture then loads without one.
    const placeholder = encoded && encoded.length <= MAX_PLACEHOLDER ? encoded : undefined;

    if (file.type === 'image/gif') return { width, height, variants: [{ blob: file, width, height, type: 'image/gif' }], placeholder };

    // Largest first, each drawn from the one before it: halving steps keep the small ones sharp.
    const targets = variantWidths(width, widths).reverse();
    const variants: EncodedVariant[] = [];
    let source: CanvasImageSource = bitmap;
    for (const w of targets) {
      const { canvas, context } = makeCanvas(w, heightFor(w));
      context.drawImage(source, 0, 0, canvas.width, canvas.height);
      const { blob, type } = await encodeVariant(canvas, transparent);
      if (blob.size > MAX_IMAGE_BYTES) throw new Error(`A ${w}px rendition of ${file.name} is larger than 5MB`);
      variants.unshift({ blob, width: canvas.width, height: canvas.height, type });
      source = canvas;
    }
    return { width, height, variants, placeholder };
  } finally {
    bitmap.close();
  }
}

/** The file extension of a stored rendition. */
export function extensionOf(type: ImageType): string {
  return { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/avif': 'avif', 'image/gif': 'gif' }[type];
}
