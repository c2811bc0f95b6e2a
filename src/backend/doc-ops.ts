// Pure document operations shared by adapters that keep documents themselves (the local one).
import type { DocData, DocSnapshot, CollectionQuery } from './port';

const isPlainObject = (v: unknown): v is DocData => typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Blob);

/** Firestore's set-with-merge: nested maps merge key by key, everything else is replaced. */
export function deepMerge(target: DocData, patch: DocData): DocData {
  const out: DocData = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key] as DocData, value) : value;
  }
  return out;
}

/** Firestore's update: each key may be a dotted field path; the rest of the document is kept. */
export function applyUpdate(target: DocData, patch: DocData): DocData {
  const out: DocData = structuredClone(target);
  for (const [path, value] of Object.entries(patch)) {
    const keys = path.split('.');
    let node: DocData = out;
    keys.slice(0, -1).forEach((k) => {
      if (!isPlainObject(node[k])) node[k] = {};
      node = node[k] as DocData;
    });
    const last = keys[keys.length - 1]!;
    if (value === undefined) delete node[last];
    else node[last] = value;
  }
  return out;
}

/** Drop undefined values, as Firestore would refuse them. */
export function stripUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map(stripUndefined) as T;
  if (isPlainObject(value)) {
    const out: DocData = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = stripUndefined(v);
    return out as T;
  }
  return value;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : 1;
}

/** Sort like an ordered Firestore query; documents without the field are left out, as Firestore does. */
export function applyQuery(docs: DocSnapshot[], query: CollectionQuery = {}): DocSnapshot[] {
  const where = query.where;
  if (where && 'contains' in where) docs = docs.filter((d) => {
    const list = d.data[where.field];
    return Array.isArray(list) && list.includes(where.contains);
  });
  else if (where) docs = docs.filter((d) => d.data[where.field] === where.equals);
  if (!query.orderBy) return [...docs].sort((a, b) => compare(a.id, b.id));
  const field = query.orderBy;
  const dir = query.direction === 'desc' ? -1 : 1;
  return docs
    .filter((d) => d.data[field] !== undefined)
    .sort((a, b) => dir * compare(a.data[field], b.data[field]) || compare(a.id, b.id));
}

/** An id like Firestore's: 20 characters of letters and digits. */
export function newId(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => chars[b % chars.length]).join('');
}
