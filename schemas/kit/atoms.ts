// Shared field shapes: required text, optional text, image URL, benefit lines, time, booleans.
import * as z from 'zod/mini';
import { isHttpsUrl, isSafeUrl } from './urls';

export { isHttpsUrl, isSafeUrl, splitLines } from './urls';

export const LIMITS = { short: 200, medium: 1000, long: 5000, html: 20000, url: 2048, list: 50 } as const;

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

/** A required image address: an http(s) URL or a path on this site. */
export function imageUrl(label: string) {
  return requiredText(label, LIMITS.url).check(
    z.refine(isSafeUrl, { error: `${label} must be a web address (https://…) or a path starting with /` }),
  );
}

/** An optional link: empty, or an http(s) URL or a site path. */
export function optionalUrl(label: string) {
  return z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.url),
        z.refine((v) => v === '' || isSafeUrl(v), { error: `${label} must be a web address (https://…)` }),
      ),
  );
}

/** An optional online-booking address (Boulevard, Vagaro, Square, Mangomint …): empty, or https: only. */
export function bookingUrl(label: string) {
  const error = `${label} must be an https:// address`;
  return z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(LIMITS.url, { error: `${label} must be at most ${LIMITS.url} characters` }),
        // The pattern is carried into the security rules; the refine adds what a pattern cannot check.
        z.regex(/^(?:https:\/\/[^\s/?#]+\S*)?$/, { error }),
        z.refine((v) => v === '' || isHttpsUrl(v), { error }),
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

