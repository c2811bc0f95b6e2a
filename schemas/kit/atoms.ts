// Shared field shapes: required text, optional text, rich text, image URL, benefit lines, time, booleans. Those whose
// messages name the field are atoms (functions of the label, see `Atom`): field() gives them the field's label.
import * as z from 'zod/mini';
import { SAFE_URL } from './urls';
import { MAX_SLUG, SLUG } from './addresses';
import { marked } from './ui';

export { isHttpsUrl, isSafeUrl, SAFE_URL, splitLines } from './urls';

/**
 * Field limits, in characters. They are set so that each document of the published content (the site document,
 * an index, an item; Firestore takes at most 1 MiB each) holds its entries at their maximum:
 * tests/backend/published-size.test.ts builds those worst cases from the schemas and measures them. Raising one
 * means lowering another.
 */
export const LIMITS = { short: 120, medium: 300, long: 800, html: 600, url: 500, list: 6, richMedium: 1200, richLong: 3200 } as const;

/** A required, trimmed string with the field's own "is required" message. */
export function requiredText(max: number = LIMITS.short) {
  return (label: string) =>
    z.string({ error: `${label} is required` }).check(
      z.trim(),
      z.minLength(1, { error: `${label} is required` }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
    );
}

/** Optional free text; an empty string is allowed and means "none". */
export function optionalText(max: number = LIMITS.short) {
  return (label: string) => z.optional(z.string().check(z.trim(), z.maxLength(max, { error: `${label} must be at most ${max} characters` })));
}

/**
 * Rich text: the stored value is HTML from the admin's rich-text editor, sanitized with the one profile wherever it
 * is rendered (src/blocks/ui/rich-text.tsx); a value without a tag, as every value of such a field stored while it
 * was plain text, is plain text and renders as it always has (schemas/kit/rich-text.ts). Its field metadata says so
 * (`kind: 'richtext'`, edited with the `richtext` widget), so renderers and the admin's lists know it is HTML.
 * `max` counts the stored HTML, tags included: about four times a plain field's limit (LIMITS.richMedium,
 * LIMITS.richLong) leaves room for the formatting of the same text.
 */
function richTextString(label: string, max: number, required: boolean) {
  const tooLong = { error: `${label} must be at most ${max} characters, formatting included` };
  const schema = required
    ? z.string({ error: `${label} is required` }).check(z.trim(), z.minLength(1, { error: `${label} is required` }), z.maxLength(max, tooLong))
    : z.string().check(z.trim(), z.maxLength(max, tooLong));
  // field() carries this over to the field's own copy; a wrapper (optional) keeps it on its inner schema.
  return marked(schema, { widget: 'richtext', kind: 'richtext' });
}

/** Required rich text (see richTextString): empty is refused with the field's "is required" message. */
export function requiredRichText(max: number = LIMITS.richLong) {
  return (label: string) => richTextString(label, max, true);
}

/** Optional rich text (see richTextString); an empty string is allowed and means "none". */
export function optionalRichText(max: number = LIMITS.richLong) {
  return (label: string) => z.optional(richTextString(label, max, false));
}

/** What an image field's value is: an image address, picked or uploaded with the image widget. */
const IMAGE = { widget: 'image', kind: 'image' } as const;

/** An http(s) URL or a site path, or empty: a link's check. */
function optionalLink(label: string) {
  return z
    .string()
    .check(
      z.trim(),
      z.maxLength(LIMITS.url, { error: `${label} must be at most ${LIMITS.url} characters` }),
      z.regex(new RegExp(`^$|${SAFE_URL.source}`), { error: `${label} must be a web address (https://…)` }),
    );
}

/** A required image address: an http(s) URL or a path on this site, edited with the image widget. */
export function imageUrl() {
  return (label: string) =>
    marked(requiredText(LIMITS.url)(label).check(z.regex(SAFE_URL, { error: `${label} must be a web address (https://…) or a path starting with /` })), IMAGE);
}

/** An optional image address (empty: no picture), edited with the image widget. */
export function optionalImageUrl() {
  return (label: string) => z.optional(marked(optionalLink(label), IMAGE));
}

/** An optional link: empty, or an http(s) URL or a site path. */
export function optionalUrl() {
  return (label: string) => z.optional(optionalLink(label));
}

/** An optional online-booking address (Boulevard, Vagaro, Square, Mangomint …): empty, or https: only. */
export function bookingUrl() {
  return (label: string) =>
    z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(LIMITS.url, { error: `${label} must be at most ${LIMITS.url} characters` }),
          // A pattern, so that the security rules state the same check: https, a host name, then any path.
          z.regex(/^(?:https:\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::[0-9]{1,5})?(?:[/?#][\x21-\x7e]*)?)?$/, {
            error: `${label} must be an https:// address`,
          }),
        ),
    );
}

/** An e-mail address as the rules can state it too: name@domain.tld, no spaces. */
export const EMAIL = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

/** No line break: the items of a list entered one per line (the rules check such a list as its joined lines). */
export const SINGLE_LINE = /^[^\r\n]*$/;

/** One line of a list entered one per line: trimmed, not empty, at most `max` characters, no line break. */
export function line(max: number = LIMITS.short) {
  return z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.regex(SINGLE_LINE, { error: 'One line per item' }));
}

/** A list of benefits entered one per line; at least one is required. */
export function benefitLines() {
  return (label: string) =>
    z.array(line()).check(z.minLength(1, { error: `${label} are required` }), z.maxLength(LIMITS.list, { error: `At most ${LIMITS.list} benefits` }));
}

/** A 24-hour HH:MM time as an <input type="time"> gives it. */
export const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time like 09:00' }));

/** Position of an item in an ordered collection. */
export const order = z.number().check(z.int(), z.gte(0));


/** A page address's own segment ("botox"): lower-case words joined by hyphens. */
export function slugText() {
  return (label: string) =>
    z.string({ error: `${label} is required` }).check(
      z.trim(),
      z.minLength(1, { error: `${label} is required` }),
      z.maxLength(MAX_SLUG, { error: `${label} must be at most ${MAX_SLUG} characters` }),
      z.regex(SLUG, { error: `${label} may hold only lower-case letters, digits and single hyphens (like "lip-filler")` }),
    );
}

/** A stored document's id, as the backend makes them (or as the demo content names them). */
export const DOC_ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Patterns that match no line break, so that a list of values each checked by one of them alone is checked in
 * the rules as its joined lines (see the rules generator), like a list of lines.
 */
export const LINE_FREE_PATTERNS: ReadonlySet<RegExp> = new Set([DOC_ID]);

/** A required reference to another entry: its document id. */
export function docRef() {
  return (label: string) => {
    const error = `Choose a ${label.toLowerCase()}`;
    return z.string({ error }).check(z.minLength(1, { error }), z.regex(DOC_ID, { error }));
  };
}

/** An optional reference: empty, or another entry's document id. */
export function optionalRef() {
  return z.optional(z.string().check(z.regex(/^(?:[A-Za-z0-9_-]{1,100})?$/)));
}

/** References to other entries, in the order chosen, each at most once. */
export function docRefs(max: number) {
  return z.array(z.string().check(z.regex(DOC_ID))).check(z.maxLength(max, { error: `At most ${max}` }));
}
