// Checks and helpers on plain text that the public site uses too, without any schema code (atoms.ts re-exports them).

/**
 * The only links the site renders: an http(s) address with a plain host name, or a path on this site. Written
 * in printable ASCII (other characters percent-encoded), so its size in bytes is its length. A path may not
 * start with "//" or "/\", which browsers read as another host. One pattern, so the security rules state
 * exactly the same thing.
 */
export const SAFE_URL = /^(\/([!-.0-[\]-~][!-~]*)?|https?:\/\/[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:[0-9]{1,5})?([/?#][!-~]*)?)$/;

/** True for http(s) URLs and site-relative paths: the only links the site will render. */
export function isSafeUrl(value: string): boolean {
  return SAFE_URL.test(value);
}

/** True for an https: address with a host: the only kind a booking link may be (it opens the spa's booking page). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Split text on newlines, trimming each line and dropping blank ones. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

/** Every address a record's picture is reachable at: its url and each rendition's. */
export function imageUrls(record: { url: string; variants?: ReadonlyArray<{ url: string }> }): string[] {
  return [record.url, ...(record.variants ?? []).map((v) => v.url)];
}
