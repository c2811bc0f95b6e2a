// Every picture the site shows goes through here. An address of an uploaded image is looked up in the images the
// snapshot publishes with the content: it renders with its sizes (srcset), its true width and height (no layout
// shift), its alt text, its placeholder and its focal point. An address typed by hand is a plain <img>. An
// upload the library no longer has renders nothing, so the site never points at a deleted file.
import { useMemo, type CSSProperties } from 'react';
import { imageEntity } from '@schemas/published';
import { imageUrls, isSafeUrl } from '@schemas/kit/urls';
import type { ImageRecord } from '@schemas/collections/image';
import type { Snapshot } from '@schemas/snapshot';
import { publishedItems } from '@/lib/published-values';
import { isUploadUrl } from '@/lib/upload-url';
import { useSiteContent } from '../content';

export type StoredImage = ImageRecord & { id?: string };

/** What an address resolves to: an image of the library, an address typed by hand, or an upload since deleted. */
export type Resolved = { kind: 'stored'; image: StoredImage } | { kind: 'plain' } | { kind: 'gone' };

/** The published images by every address they answer to; null when the snapshot predates published images. */
export function imageIndex(content: Snapshot | null): Map<string, StoredImage> | null {
  const images = content && imageEntity.publish && content[imageEntity.publish.key];
  if (!Array.isArray(images)) return null;
  // One index per library as published: the owner's page editor draws every page from the whole library, again
  // at each keystroke, and each picture and the page's metadata ask.
  let index = indexes.get(images);
  if (!index) {
    index = new Map<string, StoredImage>();
    for (const image of publishedItems(content!, imageEntity)) for (const url of imageUrls(image)) index.set(url, image);
    indexes.set(images, index);
  }
  return index;
}
const indexes = new WeakMap<object, Map<string, StoredImage>>();

export function resolveImage(index: Map<string, StoredImage> | null, url: string): Resolved {
  const image = index?.get(url);
  if (image) return { kind: 'stored', image };
  // A snapshot from before images were published knows nothing of the library: every address is shown as given.
  return index && isUploadUrl(url) ? { kind: 'gone' } : { kind: 'plain' };
}

/** Resolves image addresses against the published content the renderers read. */
export function useImageResolver(): (url: string | undefined) => Resolved {
  const { content } = useSiteContent();
  const index = useMemo(() => imageIndex(content), [content]);
  return (url) => (url && isSafeUrl(url) ? resolveImage(index, url) : { kind: 'gone' });
}

/** The `srcset` of a stored image (its renditions by width); undefined for an image with one file. */
export function srcSetOf(image: StoredImage): string | undefined {
  const variants = image.variants ?? [];
  return variants.length > 1 ? variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
}

/** The rendition a browser without srcset gets: the first at least 960 wide, else the largest. */
export function fallbackSrc(image: StoredImage): string {
  const variants = image.variants ?? [];
  return (variants.find((v) => v.width >= 960) ?? variants[variants.length - 1])?.url ?? image.url;
}

/** CSS object-position from a focal point: what a cropped render (object-fit: cover) keeps in view. */
export function focusPosition(image: Pick<ImageRecord, 'focus'> | undefined): string | undefined {
  return image?.focus ? `${round(image.focus.x)}% ${round(image.focus.y)}%` : undefined;
}

const round = (n: number) => Math.round(n * 10) / 10;

export interface SiteImageProps {
  src: string | undefined;
  /** The alt text of the place that shows it; when empty, the image's own alt text from the library. */
  alt?: string;
  /** Used when neither the place nor the library has alt text. */
  fallbackAlt?: string;
  /**
   * Which width the picture takes on screen, for the browser to choose a rendition: "(min-width: 1024px) 33vw, 50vw".
   */
  sizes: string;
  /** Width and height for an image whose own size is unknown (typed by hand): the box it is laid out in. */
  width: number;
  height: number;
  className?: string;
  /** Above the fold: fetched at once, with high priority when it is the page's largest picture. */
  eager?: boolean;
  priority?: boolean;
}

/** One picture: nothing for an upload since deleted, a responsive image for a stored one, else a plain <img>. */
export function SiteImage({ src, alt, fallbackAlt = '', sizes, width, height, className, eager = false, priority = false }: SiteImageProps) {
  const resolve = useImageResolver();
  const resolved = resolve(src);
  if (!src || resolved.kind === 'gone') return null;
  const loading = { ...(priority ? { fetchPriority: 'high' as const } : {}), loading: eager ? ('eager' as const) : ('lazy' as const) };
  if (resolved.kind === 'plain') return <img src={src} alt={alt || fallbackAlt} width={width} height={height} className={className} {...loading} />;
  const image = resolved.image;
  const style: CSSProperties = {};
  const position = focusPosition(image);
  if (position) style.objectPosition = position;
  // The blurred placeholder sits behind the picture until it has loaded (opaque pictures only: the pipeline
  // makes none for transparent ones).
  if (image.placeholder) Object.assign(style, { backgroundImage: `url("${image.placeholder}")`, backgroundSize: 'cover', backgroundPosition: position ?? 'center' });
  return (
    <img
      src={fallbackSrc(image)}
      srcSet={srcSetOf(image)}
      sizes={srcSetOf(image) ? sizes : undefined}
      alt={alt || image.alt || fallbackAlt}
      width={image.width ?? width}
      height={image.height ?? height}
      decoding="async"
      className={className}
      style={style}
      {...loading}
    />
  );
}

/** Cards in a grid of two columns from 768px (one below), in a 1024px-wide band. */
export const CARD_SIZES_2 = '(min-width: 1024px) 500px, (min-width: 768px) 50vw, 100vw';
/** Cards two to a row on phones and three from 1024px, in a 1152px-wide band. */
export const CARD_SIZES_3 = '(min-width: 1024px) 370px, 50vw';
/** The picture at the top of a detail dialog. */
export const MODAL_SIZES = '(min-width: 768px) 640px, 100vw';
