// Firestore security rules generated from the entity schemas, so field validation never drifts from zod.
// The schema is walked into a small predicate model that is both printed as rules source and evaluated in
// JavaScript: the rules' logic is then testable here, where the Firestore emulator (Java 21) cannot run.
import type * as z from 'zod/mini';
import type { EntityDef } from './define-entity';
import { timeOrderChecks } from './ordered-times';
import { HISTORY_LIMIT } from './owner-records';

type AnySchema = z.core.$ZodType;
type Literal = string | number | boolean;
/** A map key or a list index. */
type Key = string | number;

/** The value types the rules language can test with `is`. */
export type RulesType = 'string' | 'bool' | 'number' | 'int' | 'list' | 'map';

/** A condition on the value at `path` (keys from the document root). */
export type RulePredicate =
  | { kind: 'all'; rules: RulePredicate[] }
  | { kind: 'is'; path: Key[]; type: RulesType }
  | { kind: 'size'; path: Key[]; min?: number; max?: number }
  | { kind: 'range'; path: Key[]; min?: { value: number; inclusive: boolean }; max?: { value: number; inclusive: boolean } }
  | { kind: 'keys'; path: Key[]; only: string[]; required: string[] }
  | { kind: 'oneOf'; path: Key[]; values: Literal[] }
  | { kind: 'matches'; path: Key[]; pattern: string }
  /** The rule applies only when `key` is present in the map at `path`. */
  | { kind: 'ifPresent'; path: Key[]; key: string; rule: RulePredicate }
  | { kind: 'nullOr'; path: Key[]; rule: RulePredicate }
  /** The rule applies only when the list at `path` has an item at `index` (rules cannot loop over a list). */
  | { kind: 'ifIndex'; path: Key[]; index: number; rule: RulePredicate }
  /** `rule` (written for a value at the root) holds for the value at `path`: printed as a function of its own. */
  | { kind: 'call'; path: Key[]; rule: RulePredicate }
  /** At least one of the rules holds (a discriminated union: one shape per value of its discriminator). */
  | { kind: 'any'; rules: RulePredicate[] }
  /** The map at `path` has `unless` true, or its `first` value sorts before its `second` (HH:MM times). */
  | { kind: 'before'; path: Key[]; first: string; second: string; unless: string };

export interface RulesOptions {
  /**
   * Entities validated at the top level only (keys and value types). templates/data nests whole copies of
   * the other entities, up to about 1 MiB; deep checks would add nothing (only the owner writes it, from
   * validated data) and would approach the rules' per-request expression limit.
   */
  shallow?: readonly string[];
  /**
   * Collections an earlier version of the site stored and the current one no longer has: the owner may read
   * and delete them (the upgrade moves their content), nobody may write them.
   */
  retired?: readonly string[];
}

export const DEFAULT_RULES_OPTIONS: Required<RulesOptions> = { shallow: ['template-data'], retired: ['custom-sections'] };

interface Def {
  type: string;
  innerType?: AnySchema;
  element?: AnySchema;
  shape?: Record<string, AnySchema>;
  entries?: Record<string, Literal>;
  values?: Literal[];
  options?: AnySchema[];
  checks?: Array<{ _zod: { def: CheckDef } }>;
}
interface CheckDef {
  check: string;
  tx?: (value: unknown) => unknown;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
}

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;
const checksOf = (schema: AnySchema): CheckDef[] => (defOf(schema).checks ?? []).map((c) => c._zod.def);
const all = (rules: RulePredicate[]): RulePredicate => (rules.length === 1 ? rules[0]! : { kind: 'all', rules });

/**
 * Whether the items of lists of maps are checked field by field. Off: at the lists' maximum sizes the checks
 * exceed the 1,000 expressions a request may evaluate, and the owner could not save a full list.
 */
const CHECK_MAP_ITEMS = false;

/** Trimmed text: empty, or starting and ending with a character that is no white space. */
const TRIMMED = '(\\S([\\s\\S]*\\S)?)?';

