// Property test: the generated rules accept exactly the documents the schemas accept. Documents are drawn per
// entity (see rule-properties.ts) and judged by zod; the rules' predicate must agree, in Node for many draws and
// in the Firestore emulator (the real rules engine, its limits included) for a modest number per entity.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { registry } from '@schemas/index';
import { documentRule, isRevisioned } from '../../scripts/rules/firestore-rules';
import { evaluateRule } from '../../scripts/rules/rule-model';
import { largest } from '../support/worst-case';
import { validSamples } from './rule-samples';
import { applyChange, changes, isValidStored } from './rule-properties';

const { samples } = validSamples();
/** The owner's documents: every entity (the published content, which no client writes, is no entity). */
const entities = registry.entities;
const basesOf = (id: string) => {
  const entity = entities.find((e) => e.id === id)!;
  return [samples.find((s) => s.entity.id === id)!.data, largest(entity.schema, id)];
};

const NODE_RUNS = 150;
const EMULATOR_RUNS = 20;

describe('the generated rules accept exactly what the schemas accept', () => {
  for (const entity of entities) {
    it(`for ${entity.path}: ${NODE_RUNS} drawn documents judged alike by zod and the rules' predicate`, () => {
      const rule = documentRule(entity);
      const bases = basesOf(entity.id);
      expect(bases.every((b) => isValidStored(entity, b) && evaluateRule(rule, b))).toBe(true);
      let valid = 0;
      fc.assert(
        fc.property(fc.constantFrom(...bases), changes, (base, change) => {
          const doc = applyChange(base, change);
          const expected = isValidStored(entity, doc);
          if (expected) valid++;
          return evaluateRule(rule, doc) === expected;
        }),
        { numRuns: NODE_RUNS, seed: 12 },
      );
      // Both kinds were drawn: the test can fail either way.
      expect(valid).toBeGreaterThan(0);
      expect(valid).toBeLessThan(NODE_RUNS);
    });
  }
});

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator) {
  console.log('SKIPPED: rules property test in the Firestore emulator (FIRESTORE_EMULATOR_HOST is not set; `npm test` starts the emulator where Java exists).');
} else {
  setLogLevel('error');
  const [host = '127.0.0.1', port = '8080'] = emulator.split(':');
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    // One project per run: another run of this file against the same emulator never writes into this one's.
    env = await initializeTestEnvironment({ projectId: `demo-medspa-rule-properties-${process.pid}`, firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) } });
    // Compiling the rules in the emulator can take a while on a busy machine.
  }, 120000);
  afterAll(async () => {
    await env?.cleanup();
  });

  describe('in the Firestore emulator, the owner may write exactly the valid documents', () => {
    for (const entity of entities) {
      it(`for ${entity.path}: ${EMULATOR_RUNS} drawn documents`, async () => {
        const owner = env.authenticatedContext('owner', { email: 'owner@lumieremedspa.com', admin: true }).firestore();
        const path = entity.kind === 'singleton' ? entity.path : `${entity.path}/drawn`;
        // Drawn from the demo document and the largest one (every list full: the most the rules evaluate).
        const bases = basesOf(entity.id);
        const drawn = fc.sample(fc.tuple(fc.constantFrom(...bases), changes), { numRuns: EMULATOR_RUNS, seed: 12 });
        const outcomes: string[] = [];
        for (const [base, change] of drawn) {
          const drawnDoc = applyChange(base, change) as Record<string, unknown>;
          const expected = isValidStored(entity, drawnDoc);
          // Written as the app writes a new document: at revision 1, where no document is yet.
          const doc = isRevisioned(entity) ? { ...drawnDoc, rev: 1 } : drawnDoc;
          await env.withSecurityRulesDisabled(async (ctx) => {
            await ctx.firestore().doc(path).delete();
          });
          try {
            // An invalid document may also be refused by the SDK before it reaches the rules (nested lists).
            if (expected) await assertSucceeds(owner.doc(path).set(doc));
            else {
              let written = false;
              try {
                await owner.doc(path).set(doc);
                written = true;
              } catch {
                // refused, as it must be
              }
              if (written) throw new Error('written');
            }
          } catch (error) {
            outcomes.push(`${expected ? 'refused a valid' : 'allowed an invalid'} document (${JSON.stringify(change).slice(0, 200)}): ${String(error).slice(0, 300)}`);
          }
        }
        expect(outcomes).toEqual([]);
      }, 120000);
    }
  });
}
