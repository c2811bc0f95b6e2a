// Reading published content as the site renders it (a page's content, or the one-document snapshot an earlier
// version published): item by item, a malformed item reported and skipped, never hiding its neighbours.
import * as z from 'zod/mini';
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { publishedSchema, redirectsSchema, withId, type Snapshot } from '@schemas/snapshot';
import { REDIRECTS_KEY } from '@schemas/kit/addresses';
import { problemsOf, salvage, type Salvaged } from './salvage';
import type { DocData } from './port';

function report(what: string, value: unknown, schema: z.core.$ZodType, parsed: Salvaged<unknown> | null) {
  if (!parsed) console.warn(`Skipped malformed ${what} in the published content`, problemsOf(schema, value));
  else if (parsed.dropped.length) console.warn(`Left out malformed parts of ${what} in the published content`, parsed.dropped);
}

/** Whether an item of a collection every page shows in part is the whole item (it has a field beyond the frame's). */
function isWhole(item: unknown, entity: EntityDef): boolean {
  const frame = entity.publish?.everyPage;
  return typeof item === 'object' && item !== null && Array.isArray(frame) && Object.keys(item).some((k) => k !== 'id' && !frame.includes(k));
}

/**
 * A page's published content made safe to render: each published entry is checked item by item against its
 * entity's schema (defaults filled in); a malformed list item or optional field inside an item is dropped by itself
 * (an element of a custom section, a social address), a malformed item or entry is dropped whole, and both are
 * reported. Null when it is no content at all.
 */
export function readSnapshot(data: DocData | null, entities: readonly EntityDef[] = registry.entities): Snapshot | null {
  if (!data || typeof data.lastGenerated !== 'string') return null;
  const out: Snapshot = { lastGenerated: data.lastGenerated };
  // A page's content also says which page it is and when the site was published.
  if (typeof data.page === 'string') out.page = data.page;
  if (typeof data.published === 'string') out.published = data.published;
  const redirects = redirectsSchema.safeParse(data[REDIRECTS_KEY]);
  if (redirects.success) out[REDIRECTS_KEY] = redirects.data;
  for (const entity of entities) {
    if (!entity.publish) continue;
    const key = entity.publish.key;
    const value = data[key];
    if (value === undefined) continue;
    if (entity.kind === 'collection') {
      if (!Array.isArray(value)) {
        console.warn(`Skipped malformed ${key} in the published content: not a list`);
        continue;
      }
      const itemSchema = withId(entity.schema, entity.publish.maxIdLength);
      // A collection every page shows in part: the items other than the page's own carry only those fields.
      const frame = entity.publish.everyPage;
      const frameSchema = Array.isArray(frame) ? withId(z.pick(entity.schema, Object.fromEntries(frame.map((f) => [f, true]))), entity.publish.maxIdLength) : null;
      out[key] = value.flatMap((item: unknown) => {
        const whole = frameSchema && !isWhole(item, entity) ? null : salvage(itemSchema, item);
        const parsed = whole ?? (frameSchema ? salvage(frameSchema, item) : null);
        report(`${key} item`, item, whole || !frameSchema ? itemSchema : frameSchema, parsed);
        return parsed ? [parsed.data] : [];
      });
    } else {
      const schema = publishedSchema(entity);
      const parsed = salvage(schema, value);
      report(key, value, schema, parsed);
      out[key] = parsed ? parsed.data : null;
    }
  }
  return out;
}

export type { Snapshot };
