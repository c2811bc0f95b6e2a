// The rules' predicate model: a zod schema walked into conditions on a document's values, and those conditions
// evaluated in JavaScript with the rules' semantics. The printer writes the same conditions as rules source
// (rule-printer.ts) and the cost model counts what they cost the engine (rule-cost.ts): the rules' logic is then
// testable here, where the Firestore emulator (Java 21) cannot run.
import type * as z from 'zod/mini';
import type { EntityDef } from '@schemas/kit/define-entity';
import { timeOrderChecks } from '@schemas/kit/ordered-times';
import { LINE_FREE_PATTERNS, SINGLE_LINE } from '@schemas/kit/atoms';

type AnySchema = z.core.$ZodType;
export type Literal = string | number | boolean;
/** A map key or a list index. */
export type Key = string | number;

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

interface Def {
  type: string;
  innerType?: AnySchema;
  element?: AnySchema;
  valueType?: AnySchema;
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
export const all = (rules: RulePredicate[]): RulePredicate => {
  const flat = rules.flatMap((r) => (r.kind === 'all' ? r.rules : [r]));
  return flat.length === 1 ? flat[0]! : { kind: 'all', rules: flat };
};

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
    case 'record':
      // A map of anything (a stored document kept whole in the trash or the history): its type alone is stated.
      if (defOf(def.valueType!).type !== 'unknown') throw new Error(`Cannot generate rules for a record of typed values at "${path.join('.')}"`);
      return { kind: 'is', path, type: 'map' };
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

/** The top-level fields of an entity as the rules see them: tests derive their invalid documents from it. */
export function ruleFields(entity: EntityDef): Array<{ key: string; optional: boolean; nullable: boolean; type: string; maxLength?: number }> {
  return Object.entries(defOf(entity.schema).shape ?? {}).map(([key, field]) => {
    const { inner, optional } = peelOptional(field);
    const nullable = defOf(inner).type === 'nullable';
    const core = nullable ? defOf(inner).innerType! : inner;
    return { key, optional, nullable, type: defOf(core).type, maxLength: checksOf(core).find((c) => c.check === 'max_length')?.maximum };
  });
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

/** The document rule with `rev` (an integer of at least 1) allowed beside the schema's keys. */
export function withRevisionKey(rule: RulePredicate): RulePredicate {
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

/** One or more items matching `pattern`, separated by line breaks (the pattern itself matches none). */
export function linesPattern(pattern: string): string {
  // A whole-value pattern's anchors would bind each item to the ends of the joined text: they go.
  const item = pattern.replace(/^\^/, '').replace(/(?<!\\)\$$/, '');
  return `(${item})(\\n(${item}))*`;
}