/** zod's trim() is an overwrite check; it is recognised by what it does. */
function isTrim(c: CheckDef): boolean {
  return c.check === 'overwrite' && typeof c.tx === 'function' && c.tx(' a\n') === 'a';
}

/** Peel optional/default wrappers: a field so wrapped may be absent from the stored document. */
function peelOptional(schema: AnySchema): { inner: AnySchema; optional: boolean } {
  let current = schema;
  let optional = false;
  for (;;) {
    const def = defOf(current);
    if ((def.type === 'optional' || def.type === 'default' || def.type === 'prefault') && def.innerType) {
      optional = true;
      current = def.innerType;
    } else return { inner: current, optional };
  }
}

/** A regex the rules' RE2 engine accepts with the same meaning, or undefined when it cannot be carried over. */
function rulesPattern(regex: RegExp): string | undefined {
  if (regex.flags.replace('g', '') !== '' || /\(\?[=!<]|\\[1-9bB]/.test(regex.source)) return undefined;
  // Rules match the whole string; an unanchored end in JavaScript means "anything may follow".
  let source = regex.source.replace(/\\\//g, '/');
  if (!source.startsWith('^')) source = `.*${source}`;
  if (!source.endsWith('$') || source.endsWith('\\$')) source = `${source}.*`;
  return source;
}

function sizeRule(path: Key[], checks: CheckDef[]): RulePredicate[] {
  const min = checks.find((c) => c.check === 'min_length')?.minimum;
  const max = checks.find((c) => c.check === 'max_length')?.maximum;
  return min !== undefined || max !== undefined ? [{ kind: 'size', path, min, max }] : [];
}

/** The rule for a value known to be present at `path`. `depth` counts how many more map levels to open. */
export function valueRule(schema: AnySchema, path: Key[], depth: number): RulePredicate {
  const def = defOf(schema);
  const checks = checksOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return valueRule(def.innerType!, path, depth);
    case 'nullable':
      return { kind: 'nullOr', path, rule: valueRule(def.innerType!, path, depth) };
    case 'string': {
      const trimmed = checks.some(isTrim);
      const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
      const max = checks.find((c) => c.check === 'max_length')?.maximum;
      // Trimmed text with a length of at most 1000 is one pattern (length and both ends): each check costs
      // some of the 1,000 expressions a request may evaluate.
      const folded = trimmed && max !== undefined && max <= 1000 && min <= 1;
      const rules: RulePredicate[] = [{ kind: 'is', path, type: 'string' }, ...(folded ? [] : sizeRule(path, checks))];
      if (folded) rules.push({ kind: 'matches', path, pattern: max === 1 ? `\\S${min ? '' : '?'}` : `\\S([\\s\\S]{0,${max - 2}}\\S)?${min ? '' : '|'}` });
      for (const c of checks) {
        if (c.check === 'min_length' || c.check === 'max_length' || (folded && isTrim(c))) continue;
        if (c.check === 'string_format' && c.pattern) {
          const pattern = rulesPattern(c.pattern);
          if (!pattern) throw new Error(`Cannot carry the pattern ${String(c.pattern)} at "${path.join('.')}" into the rules`);
          rules.push({ kind: 'matches', path, pattern });
        } else if (isTrim(c)) {
          // Stored text is trimmed (zod trims before it stores): no blank at either end, so "   " is no name.
          rules.push({ kind: 'matches', path, pattern: TRIMMED });
        } else throw new Error(`Cannot generate rules for the "${c.check}${c.format ? ` ${c.format}` : ''}" check at "${path.join('.')}": state it as a pattern`);
      }
      return all(rules);
    }
    case 'number': {
      const unknown = checks.find((c) => !['number_format', 'greater_than', 'less_than'].includes(c.check));
      if (unknown) throw new Error(`Cannot generate rules for the "${unknown.check}" check at "${path.join('.')}"`);
      const isInt = checks.some((c) => c.check === 'number_format' && (c.format === 'safeint' || c.format === 'int32'));
      const rules: RulePredicate[] = [{ kind: 'is', path, type: isInt ? 'int' : 'number' }];
      const lower = checks.find((c) => c.check === 'greater_than');
      const upper = checks.find((c) => c.check === 'less_than');
      if (lower || upper) {
        rules.push({
          kind: 'range',
          path,
          min: lower ? { value: lower.value!, inclusive: lower.inclusive ?? false } : undefined,
          max: upper ? { value: upper.value!, inclusive: upper.inclusive ?? false } : undefined,
        });
      }
      return all(rules);
    }
    case 'boolean':
      return { kind: 'is', path, type: 'bool' };
    case 'enum':
      return all([{ kind: 'is', path, type: 'string' }, { kind: 'oneOf', path, values: Object.values(def.entries ?? {}) }]);
    case 'literal':
      return { kind: 'oneOf', path, values: def.values ?? [] };
    case 'array': {
      const unknown = checks.find((c) => c.check !== 'min_length' && c.check !== 'max_length');
      if (unknown) throw new Error(`Cannot generate rules for the "${unknown.check}" check at "${path.join('.')}"`);
      const rules: RulePredicate[] = [{ kind: 'is', path, type: 'list' }, ...sizeRule(path, checks)];
      if (depth === 0) return all(rules);
      // The rules language cannot loop: each index up to the list's maximum is checked on its own.
      const max = checks.find((c) => c.check === 'max_length')?.maximum;
      if (max === undefined) throw new Error(`Cannot generate rules for a list without a maximum length at "${path.join('.')}"`);
      const itemType = defOf(peelOptional(def.element!).inner).type;
      // Items that are maps get a function of their own, called once per index: the rules stay small. A
      // request may evaluate at most 1,000 expressions, which full lists of maps (a page's treatments, a
      // group's prices, a section's elements) exceed: those items' contents are left to the validated write
      // path, and the README says so. The property test leaves the inside of such items alone.
      // What is still checked there costs a few expressions an item: each item is a map, and an item of a
      // discriminated union (a section's elements) has one of its kinds, so `type: "script"` is refused.
      const mapItems = itemType === 'object' || itemType === 'union';
      const itemRule = !mapItems ? undefined : CHECK_MAP_ITEMS ? all([{ kind: 'is', path: [], type: 'map' }, valueRule(def.element!, [], depth)]) : itemShapeRule(def.element!);
      for (let i = 0; i < max; i++) {
        const rule: RulePredicate = itemRule ? { kind: 'call', path: [...path, i], rule: itemRule } : valueRule(def.element!, [...path, i], depth);
        rules.push({ kind: 'ifIndex', path, index: i, rule });
      }
      return all(rules);
    }
    case 'union': {
      const options = (def.options ?? []).map((o) => peelOptional(o).inner);
      if (!options.every((o) => defOf(o).type === 'object')) throw new Error(`Cannot generate rules for a union of non-objects at "${path.join('.')}"`);
      const discriminator = (def as { discriminator?: string }).discriminator;
      if (!discriminator || depth === 0) return { kind: 'is', path, type: 'map' };
      // One shape per discriminator value: the stored map must be exactly one of them.
      return {
        kind: 'any',
        rules: options.map((option) => objectRule(option, path, depth - 1, discriminator)),
      };
    }
    case 'object': {
      // A check on an object is stated only when it says what it means (timesInOrder); any other is refused.
      const raw = def.checks ?? [];
      const orders = raw.map((c) => timeOrderChecks.get(c));
      if (orders.some((o) => !o)) throw new Error(`Cannot generate rules for a check on the object at "${path.join('.')}"`);
      if (depth === 0) return { kind: 'is', path, type: 'map' };
      return all([objectRule(schema, path, depth - 1), ...orders.map((o) => ({ kind: 'before', path, ...o! }) as const)]);
    }
    default:
      // Fail loudly: a schema type without a rule would otherwise be written unchecked.
      throw new Error(`Cannot generate rules for a "${def.type}" field at "${path.join('.')}"`);
  }
}

/** The cheap check of a list item that is a map: a map, and for a discriminated union a known discriminator. */
function itemShapeRule(element: AnySchema): RulePredicate {
  const inner = peelOptional(element).inner;
  const def = defOf(inner);
  const discriminator = (def as { discriminator?: string }).discriminator;
  const rules: RulePredicate[] = [{ kind: 'is', path: [], type: 'map' }];
  if (def.type === 'union' && discriminator) {
    const values = (def.options ?? []).flatMap((o) => {
      const literal = defOf(peelOptional(defOf(peelOptional(o).inner).shape?.[discriminator] as AnySchema).inner);
      return literal.type === 'literal' ? (literal.values ?? []) : literal.type === 'enum' ? Object.values(literal.entries ?? {}) : [];
    });
    // A missing discriminator is an error in the rules, which denies.
    rules.push({ kind: 'oneOf', path: [discriminator], values });
  }
  return all(rules);
}

/** A map: only the schema's keys, every required key, and each field's own rule. */
export function objectRule(schema: AnySchema, path: Key[], depth: number, first?: string): RulePredicate {
  const shape = defOf(schema).shape ?? {};
  // The discriminator first: for a union, the options that do not apply stop at their first check.
  const fields = Object.entries(shape)
    .map(([key, field]) => ({ key, ...peelOptional(field) }))
    .sort((a, b) => Number(b.key === first) - Number(a.key === first));
  const discriminated = fields[0]?.key === first && first !== undefined ? fields[0] : undefined;
  const rules: RulePredicate[] = [
    ...(path.length ? [{ kind: 'is', path, type: 'map' } as const] : []),
    ...(discriminated ? [valueRule(discriminated.inner, [...path, discriminated.key], depth)] : []),
    { kind: 'keys', path, only: fields.map((f) => f.key), required: fields.filter((f) => !f.optional).map((f) => f.key) },
  ];
  for (const f of fields) {
    if (f === discriminated) continue;
    const rule = valueRule(f.inner, [...path, f.key], depth);
    rules.push(f.optional ? { kind: 'ifPresent', path, key: f.key, rule } : rule);
  }
  return all(rules);
}

/** The validation predicate for one entity's document data. */
export function documentRule(entity: EntityDef, options: RulesOptions = DEFAULT_RULES_OPTIONS): RulePredicate {
  const shallow = (options.shallow ?? DEFAULT_RULES_OPTIONS.shallow).includes(entity.id);
  const rule = objectRule(entity.schema, [], shallow ? 0 : 8);
  return isRevisioned(entity, options) ? withRevisionKey(rule) : rule;
}

/**
 * A key the storage layer keeps beside the schema's fields (a revision count, say), with the rule its value must
 * meet, written for the value at `[key]` of the document root.
 */
export interface SystemKey {
  key: string;
  rule: RulePredicate;
  /** Whether every document must carry it; otherwise it is checked when present. */
  required?: boolean;
}

/** A document rule that also allows (or requires) system keys beside the schema's own, each with its own rule. */
export function withSystemKeys(rule: RulePredicate, keys: readonly SystemKey[]): RulePredicate {
  if (!keys.length) return rule;
  const rules = rule.kind === 'all' ? rule.rules : [rule];
  if (!rules.some((r) => r.kind === 'keys' && r.path.length === 0)) throw new Error('System keys need a document rule that lists its keys');
  return all([
    ...rules.map((r) =>
      r.kind === 'keys' && r.path.length === 0
        ? { ...r, only: [...r.only, ...keys.map((k) => k.key)], required: [...r.required, ...keys.filter((k) => k.required).map((k) => k.key)] }
        : r,
    ),
    ...keys.map((k): RulePredicate => (k.required ? k.rule : { kind: 'ifPresent', path: [], key: k.key, rule: k.rule })),
  ]);
}

// ---- Evaluation in JavaScript (mirrors the rules semantics: a missing field or a type error denies) ----

function valueAt(data: unknown, path: Key[]): unknown {
  let current = data;
  for (const key of path) {
    if (typeof key === 'number') {
      if (!Array.isArray(current) || key >= current.length) return undefined;
      current = current[key];
    } else {
      if (!isMap(current) || !(key in current)) return undefined;
      current = current[key];
    }
  }
  return current;
}

function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sizeOf(value: unknown): number | undefined {
  if (typeof value === 'string') return [...value].length;
  if (Array.isArray(value)) return value.length;
  return undefined;
}

export function evaluateRule(rule: RulePredicate, data: unknown): boolean {
  switch (rule.kind) {
    case 'all':
      return rule.rules.every((r) => evaluateRule(r, data));
    case 'is': {
      const v = valueAt(data, rule.path);
      const test: Record<RulesType, (x: unknown) => boolean> = {
        string: (x) => typeof x === 'string',
        bool: (x) => typeof x === 'boolean',
        number: (x) => typeof x === 'number',
        int: (x) => Number.isInteger(x),
        list: Array.isArray,
        map: isMap,
      };
      return test[rule.type](v);
    }
    case 'size': {
      const n = sizeOf(valueAt(data, rule.path));
      return n !== undefined && (rule.min === undefined || n >= rule.min) && (rule.max === undefined || n <= rule.max);
    }
    case 'range': {
      const v = valueAt(data, rule.path);
      if (typeof v !== 'number') return false;
      const { min, max } = rule;
      return (!min || (min.inclusive ? v >= min.value : v > min.value)) && (!max || (max.inclusive ? v <= max.value : v < max.value));
    }
    case 'keys': {
      const v = valueAt(data, rule.path);
      if (!isMap(v)) return false;
      const keys = Object.keys(v);
      return keys.every((k) => rule.only.includes(k)) && rule.required.every((k) => keys.includes(k));
    }
    case 'oneOf':
      return rule.values.includes(valueAt(data, rule.path) as Literal);
    case 'matches': {
      const v = valueAt(data, rule.path);
      return typeof v === 'string' && new RegExp(`^(?:${rule.pattern})$`).test(v);
    }
    case 'ifPresent': {
      const parent = valueAt(data, rule.path);
      return !isMap(parent) || !(rule.key in parent) || evaluateRule(rule.rule, data);
    }
    case 'nullOr':
      return valueAt(data, rule.path) === null || evaluateRule(rule.rule, data);
    case 'ifIndex': {
      const list = valueAt(data, rule.path);
      return !Array.isArray(list) || list.length <= rule.index || evaluateRule(rule.rule, data);
    }
    case 'call':
      return evaluateRule(rule.rule, valueAt(data, rule.path));
    case 'any':
      return rule.rules.some((r) => evaluateRule(r, data));
    case 'before': {
      const m = valueAt(data, rule.path);
      if (!isMap(m)) return false;
      const [a, b] = [m[rule.first], m[rule.second]];
      return m[rule.unless] === true || (typeof a === 'string' && typeof b === 'string' && a < b);
    }
  }
}

// ---- Printing as Firestore rules source ----

const quote = (s: string) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const literal = (v: Literal) => (typeof v === 'string' ? quote(v) : String(v));
const list = (values: Literal[]) => `[${values.map(literal).join(', ')}]`;

// Keys that are keywords, type names or map methods in the rules language are indexed, never dotted:
// `data['size']`, `data['type']` (`data.service` would not even parse).
const RESERVED = new Set([
  'allow', 'bool', 'bytes', 'diff', 'duration', 'exists', 'false', 'float', 'function', 'get', 'if', 'in', 'int', 'is',
  'keys', 'latlng', 'let', 'list', 'map', 'match', 'math', 'null', 'number', 'path', 'request', 'resource', 'return',
  'rules_version', 'service', 'size', 'string', 'timestamp', 'true', 'type', 'values',
]);

function ref(root: string, path: Key[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && !RESERVED.has(key) ? `${acc}.${key}` : `${acc}[${quote(key)}]`),
    root,
  );
}

