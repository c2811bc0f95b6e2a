// The HTML the site renders from stored content (rich-text fields, a custom section's HTML elements), and what its
// tags say: the pictures, links and headings in it. The editor's and the sanitizer's markup is plain enough to read
// tag by tag; no browser is needed, so the rules run anywhere.
import { findKindRefs } from '@schemas/kit/image-refs';
import { categoryEntity, sectionEntity } from '@schemas/published';
import { elementFix, fixAt, type Entry, type FixTarget } from './site-content';

export interface HtmlPlace {
  html: string;
  /** The form's dotted field name. */
  field: string;
  /** The field as the form names it: "Long Description", "Content › Elements 2". */
  label: string;
  /** The level of the heading the HTML sits under on its page: 1 for a home-page section, 2 under a title. */
  under: number;
  fix: FixTarget;
}

/** Every piece of HTML an entry renders. */
export function htmlPlaces(entry: Entry): HtmlPlace[] {
  // A category's introduction is under its page's h1; other rich text under a section's or a dialog's h2.
  const under = entry.entity.id === categoryEntity.id ? 1 : 2;
  const places: HtmlPlace[] = findKindRefs(entry.entity.schema, entry.data, 'richtext').map((ref) => ({
    html: ref.url,
    field: ref.path.join('.'),
    label: ref.labels.join(' › '),
    under,
    fix: fixAt(entry, ref.path.join('.'), ref.labels[ref.labels.length - 1] ?? 'Text'),
  }));
  const block = entry.entity.id === sectionEntity.id ? (entry.data.block as { kind?: unknown; elements?: unknown } | undefined) : undefined;
  if (block?.kind === 'CustomSection' && Array.isArray(block.elements)) {
    block.elements.forEach((element: unknown, i) => {
      const e = element as { type?: unknown; content?: unknown };
      // A custom section has no heading of its own: its HTML sits under the page's h1.
      if (e?.type === 'html' && typeof e.content === 'string') places.push({ html: e.content, field: `block.elements.${i}.content`, label: `Elements ${i + 1}`, under: 1, fix: elementFix(entry, i, 'content', 'Content') });
    });
  }
  return places;
}

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>/g;

/** An attribute's value in a tag's attribute text, or undefined when it has none. */
function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(attrs);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : new RegExp(`(?:^|\\s)${name}(?:\\s|$|/)`, 'i').test(attrs) ? '' : undefined;
}

const words = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').trim();

/** How many pictures have no alt text (none, or only spaces). */
export function picturesWithoutAlt(html: string): number {
  let count = 0;
  for (const [, close, name, attrs] of html.matchAll(TAG)) if (!close && name!.toLowerCase() === 'img' && !attribute(attrs!, 'alt')?.trim()) count++;
  return count;
}

/** How many links have no name: no words inside, and no picture with alt text. */
export function linksWithoutName(html: string): number {
  let count = 0;
  for (const match of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a\s*>/gi)) {
    const inside = match[2]!;
    const named = words(inside) !== '' || [...inside.matchAll(/<img\b([^>]*)>/gi)].some((img) => attribute(img[1]!, 'alt')?.trim()) || attribute(match[1]!, 'aria-label')?.trim();
    if (!named) count++;
  }
  return count;
}

/** The levels of the headings, in order, as the site renders them (an h1 in content becomes an h2). */
export function headingLevels(html: string): number[] {
  const levels: number[] = [];
  for (const [, close, name] of html.matchAll(TAG)) {
    const level = /^h([1-6])$/i.exec(name!)?.[1];
    if (!close && level) levels.push(Math.max(2, Number(level)));
  }
  return levels;
}
