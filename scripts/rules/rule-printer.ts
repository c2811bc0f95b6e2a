// The predicates (rule-model.ts) printed as Firestore rules source, one check per line.
import { evaluateRule, linesPattern, type Key, type Literal, type RulePredicate } from './rule-model';

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

/** Whether a key is written `map.key` (otherwise `map['key']`). */
export const isDotted = (key: string) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && !RESERVED.has(key);

function ref(root: string, path: Key[]): string {
  return path.reduce<string>((acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : isDotted(key) ? `${acc}.${key}` : `${acc}[${quote(key)}]`), root);
}

/** Where an option of a union states its discriminator among its printed conjuncts (first, as objectRule puts it). */
export function discriminatorIndex(rule: RulePredicate): number {
  const parts = rule.kind === 'all' ? rule.rules : [rule];
  // Conjuncts before it print one line each (objectRule puts nothing compound there).
  return Math.max(0, parts.findIndex((p) => p.kind === 'oneOf'));
}

/**
 * An optional field checked by one condition that a stand-in value also meets: printed as
 * `map.get('key', standIn)` under that condition, far cheaper than "absent, or present and valid". The condition
 * is returned rewritten for the value at the root.
 */
export function presentOrDefault(rule: Extract<RulePredicate, { kind: 'ifPresent' }>): { rule: RulePredicate; value: Literal } | undefined {
  const inner = rule.rule;
  const target = [...rule.path, rule.key];
  if (!('path' in inner) || inner.kind === 'ifPresent' || inner.kind === 'ifIndex' || inner.kind === 'call' || inner.kind === 'nullOr' || inner.kind === 'before' || inner.kind === 'keys') return undefined;
  if (inner.path.length !== target.length || inner.path.some((k, i) => k !== target[i])) return undefined;
  const rebased = { ...inner, path: [] } as RulePredicate;
  const value = ([''] as Literal[]).concat([false, 0], inner.kind === 'oneOf' ? inner.values.slice(0, 1) : []).find((v) => evaluateRule(rebased, v));
  return value === undefined ? undefined : { rule: rebased, value };
}

/**
 * The item functions one document's rule calls (a list's items that are maps are checked by a function of their
 * own, called once per index), each distinct item rule once, named after the document's function.
 */
export interface ItemFunctions {
  prefix: string;
  names: Map<RulePredicate, string>;
}

/** The rule as a list of conjuncts, so the generated source puts one check per line. */
function conjuncts(rule: RulePredicate, root: string, items: ItemFunctions): string[] {
  const at = (path: Key[]) => ref(root, path);
  switch (rule.kind) {
    case 'all':
      return rule.rules.flatMap((r) => conjuncts(r, root, items));
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
      if (fallback) return conjuncts(fallback.rule, `${at(rule.path)}.get(${quote(rule.key)}, ${literal(fallback.value)})`, items);
      return [`(!(${quote(rule.key)} in ${at(rule.path)}) || (${conjuncts(rule.rule, root, items).join(' && ')}))`];
    }
    case 'nullOr':
      return [`(${at(rule.path)} == null || (${conjuncts(rule.rule, root, items).join(' && ')}))`];
    case 'ifIndex':
      return [`(${at(rule.path)}.size() <= ${rule.index} || (${conjuncts(rule.rule, root, items).join(' && ')}))`];
    case 'lines':
      // join() writes a number or a true as text: splitting the joined lines again must give back the very list.
      return [`(${at(rule.path)}.size() == 0 || (${at(rule.path)}.join('\\n').matches(${quote(linesPattern(rule.pattern))}) && ${at(rule.path)}.join('\\n').split('\\n') == ${at(rule.path)}))`];
    case 'call': {
      let name = items.names.get(rule.rule);
      if (!name) {
        name = `${items.prefix}Item${items.names.size + 1}`;
        items.names.set(rule.rule, name);
      }
      return [`${name}(${at(rule.path)})`];
    }
    case 'any':
      // Each option as `discriminator && (the rest)`: an option that does not apply stops after one check,
      // where a flat chain would still visit each of its operators.
      return [
        `(${rule.rules
          .map((r) => {
            const parts = conjuncts(r, root, items);
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

/** The rule as the body of a function of `root`; the item functions it calls are named in `items`. */
export function printRule(rule: RulePredicate, root = 'data', items: ItemFunctions = { prefix: 'item', names: new Map() }): string {
  return conjuncts(rule, root, items).join('\n        && ');
}

/**
 * A document's rule as the function `name(data)`, after the item functions it calls (printed in turn: printing
 * one may name the items of a list inside it).
 */
export function printRuleFunction(rule: RulePredicate, name: string): string[] {
  const items: ItemFunctions = { prefix: name, names: new Map() };
  const body = printRule(rule, 'data', items);
  const helpers: string[] = [];
  for (let done = 0; done < items.names.size; done++) {
    const [itemRule, helper] = [...items.names.entries()][done]!;
    helpers.push(`    function ${helper}(v) {\n      return ${printRule(itemRule, 'v', items)};\n    }`);
  }
  return [...helpers, `    function ${name}(data) {`, `      return ${body};`, `    }`];
}