/** Names the item functions of one document's rule: each distinct item rule once. */
type Functions = Map<RulePredicate, string>;
let functions: Functions = new Map();
let functionPrefix = 'item';

/** The rule as a list of conjuncts, so the generated source puts one check per line. */
function conjuncts(rule: RulePredicate, root: string): string[] {
  const at = (path: Key[]) => ref(root, path);
  switch (rule.kind) {
    case 'all':
      return rule.rules.flatMap((r) => conjuncts(r, root));
    case 'is':
      return [`${at(rule.path)} is ${rule.type}`];
    case 'size':
      return [
        ...(rule.min !== undefined && rule.min > 0 ? [`${at(rule.path)}.size() >= ${rule.min}`] : []),
        ...(rule.max !== undefined ? [`${at(rule.path)}.size() <= ${rule.max}`] : []),
      ];
    case 'range':
      return [
        ...(rule.min ? [`${at(rule.path)} ${rule.min.inclusive ? '>=' : '>'} ${rule.min.value}`] : []),
        ...(rule.max ? [`${at(rule.path)} ${rule.max.inclusive ? '<=' : '<'} ${rule.max.value}`] : []),
      ];
    case 'keys':
      return [
        ...(rule.required.length ? [`${at(rule.path)}.keys().hasAll(${list(rule.required)})`] : []),
        `${at(rule.path)}.keys().hasOnly(${list(rule.only)})`,
      ];
    case 'oneOf':
      return [rule.values.length === 1 ? `${at(rule.path)} == ${literal(rule.values[0]!)}` : `${at(rule.path)} in ${list(rule.values)}`];
    case 'matches':
      return [`${at(rule.path)}.matches(${quote(rule.pattern)})`];
    case 'ifPresent':
      return [`(!(${quote(rule.key)} in ${at(rule.path)}) || (${conjuncts(rule.rule, root).join(' && ')}))`];
    case 'nullOr':
      return [`(${at(rule.path)} == null || (${conjuncts(rule.rule, root).join(' && ')}))`];
    case 'ifIndex':
      return [`(${at(rule.path)}.size() <= ${rule.index} || (${conjuncts(rule.rule, root).join(' && ')}))`];
    case 'call': {
      let name = functions.get(rule.rule);
      if (!name) {
        name = `${functionPrefix}Item${functions.size + 1}`;
        functions.set(rule.rule, name);
      }
      return [`${name}(${at(rule.path)})`];
    }
    case 'any':
      return [`(${rule.rules.map((r) => `(${conjuncts(r, root).join(' && ')})`).join('\n          || ')})`];
    case 'before':
      return [`(${at([...rule.path, rule.unless])} == true || ${at([...rule.path, rule.first])} < ${at([...rule.path, rule.second])})`];
  }
}

