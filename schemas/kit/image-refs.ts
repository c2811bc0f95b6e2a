// Finds the image addresses a stored value holds, from its schema: every field marked `kind: 'image'` in its UI
// metadata, however deep (lists of slides, a section's block, a custom section's elements). Nothing lists image
// fields by hand, so a new entity or block with an image field is covered the day it is written.
import * as z from 'zod/mini';
import { uiRegistry, type FieldUi } from './ui';

type AnySchema = z.core.$ZodType;

export interface ImageRef {
  url: string;
  /** Where the value sits, from the document root: ["block", "slides", 0, "image"]. */
  path: Array<string | number>;
  /**
   * The labels of the fields on the way there, as the admin's forms name them, rows by position:
   * ["Content", "Slides 1", "Image"].
   */
  labels: string[];
  /** Whether the field holds private photos (FieldUi `private`). */
  private?: boolean;
}

interface Def {
  type: string;
  innerType?: AnySchema;
  element?: AnySchema;
  shape?: Record<string, AnySchema>;
  options?: AnySchema[];
  discriminator?: string;
  values?: unknown[];
}

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The option of a discriminated union that `value` belongs to, or undefined when none does. */
function optionFor(def: Def, value: unknown): AnySchema | undefined {
  if (!isRecord(value)) return undefined;
  const key = def.discriminator;
  return (def.options ?? []).find((option) => {
    if (key) {
      const literal = peel(defOf(option).shape?.[key]);
      return literal !== undefined && (defOf(literal).values ?? []).includes(value[key]);
    }
    return z.safeParse(option, value).success;
  });
}

function peel(schema: AnySchema | undefined): AnySchema | undefined {
  let current = schema;
  while (current) {
    const def = defOf(current);
    if (!def.innerType || !['optional', 'default', 'prefault', 'nullable', 'readonly', 'nonoptional'].includes(def.type)) return current;
    current = def.innerType;
  }
  return current;
}

/**
 * Every image address in `value`, read through `schema`. Values of the wrong shape are passed over, never thrown on.
 */
export function findImageRefs(schema: AnySchema, value: unknown): ImageRef[] {
  return findKindRefs(schema, value, 'image');
}

/** Every non-empty text in `value` of a field marked `kind` (an image address, rich text, a booking address). */
export function findKindRefs(schema: AnySchema, value: unknown, kind: NonNullable<FieldUi['kind']>): ImageRef[] {
  const found: ImageRef[] = [];
  // `mark`: a wrapper's `private` (an optional field's), which the value's own schema does not repeat.
  const walk = (node: AnySchema, v: unknown, path: Array<string | number>, labels: string[], mark?: boolean) => {
    const ui = uiRegistry.get(node);
    const here = ui?.label && ui.label !== labels[labels.length - 1] ? [...labels, ui.label] : labels;
    mark ||= ui?.private;
    if (ui?.kind === kind) {
      if (typeof v === 'string' && v.length > 0) found.push({ url: v, path, labels: here, private: mark });
      return;
    }
    const def = defOf(node);
    if (def.innerType && ['optional', 'default', 'prefault', 'nullable', 'readonly', 'nonoptional'].includes(def.type)) {
      walk(def.innerType, v, path, here, mark);
    } else if (def.type === 'object' && def.shape && isRecord(v)) {
      for (const [key, child] of Object.entries(def.shape)) walk(child, v[key], [...path, key], here);
    } else if (def.type === 'array' && def.element && Array.isArray(v)) {
      // A row is named by its list's label and its position: "Slides 2".
      v.forEach((item, i) => walk(def.element!, item, [...path, i], here.length ? [...here.slice(0, -1), `${here[here.length - 1]} ${i + 1}`] : here));
    } else if (def.type === 'union' && def.options) {
      const option = optionFor(def, v);
      if (option) walk(option, v, path, here);
    }
  };
  walk(schema, value, [], []);
  return found;
}

/**
 * The object schema that holds the value at `path` in `value` (the slide a slide's picture is in), read through
 * `schema` like findImageRefs; undefined where the path leaves the schema.
 */
export function schemaHolding(schema: AnySchema, value: unknown, path: ReadonlyArray<string | number>): Record<string, AnySchema> | undefined {
  let node: AnySchema | undefined = schema;
  let v = value;
  for (const step of path.slice(0, -1)) {
    node = peel(node);
    const def: Def | undefined = node && defOf(node);
    if (def?.type === 'union') node = peel(optionFor(def, v));
    const here: Def | undefined = node && defOf(node);
    if (here?.type === 'object' && typeof step === 'string') node = here.shape?.[step];
    else if (here?.type === 'array' && typeof step === 'number') node = here.element;
    else return undefined;
    v = isRecord(v) || Array.isArray(v) ? (v as Record<string | number, unknown>)[step] : undefined;
  }
  node = peel(node);
  const last: Def | undefined = node && defOf(node);
  if (last?.type === 'union') node = peel(optionFor(last, v));
  return node ? defOf(node).shape : undefined;
}
