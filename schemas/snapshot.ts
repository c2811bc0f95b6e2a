// The published content as a page reads it: every published entity under its publish key (a page's own items of a
// collection, all of a collection on every page), checked item by item against the entity's schema. Derived from
// the entity list, never listed by hand. Where it is stored: kit/published-store.ts. SNAPSHOT_PATH is the one
// document an earlier version published everything in, read until the store is upgraded.
import * as z from 'zod/mini';
import type { EntityDef } from './kit/define-entity';
import { MAX_REDIRECTS } from './kit/addresses';

export { SNAPSHOT_PATH } from './snapshot-path';

/** A page address the content gives the site: one or two segments of a slug's characters. */
const SITE_PATH = z.string().check(z.regex(/^\/[a-z0-9-]{1,60}(?:\/[a-z0-9-]{1,60})?$/));

/** Old addresses of renamed items and categories, each leading to where it is now (newest first). */
export const redirectsSchema = z.array(z.object({ from: SITE_PATH, to: SITE_PATH })).check(z.maxLength(MAX_REDIRECTS));

/** A published collection's item: the stored data with its document id (at most `maxIdLength` characters). */
export const withId = <S extends z.ZodMiniObject>(schema: S, maxIdLength = 100) => z.extend(schema, { id: z.string().check(z.minLength(1), z.maxLength(maxIdLength)) });

/** The fields of an entity's published item: its schema without the fields the owner keeps from visitors. */
export function publishedItemFields(entity: EntityDef): z.ZodMiniObject {
  const withheld = entity.publish?.withhold ?? [];
  return withheld.length ? z.omit(entity.schema, Object.fromEntries(withheld.map((k) => [k, true]))) : entity.schema;
}

/** The schema of one published entry: a list of items for a collection, one document or null for a singleton. */
export function publishedSchema(entity: EntityDef) {
  if (entity.kind === 'singleton') return z.nullable(entity.schema);
  const max = entity.publish?.maxItems;
  const item = withId(publishedItemFields(entity), entity.publish?.maxIdLength);
  return max === undefined ? z.array(item) : z.array(item).check(z.maxLength(max));
}

/** A page's published content: `lastGenerated` plus one entry per published entity, each read with a typed accessor. */
export type Snapshot = { lastGenerated: string } & Record<string, unknown>;