export function printRule(rule: RulePredicate, root = 'data'): string {
  return conjuncts(rule, root).join('\n        && ');
}

const functionName = (entity: EntityDef) => `isValid${entity.id.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, c: string) => c.toUpperCase())}`;

function matchPath(entity: EntityDef): string {
  return entity.kind === 'singleton' ? `/${entity.path}` : `/${entity.path}/{docId}`;
}

/** The complete firestore.rules source for these entities. Deterministic: the committed file must equal it. */
export function generateFirestoreRules(entities: readonly EntityDef[], options: RulesOptions = DEFAULT_RULES_OPTIONS): string {
  const sorted = [...entities].sort((a, b) => a.path.localeCompare(b.path));
  const blocks = sorted.map((entity) => {
    const name = functionName(entity);
    functions = new Map();
    functionPrefix = name;
    const body = printRule(documentRule(entity, options));
    // Item functions, printed in turn (printing one may name the items of a list inside it).
    const helpers: string[] = [];
    for (let done = 0; done < functions.size; done++) {
      const [rule, helper] = [...functions.entries()][done]!;
      helpers.push(`    function ${helper}(v) {\n      return ${printRule(rule, 'v')};\n    }`);
    }
    return [
      `    // ${entity.label} (${entity.kind} ${entity.path})${(options.shallow ?? DEFAULT_RULES_OPTIONS.shallow).includes(entity.id) ? ': top-level keys and types only' : ''}`,
      ...helpers,
      `    function ${name}(data) {`,
      `      return ${body};`,
      `    }`,
      `    match ${matchPath(entity)} {`,
      `      allow read: if ${entity.publicRead ? 'true' : 'isOwner()'};`,
      ...writeRules(entity, name, options),
      `      allow delete: if isOwner();`,
      `    }`,
    ].join('\n');
  });
  const retired = (options.retired ?? DEFAULT_RULES_OPTIONS.retired).map((path) =>
    [`    // Retired: ${path} (read and removed by the upgrade of older content)`, `    match /${path}/{docId} {`, `      allow read, delete: if isOwner();`, `    }`].join('\n'),
  );
  return [
    `rules_version = '2';`,
    ``,
    `// GENERATED from the zod schemas in schemas/ by \`npm run rules:generate\`. Do not edit by hand:`,
    `// tests/rules/firestore-rules-generated.test.ts fails when this file is stale.`,
    `// Public content is readable by everyone; every write needs the owner's custom claim and a document that`,
    `// matches its schema (allowed keys, required keys, types, lengths, list sizes). Anything else is denied.`,
    `service cloud.firestore {`,
    `  match /databases/{database}/documents {`,
    `    // The owner is the account the setup command gave the custom claim admin: true, never an e-mail alone.`,
    `    function isOwner() {`,
    `      return request.auth != null && request.auth.token.get('admin', false) == true;`,
    `    }`,
    ``,
    REVISION_FUNCTIONS,
    ``,
    [...blocks, ...retired, ...OWNER_RECORD_RULES].join('\n\n'),
    `  }`,
    `}`,
    ``,
  ].join('\n');
}

