// The rules check every field of every list item, and a request may evaluate at most 1,000 expressions: the
// generator counts what each entity's costliest valid document needs (ruleCost) and refuses a schema over the
// budget. Here that count is held to the real engine: the costliest documents (every list full, every optional
// field present, each kind of every union) are written as the owner in the Firestore emulator, one by one and
// together in one batch, and must all be accepted.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { registry } from '@schemas/index';
import { defineEntity, type EntityDef } from '@schemas/kit/define-entity';
import { line, requiredText } from '@schemas/kit/atoms';
import { documentRule, generateFirestoreRules, isRevisioned, isServerWritten } from '../../scripts/rules/firestore-rules';
import { evaluateRule } from '../../scripts/rules/rule-model';
import { DOCUMENT_EXPRESSION_BUDGET, ruleCost } from '../../scripts/rules/rule-cost';
import { largest } from '../support/worst-case';

const clientWritten = registry.stored.filter((e) => !isServerWritten(e));

/** Options of the largest union in a schema (a section's kinds), so each kind is tried. */
function unionWidth(schema: z.core.$ZodType): number {
  const def = schema._zod.def as unknown as { type: string; innerType?: z.core.$ZodType; element?: z.core.$ZodType; shape?: Record<string, z.core.$ZodType>; options?: z.core.$ZodType[] };
  const inner = [def.innerType, def.element, ...Object.values(def.shape ?? {}), ...(def.options ?? [])].filter((s): s is z.core.$ZodType => s !== undefined);
  return Math.max(def.type === 'union' ? (def.options?.length ?? 1) : 1, ...inner.map(unionWidth));
}

/** The costliest documents of an entity: the largest one for each union option (valid, as zod stores it). */
function costliest(entity: EntityDef): Array<Record<string, unknown>> {
  return Array.from({ length: unionWidth(entity.schema) }, (_, option) => largest(entity.schema, entity.id, option) as Record<string, unknown>);
}

describe('the rules engine budget', () => {
  it('holds every entity a client writes within the budget, costliest documents included', () => {
    for (const entity of clientWritten) {
      const cost = ruleCost(documentRule(entity));
      expect(cost, entity.id).toBeLessThanOrEqual(DOCUMENT_EXPRESSION_BUDGET);
      for (const doc of costliest(entity)) {
        expect(z.safeParse(entity.schema, doc).success, entity.id).toBe(true);
        expect(evaluateRule(documentRule(entity), doc), entity.id).toBe(true);
      }
    }
  });

  it('refuses a schema whose full list of maps would take more than a request may evaluate, naming it', () => {
    const item = z.object({ name: requiredText(80)('Name'), note: requiredText(80)('Note'), tags: z.array(line()).check(z.maxLength(4)) });
    const entity = defineEntity({ id: 'too-big', kind: 'singleton', label: 'Too Big', path: 'settings/too-big', schema: z.object({ items: z.array(item).check(z.maxLength(60)) }) });
    expect(() => generateFirestoreRules([...registry.stored, entity])).toThrow(/The rules for Too Big would evaluate up to \d+ expressions/);
    // The same list, short enough, is generated and checked field by field.
    const small = defineEntity({ ...entity, id: 'small', label: 'Small', path: 'settings/small', schema: z.object({ items: z.array(item).check(z.maxLength(4)) }) });
    expect(generateFirestoreRules([small])).toMatch(/function isValidSmallItem1\(v\) \{\n\s+return v\.keys\(\)\.hasOnly\(\['name', 'note', 'tags'\]\)/);
  });

  it('checks a list of lines as one pattern: each item one trimmed line, no line break inside', () => {
    const entity = defineEntity({ id: 'lines', kind: 'singleton', label: 'Lines', path: 'settings/lines', schema: z.object({ lines: z.array(line(10)).check(z.maxLength(3)) }) });
    const rule = documentRule(entity);
    const verdicts = [[], ['a'], ['a', 'b c'], ['a\nb'], [' a'], ['a', ''], ['x'.repeat(11)], [1], ['a', 'b', 'c', 'd']].map((lines) => [
      JSON.stringify(lines),
      evaluateRule(rule, { lines }),
      // Valid as stored: zod accepts it unchanged (it would trim " a", which the rules then refuse as stored).
      JSON.stringify(z.safeParse(entity.schema, { lines }).data) === JSON.stringify({ lines }),
    ]);
    // The rules and zod agree on each, and both kinds occur.
    expect(verdicts.filter(([, rules, schema]) => rules !== schema)).toEqual([]);
    expect(verdicts.map(([, rules]) => rules)).toEqual([true, true, true, false, false, false, false, false, false]);
  });
});

const emulator = process.env.FIRESTORE_EMULATOR_HOST;
if (!emulator) {
  console.log('SKIPPED: rules budget in the Firestore emulator (FIRESTORE_EMULATOR_HOST is not set; `npm test` starts the emulator where Java exists).');
} else {
  setLogLevel('error');
  const [host = '127.0.0.1', port = '8080'] = emulator.split(':');
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await initializeTestEnvironment({ projectId: 'demo-medspa-rule-limits', firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) } });
  }, 120000);
  afterAll(async () => {
    await env?.cleanup();
  });

  describe('in the Firestore emulator, within the 1,000 expressions a request may evaluate', () => {
    const owner = () => env.authenticatedContext('owner', { email: 'owner@lumieremedspa.com', admin: true }).firestore();
    const pathOf = (entity: EntityDef, n = 0) => (entity.kind === 'singleton' ? entity.path : `${entity.path}/costliest-${n}`);

    for (const entity of clientWritten) {
      it(`the owner creates and updates the costliest documents of ${entity.path} (cost ${ruleCost(documentRule(entity))})`, async () => {
        const db = owner();
        for (const [n, doc] of costliest(entity).entries()) {
          await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc(pathOf(entity, n)).delete());
          const revisioned = isRevisioned(entity);
          await assertSucceeds(db.doc(pathOf(entity, n)).set(revisioned ? { ...doc, rev: 1 } : doc));
          await assertSucceeds(db.doc(pathOf(entity, n)).set(revisioned ? { ...doc, rev: 2 } : doc));
        }
      }, 60000);
    }

    it('accepts the costliest documents of every entity in one batch, and refuses a bad field in the last item of a full list', async () => {
      const db = owner();
      await env.withSecurityRulesDisabled(async (ctx) => {
        for (const entity of clientWritten) await ctx.firestore().doc(pathOf(entity, 99)).delete();
      });
      const batch = db.batch();
      for (const entity of clientWritten) batch.set(db.doc(pathOf(entity, 99)), { ...costliest(entity).at(-1)!, ...(isRevisioned(entity) ? { rev: 1 } : {}) });
      await assertSucceeds(batch.commit());
      // The twelfth price of a full group with a name of spaces: checked field by field, so refused.
      const group = registry.stored.find((e) => e.id === 'price-group')!;
      const doc = costliest(group)[0]! as { items: Array<Record<string, unknown>> };
      doc.items[doc.items.length - 1]!.name = '   ';
      await assertFails(db.doc(`${group.path}/bad-last-item`).set({ ...doc, rev: 1 }));
    }, 60000);
  });
}
