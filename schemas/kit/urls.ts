// Checks and helpers on plain text that the public site uses too, without any schema code (atoms.ts re-exports them).

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
