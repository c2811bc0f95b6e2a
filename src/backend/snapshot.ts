// Reading published content as the site renders it (a page's content, or the one-document snapshot an earlier
// version published): item by item, a malformed item reported and skipped, never hiding its neighbours.
import * as z from 'zod/mini';
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { publishedItemFields, publishedSchema, redirectsSchema, withId, type Snapshot } from '@schemas/snapshot';
import { REDIRECTS_KEY } from '@schemas/kit/addresses';
import { problemsOf, salvage, type Salvaged } from './salvage';
import type { DocData } from './port';

function report(what: string, value: unknown, schema: z.core.$ZodType, parsed: Salvaged<unknown> | null) {
  if (!parsed) console.warn(`Skipped malformed ${what} in the published content`, problemsOf(schema, value));
  else if (parsed.dropped.length) console.warn(`Left out malformed parts of ${what} in the published content`, parsed.dropped);
}

/**
 * The fields an item carries where a page shows it in part: those every page shows of a collection every page shows
 * in part (the menu's categories), else its index line's (the providers a treatment's page names). Null: always whole.
 */
function partFields(entity: EntityDef): string[] | null {
  const frame = entity.publish?.everyPage;
  if (Array.isArray(frame)) return frame;
  const shape = entity.schema.def.shape as Record<string, unknown>;
  const index = entity.publish?.index ?? [];
  // Only a collection with index fields has lines a page names items by; `order` comes with each line.
  return index.length ? [...index, 'order'].filter((f) => f in shape) : null;
}

/** Whether an item of a collection a page may show in part is the whole item (it has a field beyond the part). */
function isWhole(item: unknown, part: readonly string[]): boolean {
  return typeof item === 'object' && item !== null && Object.keys(item).some((k) => k !== 'id' && !part.includes(k));
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
      const itemSchema = withId(publishedItemFields(entity), entity.publish.maxIdLength);
      // Items a page shows in part (see partFields) carry only those fields.
      const part = partFields(entity);
      const menu = Array.isArray(entity.publish.everyPage);
      const frameSchema = part ? withId(z.pick(entity.schema, Object.fromEntries(part.map((f) => [f, true]))), entity.publish.maxIdLength) : null;
      out[key] = value.flatMap((item: unknown) => {
        const partial = part !== null && !isWhole(item, part);
        const whole = partial ? null : salvage(itemSchema, item);
        // A malformed whole item is dropped, except from the menu, which still shows what it can of a category.
        const parsed = whole ?? (frameSchema && (partial || menu) ? salvage(frameSchema, item) : null);
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
