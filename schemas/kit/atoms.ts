// Shared field shapes: required text, optional text, image URL, benefit lines, time, booleans.
import * as z from 'zod/mini';

/**
 * Field limits, in characters. They are set so that the published snapshot (one Firestore document, at most
 * 1 MiB) holds every published entity at its maximum: tests/backend/snapshot-size.test.ts builds that worst
 * case from the schemas and measures it. Raising one means lowering another.
 */
export const LIMITS = { short: 120, medium: 300, long: 1000, html: 800, url: 500, list: 8 } as const;

/** A required, trimmed string with the field's own "is required" message. */
export function requiredText(label: string, max: number = LIMITS.short) {
  return z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.minLength(1, { error: `${label} is required` }),
    z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
  );
}

/** Optional free text; an empty string is allowed and means "none". */
export function optionalText(label: string, max: number = LIMITS.short) {
  return z.optional(
    z.string().check(z.trim(), z.maxLength(max, { error: `${label} must be at most ${max} characters` })),
  );
}

/** True for http(s) URLs and site-relative paths: the only links the site will render. */
export function isSafeUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Printable ASCII without spaces: how a web address is written (other characters percent-encoded). It keeps an
 * address's size in bytes equal to its length, and the rules can state it.
 */
export const URL_CHARACTERS = /^[!-~]*$/;

/** A required image address: an http(s) URL or a path on this site. */
export function imageUrl(label: string) {
  const error = `${label} must be a web address (https://…) or a path starting with /`;
  return requiredText(label, LIMITS.url).check(z.regex(URL_CHARACTERS, { error }), z.refine(isSafeUrl, { error }));
}

/** An optional link: empty, or an http(s) URL or a site path. */
export function optionalUrl(label: string) {
  return z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.url, { error: `${label} must be at most ${LIMITS.url} characters` }),
        z.regex(URL_CHARACTERS, { error: `${label} must be a web address (https://…)` }),
        z.refine((v) => v === '' || isSafeUrl(v), { error: `${label} must be a web address (https://…)` }),
      ),
  );
}

/** A list of benefits entered one per line; at least one is required. */
export function benefitLines(label: string) {
  return z
    .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(LIMITS.short)))
    .check(
      z.minLength(1, { error: `${label} are required` }),
      z.maxLength(LIMITS.list, { error: `At most ${LIMITS.list} benefits` }),
    );
}

/** A 24-hour HH:MM time as an <input type="time"> gives it. */
export const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Use a time like 09:00' }));

/** Position of an item in an ordered collection. */
export const order = z.number().check(z.int(), z.gte(0));

/** Split text on newlines, trimming each line and dropping blank ones. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
