// Search and sharing metadata with React 19's document metadata, in every page's HTML as it is served and kept to the
// page the visitor is on: the page's own title and description, the search listing's keywords, geo, Open Graph,
// Twitter, favicon and canonical link; the sharing picture is the item's, else the hero's first slide. Absolute
// addresses use the site's address the page was rendered for. The JSON-LD structured data is for search engines,
// which read the page as served: the prerenderer and the page function write it into <head>
// (src/prerender/structured-data.ts), and the browser never builds it.
import { use } from 'react';
import { businessInfoEntity, contactInfoEntity, sectionEntity } from '@schemas/published';
import type { Snapshot } from '@schemas/snapshot';
import { publishedDoc, publishedItems } from '@/lib/published-values';
import { useToday } from '@/lib/today';
import { AddressContext } from '@/blocks/ui/site-dialog';
import { absoluteUrl } from '@/blocks/ui/site-origin';
import { resolveAddress } from '@/blocks/addresses';
import { PUBLIC_ROUTES } from '../routes';
import { itemAt, pageMeta, seoOf } from './page-meta';
import { imageIndex, resolveImage } from '@/blocks/ui/site-image';

const absolute = absoluteUrl;

/** An image address the site may name: not an upload the library has since deleted. */
export function shown(content: Snapshot, url: string | undefined): string | undefined {
  return url && resolveImage(imageIndex(content), url).kind !== 'gone' ? url : undefined;
}

/** The first shown slide of the first visible hero on the home page, if any. */
export function heroImage(content: Snapshot): string | undefined {
  const sections = [...publishedItems(content, sectionEntity)].filter((s) => s.isVisible).sort((a, b) => a.order - b.order);
  for (const { block } of sections) {
    if (block.kind !== 'Hero') continue;
    const first = block.slides.find((slide) => shown(content, slide.image));
    if (first) return first.image;
  }
  return undefined;
}

export function SiteMetadata({ content, title }: { content: Snapshot | null; title?: string }) {
  // The address the visitor is at: an item's while its modal is open.
  const pathname = use(AddressContext) ?? '/';
  const today = useToday();
  const business = publishedDoc(content, businessInfoEntity);
  const meta = content && pageMeta(content, pathname, today);
  if (!content || !business || !meta) return null;
  const contact = publishedDoc(content, contactInfoEntity);
  const city = contact?.address.city;
  const fullTitle = title ?? meta.title;
  const description = meta.description;
  const seo = seoOf(content);
  const keywords = [...seo.keywords, city && `${city} med spa`].filter(Boolean).join(', ');
  const pageUrl = absolute(pathname);
  // A page that is not there has no address of its own to name.
  const exists = resolveAddress(content, pathname, today, PUBLIC_ROUTES.map((r) => r.path)).kind !== 'missing';
  // Link previews show the item's picture, else the hero's first slide, else the logo.
  const preview = shown(content, itemAt(content, pathname, today)?.image) ?? heroImage(content) ?? shown(content, business.images.logo);
  const image = preview && absolute(preview);
  const logo = shown(content, business.images.logo);
  const location = business.location;

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {contact && <meta name="geo.region" content={`US-${contact.address.state}`} />}
      {city && <meta name="geo.placename" content={city} />}
      {location && <meta name="geo.position" content={`${location.latitude};${location.longitude}`} />}
      {location && <meta name="ICBM" content={`${location.latitude}, ${location.longitude}`} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={business.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {exists && <meta property="og:url" content={pageUrl} />}
      {image && <meta property="og:image" content={image} />}
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={image} />}
      {logo && <link rel="icon" href={logo} />}
      {exists && <link rel="canonical" href={pageUrl} />}
    </>
  );
}
