// The published snapshot (templates/data): every published entity under its publish key, one document the public
// site reads first and then listens to. Derived from the entity list, never listed by hand.
import * as z from 'zod/mini';
import { defineEntity, type EntityDef } from './kit/define-entity';
import { SNAPSHOT_PATH } from './snapshot-path';
import { MAX_REDIRECTS } from './kit/addresses';

export { SNAPSHOT_PATH } from './snapshot-path';

/** A page address the content gives the site: one or two segments of a slug's characters. */
const SITE_PATH = z.string().check(z.regex(/^\/[a-z0-9-]{1,60}(?:\/[a-z0-9-]{1,60})?$/));

/** Old addresses of renamed items and categories, each leading to where it is now (newest first). */
export const redirectsSchema = z.array(z.object({ from: SITE_PATH, to: SITE_PATH })).check(z.maxLength(MAX_REDIRECTS));

/** A published collection's item: the stored data with its document id (at most `maxIdLength` characters). */
export const withId = <S extends z.ZodMiniObject>(schema: S, maxIdLength = 100) => z.extend(schema, { id: z.string().check(z.minLength(1), z.maxLength(maxIdLength)) });

/** The schema of one published entry: a list of items for a collection, one document or null for a singleton. */
export function publishedSchema(entity: EntityDef) {
  if (entity.kind === 'singleton') return z.nullable(entity.schema);
  const max = entity.publish?.maxItems;
  const item = withId(entity.schema, entity.publish?.maxIdLength);
  return max === undefined ? z.array(item) : z.array(item).check(z.maxLength(max));
}

/**
 * The snapshot's schema. Every entry is optional: a snapshot published before an entity existed still reads,
 * and that entity reads as empty until the next publish.
 */
export function snapshotSchemaFor(entities: readonly EntityDef[]) {
  const shape: Record<string, z.core.$ZodType> = { lastGenerated: z.string().check(z.minLength(1), z.maxLength(40)), redirects: z.optional(redirectsSchema) };
  for (const entity of entities) if (entity.publish) shape[entity.publish.key] = z.optional(publishedSchema(entity));
  return z.object(shape);
}

export function snapshotEntityFor(entities: readonly EntityDef[]) {
  const entity = defineEntity({
    id: 'template-data',
    kind: 'singleton',
    label: 'Templates',
    noun: 'templates',
    path: SNAPSHOT_PATH,
    messages: { updated: 'Templates generated successfully!', saveError: 'Error generating templates' },
    schema: snapshotSchemaFor(entities),
  });
  // Not an entity of its own content, but the one document every visitor reads.
  return { ...entity, publicRead: true };
}

/** The snapshot as stored: `lastGenerated` plus one entry per published entity, each read with a typed accessor. */
export type Snapshot = { lastGenerated: string } & Record<string, unknown>;
