// Documents for the rules tests: one valid document per entity (demo content where there is one) and the
// invalid variants derived from each schema, shared by the in-process check and the emulator matrix.
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { ruleFields } from '../../scripts/rules/rule-model';
import { demoContent } from '@/backend/demo/demo-content';
import { largest } from '../support/worst-case';
import type { DocData } from '../../scripts/setup-firebase';

export interface Sample {
  entity: EntityDef;
  /** Where the valid document is written: the singleton's path or a document in the collection. */
  path: string;
  data: DocData;
}

/**
 * Hand-written documents for entities the demo content does not hold; any other entity without demo content (one a
 * developer has just added) is sampled by its schema's largest document, valid by construction.
 */
const EXTRA: Record<string, DocData> = {
  image: {
    url: 'https://firebasestorage.googleapis.com/v0/b/demo-medspa.appspot.com/o/uploads%2F1720000000000-hero.png?alt=media',
    name: '1720000000000-hero.png',
    type: 'image/png',
    size: 123456,
    createdAt: '2026-07-03T10:00:00.000Z',
  },
  // The demo content has no holiday dates.
  'special-hours': { date: '2026-12-24', isClosed: false, open: '10:00', close: '14:00', note: 'Christmas Eve' },
};

export function validSamples(): { samples: Sample[] } {
  const demo = demoContent();
  const samples = registry.stored.map((entity): Sample => {
    const samplePath = entity.kind === 'singleton' ? entity.path : `${entity.path}/sample-${entity.id}`;
    const demoPath = Object.keys(demo).find((p) => (entity.kind === 'singleton' ? p === entity.path : p.startsWith(`${entity.path}/`)));
    const data = demoPath ? demo[demoPath] : (EXTRA[entity.id] ?? (largest(entity.schema, entity.id) as DocData));
    return { entity, path: samplePath, data: structuredClone(data!) };
  });
  return { samples };
}

function wrongTypeValue(type: string): unknown {
  switch (type) {
    case 'string':
    case 'enum':
    case 'literal':
      return 42;
    case 'number':
    case 'boolean':
    case 'array':
    case 'object':
    case 'union':
      return 'not the right type';
    default:
      return undefined;
  }
}

/** Nested problems the top-level derivation below cannot reach, by entity id. */
const NESTED_INVALID: Record<string, Array<{ problem: string; extraKey?: boolean; change: (data: DocData) => void }>> = {
  'business-hours': [
    { problem: 'an opening time that is not HH:MM', change: (d) => Object.assign(d.monday as DocData, { open: '25:00' }) },
    { problem: 'a weekday without its closing time', change: (d) => delete (d.tuesday as DocData).close },
    { problem: 'a weekday whose Closed flag is a string', change: (d) => Object.assign(d.friday as DocData, { isClosed: 'yes' }) },
    { problem: 'an open weekday closing before it opens', change: (d) => Object.assign(d.tuesday as DocData, { isClosed: false, open: '17:00', close: '09:00' }) },
    { problem: 'an open weekday closing when it opens', change: (d) => Object.assign(d.wednesday as DocData, { isClosed: false, open: '09:00', close: '09:00' }) },
  ],
  'business-info': [
    { problem: 'a logo URL longer than 2048 characters', change: (d) => Object.assign(d.images as DocData, { logo: `https://x.test/${'a'.repeat(2048)}` }) },
    { problem: 'an unexpected image key', extraKey: true, change: (d) => Object.assign(d.images as DocData, { favicon: '/x.png' }) },
    { problem: 'a latitude beyond 90', change: (d) => Object.assign(d, { location: { latitude: 91, longitude: 0 } }) },
  ],
  'contact-info': [
    { problem: 'a phone number with letters', change: (d) => Object.assign(d, { phone: 'call me' }) },
    { problem: 'an address without a city', change: (d) => delete (d.address as DocData).city },
    { problem: 'an unexpected social network', extraKey: true, change: (d) => Object.assign(d.social as DocData, { tiktok: 'https://tiktok.com/@x' }) },
  ],
  section: [
    { problem: 'an unknown block kind', change: (d) => Object.assign(d, { block: { kind: 'Carousel' } }) },
    { problem: 'a hero block with a headline of 121 characters', change: (d) => Object.assign(d, { block: { kind: 'Hero', headline: 'x'.repeat(121) } }) },
    { problem: 'a block of one kind carrying another kind’s field', extraKey: true, change: (d) => Object.assign(d, { block: { kind: 'Welcome', elements: [] } }) },
    { problem: 'a custom section with an element of type "script"', change: (d) => Object.assign(d, { block: { kind: 'CustomSection', elements: [{ id: '1', order: 0, type: 'script', content: 'alert(1)' }] } }) },
    { problem: 'a custom section whose element is a string', change: (d) => Object.assign(d, { block: { kind: 'CustomSection', elements: ['<script>alert(1)</script>'] } }) },
  ],
  image: [{ problem: 'a file type that is not an image', change: (d) => Object.assign(d, { type: 'text/html' }) }],
  service: [{ problem: 'a fractional order', change: (d) => Object.assign(d, { order: 1.5 }) }],
};

export interface InvalidVariant {
  problem: string;
  data: DocData;
  /** zod objects strip unknown keys on parse; the rules refuse them outright (hasOnly). */
  extraKey?: boolean;
}

/** Documents the rules must refuse, each named by what is wrong with it. */
export function invalidVariants(sample: Sample): InvalidVariant[] {
  const variants: InvalidVariant[] = [{ problem: 'an unexpected key', data: { ...sample.data, unexpected: 'x' }, extraKey: true }];
  for (const { problem, extraKey, change } of NESTED_INVALID[sample.entity.id] ?? []) {
    const data = structuredClone(sample.data);
    change(data);
    variants.push({ problem, data, extraKey });
  }
  for (const field of ruleFields(sample.entity)) {
    if (!field.optional) {
      const { [field.key]: _dropped, ...rest } = sample.data;
      variants.push({ problem: `the required key "${field.key}" missing`, data: rest });
    }
    const wrong = wrongTypeValue(field.type);
    if (wrong !== undefined) variants.push({ problem: `"${field.key}" of the wrong type`, data: { ...sample.data, [field.key]: wrong } });
    if (field.maxLength !== undefined && field.type === 'string') {
      variants.push({ problem: `"${field.key}" longer than ${field.maxLength} characters`, data: { ...sample.data, [field.key]: 'x'.repeat(field.maxLength + 1) } });
    }
    if (field.maxLength !== undefined && field.type === 'array') {
      const first = (sample.data[field.key] as unknown[] | undefined)?.[0] ?? 'x';
      variants.push({ problem: `"${field.key}" with more than ${field.maxLength} entries`, data: { ...sample.data, [field.key]: Array.from({ length: field.maxLength + 1 }, () => first) } });
    }
  }
  return variants;
}
