// The owner's records (list counters, the trash, the site history, notices) are checked in the rules by the shape
// their schemas give them, as every entity is: what the app writes passes both the schema and the rules' predicate,
// a malformed record neither. Evaluated here in JavaScript; tests/rules/firestore-rules.test.ts writes the same
// records in the Firestore emulator.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { withoutRev } from '@/backend/revision';
import { OWNER_RECORDS, ownerRecordRule } from '../../scripts/rules/owner-record-rules';
import { evaluateRule } from '../../scripts/rules/rule-model';
import { DOCUMENT_EXPRESSION_BUDGET, ruleCost } from '../../scripts/rules/rule-cost';
import { malformedRecords, recordOf, recordsAsWritten, type RecordWrite } from './owner-record-samples';

let writes: RecordWrite[] = [];
beforeAll(async () => {
  writes = await recordsAsWritten();
});

/** What the schema judges: the record without its revision count, which the rules check apart. */
const schemaAccepts = (path: string, data: Record<string, unknown>) => z.safeParse(recordOf(path).schema, recordOf(path).revisioned ? withoutRev(data) : data).success;

describe('the owner records in the rules', () => {
  it('accept every record as the app writes it, as its schema does', () => {
    // Every kind of record is written, the history and the counter twice (an update each).
    expect(new Set(writes.map((w) => recordOf(w.path).collection))).toEqual(new Set(OWNER_RECORDS.map((r) => r.collection)));
    expect(writes.filter((w) => w.update).map((w) => w.path)).toEqual(expect.arrayContaining(['history/versions', 'counters/treatments']));
    for (const { path, data } of writes) {
      expect(schemaAccepts(path, data), `the schema takes ${path}`).toBe(true);
      expect(evaluateRule(ownerRecordRule(recordOf(path)), data), `the rules take ${path}`).toBe(true);
    }
  });

  it('refuse a malformed counter, trash entry, history version or notice, as its schema does', () => {
    const cases = malformedRecords(writes).filter((c) => !c.revision);
    expect(cases.length).toBeGreaterThan(20);
    for (const { path, problem, data, extraKey } of cases) {
      if (!extraKey) expect(schemaAccepts(path, data), `the schema refuses ${path} with ${problem}`).toBe(false);
      expect(evaluateRule(ownerRecordRule(recordOf(path)), data), `the rules refuse ${path} with ${problem}`).toBe(false);
    }
  });

  it('are generated from the schemas into firestore.rules, each within the engine budget', () => {
    const rules = readFileSync('firestore.rules', 'utf8');
    for (const record of OWNER_RECORDS) {
      expect(rules).toContain(`function ${record.check}(data) {`);
      expect(rules).toContain(`match /${record.collection}/{docId} {`);
      expect(ruleCost(ownerRecordRule(record)), record.collection).toBeLessThanOrEqual(DOCUMENT_EXPRESSION_BUDGET);
    }
  });
});
