// Firestore security rules generated from the entity schemas, so field validation never drifts from zod.
// The schema is walked into a small predicate model that is both printed as rules source and evaluated in
// JavaScript: the rules' logic is then testable here, where the Firestore emulator (Java 21) cannot run.
import type * as z from 'zod/mini';
import type { EntityDef } from './define-entity';
import { timeOrderChecks } from './ordered-times';
import { HISTORY_LIMIT } from './owner-records';
import { LINE_FREE_PATTERNS, SINGLE_LINE } from './atoms';
import { NOTICE_LINES, TRASH_FILES } from './owner-records';
import { PUBLISHED } from './published-store';

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
  /** `accessed`: each required key is read by a later check, where a missing key is an error that denies. */
  | { kind: 'keys'; path: Key[]; only: string[]; required: string[]; accessed?: boolean }
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
  /** Every item of the list at `path` is a string matching `pattern`, which matches no line break: printed as one
   * match of the items joined by line breaks, whatever the list's length. */
  | { kind: 'lines'; path: Key[]; pattern: string }
  /**
   * The map at `path` has `unless` true, or its `first` value sorts before its `second` (HH:MM times); with
   * `maybeEmpty`, also when either time is absent or empty (a holiday date closed all day has none).
   */
  | { kind: 'before'; path: Key[]; first: string; second: string; unless: string; maybeEmpty?: boolean };

export interface RulesOptions {
  /**
   * Entities no client may write: the server writes them with the Admin SDK, which the rules do not govern.
   * (The published content, under published/, is one such: it has rules of its own, PUBLISHED_RULES.)
   */
  serverWritten?: readonly string[];
  /**
   * Collections an earlier version of the site stored and the current one no longer has: the owner may read
   * and delete them (the upgrade moves their content), nobody may write them.
   */
  retired?: readonly string[];
}

export const DEFAULT_RULES_OPTIONS: Required<RulesOptions> = { serverWritten: [], retired: ['custom-sections', 'services', 'category-pages', 'templates'] };

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
/** All of the rules, nested conjunctions flattened (so a document's key check stays at its top level). */
const all = (rules: RulePredicate[]): RulePredicate => {
  const flat = rules.flatMap((r) => (r.kind === 'all' ? r.rules : [r]));
  return flat.length === 1 ? flat[0]! : { kind: 'all', rules: flat };
};

/**
 * The most expressions the rules may evaluate for one document write (Firestore evaluates at most 1,000 per
 * request), leaving room for the write rule around the document's check (isOwner() 15, the revision check 21,
 * the call and its argument 5, the operators joining them 4) and for the count's approximations: the costliest
 * documents of every entity are written in the Firestore emulator by tests/rules/firestore-rules-limits.test.ts.
 */
