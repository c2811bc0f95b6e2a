// Puts a rendered page into the built index.html: the HTML inside #root, React's resource hints in <head>, and
// the snapshot the page was rendered from, which src/main.tsx hydrates from. One assembly for the build's
// prerenderer (vite.config.ts) and the Cloud Function that renders pages on Firebase (page-function.ts).
// Imported by vite.config.ts too, so only relative imports here.
import { EMBEDDED_SNAPSHOT_ID, FONTS_LATER_SCRIPT, PRERENDERED_ATTRIBUTE, RENDERED_AT_ATTRIBUTE, SITE_ORIGIN_ATTRIBUTE, SPA_CLOCK_ATTRIBUTE } from '../lib/prerender-keys.ts';
import { formatOffsetSpan, type OffsetSpan } from '../../schemas/kit/dates.ts';

/** All a page needs of its content here: its version, when the site was published, and that it is JSON. */
export interface VersionedContent {
  lastGenerated: string;
  published?: unknown;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<script type="application/json">` that carries the snapshot a page was rendered from. */
export function embeddedSnapshot(snapshot: VersionedContent): string {
  // Inside a <script>, "<" is escaped so no text in the content can close it.
  const json = JSON.stringify(snapshot).replace(/</g, '\\u003c');
  const published = typeof snapshot.published === 'string' ? ` data-published="${attribute(snapshot.published)}"` : '';
  return `<script type="application/json" id="${EMBEDDED_SNAPSHOT_ID}" data-version="${attribute(snapshot.lastGenerated)}"${published}>${json}</script>`;
}

/**
 * The finished document for `path`: `template` (the built index.html, whose #root is empty) with `html` (what
 * renderPage returned) inside #root and `snapshot`, the content it was rendered from, embedded after it.
 * `spaClock`, the spa's offset from UTC around `renderedAt` (spaOffsetSpan), lets the page know the spa's date.
 */
export function assemblePage(template: string, path: string, html: string, snapshot: VersionedContent, renderedAt: Date = new Date(), spaClock?: OffsetSpan, origin?: string): string {
  // What belongs in <head> comes first: the page's structured data (no "<" inside it), then the resource hints React
  // collected (the hero image's preload) and the page's title and description. The page's title takes the place
  // of the template's.
  const head = /^(?:<script type="application\/ld\+json">[^<]*<\/script>|<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/.exec(html)?.[0] ?? '';
  const originAttribute = origin ? ` ${SITE_ORIGIN_ATTRIBUTE}="${attribute(origin)}"` : '';
  const title = /<title>[^<]*<\/title>/.exec(head)?.[0];
  const replacesTitle = title !== undefined && /<title>[^<]*<\/title>/.test(template);
  const hints = replacesTitle ? head.replace(title, '') : head;
  // The page is on screen without them, so the app's modules load after it (see src/main.tsx) and the fonts
  // once its largest picture has painted (FONTS_LATER_SCRIPT, first in <head> so it runs before the first paint),
  // instead of competing with it for the first bytes. Replacements are functions, so no "$" in the content is
  // read as a pattern.
  return (replacesTitle ? template.replace(/<title>[^<]*<\/title>/, () => title) : template)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="preload" as="font"[^>]*>/g, '')
    .replace('<meta charset="UTF-8" />', (charset) => `${charset}\n    <script>${FONTS_LATER_SCRIPT}</script>`)
    .replace('<script type="module"', () => `${hints}<script type="module"`)
    .replace('<div id="root"></div>', () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${attribute(path)}" ${RENDERED_AT_ATTRIBUTE}="${renderedAt.toISOString()}"${spaClock ? ` ${SPA_CLOCK_ATTRIBUTE}="${formatOffsetSpan(spaClock)}"` : ''}${originAttribute}>${html.slice(head.length)}</div>${embeddedSnapshot(snapshot)}`);
}
