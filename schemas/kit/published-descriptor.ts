// What schemas/published.ts holds of each published entity (see published-entity.ts), derived from its definition:
// the generator writes it, and tests that add an entity describe it the same way.
import * as z from 'zod/mini';
import type { EntityDef } from './define-entity';
import type { CardColumns, CardField, PublishedEntity, PublishedPages } from './published-entity';
import { describeFields, withColumns, type FieldDescription } from './describe-fields';

/** Where each of the fields shows on a card; `plain` keeps of each only what a card reads (for published.ts). */
export function cardColumnsOf(fields: readonly FieldDescription[], plain = false): CardColumns {
  const card = (f: FieldDescription): CardField => {
    if (!plain) return f;
    const { label, options, itemLabel } = f.ui;
    return { name: f.name, ...(f.richText ? { richText: true } : {}), ui: { label, ...(options ? { options } : {}), ...(itemLabel ? { itemLabel } : {}) } };
  };
  const of = (column: string) => fields.filter((f) => f.ui.column === column).map(card);
  const [title] = of('title');
  const [image] = of('image');
  const [list] = of('list');
  return { ...(title ? { title } : {}), ...(image ? { image } : {}), body: of('body'), ...(list ? { list } : {}), note: of('note') };
}

/** An entity's pages with the fields they are titled, described and pictured by: its card's columns. */
export function publishedPages(entity: EntityDef): PublishedPages | undefined {
  if (!entity.pages) return undefined;
  const fields = withColumns(describeFields(entity.schema));
  const first = (column: string) => fields.find((f) => f.ui.column === column)?.name;
  const title = first('title');
  if (!title) throw new Error(`Entity "${entity.id}" has pages but no field with column: 'title' to head them`);
  const description = first('body');
  const image = first('image');
  const booking = first('booking');
  const links = fields.flatMap((f) => {
    if (f.ui.column !== 'links') return [];
    if (f.widget !== 'references' || !f.ui.reference || f.ui.reference.list) throw new Error(`Entity "${entity.id}": the links column "${f.name}" must be a references field to a collection's entries`);
    const { collection, label, backLabel } = f.ui.reference;
    return [{ field: f.name, label: f.ui.label, to: collection, show: label, ...(backLabel ? { backLabel } : {}) }];
  });
  const notes = fields.filter((f) => f.ui.column === 'note').map((f) => f.name);
  const columns = cardColumnsOf(fields, true);
  return { ...entity.pages, title, columns, ...(description ? { description } : {}), ...(image ? { image } : {}), ...(notes.length ? { notes } : {}), ...(links.length ? { links } : {}), ...(booking ? { booking } : {}) };
}

/** What the public site knows of a published entity, as schemas/published.ts holds it. */
export function publishedDescriptor(entity: EntityDef): PublishedEntity {
  const defaults = entity.kind === 'singleton' ? z.safeParse(entity.schema, {}) : undefined;
  return {
    id: entity.id,
    kind: entity.kind,
    path: entity.path,
    // What may be published is publishing's business: visitors' pages read only what was.
    publish: entity.publish && (({ only: _only, withhold: _withhold, ...rest }) => rest)(entity.publish),
    ...(entity.pages ? { pages: publishedPages(entity) } : {}),
    ...(entity.schedule ? { schedule: { start: entity.schedule.start, end: entity.schedule.end } } : {}),
    ...(defaults?.success ? { defaults: defaults.data } : {}),
  };
}