/** The top-level fields of an entity as the rules see them: tests derive their invalid documents from it. */
export function ruleFields(entity: EntityDef): Array<{ key: string; optional: boolean; nullable: boolean; type: string; maxLength?: number }> {
  return Object.entries(defOf(entity.schema).shape ?? {}).map(([key, field]) => {
    const { inner, optional } = peelOptional(field);
    const nullable = defOf(inner).type === 'nullable';
    const core = nullable ? defOf(inner).innerType! : inner;
    return { key, optional, nullable, type: defOf(core).type, maxLength: checksOf(core).find((c) => c.check === 'max_length')?.maximum };
  });
}

// ---- Revisions, the trash, the site history (conflict-safe saves; kept apart from the schema rules) ----

/**
 * Every entity document but the published snapshot (rebuilt whole from the others on each publish) carries
 * `rev`, the count of its writes: a create starts at 1 or more (a restored entry continues its count), an
 * update must be exactly the stored revision plus one (0 for a document stored before revisions existed).
 * A write based on a stale copy is therefore refused, also when it was queued offline.
 */
export function isRevisioned(entity: EntityDef, options: RulesOptions = DEFAULT_RULES_OPTIONS): boolean {
  return !(options.shallow ?? DEFAULT_RULES_OPTIONS.shallow).includes(entity.id);
}