export const DOCUMENT_EXPRESSION_BUDGET = 900;

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
      // Text with a length of at most 1000 (RE2's largest repeat) is one pattern: the length, and both ends for
      // trimmed text. Each check costs some of the 1,000 expressions a request may evaluate.
      // A single line (SINGLE_LINE) folds in too: its inner characters are then any but a line break.
      const isLine = (c: CheckDef) => c.check === 'string_format' && c.pattern === SINGLE_LINE;
      const singleLine = checks.some(isLine);
      const folded = max !== undefined && max <= 1000 && (trimmed ? min <= 1 : checks.every((c) => c.check !== 'string_format' || isLine(c)));
      const inner = singleLine ? '[^\\r\\n]' : '[\\s\\S]';
      const rules: RulePredicate[] = [...(folded ? [] : sizeRule(path, checks))];
      if (folded && trimmed) rules.push({ kind: 'matches', path, pattern: max === 1 ? `\\S${min ? '' : '?'}` : `\\S(${inner}{0,${max - 2}}\\S)?${min ? '' : '|'}` });
      else if (folded) rules.push({ kind: 'matches', path, pattern: `${inner}{${min},${max}}` });
      for (const c of checks) {
        if (c.check === 'min_length' || c.check === 'max_length' || (folded && (isTrim(c) || isLine(c)))) continue;
        if (c.check === 'string_format' && c.pattern) {
          const pattern = rulesPattern(c.pattern);
          if (!pattern) throw new Error(`Cannot carry the pattern ${String(c.pattern)} at "${path.join('.')}" into the rules`);
          rules.push({ kind: 'matches', path, pattern });
        } else if (isTrim(c)) {
          // Stored text is trimmed (zod trims before it stores): no blank at either end, so "   " is no name.
          rules.push({ kind: 'matches', path, pattern: TRIMMED });
        } else throw new Error(`Cannot generate rules for the "${c.check}${c.format ? ` ${c.format}` : ''}" check at "${path.join('.')}": state it as a pattern`);
      }
      // A pattern is matched only by a string (matches() on anything else is an error, which denies); without
      // one the type is stated.
      if (!rules.some((r) => r.kind === 'matches')) rules.unshift({ kind: 'is', path, type: 'string' });
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
      // Only the listed values are in the list: no other type needs refusing first.
      return { kind: 'oneOf', path, values: Object.values(def.entries ?? {}) };
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
      // Lines (items that cannot hold a line break, checked by one pattern) are checked all at once, joined.
      const itemRule = itemType === 'string' ? valueRule(def.element!, [], depth) : undefined;
      // Items whose one pattern cannot hold a line break (an id) are lines too.
      const itemChecks = checksOf(peelOptional(def.element!).inner);
      const lineFree = itemChecks.some((c) => c.check === 'string_format' && c.pattern === SINGLE_LINE) || (itemChecks.length === 1 && LINE_FREE_PATTERNS.has(itemChecks[0]!.pattern as RegExp));
      if (itemRule?.kind === 'matches' && lineFree) {
        return all([...rules, { kind: 'lines', path, pattern: itemRule.pattern }]);
      }
      // Items that are maps get a function of their own, called once per index: the rules stay small. Every
      // field of every item is checked; what that costs at the list's maximum counts towards the document's
      // budget (see ruleCost), and the generator refuses a schema whose largest document would exceed it.
      const mapItems = itemType === 'object' || itemType === 'union';
      const mapRule = mapItems ? valueRule(def.element!, [], depth) : undefined;
      for (let i = 0; i < max; i++) {
        const rule: RulePredicate = mapRule ? { kind: 'call', path: [...path, i], rule: mapRule } : valueRule(def.element!, [...path, i], depth);
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
      const shape = def.shape ?? {};
      // A time that may be absent or empty passes timesInOrder as zod states it; the rule then says so too.
      const mayBeEmpty = (key: string) => {
        const { inner, optional } = peelOptional(shape[key]!);
        return optional || (inner['~standard'].validate('') as { issues?: unknown[] }).issues === undefined;
      };
      return all([
        objectRule(schema, path, depth - 1),
        ...orders.map((o) => ({ kind: 'before', path, ...o!, ...(mayBeEmpty(o!.first) || mayBeEmpty(o!.second) ? { maybeEmpty: true } : {}) }) as const),
      ]);
    }
    default:
      // Fail loudly: a schema type without a rule would otherwise be written unchecked.
      throw new Error(`Cannot generate rules for a "${def.type}" field at "${path.join('.')}"`);
  }
}

