// CollectionList: the published collection named by the block's source, as a grid of cards drawn from its
// schema's card columns (title, image, body, list, note). It is how an entity added by one schema file reaches
// the home page without a renderer of its own; it is also the admin's preview of any entity without one. It reads
// the schemas themselves, so the site loads it (src/blocks/registry.tsx) only where a page has such a block.
import { useMemo } from 'react';
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { describeFields, getPath, withColumns, type FieldDescription } from '@schemas/kit/describe-fields';
import { publishedDoc, publishedItems } from '@/lib/published-values';
import type { BlockProps } from './block-props';
import { useContentEntities, useSiteContent } from './content';
import { isCurrent, useToday } from '@/lib/today';
import { eyebrow, sectionTitle } from './ui/ui-classes';
import { CARD_SIZES_3, SiteImage } from './ui/site-image';
import { RichText } from './ui/rich-text';

export interface CardColumns {
  title?: FieldDescription;
  image?: FieldDescription;
  body: FieldDescription[];
  list?: FieldDescription;
  note: FieldDescription[];
}

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
  const of = (column: NonNullable<FieldDescription['ui']['column']>) => fields.filter((f) => f.ui.column === column);
  const columns: CardColumns = { title: of('title')[0], image: of('image')[0], body: of('body'), list: of('list')[0], note: of('note') };
  columnsCache.set(entity.schema, columns);
  return columns;
}

/** A value as display text: strings and numbers as they are, an enum through its option labels. */
export function cardText(field: FieldDescription, value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return field.ui.options?.[value] ?? value;
}

/** A list's entries as lines: strings as they are, objects by their item label. */
export function cardLines(field: FieldDescription, value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const label = field.ui.itemLabel;
  return value.flatMap((entry: unknown) => {
    const line = typeof entry === 'string' ? entry : label && typeof entry === 'object' && entry !== null ? getPath(entry, label) : undefined;
    return typeof line === 'string' && line.trim() !== '' ? [line] : [];
  });
}

/**
 * What an entry shows of each card column: `item` may be a form's unvalidated value, what cannot be shown is left
 * out.
 */
export function cardValues(columns: CardColumns, item: unknown) {
  const read = (f: FieldDescription | undefined) => (f ? getPath(item, f.name) : undefined);
  const image = read(columns.image);
  return {
    title: columns.title && cardText(columns.title, read(columns.title)),
    image: typeof image === 'string' && image ? image : undefined,
    body: columns.body.flatMap((f) => {
      const t = cardText(f, read(f));
      return t ? [{ key: f.name, text: t, rich: f.richText === true }] : [];
    }),
    list: columns.list ? cardLines(columns.list, read(columns.list)) : [],
    notes: columns.note.flatMap((f) => {
      const t = cardText(f, read(f));
      return t ? [{ key: f.name, label: f.ui.label, text: t }] : [];
    }),
  };
}

/** The body columns' texts: a rich-text column with its formatting, any other as the paragraph it always was. */
export function BodyColumns({ body, className }: { body: ReadonlyArray<{ key: string; text: string; rich: boolean }>; className: string }) {
  return body.map((b) =>
    b.rich ? (
      <RichText key={b.key} value={b.text} className={className} align="start" />
    ) : (
      <p key={b.key} className={className}>
        {b.text}
      </p>
    ),
  );
}

/** A list column's lines, each behind a gold star. */
export function StarLines({ lines, className }: { lines: readonly string[]; className: string }) {
  if (lines.length === 0) return null;
  return (
    <ul className={className}>
      {lines.map((line, i) => (
        <li key={`${i}-${line}`} className="flex gap-2">
          <span aria-hidden="true" className="text-gold">
            ✦
          </span>
          {line}
        </li>
      ))}
    </ul>
  );
}

/** The note columns as small labels; each field's name is for screen readers, on screen the value speaks for itself. */
export function NoteChips({ notes, className, chipClassName }: { notes: ReadonlyArray<{ key: string; label: string; text: string }>; className: string; chipClassName: string }) {
  if (notes.length === 0) return null;
  return (
    <ul className={className}>
      {notes.map((n) => (
        <li key={n.key} className={`rounded-full px-3 py-1 text-sm font-medium text-espresso ${chipClassName}`}>
          <span className="sr-only">{n.label}: </span>
          <span>{n.text}</span>
        </li>
      ))}
    </ul>
  );
}

/** One entry as a card. `item` may be a form's unvalidated value: what cannot be shown is left out. */
export function CollectionCard({ columns, item, level = 3 }: { columns: CardColumns; item: unknown; level?: 2 | 3 }) {
  // Under a section's h2 (the home page) a card is headed h3; on a page of its own list, under the page's h1, h2.
  const Heading = level === 2 ? 'h2' : 'h3';
  const { title, image, body, list, notes } = cardValues(columns, item);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-espresso/5">
      {image && <SiteImage src={image} sizes={CARD_SIZES_3} width={800} height={600} className="aspect-[4/3] w-full bg-sand object-cover" />}
      <div className="flex flex-1 flex-col gap-2 p-5 sm:p-6">
        {title && <Heading className="font-serif text-2xl font-semibold leading-snug text-espresso">{title}</Heading>}
        <BodyColumns body={body} className="leading-relaxed text-espresso/80" />
        <StarLines lines={list} className="mt-1 space-y-1.5 text-sm text-espresso/85" />
        <NoteChips notes={notes} className="mt-auto flex flex-wrap gap-2 pt-3" chipClassName="bg-sand/70" />
      </div>
    </article>
  );
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
