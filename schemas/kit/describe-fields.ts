// describeFields: walks an object schema into a list of field descriptions the generator renders.
import type * as z from 'zod/mini';
import { uiRegistry, type FieldUi, type WidgetKey } from './ui';

export interface FieldDescription {
  /** Dotted path from the document root: "address.city". */
  name: string;
  key: string;
  ui: FieldUi;
  widget: WidgetKey;
  required: boolean;
  /** For enums: the allowed values. */
  options?: string[];
  /** For groups: the nested fields. */
  children?: FieldDescription[];
  /** Length limit from the schema, when it has one. */
  maxLength?: number;
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
export function unwrap(schema: AnySchema): { inner: AnySchema; optional: boolean; ui: Partial<FieldUi> } {
  let current = schema;
  let optional = false;
  let ui: Partial<FieldUi> = {};
  for (;;) {
    ui = { ...(uiRegistry.get(current) ?? {}), ...ui };
    const def = defOf(current);
    if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') && def.innerType) {
      if (def.type !== 'nullable') optional = true;
      current = def.innerType;
      continue;
    }
    return { inner: current, optional, ui };
  }
}

function check(schema: AnySchema, kind: string): { maximum?: number; minimum?: number } | undefined {
  return defOf(schema).checks?.find((c) => c._zod.def.check === kind)?._zod.def as { maximum?: number; minimum?: number } | undefined;
}

function inferWidget(inner: AnySchema, ui: Partial<FieldUi>): WidgetKey {
  if (ui.widget) return ui.widget;
  const def = defOf(inner);
  switch (def.type) {
    case 'boolean':
      return 'switch';
    case 'number':
      return 'number';
    case 'enum':
      return 'select';
    case 'object':
      return 'group';
    case 'array':
      return def.element && defOf(def.element).type === 'string' ? 'lines' : 'hidden';
    case 'string': {
      const max = check(inner, 'max_length')?.maximum;
      return max !== undefined && max > 300 ? 'textarea' : 'text';
    }
    default:
      return 'hidden';
  }
}

function humanize(key: string) {
  const spaced = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export function describeFields(schema: z.ZodMiniObject, prefix = ''): FieldDescription[] {
  const shape = defOf(schema).shape ?? {};
  return Object.entries(shape).map(([key, fieldSchema]) => {
    const { inner, optional, ui } = unwrap(fieldSchema);
    const widget = inferWidget(inner, ui);
    const name = prefix ? `${prefix}.${key}` : key;
    const min = check(inner, 'min_length')?.minimum ?? 0;
    const description: FieldDescription = {
      name,
      key,
      ui: { label: humanize(key), ...ui },
      widget,
      required: !optional && (defOf(inner).type !== 'string' && defOf(inner).type !== 'array' ? true : min > 0),
      maxLength: check(inner, 'max_length')?.maximum,
    };
    const def = defOf(inner);
    if (def.type === 'enum' && def.entries) description.options = Object.values(def.entries);
    if (widget === 'group') description.children = describeFields(inner as z.ZodMiniObject, name);
    return description;
  });
}

/** Read a dotted path out of a nested object. */
export function getPath(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((acc, key) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[key] : undefined), data);
}
