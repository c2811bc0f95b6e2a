// The committed firestore.rules is the generator's output for today's schemas, and the generated checks
// accept exactly what the schemas accept on the samples: evaluated here in JavaScript, because the
// Firestore emulator (Java 21) cannot run on every machine.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '@schemas/index';

const entities = registry.stored;
import { DEFAULT_RULES_OPTIONS, documentRule, generateFirestoreRules, isRevisioned, isServerWritten } from '../../scripts/rules/firestore-rules';
import { evaluateRule, withSystemKeys } from '../../scripts/rules/rule-model';
import { printRule } from '../../scripts/rules/rule-printer';
import { invalidVariants, validSamples } from './rule-samples';

const { samples } = validSamples();

describe('the generated Firestore rules', () => {
  it('match the committed firestore.rules (run `npm run generate` after changing a schema)', () => {
    expect(readFileSync('firestore.rules', 'utf8')).toBe(generateFirestoreRules(entities));
  });

  it('give every entity a match block, public reads only for published content, and writes only to the owner claim', () => {
    const rules = generateFirestoreRules(entities);
    // Every stored entity is the owner's to write: the published content is no entity (see below).
    expect(entities.filter((e) => isServerWritten(e)).map((e) => e.id)).toEqual([]);
    for (const entity of entities) {
      const match = entity.kind === 'singleton' ? `match /${entity.path} {` : `match /${entity.path}/{docId} {`;
      expect(rules).toContain(match);
      const block = rules.slice(rules.indexOf(match)).split('\n    }')[0]!;
      expect(block).toContain(entity.publicRead ? 'allow read: if true;' : 'allow read: if isOwner();');
      if (isRevisioned(entity)) {
        // Creates start a revision count and updates must continue it, so a stale copy cannot overwrite.
        expect(block).toMatch(/allow create: if isOwner\(\) && isValid\w+\(request\.resource\.data\) && isFirstRevision\(\);/);
        expect(block).toMatch(/allow update: if isOwner\(\) && isValid\w+\(request\.resource\.data\) && isNextRevision\(\);/);
      } else expect(block).toMatch(/allow create, update: if isOwner\(\) && isValid\w+\(request\.resource\.data\);/);
      expect(block).toContain('allow delete: if isOwner();');
    }
    expect(rules).toContain("request.auth.token.get('admin', false) == true");
    expect(rules).not.toMatch(/token\.email/);
    expect(rules).toMatch(/^rules_version = '2';/);
  });

  it('give an entity the server writes no client writes, when the options name it', () => {
    const treatment = entities.find((e) => e.id === 'treatment')!;
    const options = { ...DEFAULT_RULES_OPTIONS, serverWritten: ['treatment'] };
    expect(isServerWritten(treatment, options)).toBe(true);
    const rules = generateFirestoreRules(entities, options);
    const block = rules.slice(rules.indexOf('match /treatments/{docId} {')).split('\n    }')[0]!;
    expect(block).toContain('allow read: if true;');
    expect(block).toContain('allow write: if false;');
    expect(block).not.toMatch(/allow (create|update|delete)/);
  });

  it('let everyone read the published content (the site document, the indexes, the items) and no client write it', () => {
    const rules = generateFirestoreRules(entities);
    expect(rules).toContain('match /published/{docId} {\n      allow read: if true;\n      allow write: if false;\n    }');
    expect(rules).toContain('match /published/{key}/items/{docId} {\n      allow read: if true;\n      allow write: if false;\n    }');
    // Nothing else under published/ is allowed at all.
    expect(rules.match(/match \/published\//g)).toHaveLength(2);
  });

  it('let the owner keep a history version as what it changed, no longer as a whole snapshot', () => {
    const rules = generateFirestoreRules(entities);
    const block = rules.slice(rules.indexOf('match /history-content/{docId} {')).split('\n    }')[0]!;
    expect(block).toContain('allow create: if isOwner() && isHistoryContent(request.resource.data);');
    const check = rules.slice(rules.indexOf('function isHistoryContent(data) {')).split('\n    }')[0]!;
    expect(check).toContain("data.keys().hasOnly(['at', 'changes'])");
    expect(check).toContain('data.changes is list');
  });

  it('let the owner only read and delete the retired collections (custom-sections, services, category-pages, templates)', () => {
    for (const path of ['custom-sections', 'services', 'category-pages', 'templates']) {
      expect(generateFirestoreRules(entities)).toContain(`match /${path}/{docId} {\n      allow read, delete: if isOwner();\n    }`);
    }
  });

  it('keep image records private to the owner and everything else on the site public', () => {
    const rules = generateFirestoreRules(entities);
    expect(rules).toContain('match /images/{docId} {\n      allow read: if isOwner();');
    for (const path of ['settings/business-info', 'settings/welcome-content', 'settings/business-hours', 'settings/contact-info', 'settings/about-page', 'settings/seo', 'settings/page-texts']) {
      expect(rules).toContain(`match /${path} {\n      allow read: if true;`);
    }
    for (const path of ['categories', 'treatments', 'specials', 'sections', 'price-groups', 'testimonials']) {
      expect(rules).toContain(`match /${path}/{docId} {\n      allow read: if true;`);
    }
  });

  it('are balanced: every opened brace and parenthesis is closed', () => {
    const rules = generateFirestoreRules(entities)
      .replace(/^\s*\/\/.*$/gm, '')
      .replace(/'(?:[^'\\]|\\.)*'/g, "''");
    for (const [open, close] of [['{', '}'], ['(', ')'], ['[', ']']] as const) {
      expect(rules.split(open).length, `${open}${close}`).toBe(rules.split(close).length);
    }
  });

  it('accept the valid sample document of every entity, as its schema does', () => {
    expect(samples.length).toBeGreaterThan(0);
    for (const { entity, data } of samples) {
      expect(entity.schema.safeParse(data).success, `${entity.id} sample is valid for zod`).toBe(true);
      expect(evaluateRule(documentRule(entity), data), `${entity.id} sample passes the rule`).toBe(true);
    }
  });

  it('accept every document of the demo content that the setup command seeds', async () => {
    const { demoContent } = await import('@/backend/demo/demo-content');
    for (const [path, data] of Object.entries(demoContent())) {
      const entity = entities.find((e) => (e.kind === 'singleton' ? e.path === path : path.startsWith(`${e.path}/`)))!;
      expect(evaluateRule(documentRule(entity), data), path).toBe(true);
    }
  });

  it('refuse unexpected keys, missing required keys, wrong types, oversized strings and lists, and bad nested values', () => {
    let checked = 0;
    for (const sample of samples) {
      for (const { problem, data, extraKey } of invalidVariants(sample)) {
        if (!extraKey) expect(sample.entity.schema.safeParse(data).success, `zod refuses ${sample.entity.id} with ${problem}`).toBe(false);
        expect(evaluateRule(documentRule(sample.entity), data), `rules refuse ${sample.entity.id} with ${problem}`).toBe(false);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});

describe('booking addresses and offer dates in the rules', () => {
  const offer = registry.stored.find((e) => e.id === 'special-offer')!;
  const business = registry.stored.find((e) => e.id === 'business-info')!;
  const base = { title: 'New Year Glow', slug: 'new-year-glow', validUntil: 'January 31, 2027', code: 'NY27', image: '/demo/offer-botox.svg', description: 'A fresh start.', order: 4 };
  const accepts = (entity: typeof offer, data: Record<string, unknown>) => ({
    schema: entity.schema.safeParse(data).success,
    rules: evaluateRule(documentRule(entity), data),
  });

  it('let the owner store an offer with its dates and an https: booking address, as the schema does', () => {
    expect(accepts(offer, { ...base, startDate: '2027-01-01', endDate: '2027-01-31', bookingUrl: 'https://book.example.com/ny' })).toEqual({ schema: true, rules: true });
    // Every day of a month, February 29 of a leap year.
    for (const startDate of ['2027-04-30', '2028-02-29', '2000-02-29', '2027-12-31']) expect(accepts(offer, { ...base, startDate }), startDate).toEqual({ schema: true, rules: true });
    expect(accepts(business, { name: 'Lumière', images: { logo: '/demo/logo.svg' }, maintenanceMode: false, bookingUrl: 'https://book.example.com' })).toEqual({ schema: true, rules: true });
  });

  it('refuse what the schema refuses: an http: or scriptable booking address, a date that is no date', () => {
    for (const bookingUrl of ['http://book.example.com', 'javascript:alert(1)', 'https://', 'https:// spaced.example']) {
      expect(accepts(offer, { ...base, bookingUrl }), bookingUrl).toEqual({ schema: false, rules: false });
    }
    for (const startDate of ['2027-13-01', '01/01/2027', '2027-1-1', '2026-02-30', '2026-04-31', '2027-02-29', '2100-02-29']) {
      expect(accepts(offer, { ...base, startDate }), startDate).toEqual({ schema: false, rules: false });
    }
  });
});

describe('checks the generator states beyond field shapes', () => {
  const hours = registry.entities.find((e) => e.id === 'business-hours')!;
  const day = (isClosed: boolean, open: string, close: string) => ({ isClosed, open, close });
  const week = (monday: ReturnType<typeof day>) => ({
    monday,
    ...Object.fromEntries(['tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day(false, '09:00', '18:00')])),
  });

  it('refuse a closing time before or at the opening time, unless the day is closed, as the schema does', () => {
    const rule = documentRule(hours);
    for (const [doc, valid] of [
      [week(day(false, '09:00', '17:00')), true],
      [week(day(false, '17:00', '09:00')), false],
      [week(day(false, '09:00', '09:00')), false],
      [week(day(true, '17:00', '09:00')), true],
    ] as const) {
      expect(evaluateRule(rule, doc), JSON.stringify(doc.monday)).toBe(valid);
      expect(hours.schema.safeParse(doc).success, JSON.stringify(doc.monday)).toBe(valid);
    }
    const error = hours.schema.safeParse(week(day(false, '17:00', '09:00'))).error!.issues[0]!;
    expect([error.path, error.message]).toEqual([['monday', 'close'], 'Closing time must be after opening time']);
    expect(readFileSync('firestore.rules', 'utf8')).toContain('(data.monday.isClosed == true || data.monday.open < data.monday.close)');
  });

  it('take system keys beside the schema keys, each with its own rule, without loosening the rest', () => {
    const rule = withSystemKeys(documentRule(hours), [{ key: 'rev', rule: { kind: 'all', rules: [{ kind: 'is', path: ['rev'], type: 'int' }, { kind: 'range', path: ['rev'], min: { value: 1, inclusive: true } }] } }]);
    const doc = week(day(false, '09:00', '17:00'));
    expect(evaluateRule(rule, doc)).toBe(true);
    expect(evaluateRule(rule, { ...doc, rev: 3 })).toBe(true);
    expect(evaluateRule(rule, { ...doc, rev: 0 })).toBe(false);
    expect(evaluateRule(rule, { ...doc, rev: '3' })).toBe(false);
    expect(evaluateRule(rule, { ...doc, other: 1 })).toBe(false);
    expect(evaluateRule(rule, { ...week(day(false, '17:00', '09:00')), rev: 3 })).toBe(false);
    const required = withSystemKeys(documentRule(hours), [{ key: 'rev', rule: { kind: 'is', path: ['rev'], type: 'int' }, required: true }]);
    expect(evaluateRule(required, doc)).toBe(false);
    // A required key is read unconditionally (reading a missing key denies), an optional one only when present.
    expect(printRule(required)).toMatch(/\n\s+&& data\.rev is int/);
    expect(printRule(rule)).toContain("(!('rev' in data) || (data.rev is int && data.rev >= 1))");
  });
});
