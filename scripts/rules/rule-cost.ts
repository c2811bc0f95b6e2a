// What a rule costs the rules engine: Firestore evaluates at most 1,000 expressions a request, so the generator
// counts what each document's printed rule (rule-printer.ts) costs on the costliest document it accepts.
import type { Key, RulePredicate } from './rule-model';
import { discriminatorIndex, isDotted, presentOrDefault } from './rule-printer';

/**
 * The most expressions the rules may evaluate for one document write (Firestore evaluates at most 1,000 per
 * request), leaving room for the write rule around the document's check (isOwner() 15, the revision check 21,
 * the call and its argument 5, the operators joining them 4) and for the count's approximations: the costliest
 * documents of every entity are written in the Firestore emulator by tests/rules/firestore-rules-limits.test.ts.
 */
export const DOCUMENT_EXPRESSION_BUDGET = 900;

/** Expressions the rules engine counts for a reference: the root, and one per key (two for an index). */
function refCost(root: number, path: Key[]): number {
  return path.reduce<number>((n, key) => n + (typeof key === 'number' || !isDotted(key) ? 2 : 1), root);
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

/** What `rule` costs (ruleCost), refused over the budget: the rules for `what` would fail on its largest documents. */
export function budgetedCost(rule: RulePredicate, what: string): number {
  const cost = ruleCost(rule);
  if (cost > DOCUMENT_EXPRESSION_BUDGET) {
    throw new Error(
      `The rules for ${what} would evaluate up to ${cost} expressions for its largest valid document, over the ${DOCUMENT_EXPRESSION_BUDGET} a write may use of Firestore's 1,000 a request: lower the maximum of a list of maps, or store its items as documents of their own`,
    );
  }
  return cost;
}
