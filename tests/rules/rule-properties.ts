// Documents drawn for the rules' property test: from a valid document of each entity (the demo content, and the
// largest document its schema allows), fast-check changes one place at random: a value replaced by a hostile or
// out-of-bounds one, a key removed or added, a list grown. Whether the result is valid is zod's answer.
import * as fc from 'fast-check';
import * as z from 'zod/mini';
import type { EntityDef } from '@schemas/kit/define-entity';

type Json = unknown;

/** Every place in a document the rules check: key paths to each value, lists, maps and their items included. */
function places(value: Json, path: Array<string | number> = []): Array<Array<string | number>> {
  const here = path.length ? [path] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => places(v, [...path, i]))];
  if (value && typeof value === 'object') return [...here, ...Object.entries(value).flatMap(([k, v]) => places(v, [...path, k]))];
  return here;
}

/** Values that break some schema somewhere: wrong types, hostile addresses, blanks, sizes at and past limits. */
const hostile = fc.oneof(
  fc.constantFrom<Json>('', ' ', '   padded  ', 'javascript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example/x', 'not an email', 'script', '25:99', '00:00', '23:59', 'two\nlines', 'ends with a break\n', ['a', 1], ['a', true], ['a\nb'], 0, -1, 1.5, 6, 1e9, true, null, {}, [], ['x'], { type: 'script' }),
  fc.string({ minLength: 0, maxLength: 3 }),
  fc.integer({ min: 1, max: 2100 }).map((n) => 'é'.repeat(n)),
);

type Change = { kind: 'set'; at: number; value: Json } | { kind: 'delete'; at: number } | { kind: 'add'; at: number } | { kind: 'grow'; at: number; times: number } | { kind: 'none' };

export const changes = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostile }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('grow' as const), at: fc.nat(), times: fc.integer({ min: 1, max: 60 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
) as fc.Arbitrary<Change>;

/** The base document with one change applied. */
export function applyChange(base: Json, change: Change): Json {
  const doc = structuredClone(base) as Record<string, Json>;
  if (change.kind === 'none') return doc;
  const all = places(doc);
  const containers = [[], ...all.filter((p) => { const v = at(doc, p); return v !== null && typeof v === 'object'; })];
  if (change.kind === 'add') {
    const target = at(doc, containers[change.at % containers.length]!);
    // A list of maps gets another copy of its first item, a list of texts one more line.
    if (Array.isArray(target)) target.push(target.some((v) => v !== null && typeof v === 'object') ? structuredClone(target[0]) : 'extra');
    else (target as Record<string, Json>).unexpected = 'x';
    return doc;
  }
  if (change.kind === 'grow') {
    const lists = all.filter((p) => Array.isArray(at(doc, p)) && (at(doc, p) as Json[]).length > 0);
    if (!lists.length) return doc;
    const list = at(doc, lists[change.at % lists.length]!) as Json[];
    for (let i = 0; i < change.times; i++) list.push(structuredClone(list[0]));
    return doc;
  }
  if (!all.length) return doc;
  const path = all[change.at % all.length]!;
  const parent = at(doc, path.slice(0, -1)) as Record<string | number, Json>;
  const key = path[path.length - 1]!;
  if (change.kind === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  } else {
    parent[key] = structuredClone(change.value);
  }
  return doc;
}

function at(doc: Json, path: Array<string | number>): Json {
  return path.reduce<Json>((v, k) => (v as Record<string | number, Json>)[k], doc);
}

/**
 * Valid as stored: zod accepts it and stores exactly it (no trimming or other change of a value present; defaults
 * may fill what is absent).
 */
export function isValidStored(entity: EntityDef, doc: Json): boolean {
  const result = z.safeParse(entity.schema, doc);
  return result.success && preserved(doc, result.data);
}

function preserved(input: Json, output: Json): boolean {
  if (Array.isArray(input)) return Array.isArray(output) && input.length === output.length && input.every((v, i) => preserved(v, output[i]));
  if (input && typeof input === 'object') {
    if (!output || typeof output !== 'object' || Array.isArray(output)) return false;
    return Object.entries(input).every(([k, v]) => k in output && preserved(v, (output as Record<string, Json>)[k]));
  }
  return Object.is(input, output) || input === output;
}
