// Stored values in plain words, for the conflict, history and trash screens: labels from the schema's fields,
// text without markup, lists one line per entry.
import { describeFields, type FieldDescription } from '@schemas/kit/describe-fields';
import type { EntityDef } from '@schemas/kit/define-entity';
import { plainText } from '@schemas/kit/rich-text';

type Values = Record<string, unknown>;
const isRecord = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Fields of an entity by key, described once per entity. */
const cache = new WeakMap<EntityDef, FieldDescription[]>();
export function fieldsOf(entity: EntityDef): FieldDescription[] {
  let fields = cache.get(entity);
  if (!fields) {
    fields = describeFields(entity.schema);
    cache.set(entity, fields);
  }
  return fields;
}

/** The label of a dotted field path ("address.city" → "Address › City"), from the schema where it can. */
export function fieldLabel(entity: EntityDef, path: string): string {
  const labels: string[] = [];
  let fields: FieldDescription[] | undefined = fieldsOf(entity);
  for (const key of path.split('.')) {
    const field: FieldDescription | undefined = fields?.find((f) => f.key === key);
    labels.push(field?.ui.label ?? key);
    fields = field?.children;
  }
  return labels.join(' › ');
}

/** Text on one line: rich text (HTML elements, rich-text fields) by its words, as plainText reads it. */
const strip = (html: string) => plainText(html).replace(/\s+/g, ' ').trim();

/** A value as short readable text. */
export function readableValue(value: unknown, limit = 400): string {
  let text: string;
  if (value === undefined || value === null || value === '') text = '(empty)';
  else if (typeof value === 'string') text = strip(value) || '(empty)';
  else if (typeof value === 'boolean') text = value ? 'Yes' : 'No';
  else if (typeof value === 'number') text = String(value);
  else if (Array.isArray(value)) text = value.length ? value.map((v) => `• ${readableValue(v, 120)}`).join('\n') : '(none)';
  else if (isRecord(value)) {
    const name = ['name', 'title', 'content', 'label', 'text'].map((k) => value[k]).find((v) => typeof v === 'string' && v.trim());
    text = typeof name === 'string' ? strip(name) : Object.entries(value).filter(([k]) => k !== 'id' && k !== 'order').map(([k, v]) => `${k}: ${readableValue(v, 80)}`).join('; ');
  } else text = String(value);
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

/** What an entry is called: its title field, or the first text field, or its id. */
export function entryTitle(entity: EntityDef, data: Values | null | undefined, fallback = ''): string {
  if (!data) return fallback;
  const fields = fieldsOf(entity);
  const title = fields.find((f) => f.ui.column === 'title') ?? fields.find((f) => f.widget === 'text');
  const value = title ? data[title.key] : undefined;
  if (typeof value === 'string' && value.trim()) return strip(value);
  return typeof data.name === 'string' && data.name.trim() ? data.name : fallback || entity.label;
}

/** The top-level keys whose values differ between two documents (order and revision left out). */
export function changedKeys(a: Values | null | undefined, b: Values | null | undefined, same: (x: unknown, y: unknown) => boolean): string[] {
  const keys = new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})]);
  return [...keys].filter((k) => k !== 'rev' && k !== 'id' && !same(a?.[k], b?.[k]));
}
