// The owner's records beside the content (list counters, the trash, the site history, notices, enquiries): only the
// owner reads them, and only she writes them but for an enquiry, which any visitor may send. Each is checked by the
// shape its schema gives it (schemas/owner-record-schemas.ts), as every entity is; what is stated here is who may
// write it when (a counter only grows, a version is rewritten only by the upgrade), and how deep the rules open it.
import type * as z from 'zod/mini';
import { counterSchema, enquirySchema, historyContentSchema, historyIndexSchema, noticeSchema, trashRecordSchema } from '@schemas/owner-record-schemas';
import { ENQUIRIES, ENQUIRY_FORWARD_KEYS } from '@schemas/kit/owner-records';
import { all, valueRule, withRevisionKey, type RulePredicate } from './rule-model';
import { budgetedCost } from './rule-cost';
import { printRuleFunction } from './rule-printer';

export interface OwnerRecord {
  /** The collection the records are stored in. */
  collection: string;
  schema: z.ZodMiniObject;
  /** The name of the function that checks a record ("isCounter"). */
  check: string;
  /**
   * How many levels of maps and lists the rules open: 1 checks the record's own fields and states only the type and
   * size of a list or a map in it; each level more checks the items of a bounded list too. A list of maps checked
   * item by item costs its items' checks times its maximum, which the engine's budget limits (see rule-cost.ts).
   */
  depth: number;
  /** Whether it carries `rev`, the count of its writes (see isRevisioned in firestore-rules.ts). */
  revisioned?: boolean;
  /**
   * A list of maps kept newest first, too long to check item by item: its first item, the one each write adds, is
   * checked by the item's own schema (every other item was, when it was added).
   */
  newestFirst?: string;
  /** What the record is, one comment line each. */
  about: string[];
  /** The allow lines for reads and writes, given the function that checks a record's shape. */
  allow: (check: string) => string[];
}

export const OWNER_RECORDS: readonly OwnerRecord[] = [
  {
    collection: 'counters',
    schema: counterSchema,
    check: 'isCounter',
    depth: 1,
    about: [
      `Next free order of an ordered collection, advanced in the transaction that adds an item. It only ever`,
      `grows, so an add made offline from an older count (an order given meanwhile) is refused on arrival. A`,
      `stored counter that is no counter (a hand edit) may be replaced by one, or every add would be refused.`,
    ],
    allow: (check) => [
      `allow read: if isOwner();`,
      `allow create: if isOwner() && ${check}(request.resource.data);`,
      `allow update: if isOwner() && ${check}(request.resource.data) && (!${check}(resource.data) || request.resource.data.next > resource.data.next);`,
    ],
  },
  {
    collection: 'trash',
    schema: trashRecordSchema,
    check: 'isTrashEntry',
    depth: 2,
    revisioned: true,
    about: [`Deleted entries and image records, whole, until restored or purged; an image record's files are purged with it.`],
    allow: (check) => [`allow read, delete: if isOwner();`, `allow create: if isOwner() && ${check}(request.resource.data) && isFirstRevision();`],
  },
  {
    collection: 'history',
    schema: historyIndexSchema,
    check: 'isHistoryIndex',
    depth: 1,
    revisioned: true,
    newestFirst: 'versions',
    about: [
      `The site history: the list of published versions (one document), newest first. The page function writes it`,
      `as it publishes; the owner's browser when it upgrades an older history.`,
    ],
    allow: (check) => [
      `allow read, delete: if isOwner();`,
      `allow create: if isOwner() && ${check}(request.resource.data) && isFirstRevision();`,
      `allow update: if isOwner() && ${check}(request.resource.data) && isNextRevision();`,
    ],
  },
  {
    collection: 'history-content',
    schema: historyContentSchema,
    check: 'isHistoryContent',
    depth: 1,
    about: [`What each version of the site history changed, written with the list of versions.`],
    allow: (check) => [
      `allow read, delete: if isOwner();`,
      `allow create: if isOwner() && ${check}(request.resource.data);`,
      `// A version an earlier version kept as a whole copy of the site becomes what it changed (the upgrade).`,
      `allow update: if isOwner() && 'snapshot' in resource.data && ${check}(request.resource.data);`,
    ],
  },
  {
    collection: 'notices',
    schema: noticeSchema,
    check: 'isNotice',
    // Its lines are each bounded by the writer (noticeData); checking 40 of them one by one would make a rarely
    // written record's rule the longest of the owner's.
    depth: 1,
    about: [`What an upgrade of the stored content did, shown to the owner until she dismisses it.`],
    allow: (check) => [`allow read, delete: if isOwner();`, `allow create, update: if isOwner() && ${check}(request.resource.data);`],
  },
  {
    collection: ENQUIRIES,
    schema: enquirySchema,
    check: 'isEnquiry',
    depth: 1,
    revisioned: true,
    about: [
      `What visitors sent through the contact form, stored before it is forwarded to the form service. Anyone may`,
      `create one in exactly its shape, not yet forwarded nor handled (the owner may restore one from the trash as it`,
      `was); nobody but the owner reads, lists or deletes one. A visitor may change only the forward status of an`,
      `enquiry not yet forwarded, whose id she knows because her page made it (ids are random and cannot be listed).`,
    ],
    allow: (check) => {
      const data = 'request.resource.data';
      const keys = ENQUIRY_FORWARD_KEYS.map((k) => `'${k}'`).join(', ');
      return [
        `allow read, delete: if isOwner();`,
        `allow create: if ${check}(${data}) && isFirstRevision() && (isOwner() || (${data}.forwarded == false && !('forwardedAt' in ${data}) && !('handledAt' in ${data})));`,
        `allow update: if ${check}(${data}) && isNextRevision() && (isOwner() || (resource.data.forwarded == false && ${data}.diff(resource.data).affectedKeys().hasOnly([${keys}])));`,
      ];
    },
  },
];

/** The predicate a record's document must meet, from its schema. */
export function ownerRecordRule(record: OwnerRecord): RulePredicate {
  let rule = valueRule(record.schema, [], record.depth);
  if (record.newestFirst) {
    const key = record.newestFirst;
    const list = record.schema.def.shape[key] as z.ZodMiniArray;
    const item: RulePredicate = { kind: 'call', path: [key, 0], rule: valueRule(list.def.element, [], 9) };
    rule = all([rule, { kind: 'ifIndex', path: [key], index: 0, rule: item }]);
  }
  return record.revisioned ? withRevisionKey(rule) : rule;
}

/** Each owner record's rules: the function that checks its shape and who may do what with it. */
export function ownerRecordRules(): string[] {
  return OWNER_RECORDS.map((record) => {
    const rule = ownerRecordRule(record);
    const cost = budgetedCost(rule, `the ${record.collection} records`);
    return [
      ...record.about.map((line) => `    // ${line}`),
      `    // ${record.collection}/{docId}: at most ${cost} expressions for its largest valid document`,
      ...printRuleFunction(rule, record.check),
      `    match /${record.collection}/{docId} {`,
      ...record.allow(record.check).map((line) => `      ${line}`),
      `    }`,
    ].join('\n');
  });
}
