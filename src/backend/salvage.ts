// Reading stored data item by item: what does not match its schema is dropped piece by piece (a list item, an
// optional field), never taking its neighbours with it, and what was dropped is said in plain words.
import * as z from 'zod/mini';

export interface Salvaged<T> {
  data: T;
  /** What was left out, e.g. "block.elements.3: Invalid input", empty when the data matched as stored. */
  dropped: string[];
}

/** Where an issue is, as the owner reads it: "social.facebook" or "(the whole record)". */
export const issuePlace = (path: ReadonlyArray<PropertyKey>) => (path.length ? path.map(String).join('.') : '(the whole record)');

/** One problem in plain words: a field's own message when it has one, else what kind of value was expected. */
export function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const value = valueAt(data, issue.path);
  let text = issue.message;
  if (text === 'Invalid input' || text.startsWith('Invalid input:') || text.startsWith('Too ') || text.startsWith('Invalid option')) {
    if (value === undefined) text = 'missing';
    else if (issue.code === 'invalid_union' || (issue.code === 'invalid_value' && issue.path.at(-1) === 'type') || issue.path.at(-1) === 'kind') text = `unknown kind ${JSON.stringify(value).slice(0, 40)}`;
    else if (issue.code === 'invalid_type') text = `should be ${issue.expected === 'array' ? 'a list' : issue.expected === 'object' ? 'a group of fields' : `a ${issue.expected}`}`;
    else if (issue.code === 'invalid_value') text = `must be one of ${issue.values.slice(0, 4).map((v) => JSON.stringify(v)).join(', ')}${issue.values.length > 4 ? ', …' : ''}`;
    else if (issue.code === 'too_big') text = `too ${issue.origin === 'array' ? 'many items' : 'long'} (at most ${String(issue.maximum)})`;
    else if (issue.code === 'too_small') text = `too ${issue.origin === 'array' ? 'few items' : 'short'} (at least ${String(issue.minimum)})`;
    else if (issue.code === 'invalid_format') text = 'not in the expected form';
  }
  return `${issuePlace(issue.path)}: ${text}`;
}

/** Every way `data` does not match `schema`, in plain words. */
export function problemsOf(schema: z.core.$ZodType, data: unknown): string[] {
  const result = z.safeParse(schema, data);
  return result.success ? [] : result.error.issues.map((i) => describeIssue(i, data));
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Remove the smallest piece that holds the problem at `path`: the innermost list item on the path, else the
 * field itself when it is present. False when nothing can be removed (then the whole value is unusable).
 */
function removeAt(root: unknown, path: ReadonlyArray<PropertyKey>): boolean {
  for (let cut = path.length - 1; cut >= 0; cut--) {
    const key = path[cut];
    if (typeof key !== 'number') continue;
    const list = valueAt(root, path.slice(0, cut));
    if (Array.isArray(list) && key < list.length) {
      list.splice(key, 1);
      return true;
    }
  }
  if (!path.length) return false;
  const parent = valueAt(root, path.slice(0, -1));
  const last = String(path[path.length - 1]);
  if (isMap(parent) && last in parent) {
    delete parent[last];
    return true;
  }
  return false;
}

function valueAt(root: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  let current = root;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isMap(current)) current = current[String(key)];
    else return undefined;
  }
  return current;
}

/**
 * `data` read with `schema`, dropping only the pieces that do not match. Null when what is left still does not
 * match (a required field is wrong): then the record as a whole is unusable.
 */
export function salvage<S extends z.core.$ZodType>(schema: S, data: unknown): Salvaged<z.output<S>> | null {
  const first = z.safeParse(schema, data);
  if (first.success) return { data: first.data, dropped: [] };
  const copy: unknown = structuredClone(data);
  const dropped: string[] = [];
  // Each round removes one piece, so this ends; the bound only guards against pathological data.
  for (let round = 0; round < 200; round++) {
    const result = z.safeParse(schema, copy);
    if (result.success) return { data: result.data, dropped };
    const issue = result.error.issues[0]!;
    const said = describeIssue(issue, copy);
    if (!removeAt(copy, issue.path)) return null;
    dropped.push(said);
  }
  return null;
}
