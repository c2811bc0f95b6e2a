// What the owner can choose on the page in edit mode, found from the marks in the rendered page (see marks.ts):
// each marked text and each picture of an entry's image field; each collection entry's card (the largest box
// around its fields that holds no other entry's); each home-page section.
import { marksIn, unmarked, type MarkTable, type Place } from './marks';

export interface Target {
  /** Stable while the page shows the same thing: the kind, the place and its position among equal ones. */
  key: string;
  kind: 'field' | 'entry' | 'section';
  element: Element;
  /** The place chosen: a field, or an entry's (a section's) first field. */
  place: number;
  /**
   * For a text that shows several fields of its entry together (an address's "city, state zip"): the other fields'
   * places, which its name lists; its form opens at the first.
   */
  also?: number[];
}

export const entryKey = (place: Place) => `${place.entity.id}#${place.id ?? ''}`;

/** The addresses an <img> shows: its src and every candidate of its srcset. */
function addressesOf(img: HTMLImageElement): string[] {
  const src = img.getAttribute('src');
  const set = (img.getAttribute('srcset') ?? '')
    .split(',')
    .map((c) => c.trim().split(/\s+/)[0])
    .filter((c): c is string => !!c);
  return [...(src ? [src] : []), ...set];
}

/** The lowest element containing all of `elements`. */
function commonAncestor(elements: readonly Element[]): Element | null {
  let common: Element | null = elements[0] ?? null;
  for (const el of elements.slice(1)) while (common && !common.contains(el)) common = common.parentElement;
  return common;
}

/** Every target in `root`, in document order (fields after the card or section around them). */
export function findTargets(root: Element, table: MarkTable, sectionEntityId: string): Target[] {
  const fields: Array<{ element: Element; place: number; also?: number[] }> = [];
  const seen = new Set<Element>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const [place, ...rest] = marksIn(text);
    const element = node.parentElement;
    if (place === undefined || !element || seen.has(element) || !table.places[place]) continue;
    // A mark alone in its node (rich text's, after its last paragraph) stands for the element holding it.
    if (unmarked(text).trim() === '' && !unmarked(element.textContent ?? '').trim()) continue;
    seen.add(element);
    const also = [...new Set(rest)].filter((p) => p !== place && table.places[p] && entryKey(table.places[p]) === entryKey(table.places[place]!));
    fields.push({ element, place, ...(also.length ? { also } : {}) });
  }
  const entryOf = (place: number) => entryKey(table.places[place]!);
  // The entries with a field at or under each element (up to the root): each field is walked up once, so a page
  // of hundreds of cards is scanned in time proportional to its fields, not their square.
  const below = new Map<Element, Set<string>>();
  const note = (element: Element, entry: string) => {
    for (let up: Element | null = element; up && up !== root.parentElement; up = up.parentElement) {
      const entries = below.get(up) ?? new Set<string>();
      if (entries.has(entry)) break;
      entries.add(entry);
      below.set(up, entries);
    }
  };
  for (const f of fields) note(f.element, entryOf(f.place));

  // Pictures: the place whose entry has texts nearest the picture (a picture two entries show belongs to the
  // card it sits in), else the first place showing it.
  for (const img of root.querySelectorAll('img')) {
    const candidates = [...new Set(addressesOf(img).flatMap((a) => table.images.get(a) ?? []))];
    if (!candidates.length) continue;
    let chosen = candidates[0]!;
    for (let up: Element | null = img.parentElement; up && up !== root; up = up.parentElement) {
      const entries = below.get(up);
      const near = entries && candidates.find((c) => entries.has(entryOf(c)));
      if (near !== undefined) {
        chosen = near;
        break;
      }
    }
    fields.push({ element: img, place: chosen });
    note(img, entryOf(chosen));
  }

  const byEntry = new Map<string, Array<{ element: Element; place: number }>>();
  fields.sort((a, b) => (a.element === b.element ? 0 : a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  for (const f of fields) {
    const own = byEntry.get(entryOf(f.place));
    if (own) own.push(f);
    else byEntry.set(entryOf(f.place), [f]);
  }
  const targets: Target[] = [];
  const main = root.querySelector('main') ?? root;
  for (const [entry, own] of byEntry) {
    const place = table.places[own[0]!.place]!;
    if (place.id === null) continue;
    if (place.entity.id === sectionEntityId) {
      // A home-page section: the page's own child around its texts.
      let section: Element | null = own[0]!.element;
      while (section && section.parentElement !== main) section = section.parentElement;
      if (section) targets.push({ key: `section:${entry}`, kind: 'section', element: section, place: own[0]!.place });
      continue;
    }
    // A card: from around its fields, as far out as no other entry's field is inside.
    let card = commonAncestor(own.map((f) => f.element));
    if (!card || card === main || !main.contains(card)) continue;
    while (card.parentElement && card.parentElement !== main && (below.get(card.parentElement)?.size ?? 0) <= 1) card = card.parentElement;
    if (own.length > 1 || card !== own[0]!.element) targets.push({ key: `entry:${entry}:${targets.length}`, kind: 'entry', element: card, place: own[0]!.place });
  }
  const counts = new Map<string, number>();
  for (const f of fields) {
    const base = `field:${f.place}`;
    const n = counts.get(base) ?? 0;
    counts.set(base, n + 1);
    targets.push({ key: `${base}:${n}`, kind: 'field', element: f.element, place: f.place, ...(f.also ? { also: f.also } : {}) });
  }
  // Document order; of two at one element, the outer kind first.
  const rank = { section: 0, entry: 1, field: 2 } as const;
  return targets.sort((a, b) => (a.element === b.element ? rank[a.kind] - rank[b.kind] : a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
}
