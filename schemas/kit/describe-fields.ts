// describeFields: walks an object schema into a list of field descriptions the generator renders.
import type * as z from 'zod/mini';
import { uiRegistry, type FieldUi, type WidgetKey } from './ui';

export interface FieldDescription {
  /**
   * Dotted path from the document root: "address.city". The children of a list are named relative to
   * their row ("name"); the list widget puts "<list>.<index>." in front when it renders a row.
   */
  name: string;
  key: string;
  ui: FieldUi;
  widget: WidgetKey;
  required: boolean;
  /** For enums: the allowed values. */
  options?: string[];
  /** For groups: the nested fields. For lists: the fields of one row, named relative to the row. */
  children?: FieldDescription[];
  /** Length limit from the schema, when it has one. */
  maxLength?: number;
  /** The schema's default, for a field that may be absent from stored data (a new entry's form starts with it). */
  defaultValue?: unknown;
  /** For arrays (lists, lines): the fewest and most elements the schema accepts, when it says. */
  minItems?: number;
  maxItems?: number;
  /** For lists: rows carry a hidden string `id`, so a new row gets a fresh one (references to rows stay stable). */
  rowIds?: boolean;
  /**
   * Rich text (`kind: 'richtext'`, the rich-text atoms): the value is HTML, or plain text stored before. Renderers
   * show it with the site's RichText, plain-text places through plainText (schemas/kit/rich-text.ts).
   */
  richText?: boolean;
}

type AnySchema = z.core.$ZodType;

function defOf(schema: AnySchema) {
  return schema._zod.def as z.core.$ZodTypeDef & {
    innerType?: AnySchema;
    element?: AnySchema;
    shape?: Record<string, AnySchema>;
    entries?: Record<string, string>;
    checks?: Array<{ _zod: { def: { check: string; maximum?: number; minimum?: number } } }>;
  };
}

/** Peel optional/default/nullable wrappers, merging UI metadata from outside in. */
export function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean; ui: Partial<FieldUi>; defaultValue?: unknown } {
  let current = schema;
  let optional = false;
  let ui: Partial<FieldUi> = {};
  let defaultValue: unknown;
  for (;;) {
    ui = { ...(uiRegistry.get(current) ?? {}), ...ui };
    const def = defOf(current);
    // The outermost default wins; zod's def exposes it as a value (computed afresh for a function default).
    if (def.type === 'default' && defaultValue === undefined) defaultValue = structuredClone((def as { defaultValue?: unknown }).defaultValue);
    if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') && def.innerType) {
      if (def.type !== 'nullable') optional = true;
      current = def.innerType;
      continue;
    }
    return { inner: current, optional, ui, defaultValue };
  }
}

function check(schema: AnySchema, kind: string): { maximum?: number; minimum?: number } | undefined {
  return defOf(schema).checks?.find((c) => c._zod.def.check === kind)?._zod.def as { maximum?: number; minimum?: number } | undefined;
}

/** The unwrapped element type of an array schema, or undefined for anything else. */
function elementOf(inner: AnySchema): AnySchema | undefined {
  const def = defOf(inner);
  return def.type === 'array' && def.element ? unwrap(def.element).inner : undefined;
}

const typeOf = (schema: AnySchema | undefined) => (schema ? defOf(schema).type : undefined);

/**
 * The widget for a field. Inferred from the data shape unless the metadata names one; a shape no widget can
 * edit (a union, a record, an array of arrays …) is a definition error rather than a field silently left
 * out of the form, so it throws. `widget: 'hidden'` is the explicit way to keep a field out of forms.
 */
