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
  | 'date'
  | 'group'
  | 'list'
  | 'reference'
  | 'references'
  | 'slug'
  | 'hidden';

/**
 * Where a reference field's choices come from: the documents of a collection, or the elements of a list
 * inside each of them. The stored value is the chosen document's id (or the list element's `id`).
 */
export interface ReferenceSource {
  /** Collection path, as the backend names it ("services"). */
  collection: string;
  /** Key of an array in each document whose elements are the choices (each element carries an `id`). */
  list?: string;
  /** Key whose value is the option's text: on the document, or on the list element when `list` is set. */
  label: string;
  /** Key on the document whose value labels an <optgroup> of that document's list elements. */
  group?: string;
  /**
   * For a `links` column: what the page of a chosen entry calls the entries that chose it ("Performed by" on a
   * treatment's page, for the providers who chose it); unset, that page does not name them.
   */
  backLabel?: string;
}

export interface FieldUi {
  /** The label exactly as the spec's admin page names the field. */
  label: string;
  widget?: WidgetKey;
  help?: string;
  placeholder?: string;
  /** Rows for multi-line widgets. */
  rows?: number;
  /**
   * Where the field shows on a collection's card: title, image, body text, list or a small note. On an entry's own
   * page also `links` (its references, each a link to that entry's page) and `booking` (its Book button's address).
   */
  column?: 'title' | 'image' | 'body' | 'list' | 'note' | 'links' | 'booking';
  /** Name of a boolean sibling field; when it is true this field is disabled (hours: closed days). */
  disabledWhen?: string;
  /** Save the document the moment this field changes, with its own error message. */
  saveOnChange?: { error: string };
  /** Labels for enum options, keyed by value. */
  options?: Record<string, string>;
  /** For a list: key of the row field whose value names a row (its heading, its buttons, announcements). */
  itemLabel?: string;
  /** For a list: text of the button that appends a row; "Add item" when not given. */
  addLabel?: string;
  /** For the reference and references widgets: where their choices come from. */
  reference?: ReferenceSource;
  /**
   * For the slug widget: the field a new entry's address is made from (until the owner types one of her own),
   * and what the address starts with: `prefix`, or, when the reference field `under.field` names an entry of
   * `under.collection`, that entry's own slug ("/injectables/"). `reserved`: addresses of other pages it may not take.
   */
  slug?: { from: string; prefix: string; under?: { field: string; collection: string }; reserved?: readonly string[] };
  /** Shown only while a sibling field holds one of these values (a section's category, when it shows one). */
  showWhen?: { field: string; is: readonly string[] };
  /**
   * A titled part of the form the field is in, closed until the owner opens it (a long form stays short on a
   * phone); it opens by itself when one of its fields is refused or chosen on the page.
   */
  fold?: string;
  /**
   * What the value is, where code other than the form needs to know: `image` marks an image address (an
   * upload of the Image Library or a URL typed by hand), which the library's "where used" scan looks for;
   * `richtext` marks rich text (HTML from the editor, or plain text stored before; the rich-text atoms set it),
   * which the site renders as formatting and shows as plain text where only text fits; `booking` marks an online
   * booking address, which the admin's publish check asks whether it answers.
   */
  kind?: 'image' | 'richtext' | 'booking';
  /**
   * For an image field: it holds private photos (before-and-after pictures). Its picker offers only those and
   * uploads new ones as private: stored where only the owner reads them, and shown to visitors through copies that
   * publishing makes while published content shows them and removes with the last such content.
   */
  private?: boolean;
}

/**
 * Field metadata by schema. field() registers a field's whole metadata; an atom may register what its value is
 * (`kind`, the widget that edits it) without a label, which the field it is given to adds.
 */
export const uiRegistry = z.registry<Partial<FieldUi>>();

/**
 * A field's shape as a function of its label, which its messages name ("Title is required"): field() gives it the
 * field's label, so the label is written once. The atoms (kit/atoms.ts) make them: `field(requiredText(100), …)`.
 */
export type Atom<T extends z.core.$ZodType = z.core.$ZodType> = (label: string) => T;

/** The name a field's messages use: its label without a trailing note on how to fill it in ("(one per line)"). */
export const messageName = (label: string) => label.replace(/\s*\([^()]*\)$/, '');

/** Register what an atom's value is on the atom's own schema (a fresh one each call), and return it. */
export function marked<T extends z.core.$ZodType>(schema: T, ui: Partial<FieldUi>): T {
  uiRegistry.add(schema, ui);
  return schema;
}

/**
 * Attach UI metadata to a field: a schema, or an atom, which is given the field's label first. It clones the
 * schema (registering one instance twice would overwrite the first entry) and must be the outermost call:
 * wrappers added after it lose the metadata. Metadata the schema itself carries (an atom's, such as rich text's
 * `kind`) is kept under the field's own.
 */
export function field<T extends z.core.$ZodType>(shape: T | Atom<T>, ui: FieldUi): T {
  const schema = typeof shape === 'function' ? (shape as Atom<T>)(messageName(ui.label)) : shape;
  const copy = z.clone(schema, schema._zod.def) as T;
  uiRegistry.add(copy, { ...uiRegistry.get(schema), ...ui });
  return copy;
}

/** An entry's title: the value of its entity's `column: 'title'` field, when it has one that is not empty. */
export function entryTitle(schema: z.ZodMiniObject, data: Record<string, unknown>): string | undefined {
  for (const [key, fieldSchema] of Object.entries(schema._zod.def.shape)) {
    const value = data[key];
    if (uiRegistry.get(fieldSchema as z.core.$ZodType)?.column === 'title' && typeof value === 'string' && value.trim()) return value;
  }
  return undefined;
}