/** A map: only the schema's keys, every required key, and each field's own rule. */
export function objectRule(schema: AnySchema, path: Key[], depth: number, first?: string): RulePredicate {
  const shape = defOf(schema).shape ?? {};
  // The discriminator first: for a union, the options that do not apply stop at their first check.
  const fields = Object.entries(shape)
    .map(([key, field]) => ({ key, ...peelOptional(field) }))
    .sort((a, b) => Number(b.key === first) - Number(a.key === first));
  const discriminated = fields[0]?.key === first && first !== undefined ? fields[0] : undefined;
  // No `is map`: the keys check is false for anything but a map (an error in the rules, which denies).
  const rules: RulePredicate[] = [
    ...(discriminated ? [valueRule(discriminated.inner, [...path, discriminated.key], depth)] : []),
    { kind: 'keys', path, only: fields.map((f) => f.key), required: fields.filter((f) => !f.optional).map((f) => f.key), accessed: true },
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
  // As any object: its own checks (timesInOrder on a holiday date) are stated too.
  const rule = valueRule(entity.schema, [], 9);
  return isRevisioned(entity, options) ? withRevisionKey(rule) : rule;
}

/** Whether only the server (the Admin SDK) writes this entity's documents. */
export function isServerWritten(entity: EntityDef, options: RulesOptions = DEFAULT_RULES_OPTIONS): boolean {
  return (options.serverWritten ?? DEFAULT_RULES_OPTIONS.serverWritten).includes(entity.id);
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
    case 'lines': {
      const items = valueAt(data, rule.path);
      // join() of anything but strings is an error in the rules, which denies.
      if (!Array.isArray(items) || !items.every((item) => typeof item === 'string')) return false;
      const joined = items.join('\n');
      const back = joined.split('\n');
      return items.length === 0 || (new RegExp(`^(?:${linesPattern(rule.pattern)})$`).test(joined) && back.length === items.length && back.every((item, i) => item === items[i]));
    }
    case 'any':
      return rule.rules.some((r) => evaluateRule(r, data));
    case 'before': {
      const m = valueAt(data, rule.path);
      if (!isMap(m)) return false;
      const [a, b] = [m[rule.first], m[rule.second]];
      const empty = (v: unknown) => v === undefined || v === '';
      return m[rule.unless] === true || (rule.maybeEmpty === true && (empty(a) || empty(b))) || (typeof a === 'string' && typeof b === 'string' && a < b);
    }
  }
}

// ---- What a rule costs the rules engine ----

/** Where an option of a union states its discriminator among its printed conjuncts (first, as objectRule puts it). */
function discriminatorIndex(rule: RulePredicate): number {
  const parts = rule.kind === 'all' ? rule.rules : [rule];
  // Conjuncts before it print one line each (objectRule puts nothing compound there).
  return Math.max(0, parts.findIndex((p) => p.kind === 'oneOf'));
}

/** One or more items matching `pattern`, separated by line breaks (the pattern itself matches none). */
function linesPattern(pattern: string): string {
  // A whole-value pattern's anchors would bind each item to the ends of the joined text: they go.
  const item = pattern.replace(/^\^/, '').replace(/(?<!\\)\$$/, '');
  return `(${item})(\\n(${item}))*`;
}

/**
 * An optional field checked by one condition that a stand-in value also meets: printed as
 * `map.get('key', standIn)` under that condition, far cheaper than "absent, or present and valid". The condition
 * is returned rewritten for the value at the root.
 */
function presentOrDefault(rule: Extract<RulePredicate, { kind: 'ifPresent' }>): { rule: RulePredicate; value: Literal } | undefined {
  const inner = rule.rule;
  const target = [...rule.path, rule.key];
  if (!('path' in inner) || inner.kind === 'ifPresent' || inner.kind === 'ifIndex' || inner.kind === 'call' || inner.kind === 'nullOr' || inner.kind === 'before' || inner.kind === 'keys') return undefined;
  if (inner.path.length !== target.length || inner.path.some((k, i) => k !== target[i])) return undefined;
  const rebased = { ...inner, path: [] } as RulePredicate;
  const value = ([''] as Literal[]).concat([false, 0], inner.kind === 'oneOf' ? inner.values.slice(0, 1) : []).find((v) => evaluateRule(rebased, v));
  return value === undefined ? undefined : { rule: rebased, value };
}

/** Expressions the rules engine counts for a reference: the root, and one per key (two for an index). */
function refCost(root: number, path: Key[]): number {
  return path.reduce<number>((n, key) => n + (typeof key === 'number' || !/^[A-Za-z_][A-Za-z0-9_]*$/.test(key) || RESERVED.has(key) ? 2 : 1), root);
}

