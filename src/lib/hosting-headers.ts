// The response headers of firebase.json's hosting section, applied to a request path the way Firebase Hosting
// applies them: every rule whose glob matches adds its headers (a later rule's value for the same header wins).
// firebase.json stays the one definition: `vite preview` (and so `npm start`) sends the same headers from it.

export interface HeaderRule {
  source: string;
  headers: Array<{ key: string; value: string }>;
}

/** A Firebase Hosting glob (`**`, `*`, `{a,b}`, `@(a|b)`) as a regular expression for a request path. */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === '*' && glob[i + 1] === '*') {
      out += '.*';
      i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '{') {
      braces++;
      out += '(?:';
    } else if (c === '}' && braces > 0) {
      braces--;
      out += ')';
    } else if (c === ',' && braces > 0) out += '|';
    else if (c === '@' && glob[i + 1] === '(') {
      out += '(?:';
      i++;
    } else if (c === '|' || c === ')') out += c;
    else out += c.replace(/[.+?^$[\]\\()]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

/** The headers a response for `path` carries under `rules`, in order. */
export function headersFor(path: string, rules: readonly HeaderRule[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!globToRegExp(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  return headers;
}

/**
 * A Content-Security-Policy with extra `connect-src` origins: the local emulators a development build talks to
 * (never part of the deployed policy).
 */
export function withConnectSources(policy: string, origins: readonly string[]): string {
  if (!origins.length) return policy;
  return policy.replace(/(^|;\s*)connect-src([^;]*)/, (_m, start: string, list: string) => `${start}connect-src${list} ${origins.join(' ')}`);
}
