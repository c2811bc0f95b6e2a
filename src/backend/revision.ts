// Revisions: every stored entity document carries `rev`, a count of its writes. A write says which revision it
// was based on; one based on a stale revision is refused (in a transaction here, and by the security rules on
// Firebase, which accept only `rev == stored rev + 1`). Documents stored before revisions existed count as 0.
import type { DocData } from './port';

export const REV_FIELD = 'rev';

/** The revision of a stored document: its `rev`, or 0 when it has none (stored by an earlier version) or is missing. */
export function revOf(data: DocData | null | undefined): number {
  const rev = data?.[REV_FIELD];
  return typeof rev === 'number' && Number.isInteger(rev) && rev >= 0 ? rev : 0;
}

/** The document as written at the next revision. */
export function withRev(data: DocData, rev: number): DocData {
  return { ...data, [REV_FIELD]: rev };
}

/** The document without its revision (what the schema describes). */
export function withoutRev(data: DocData): DocData {
  const { [REV_FIELD]: _rev, ...rest } = data;
  return rest;
}

/**
 * A write was based on a stale revision and the changes overlap: the owner chooses. `theirs` is the stored
 * document (null when it was deleted meanwhile), `rev` its revision, `mine` what the owner tried to save and
 * `fields` the dotted paths both changed.
 */
export class ConflictError extends Error {
  readonly mine: DocData;
  readonly theirs: DocData | null;
  readonly rev: number;
  readonly fields: string[];
  constructor(args: { mine: DocData; theirs: DocData | null; rev: number; fields: string[] }) {
    super(args.theirs ? `Changed elsewhere: ${args.fields.join(', ')}` : 'Deleted elsewhere');
    this.name = 'ConflictError';
    this.mine = args.mine;
    this.theirs = args.theirs;
    this.rev = args.rev;
    this.fields = args.fields;
  }
}

export function isConflict(error: unknown): error is ConflictError {
  return error instanceof ConflictError;
}

const isMap = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep equality of stored values (maps compared key by key, regardless of key order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (isMap(a) && isMap(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys) if (!sameValue(a[k], b[k])) return false;
    return true;
  }
  return false;
}

/**
 * Three-way merge of maps: what the owner changed (base → mine) laid over what was stored meanwhile
 * (base → theirs). Maps merge key by key; anything else (text, lists) is one value. Where both changed the
 * same value differently, its dotted path is returned in `conflicts` and the merge must not be written.
 */
export function mergeChanges(base: DocData, mine: DocData, theirs: DocData): { merged: DocData; conflicts: string[] } {
  const conflicts: string[] = [];
  const merge = (b: unknown, m: unknown, t: unknown, path: string): unknown => {
    if (sameValue(m, b)) return t;
    if (sameValue(t, b) || sameValue(m, t)) return m;
    if (isMap(b) && isMap(m) && isMap(t)) {
      const out: DocData = {};
      for (const key of new Set([...Object.keys(b), ...Object.keys(m), ...Object.keys(t)])) {
        const value = merge(b[key], m[key], t[key], path ? `${path}.${key}` : key);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    conflicts.push(path);
    return m;
  };
  return { merged: merge(base, mine, theirs, '') as DocData, conflicts };
}
