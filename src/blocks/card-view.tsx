// An entry as a card, and the parts an entry's own page shows, drawn from its card's columns (see FieldUi's
// `column`): plain data, so the pages of entities with pages draw them without the schemas' code.
import type { CardColumns, CardField } from '@schemas/kit/published-entity';
import { CARD_SIZES_3, SiteImage } from './ui/site-image';
import { RichText } from './ui/rich-text';

export type { CardColumns };

/** The value at a dotted path ("address.city"). */
const getPath = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((acc, key) => (acc && typeof acc === 'object' ? (acc as Record<string, unknown>)[key] : undefined), data);

/** A value as display text: strings and numbers as they are, an enum through its option labels. */
export function cardText(field: CardField, value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  return field.ui.options?.[value] ?? value;
}

/** A list's entries as lines: strings as they are, objects by their item label. */
export function cardLines(field: CardField, value: unknown): string[] {
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
  const read = (f: CardField | undefined) => (f ? getPath(item, f.name) : undefined);
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
