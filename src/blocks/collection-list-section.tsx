// CollectionList: the published collection named by the block's source, as a grid of cards drawn from its
// schema's card columns (title, image, body, list, note). It is how an entity added by one schema file reaches
// the home page without a renderer of its own; it is also the admin's preview of any entity without one. It reads
// the schemas themselves, so the site loads it (src/blocks/registry.tsx) only where a page has such a block.
import { useMemo } from 'react';
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { describeFields, withColumns, type FieldDescription } from '@schemas/kit/describe-fields';
import { cardColumnsOf } from '@schemas/kit/published-descriptor';
import { publishedDoc, publishedItems } from '@/lib/published-values';
import type { BlockProps } from './block-props';
import { useContentEntities, useSiteContent } from './content';
import { isCurrent, useToday } from '@/lib/today';
import { eyebrow, sectionTitle } from './ui/ui-classes';
import { CollectionCard, type CardColumns } from './card-view';


const columnsCache = new WeakMap<object, CardColumns>();


/** Where each field of an entity shows on its card, read from the schema's metadata. */
export function cardColumns(entity: EntityDef): CardColumns {
  const cached = columnsCache.get(entity.schema);
  if (cached) return cached;
  let fields: FieldDescription[] = [];
  try {
    fields = withColumns(describeFields(entity.schema));
  } catch (error) {
    // A schema the generator cannot describe has no card; the rest of the page still renders.
    console.error(`No card columns for ${entity.id}`, error);
  }
  const columns = cardColumnsOf(fields);
  columnsCache.set(entity.schema, columns);
  return columns;
}

/** The entity published under `key`, if any. */
export function entityByPublishKey(entities: readonly EntityDef[], key: string): EntityDef | undefined {
  return entities.find((e) => e.publish?.key === key);
}

export function CollectionListBlock({ block, section }: BlockProps<'CollectionList'>) {
  const { content } = useSiteContent();
  const today = useToday();
  const entity = entityByPublishKey(useContentEntities() ?? registry.entities, block.source);
  const columns = useMemo(() => (entity ? cardColumns(entity) : undefined), [entity]);
  if (!entity || !columns) return null;
  const items: Array<{ id: string; data: unknown }> =
    entity.kind === 'collection'
      ? publishedItems(content, entity)
          .filter((item) => isCurrent(entity, item, today))
          .map((item) => ({ id: item.id, data: item }))
      : [publishedDoc(content, entity)].flatMap((doc) => (doc ? [{ id: entity.id, data: doc }] : []));
  if (items.length === 0) return null;
  const headingId = `${section.id}-heading`;
  return (
    <section aria-labelledby={headingId} data-collection={block.source} className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="mx-auto max-w-6xl">
        <div className="mb-10 text-center">
          {block.eyebrow && <p className={eyebrow}>{block.eyebrow}</p>}
          <h2 id={headingId} className={`mt-3 ${sectionTitle}`}>
            {block.title}
          </h2>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>
              <CollectionCard columns={columns} item={item.data} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
