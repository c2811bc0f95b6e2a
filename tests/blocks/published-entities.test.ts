// The public site reads its content by schemas/published.ts, plain data generated from the schemas so that
// visitors never load schema code: it must be the generator's output for today's schemas.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { registry } from '@schemas/index';
import { BLOCK_DEFAULTS, DEFAULT_SECTIONS } from '@schemas/published';
import * as published from '@schemas/published';
import { defaultBlock } from '@schemas/blocks/index';
import { defaultSections } from '@schemas/collections/section';
import { publishedSource } from '../../scripts/generate-published';

describe('the published entities the site reads its content by', () => {
  it('match the committed schemas/published.ts (run `npm run generate` after changing a schema)', () => {
    expect(readFileSync('schemas/published.ts', 'utf8')).toBe(publishedSource());
  });

  it('name every published entity with its publish key (not the conditions publishing applies), schedule and, for all-default singletons, its defaults', () => {
    const descriptors = (Object.values(published) as unknown[]).filter((v): v is { id: string } => typeof v === 'object' && v !== null && 'publish' in v);
    expect(descriptors.map((d) => d.id).sort()).toEqual(registry.entities.filter((e) => e.publish).map((e) => e.id).sort());
    for (const entity of registry.entities.filter((e) => e.publish)) {
      const descriptor = descriptors.find((d) => d.id === entity.id) as Record<string, unknown>;
      const { only, withhold: _withhold, ...publish } = entity.publish!;
      expect(descriptor.publish).toEqual(publish);
      expect(JSON.stringify(descriptor)).not.toMatch(/otherwise|withhold/);
      if (only) expect(entity.publicRead).toBe(false);
      expect(descriptor.schedule).toEqual(entity.schedule && { start: entity.schedule.start, end: entity.schedule.end });
      const defaults = entity.kind === 'singleton' ? z.safeParse(entity.schema, {}) : undefined;
      expect(descriptor.defaults).toEqual(defaults?.success ? defaults.data : undefined);
    }
    expect(BLOCK_DEFAULTS.Hero).toEqual(defaultBlock('Hero'));
    expect(DEFAULT_SECTIONS).toEqual(defaultSections());
  });
});
