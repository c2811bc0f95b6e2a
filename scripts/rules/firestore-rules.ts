// firestore.rules, assembled: each entity's document rule (from its schema, rule-model.ts) printed as a function
// (rule-printer.ts) within the engine's budget (rule-cost.ts), with who may read and write it, the revision checks,
// the published content's rules, the retired collections and the owner's records (owner-record-rules.ts).
// scripts/generate-rules.ts writes the file; the tests in tests/rules/ hold it to the schemas and the emulator.
import type { EntityDef } from '@schemas/kit/define-entity';
import { PUBLISHED } from '@schemas/kit/published-store';
import { valueRule, withRevisionKey, type RulePredicate } from './rule-model';
import { budgetedCost } from './rule-cost';
import { printRuleFunction } from './rule-printer';
import { ownerRecordRules } from './owner-record-rules';

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
    const cost = budgetedCost(rule, entity.label);
    const name = functionName(entity);
    return [
      `    // ${entity.label} (${entity.kind} ${entity.path}): at most ${cost} expressions for its largest valid document`,
      ...printRuleFunction(rule, name),
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
    [...blocks, PUBLISHED_RULES, ...retired, ...ownerRecordRules()].join('\n\n'),
    `  }`,
    `}`,
    ``,
  ].join('\n');
}

// ---- Revisions (conflict-safe saves) and the published content ----

/**
 * Every entity document but the published snapshot (rebuilt whole from the others on each publish) carries
 * `rev`, the count of its writes: a create starts at 1 (a restored entry too), an update must be exactly the
 * stored revision plus one (0 for a document stored before revisions existed).
 * A write based on a stale copy is therefore refused, also when it was queued offline.
 */
export function isRevisioned(entity: EntityDef, options: RulesOptions = DEFAULT_RULES_OPTIONS): boolean {
  return !isServerWritten(entity, options);
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
 * The published content (schemas/kit/published-store.ts): what every visitor reads, written only by the page function,
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