/** The cost of each printed conjunct of `rule`, for a document the rule accepts (every check then runs). */
function conjunctCosts(rule: RulePredicate, root: number): number[] {
  const at = (path: Key[]) => refCost(root, path);
  switch (rule.kind) {
    case 'all':
      return rule.rules.flatMap((r) => conjunctCosts(r, root));
    case 'is':
      return [at(rule.path) + 2];
    case 'size':
      return [...(rule.min !== undefined && rule.min > 0 ? [at(rule.path) + 3] : []), ...(rule.max !== undefined ? [at(rule.path) + 3] : [])];
    case 'range':
      return [...(rule.min ? [at(rule.path) + 2] : []), ...(rule.max ? [at(rule.path) + 2] : [])];
    case 'keys':
      if (rule.accessed) return [at(rule.path) + 3 + rule.only.length];
      return [...(rule.required.length ? [at(rule.path) + 3 + rule.required.length] : []), at(rule.path) + 3 + rule.only.length];
    case 'oneOf':
      return [rule.values.length === 1 ? at(rule.path) + 2 : at(rule.path) + 2 + rule.values.length];
    case 'matches':
      return [at(rule.path) + 2];
    case 'ifPresent': {
      const fallback = presentOrDefault(rule);
      if (fallback) return conjunctCosts(fallback.rule, at(rule.path) + 3);
      return [at(rule.path) + 5 + ruleCost(rule.rule, root)];
    }
    case 'nullOr':
      return [at(rule.path) + 4 + ruleCost(rule.rule, root)];
    case 'ifIndex':
      return [at(rule.path) + 5 + ruleCost(rule.rule, root)];
    case 'call':
      return [1 + at(rule.path) + ruleCost(rule.rule, 1)];
    case 'lines':
      return [5 * at(rule.path) + 17];
    case 'any': {
      // The options before the one that holds stop at their first check that fails, the discriminator's at the
      // latest; the worst case is the costliest option placed after all the others that fail.
      const options = rule.rules.map((r) => {
        const costs = conjunctCosts(r, root);
        const stop = discriminatorIndex(r);
        // Up to the discriminator each `&&` runs both sides; the one after it stops there (see the printing).
        return { full: joined(costs), fails: costs.slice(0, stop + 1).reduce((a, b) => a + b, 0) + 2 * stop + 1 };
      });
      return [Math.max(...options.map((o, j) => o.full + options.filter((_, i) => i !== j).reduce((a, b) => a + b.fails, 0))) + 2 * Math.max(0, options.length - 1)];
    }
    case 'before':
      return [rule.maybeEmpty ? 5 * at(rule.path) + 24 : 3 * at(rule.path) + 9];
  }
}

const joined = (costs: number[]) => costs.reduce((a, b) => a + b, 0) + 2 * Math.max(0, costs.length - 1);

/**
 * How many expressions the rules engine evaluates for `rule` on the costliest document it accepts (every optional
 * field present, every list full, a union's costliest kind), counted as Firestore counts them: each name, literal,
 * member, index, call and operator once, `&&` and `||` twice when both sides run. `root` is what the reference to
 * the checked value costs. Calibrated against the Firestore emulator, whose worst-case writes a test makes.
 */