/** The document rule with `rev` (an integer of at least 1) allowed beside the schema's keys. */
function withRevisionKey(rule: RulePredicate): RulePredicate {
  return withSystemKeys(rule, [
    {
      key: 'rev',
      rule: all([
        { kind: 'is', path: ['rev'], type: 'int' },
        { kind: 'range', path: ['rev'], min: { value: 1, inclusive: true } },
      ]),
    },
  ]);
}

const REVISION_FUNCTIONS = [
  `    // A created document starts a revision count; an update is the stored revision plus one (see README).`,
  `    function isFirstRevision() {`,
  `      return request.resource.data.rev is int && request.resource.data.rev >= 1;`,
  `    }`,
  `    function isNextRevision() {`,
  `      return request.resource.data.rev is int && request.resource.data.rev == resource.data.get('rev', 0) + 1;`,
  `    }`,
].join('\n');

function writeRules(entity: EntityDef, name: string, options: RulesOptions): string[] {
  if (!isRevisioned(entity, options)) return [`      allow create, update: if isOwner() && ${name}(request.resource.data);`];
  return [
    `      allow create: if isOwner() && ${name}(request.resource.data) && isFirstRevision();`,
    `      allow update: if isOwner() && ${name}(request.resource.data) && isNextRevision();`,
  ];
}

