// How the page editor knows which entry and field each text on the page shows, without the site's renderers knowing
// anything of editing: in the owner's edit mode the content they render carries, at the end of every text, an
// invisible mark (format characters no font draws) numbering a place in a table of (entity, entry, field). The
// editor finds the marks in the rendered page. Visitors' content is never marked, so their pages and code carry
// nothing of this.
import * as z from 'zod/mini';
import type { EntityDef } from '@schemas/kit/define-entity';
import type { FieldDescription } from '@schemas/kit/describe-fields';
import { fieldsOf } from '@/admin/safety/readable';
import { blockSchema, blockSchemas, type BlockKind } from '@schemas/blocks/index';
import { blockOwnFields } from '@schemas/blocks/block-fields';
import { imageUrls } from '@schemas/kit/urls';
import { imageEntity } from '@schemas/published';
import type { Snapshot } from '@schemas/snapshot';

/** One editable place: a field of an entry (`id` null for a singleton). `field` is the form's dotted name. */
export interface Place {
  entity: EntityDef;
  id: string | null;
  field: string;
  /** The field's label, for the place's accessible name. */
  label: string;
  /** For a section: the field is one of its block's (edited in the section's own form). */
  block?: BlockKind;
}

const OPEN = '\u2062';
const CLOSE = '\u2063';
/** Base-4 digits; none of these is white space, so trimming a marked text keeps its mark. */
const DIGITS = ['\u200b', '\u200c', '\u200d', '\u2060'] as const;
const MARK = new RegExp(`${OPEN}((?:${DIGITS.join('|')})+)${CLOSE}`, 'g');

function encode(n: number): string {
  let digits = '';
  do {
    digits = DIGITS[n % 4] + digits;
    n = Math.floor(n / 4);
  } while (n > 0);
  return `${OPEN}${digits}${CLOSE}`;
}

function decode(digits: string): number {
  let n = 0;
  for (const d of digits) n = n * 4 + DIGITS.indexOf(d as (typeof DIGITS)[number]);
  return n;
}

/** The places marked in `text`, in order. */
export function marksIn(text: string): number[] {
  return [...text.matchAll(MARK)].map((m) => decode(m[1]!));
}

/** `text` without its marks. */
export const unmarked = (text: string) => text.replace(MARK, '');

/** The table of places a marked snapshot refers to, and the images each place shows (by every address of them). */
export interface MarkTable {
  places: Place[];
  /** Image addresses (every rendition's too) → the places whose field holds that image. */
  images: Map<string, number[]>;
}

type Values = Record<string, unknown>;
const isRecord = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * A copy of `value` (an entry's data, described by `fields`) with a mark at the end of every text a visitor
 * reads: plain and rich text, and each line of a lines field. Addresses, choices, dates and numbers stay as they
 * are (they are not shown as text, and a marked one would no longer be valid); image fields are listed by address.
 */
function markFields(fields: readonly FieldDescription[], value: Values, place: (field: FieldDescription, name: string) => number, images: (url: string, n: number) => void, prefix = ''): Values {
  const out: Values = { ...value };
  for (const f of fields) {
    const v = value[f.key];
    const name = prefix ? `${prefix}.${f.key}` : f.key;
    if (typeof v === 'string' && v.trim() !== '' && (f.widget === 'text' || f.widget === 'textarea' || f.widget === 'richtext')) out[f.key] = v + encode(place(f, name));
    else if (f.widget === 'lines' && Array.isArray(v)) {
      const n = place(f, name);
      out[f.key] = v.map((line) => (typeof line === 'string' && line.trim() !== '' ? line + encode(n) : line));
    } else if (f.widget === 'image' && typeof v === 'string' && v !== '') images(v, place(f, name));
    else if (f.widget === 'group' && isRecord(v)) out[f.key] = markFields(f.children ?? [], v, place, images, name);
    else if (f.widget === 'list' && Array.isArray(v)) out[f.key] = v.map((row, i) => (isRecord(row) ? markFields(f.children ?? [], row, place, images, `${name}.${i}`) : row));
  }
  return out;
}

/** The stored value with its schema's defaults, the texts the site shows where nothing is stored. */
function withDefaults(schema: z.ZodMiniType, value: unknown): unknown {
  const parsed = z.safeParse(schema, value ?? {});
  return parsed.success ? parsed.data : value;
}

/**
 * `snapshot` (every published entity under its publish key, as the owner's previews read it) with every text of
 * `entities` marked, and the table the marks number. Sections are marked through their blocks' own fields.
 */
export function markSnapshot(snapshot: Snapshot, entities: readonly EntityDef[], sectionEntityId: string): { snapshot: Snapshot; table: MarkTable } {
  const places: Place[] = [];
  const images = new Map<string, number[]>();
  const imageIndex = imageAddresses(snapshot);
  const marked: Snapshot = { ...snapshot };
  for (const entity of entities) {
    const key = entity.publish?.key;
    if (!key || !(key in snapshot)) continue;
    // Described once per entity: marking runs at every keystroke.
    const fields = fieldsOf(entity);
    const placeOf = (id: string | null, block?: BlockKind) => (f: FieldDescription, name: string) => places.push({ entity, id, field: name, label: f.ui.label, ...(block ? { block } : {}) }) - 1;
    const addImage = (url: string, n: number) => {
      for (const address of imageIndex.get(url) ?? [url]) images.set(address, [...(images.get(address) ?? []), n]);
    };
    const value = snapshot[key];
    if (entity.kind === 'singleton') {
      const data = withDefaults(entity.schema, value);
      if (isRecord(data)) marked[key] = markFields(fields, data, placeOf(null), addImage);
      continue;
    }
    if (!Array.isArray(value)) continue;
    marked[key] = value.map((item: unknown) => {
      if (!isRecord(item) || typeof item.id !== 'string') return item;
      const id = item.id;
      if (entity.id === sectionEntityId && isRecord(item.block) && typeof item.block.kind === 'string' && Object.hasOwn(blockSchemas, item.block.kind)) {
        const kind = item.block.kind as BlockKind;
        const block = withDefaults(blockSchema, item.block);
        return { ...item, block: isRecord(block) ? markFields(blockOwnFields(kind).fields, block, placeOf(id, kind), addImage) : item.block };
      }
      return markFields(fields, item, placeOf(id), addImage);
    });
  }
  return { snapshot: marked, table: { places, images } };
}

/** Each library image's address → every address of it (its renditions'), so a picture is found by what it shows. */
function imageAddresses(snapshot: Snapshot): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const library = imageEntity.publish && snapshot[imageEntity.publish.key];
  if (!Array.isArray(library)) return index;
  for (const image of library) {
    if (!isRecord(image) || typeof image.url !== 'string') continue;
    index.set(image.url, imageUrls(image as Parameters<typeof imageUrls>[0]));
  }
  return index;
}