function widgetFor(inner: AnySchema, ui: Partial<FieldUi>, where: string): WidgetKey {
  const type = typeOf(inner);
  const element = elementOf(inner);
  const refuse = (why: string): never => {
    throw new Error(`Field "${where}": ${why}`);
  };
  // A field's type decides how it is edited: rich text is HTML, which only the rich-text editor writes.
  if (ui.kind === 'richtext') {
    if (type !== 'string') refuse(`rich text is stored as a string of HTML, got ${type}`);
    return ui.widget === undefined || ui.widget === 'richtext' ? 'richtext' : refuse(`rich text is edited with the "richtext" widget, not "${ui.widget}"`);
  }
  switch (ui.widget) {
    case undefined:
      break;
    case 'group':
      return type === 'object' ? 'group' : refuse(`widget "group" needs an object schema, got ${type}`);
    case 'list':
      return typeOf(element) === 'object' ? 'list' : refuse(`widget "list" needs an array of objects, got ${type}${element ? ` of ${typeOf(element)}` : ''}`);
    case 'lines':
      return typeOf(element) === 'string' ? 'lines' : refuse(`widget "lines" needs an array of strings, got ${type}${element ? ` of ${typeOf(element)}` : ''}`);
    case 'reference':
      if (type !== 'string') refuse(`widget "reference" stores an id, so it needs a string schema, got ${type}`);
      return ui.reference ? 'reference' : refuse('widget "reference" needs `reference: { collection, label }` in its metadata');
    case 'references':
      if (typeOf(element) !== 'string') refuse(`widget "references" stores a list of ids, so it needs an array of strings, got ${type}`);
      return ui.reference ? 'references' : refuse('widget "references" needs `reference: { collection, label }` in its metadata');
    case 'slug':
      if (type !== 'string') refuse(`widget "slug" needs a string schema, got ${type}`);
      return ui.slug ? 'slug' : refuse('widget "slug" needs `slug: { from, prefix }` in its metadata');
    default:
      return ui.widget;
  }
  switch (type) {
    case 'boolean':
      return 'switch';
    case 'number':
      return 'number';
    case 'enum':
      return 'select';
    case 'object':
      return 'group';
    case 'array':
      if (typeOf(element) === 'string') return 'lines';
      if (typeOf(element) === 'object') return 'list';
      return refuse(`the admin cannot edit an array of ${typeOf(element) ?? 'unknown'}; name a widget in its metadata (widget: 'hidden' keeps it out of forms)`);
    case 'string': {
      const max = check(inner, 'max_length')?.maximum;
      return max !== undefined && max > 300 ? 'textarea' : 'text';
    }
    default:
      return refuse(`the admin cannot edit a ${type ?? 'unknown'} field; name a widget in its metadata (widget: 'hidden' keeps it out of forms)`);
  }
}

function humanize(key: string) {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/**
 * Describe the fields of an object schema. `prefix` names the object within the document ("address");
 * `where` is only for error messages and marks list rows with "[]" ("items[].name").
 */
export function describeFields(schema: z.ZodMiniObject, prefix = '', where = prefix): FieldDescription[] {
  const shape = defOf(schema).shape ?? {};
  return Object.entries(shape).map(([key, fieldSchema]) => {
    const { inner, optional, ui, defaultValue } = unwrap(fieldSchema);
    const name = prefix ? `${prefix}.${key}` : key;
    const path = where ? `${where}.${key}` : key;
    const widget = widgetFor(inner, ui, path);
    const def = defOf(inner);
    const min = check(inner, 'min_length')?.minimum;
    const max = check(inner, 'max_length')?.maximum;
    const description: FieldDescription = {
      name,
      key,
      ui: { label: humanize(key), ...ui },
      widget,
      required: !optional && (def.type !== 'string' && def.type !== 'array' ? true : (min ?? 0) > 0),
      maxLength: max,
    };
    if (defaultValue !== undefined) description.defaultValue = defaultValue;
    if (ui.kind === 'richtext') description.richText = true;
    if (def.type === 'array') {
      if (min !== undefined) description.minItems = min;
      if (max !== undefined) description.maxItems = max;
    }
    if (def.type === 'enum' && def.entries) description.options = Object.values(def.entries);
    if (widget === 'group') description.children = describeFields(inner as z.ZodMiniObject, name, path);
    if (widget === 'list') {
      // Rows are described on their own (names relative to the row): the widget places them at each index.
      const children = describeFields(elementOf(inner) as z.ZodMiniObject, '', `${path}[]`);
      description.children = children;
      const id = children.find((c) => c.key === 'id');
      const idShape = defOf(elementOf(inner)!).shape?.id;
      if (id?.widget === 'hidden' && idShape && typeOf(unwrap(idShape).inner) === 'string') description.rowIds = true;
      if (ui.itemLabel !== undefined && !children.some((c) => c.key === ui.itemLabel)) {
        throw new Error(`Field "${path}": itemLabel "${ui.itemLabel}" is not a field of its rows`);
      }
    }
    return description;
  });
}

/** Read a dotted path out of a nested object. */
export function getPath(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((acc, key) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[key] : undefined), data);
}

/** Every field with a card column, groups looked into (their children are named from the document's root). */
export function withColumns(fields: readonly FieldDescription[]): FieldDescription[] {
  return fields.flatMap((f) => [...(f.ui.column ? [f] : []), ...(f.widget === 'group' && f.children ? withColumns(f.children) : [])]);
}
