// Converting between stored documents and form values, driven by the field descriptions.
import * as z from 'zod/mini';
import type { FieldDescription } from '@schemas/kit/describe-fields';

/** Empty form values for the given fields: '' for text, false for switches, [] for lists, groups recursively. */
export function emptyValues(fields: FieldDescription[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    if (f.widget === 'group') out[f.key] = emptyValues(f.children ?? []);
    else if (f.widget === 'switch' || f.widget === 'checkbox') out[f.key] = false;
    else if (f.widget === 'lines') out[f.key] = [];
    else if (f.widget === 'number') out[f.key] = 0;
    else if (f.widget === 'select') out[f.key] = f.options?.[0] ?? '';
    else if (f.widget !== 'hidden') out[f.key] = '';
  }
  return out;
}

/** Stored data laid over empty values, so every input is controlled. */
export function toFormValues(fields: FieldDescription[], data: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out = emptyValues(fields);
  if (!data) return out;
  for (const f of fields) {
    const value = data[f.key];
    if (f.widget === 'hidden' || value === undefined || value === null) continue;
    out[f.key] = f.widget === 'group' && typeof value === 'object' ? toFormValues(f.children ?? [], value as Record<string, unknown>) : value;
  }
  return out;
}

/** Optional fields left empty are removed rather than stored as "". */
export function dropEmptyOptional(fields: FieldDescription[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const f of fields) {
    const value = out[f.key];
    if (f.widget === 'group' && value && typeof value === 'object') out[f.key] = dropEmptyOptional(f.children ?? [], value as Record<string, unknown>);
    else if (!f.required && value === '') delete out[f.key];
  }
  return out;
}

/** The schema a form validates: the entity's schema without the fields the form does not show. */
export function formSchemaFor(schema: z.ZodMiniObject, fields: FieldDescription[]): z.ZodMiniObject {
  const hidden = fields.filter((f) => f.widget === 'hidden').map((f) => f.key);
  return hidden.length ? (z.omit(schema, Object.fromEntries(hidden.map((k) => [k, true]))) as unknown as z.ZodMiniObject) : schema;
}