/** Collections only the owner reads and writes: list counters, the trash, the site history. */
export const OWNER_COLLECTIONS = ['counters', 'trash', 'history', 'history-content'] as const;

const OWNER_RECORD_RULES = [
  [
    `    // Next free order of an ordered collection, advanced in the transaction that adds an item. It only ever`,
    `    // grows, so an add made offline from an older count (an order given meanwhile) is refused on arrival.`,
    `    match /counters/{docId} {`,
    `      allow read: if isOwner();`,
    `      allow create: if isOwner() && isCounter(request.resource.data);`,
    `      allow update: if isOwner() && isCounter(request.resource.data) && request.resource.data.next > resource.data.next;`,
    `    }`,
    `    function isCounter(data) {`,
    `      return data.keys().hasOnly(['next']) && data.next is int && data.next >= 0;`,
    `    }`,
  ],
  [
    `    // Deleted entries and image records, whole, until restored or purged.`,
    `    match /trash/{docId} {`,
    `      allow read, delete: if isOwner();`,
    `      allow create: if isOwner() && request.resource.data.keys().hasAll(['entity', 'docPath', 'title', 'deletedAt', 'data', 'rev'])`,
    `        && request.resource.data.keys().hasOnly(['entity', 'docPath', 'title', 'deletedAt', 'data', 'file', 'rev'])`,
    `        && request.resource.data.entity is string && request.resource.data.entity.size() <= 60`,
    `        && request.resource.data.docPath is string && request.resource.data.docPath.size() <= 300`,
    `        && request.resource.data.title is string && request.resource.data.title.size() <= 200`,
    `        && request.resource.data.deletedAt is string && request.resource.data.deletedAt.size() <= 40`,
    `        && request.resource.data.data is map`,
    `        && (!('file' in request.resource.data) || (request.resource.data.file is string && request.resource.data.file.size() <= 300))`,
    `        && request.resource.data.rev == 1;`,
    `    }`,
  ],
  [
    `    // The site history: the list of published versions (one document) and each version's content.`,
    `    match /history/{docId} {`,
    `      allow read, delete: if isOwner();`,
    `      allow create: if isOwner() && isHistoryIndex(request.resource.data) && isFirstRevision();`,
    `      allow update: if isOwner() && isHistoryIndex(request.resource.data) && isNextRevision();`,
    `    }`,
    `    function isHistoryIndex(data) {`,
    `      return data.keys().hasOnly(['versions', 'rev']) && data.versions is list && data.versions.size() <= ${HISTORY_LIMIT};`,
    `    }`,
    `    match /history-content/{docId} {`,
    `      allow read, delete: if isOwner();`,
    `      allow create: if isOwner() && request.resource.data.keys().hasOnly(['at', 'snapshot'])`,
    `        && request.resource.data.at is string && request.resource.data.at.size() <= 40`,
    `        && request.resource.data.snapshot is map;`,
    `    }`,
  ],
].map((lines) => lines.join('\n'));