export function ruleCost(rule: RulePredicate, root = 1): number {
  return joined(conjunctCosts(rule, root));
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
      // Required keys that later checks read need no check of their own: reading a missing key denies.
      if (rule.accessed) return [`${at(rule.path)}.keys().hasOnly(${list(rule.only)})`];
      return [
        ...(rule.required.length ? [`${at(rule.path)}.keys().hasAll(${list(rule.required)})`] : []),
        `${at(rule.path)}.keys().hasOnly(${list(rule.only)})`,
      ];
    case 'oneOf':
      return [rule.values.length === 1 ? `${at(rule.path)} == ${literal(rule.values[0]!)}` : `${at(rule.path)} in ${list(rule.values)}`];
    case 'matches':
      return [`${at(rule.path)}.matches(${quote(rule.pattern)})`];
    case 'ifPresent': {
      const fallback = presentOrDefault(rule);
      if (fallback) return conjuncts(fallback.rule, `${at(rule.path)}.get(${quote(rule.key)}, ${literal(fallback.value)})`);
      return [`(!(${quote(rule.key)} in ${at(rule.path)}) || (${conjuncts(rule.rule, root).join(' && ')}))`];
    }
    case 'nullOr':
      return [`(${at(rule.path)} == null || (${conjuncts(rule.rule, root).join(' && ')}))`];
    case 'ifIndex':
      return [`(${at(rule.path)}.size() <= ${rule.index} || (${conjuncts(rule.rule, root).join(' && ')}))`];
    case 'lines':
      // join() writes a number or a true as text: splitting the joined lines again must give back the very list.
      return [`(${at(rule.path)}.size() == 0 || (${at(rule.path)}.join('\\n').matches(${quote(linesPattern(rule.pattern))}) && ${at(rule.path)}.join('\\n').split('\\n') == ${at(rule.path)}))`];
    case 'call': {
      let name = functions.get(rule.rule);
      if (!name) {
        name = `${functionPrefix}Item${functions.size + 1}`;
        functions.set(rule.rule, name);
      }
      return [`${name}(${at(rule.path)})`];
    }
    case 'any':
      // Each option as `discriminator && (the rest)`: an option that does not apply stops after one check,
      // where a flat chain would still visit each of its operators.
      return [
        `(${rule.rules
          .map((r) => {
            const parts = conjuncts(r, root);
            const stop = discriminatorIndex(r) + 1;
            return parts.length > stop ? `(${[...parts.slice(0, stop), `(${parts.slice(stop).join(' && ')})`].join(' && ')})` : `(${parts.join(' && ')})`;
          })
          .join('\n          || ')})`,
      ];
    case 'before': {
      const empty = rule.maybeEmpty ? [rule.first, rule.second].map((key) => ` || ${at(rule.path)}.get(${quote(key)}, '') == ''`).join('') : '';
      return [`(${at([...rule.path, rule.unless])} == true${empty} || ${at([...rule.path, rule.first])} < ${at([...rule.path, rule.second])})`];
    }
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
    if (isServerWritten(entity, options)) {
      return [
        `    // ${entity.label} (${entity.kind} ${entity.path}): written by the server only (the page function, with the`,
        `    // Admin SDK, from the stored documents validated by their schemas, for the owner's token); no client writes it.`,
        `    match ${matchPath(entity)} {`,
        `      allow read: if ${entity.publicRead ? 'true' : 'isOwner()'};`,
        `      allow write: if false;`,
        `    }`,
      ].join('\n');
    }
    const rule = documentRule(entity, options);
    const cost = ruleCost(rule);
    if (cost > DOCUMENT_EXPRESSION_BUDGET) {
      throw new Error(
        `The rules for ${entity.label} would evaluate up to ${cost} expressions for its largest valid document, over the ${DOCUMENT_EXPRESSION_BUDGET} a write may use of Firestore's 1,000 a request: lower the maximum of a list of maps, or store its items as documents of their own`,
      );
    }
    const name = functionName(entity);
    functions = new Map();
    functionPrefix = name;
    const body = printRule(rule);
    // Item functions, printed in turn (printing one may name the items of a list inside it).
    const helpers: string[] = [];
    for (let done = 0; done < functions.size; done++) {
      const [itemRule, helper] = [...functions.entries()][done]!;
      helpers.push(`    function ${helper}(v) {\n      return ${printRule(itemRule, 'v')};\n    }`);
    }
    return [
      `    // ${entity.label} (${entity.kind} ${entity.path}): at most ${cost} expressions for its largest valid document`,
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
    `// GENERATED from the zod schemas in schemas/ by \`npm run generate\`. Do not edit by hand:`,
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
    [...blocks, PUBLISHED_RULES, ...retired, ...OWNER_RECORD_RULES].join('\n\n'),
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
 * `rev`, the count of its writes: a create starts at 1 (a restored entry too), an update must be exactly the
 * stored revision plus one (0 for a document stored before revisions existed).
 * A write based on a stale copy is therefore refused, also when it was queued offline.
 */
export function isRevisioned(entity: EntityDef, options: RulesOptions = DEFAULT_RULES_OPTIONS): boolean {
  return !isServerWritten(entity, options);
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
  `      return request.resource.data.rev == 1;`,
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

/**
 * The published content (kit/published-store.ts): what every visitor reads, written only by the page function,
 * from the stored documents checked against their schemas, for the owner's token.
 */
const PUBLISHED_RULES = [
  `    // The published content: the site document, each published collection's index and its items. Everyone`,
  `    // reads it; only the page function writes it (with the Admin SDK, from the documents validated by their`,
  `    // schemas, for the owner's token), so no client may.`,
  `    match /${PUBLISHED}/{docId} {`,
  `      allow read: if true;`,
  `      allow write: if false;`,
  `    }`,
  `    match /${PUBLISHED}/{key}/items/{docId} {`,
  `      allow read: if true;`,
  `      allow write: if false;`,
  `    }`,
].join('\n');

/** Collections only the owner reads and writes: list counters, the trash, the site history. */
export const OWNER_COLLECTIONS = ['counters', 'trash', 'history', 'history-content', 'notices'] as const;

const OWNER_RECORD_RULES = [
  [
    `    // Next free order of an ordered collection, advanced in the transaction that adds an item. It only ever`,
    `    // grows, so an add made offline from an older count (an order given meanwhile) is refused on arrival. A`,
    `    // stored counter that is no counter (a hand edit) may be replaced by one, or every add would be refused.`,
    `    match /counters/{docId} {`,
    `      allow read: if isOwner();`,
    `      allow create: if isOwner() && isCounter(request.resource.data);`,
    `      allow update: if isOwner() && isCounter(request.resource.data) && (!isCounter(resource.data) || request.resource.data.next > resource.data.next);`,
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
    `        && request.resource.data.keys().hasOnly(['entity', 'docPath', 'title', 'deletedAt', 'data', 'file', 'files', 'rev'])`,
    `        && request.resource.data.entity is string && request.resource.data.entity.size() <= 60`,
    `        && request.resource.data.docPath is string && request.resource.data.docPath.size() <= 300`,
    `        && request.resource.data.title is string && request.resource.data.title.size() <= 200`,
    `        && request.resource.data.deletedAt is string && request.resource.data.deletedAt.size() <= 40`,
    `        && request.resource.data.data is map`,
    `        && (!('file' in request.resource.data) || (request.resource.data.file is string && request.resource.data.file.size() <= 300))`,
    `        // An image record's files: the upload and its renditions, purged with the entry.`,
    `        && (!('files' in request.resource.data) || (request.resource.data.files is list && request.resource.data.files.size() <= ${TRASH_FILES}))`,
    `        && request.resource.data.rev == 1;`,
    `    }`,
  ],
  [
    `    // The site history: the list of published versions (one document) and what each changed. The page function`,
    `    // writes both as it publishes; the owner's browser writes them when it upgrades an older history.`,
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
    `      allow create: if isOwner() && isHistoryContent(request.resource.data);`,
    `      // A version an earlier version kept as a whole copy of the site becomes what it changed (the upgrade).`,
    `      allow update: if isOwner() && 'snapshot' in resource.data && isHistoryContent(request.resource.data);`,
    `    }`,
    `    function isHistoryContent(data) {`,
    `      return data.keys().hasOnly(['at', 'changes']) && data.at is string && data.at.size() <= 40 && data.changes is list;`,
    `    }`,
  ],
  [
    `    // What an upgrade of the stored content did, shown to the owner until she dismisses it.`,
    `    match /notices/{docId} {`,
    `      allow read, delete: if isOwner();`,
    `      allow create, update: if isOwner() && request.resource.data.keys().hasOnly(['title', 'lines', 'at'])`,
    `        && request.resource.data.title is string && request.resource.data.title.size() <= 200`,
    `        && request.resource.data.lines is list && request.resource.data.lines.size() <= ${NOTICE_LINES}`,
    `        && request.resource.data.at is string && request.resource.data.at.size() <= 40;`,
    `    }`,
  ],
].map((lines) => lines.join('\n'));
