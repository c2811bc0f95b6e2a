// UI metadata for schema fields, kept in one private registry (never zod's global one).
import * as z from 'zod/mini';

/** Every widget the admin generator knows. The widget registry is a Record over this union. */
export type WidgetKey =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'email'
  | 'tel'
  | 'url'
  | 'image'
  | 'number'
  | 'switch'
  | 'checkbox'
  | 'select'
  | 'lines'
  | 'time'
  | 'group'
  | 'hidden';

export interface FieldUi {
  /** The label exactly as the spec's admin page names the field. */
  label: string;
  widget?: WidgetKey;
  help?: string;
  placeholder?: string;
  /** Rows for multi-line widgets. */
  rows?: number;
  /** Where the field shows on a collection's card: title, image, body text, list or a small note. */
  column?: 'title' | 'image' | 'body' | 'list' | 'note';
  /** Name of a boolean sibling field; when it is true this field is disabled (hours: closed days). */
  disabledWhen?: string;
  /** Save the document the moment this field changes, with its own error message. */
  saveOnChange?: { error: string };
  /** Labels for enum options, keyed by value. */
  options?: Record<string, string>;
}

export const uiRegistry = z.registry<FieldUi>();

/**
 * Attach UI metadata to a field. It clones the schema first (registering one instance twice would
 * overwrite the first entry) and must be the outermost call: wrappers added after it lose the metadata.
 */
export function field<T extends z.core.$ZodType>(schema: T, ui: FieldUi): T {
  const copy = z.clone(schema, schema._zod.def) as T;
  uiRegistry.add(copy, ui);
  return copy;
}
