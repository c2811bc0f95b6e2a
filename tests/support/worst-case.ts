// The largest document a zod schema admits, and a document's size as Firestore counts it: what the
// snapshot size test measures the published content's worst case with.
import * as z from 'zod/mini';

type AnySchema = z.core.$ZodType;
interface Def {
  type: string;
  innerType?: AnySchema;
  element?: AnySchema;
  shape?: Record<string, AnySchema>;
  entries?: Record<string, string | number>;
  values?: Array<string | number | boolean>;
  options?: AnySchema[];
  checks?: Array<{ _zod: { def: { check: string; maximum?: number; format?: string; pattern?: RegExp } } }>;
}
const defOf = (s: AnySchema) => s._zod.def as unknown as Def;
const checksOf = (s: AnySchema) => (defOf(s).checks ?? []).map((c) => c._zod.def);

/**
 * The worst case of `schema`: every optional field present, every list at its maximum count, every string at its
 * maximum length in characters that take 3 bytes in UTF-8 (the most a UTF-16 code unit can take). Strings with
 * a pattern take the longest length the pattern allows, as measured from `patternMax`. Throws where the schema
 * sets no bound, naming the place: an unbounded field has no worst case. `option`, when given, picks that option of
 * every union (for the rules' costliest documents: each kind of a section, each kind of its elements).
 */
export function largest(schema: AnySchema, path = '(root)', option?: number): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
      return largest(def.innerType!, path, option);
    case 'string': {
      const checks = checksOf(schema);
      const max = checks.find((c) => c.check === 'max_length')?.maximum ?? patternMax(checks.find((c) => c.check === 'string_format' && c.pattern)?.pattern);
      if (max === undefined) throw new Error(`No maximum length at ${path}`);
      // Three bytes a character unless the schema keeps the string to ASCII (web addresses, ids, times, e-mail).
      // A fixed start that a pattern may ask for (a scheme, a folder, a media type), then filler up to the maximum.
      const fill = (start: string, c: string, end = '') => `${start}${c.repeat(Math.max(1, max - start.length - end.length))}${end}`;
      const starts = ['', '/', 'https://', 'uploads/', 'image/', 'data:image/webp;base64,'];
      const candidates = [
        ...['€', 'a', 'A'].flatMap((c) => [...starts.map((s) => fill(s, c)), fill('', c, '@example.com')]),
        '0'.repeat(max),
        // A page address of two segments at their longest (a renamed item's old address).
        `/${'a'.repeat(60)}/${'a'.repeat(60)}`,
        '2026-12-31',
        '09:00'.slice(0, max),
      ];
      const found = candidates.find((c) => z.safeParse(schema, c).success && z.parse(schema, c) === c);
      if (found === undefined) throw new Error(`No worst-case string for the pattern at ${path}: add a candidate`);
      return found;
    }
    case 'number':
      // Every number takes 8 bytes; pick one the schema accepts.
      return [0, 1, -1, 0.5].find((n) => z.safeParse(schema, n).success) ?? 0;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {}).reduce((a, b) => (String(b).length > String(a).length ? b : a));
    case 'literal':
      return def.values?.[0];
    case 'array': {
      const max = checksOf(schema).find((c) => c.check === 'max_length')?.maximum;
      if (max === undefined) throw new Error(`No maximum count at ${path}`);
      return Array.from({ length: max }, () => largest(def.element!, `${path}[]`, option));
    }
    case 'object':
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, v]) => [k, largest(v, `${path}.${k}`, option)]));
    case 'union': {
      const options = def.options ?? [];
      // `option` picks the same option of every union (the last one where a union has fewer) …
      if (option !== undefined) return largest(options[Math.min(option, options.length - 1)]!, path, option);
      // … else the option whose largest value is the biggest.
      const candidates = options.map((o) => largest(o, path));
      return candidates.reduce((a, b) => (firestoreSize(b) > firestoreSize(a) ? b : a));
    }
    default:
      throw new Error(`No worst case for a "${def.type}" at ${path}`);
  }
}

/** The longest string a bounded pattern such as /^[a-z]{1,40}$/ or /^\d\d:\d\d$/ admits (simple patterns only). */
function patternMax(pattern: RegExp | undefined): number | undefined {
  if (!pattern) return undefined;
  const src = pattern.source.replace(/^\^/, '').replace(/\$$/, '');
  if (/[*+]/.test(src.replace(/\\[*+]/g, ''))) return undefined;
  // Count atoms: a class or escape or single char, times its {n,m} upper bound; alternatives take the longest.
  const longest = (s: string): number =>
    Math.max(
      ...splitTop(s).map((alt) => {
        let n = 0;
        const atom = /(\((?:[^()]|\([^()]*\))*\)|\[(?:\\.|[^\]])*\]|\\.|.)(\{(\d+)(?:,(\d*))?\}|\?)?/g;
        for (const m of alt.matchAll(atom)) {
          const inner = m[1]!.startsWith('(') ? longest(m[1]!.slice(1, -1).replace(/^\?:/, '')) : 1;
          const times = m[2] === '?' ? 1 : m[3] ? Number(m[4] === undefined ? m[3] : m[4] || NaN) : 1;
          n += inner * times;
        }
        return n;
      }),
    );
  const n = longest(src);
  return Number.isFinite(n) ? n : undefined;
}

function splitTop(s: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\') i++;
    else if (c === '[') inClass = true;
    else if (c === ']') inClass = false;
    else if (!inClass && c === '(') depth++;
    else if (!inClass && c === ')') depth--;
    else if (!inClass && depth === 0 && c === '|') {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts;
}

/**
 * A value's storage size as Firestore documents it: a string is its UTF-8 bytes plus 1, a number 8, a boolean or
 * null 1, an array the sum of its values, a map the sum of its keys (as strings) and values.
 */
export function firestoreSize(value: unknown): number {
  if (typeof value === 'string') return new TextEncoder().encode(value).length + 1;
  if (typeof value === 'number') return 8;
  if (typeof value === 'boolean' || value === null || value === undefined) return 1;
  if (Array.isArray(value)) return value.reduce<number>((n, v) => n + firestoreSize(v), 0);
  if (typeof value === 'object') return Object.entries(value).reduce<number>((n, [k, v]) => n + firestoreSize(k) + firestoreSize(v), 0);
  throw new Error(`No size for ${typeof value}`);
}

/** A document's size: its name (each path segment as a string, plus 16) plus its fields plus 32. */
export function documentSize(path: string, data: Record<string, unknown>): number {
  const name = path.split('/').reduce((n, seg) => n + firestoreSize(seg), 16);
  return name + firestoreSize(data) + 32;
}
