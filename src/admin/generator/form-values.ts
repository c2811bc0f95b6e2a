// Converting between stored documents and form values, driven by the field descriptions.
import * as z from 'zod/mini';
import type { FieldDescription } from '@schemas/kit/describe-fields';

type Values = Record<string, unknown>;

const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Empty form values for the given fields: '' for text, false for switches, [] for lines and lists, groups
 * recursively.
 */
export function emptyValues(fields: FieldDescription[]): Values {
  const out: Values = {};
  for (const f of fields) {
    // A field with a default starts from it (a new testimonial has five stars), groups and lists included.
    if (f.defaultValue !== undefined && f.widget !== 'hidden') out[f.key] = structuredClone(f.defaultValue);
    else if (f.widget === 'group') out[f.key] = emptyValues(f.children ?? []);
    else if (f.widget === 'switch' || f.widget === 'checkbox') out[f.key] = false;
    else if (f.widget === 'lines' || f.widget === 'list') out[f.key] = [];
    else if (f.widget === 'number') out[f.key] = 0;
    else if (f.widget === 'select') out[f.key] = f.options?.[0] ?? '';
    else if (f.widget !== 'hidden') out[f.key] = '';
  }
  return out;
}

/** A short random id for a new list row: 10 characters of [0-9a-z], about 51 bits, retried if already taken. */
export function freshId(taken: Iterable<unknown> = []): string {
  const used = new Set(taken);
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(10));
    const id = Array.from(bytes, (b) => (b % 36).toString(36)).join('');
    if (!used.has(id)) return id;
  }
}

/** The values of a row the owner adds to a list: empty fields, and a fresh id when rows carry one. */
export function newRow(list: FieldDescription, siblings: ReadonlyArray<unknown> = []): Values {
  const row = emptyValues(list.children ?? []);
  if (list.rowIds) row.id = freshId(siblings.map((s) => (isRecord(s) ? s.id : undefined)));
  return row;
}

/** Stored data laid over empty values, so every input is controlled. */
export function toFormValues(fields: FieldDescription[], data: Values | null | undefined): Values {
  const out = emptyValues(fields);
  if (!data) return out;
  for (const f of fields) {
    const value = data[f.key];
    if (f.widget === 'hidden' || value === undefined || value === null) continue;
    if (f.widget === 'group') out[f.key] = isRecord(value) ? toFormValues(f.children ?? [], value) : out[f.key];
    else if (f.widget === 'list') out[f.key] = Array.isArray(value) ? value.filter(isRecord).map((row) => rowFormValues(f.children ?? [], row)) : [];
    else out[f.key] = value;
  }
  return out;
}

/**
 * A stored list row as form values. Its hidden fields (its id) stay in the row: the form validates and saves rows
 * whole.
 */
function rowFormValues(children: FieldDescription[], row: Values): Values {
  const hidden = Object.fromEntries(children.filter((c) => c.widget === 'hidden' && row[c.key] !== undefined).map((c) => [c.key, row[c.key]]));
  return { ...hidden, ...toFormValues(children, row) };
}

/** Optional fields left empty are removed rather than stored as "", in groups and list rows too. */
export function dropEmptyOptional(fields: FieldDescription[], values: Values): Values {
  const out: Values = { ...values };
  for (const f of fields) {
    const value = out[f.key];
    if (f.widget === 'group' && isRecord(value)) out[f.key] = dropEmptyOptional(f.children ?? [], value);
    else if (f.widget === 'list' && Array.isArray(value)) out[f.key] = value.map((row) => (isRecord(row) ? dropEmptyOptional(f.children ?? [], row) : row));
    else if (!f.required && value === '') delete out[f.key];
  }
  return out;
}

/** Values the form does not show (order, location and the like), kept from the stored document. */
export function hiddenValues(fields: FieldDescription[], stored: Values | null | undefined): Values {
  if (!stored) return {};
  return Object.fromEntries(fields.filter((f) => f.widget === 'hidden' && stored[f.key] !== undefined).map((f) => [f.key, stored[f.key]]));
}

/** The schema a form validates: the entity's schema without the top-level fields the form does not show. */
export function formSchemaFor(schema: z.ZodMiniObject, fields: FieldDescription[]): z.ZodMiniObject {
  const hidden = fields.filter((f) => f.widget === 'hidden').map((f) => f.key);
  return hidden.length ? z.omit(schema, Object.fromEntries(hidden.map((k) => [k, true as const]))) : schema;
}
