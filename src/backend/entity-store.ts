// Typed reads and writes of entities over the port. Every read is safeParse'd: a malformed piece of a document
// (a list item, an optional field) is dropped and reported, a document that stays malformed is skipped, and
// nothing malformed is passed on to a page. The admin lists what was skipped (see watchProblems).
import * as z from 'zod/mini';
import type { EntityDef } from '@schemas/kit/define-entity';
import type { Counter } from '@schemas/owner-record-schemas';
import { problemsOf, salvage } from './salvage';
import { BackendError, type Backend, type CollectionQuery, type DocData, type Unsubscribe, type WriteOp } from './port';
import { newId } from './doc-ops';
import { ConflictError, mergeChanges, revOf, withoutRev, withRev } from './revision';
import { pruneTrash, trashOps } from './trash';

/** An entity's data as stored and read back (after parsing: defaults applied). */
export type EntityData<E extends EntityDef> = z.output<E['schema']>;
/** An item as read: its data, its id and, when read for editing, the revision it was read at. */
export type Item<E extends EntityDef> = EntityData<E> & { id: string; rev?: number };

export function parseDocument<E extends EntityDef>(entity: E, path: string, data: DocData | null): EntityData<E> | null {
  if (data === null) return null;
  const stored = withoutRev(data);
  const result = salvage<E['schema']>(entity.schema, stored);
  if (!result) console.warn(`Skipped malformed document ${path}`, problemsOf(entity.schema, stored));
  else if (result.dropped.length) console.warn(`Left out malformed parts of ${path}`, result.dropped);
  return result?.data ?? null;
}

/** Places after every real position, for items stored without one: shown last, in id order. */
const UNPLACED = 1_000_000_000;

/**
 * A collection's documents read as items; an ordered collection's sorted by order, one with `sortBy` by that field. An
 * item stored without a usable order is shown after the others rather than hidden.
 */
export function parseItems<E extends EntityDef>(entity: E, docs: Array<{ id: string; data: DocData }>): Array<Item<E>> {
  const items: Array<Item<E>> = [];
  const unplaced = entity.ordered ? docs.filter((d) => !Number.isInteger(d.data.order) || (d.data.order as number) < 0).map((d) => d.id).sort() : [];
  for (const d of docs) {
    const slot = unplaced.indexOf(d.id);
    const data = slot < 0 ? d.data : { ...d.data, order: UNPLACED + slot };
    const parsed = parseDocument(entity, `${entity.path}/${d.id}`, data);
    if (parsed) items.push({ ...parsed, id: d.id });
  }
  if (entity.ordered) return items.sort((a, b) => Number(a.order) - Number(b.order) || a.id.localeCompare(b.id));
  const key = entity.sortBy;
  if (key) return items.sort((a, b) => String((a as DocData)[key] ?? '').localeCompare(String((b as DocData)[key] ?? '')) || a.id.localeCompare(b.id));
  return items;
}

/** A stored record that cannot be shown as it is: its path, what is wrong in plain words, the data as stored. */
export interface RecordProblem {
  id: string;
  path: string;
  /** True when the record is left out as a whole; false when only the listed parts are. */
  skipped: boolean;
  problems: string[];
  data: DocData;
}

/** The problems of one stored document, or null when it matches its schema as stored. */
export function recordProblem(entity: EntityDef, id: string, path: string, data: DocData): RecordProblem | null {
  // A missing order is no problem: the item is shown last (see parseItems).
  const checked = entity.ordered && !Number.isInteger(data.order) ? { ...data, order: UNPLACED } : data;
  const problems = problemsOf(entity.schema, checked);
  if (!problems.length) return null;
  const salvaged = salvage(entity.schema, checked);
  return { id, path, skipped: salvaged === null, problems: salvaged?.dropped ?? problems, data };
}

/** Every stored record of an entity that does not match its schema, live. */
export function watchProblems(backend: Backend, entity: EntityDef, next: (problems: RecordProblem[]) => void, error: (e: BackendError) => void): Unsubscribe {
  if (entity.kind === 'singleton') {
    return backend.data.watchDoc(entity.path, (data) => next(data ? [recordProblem(entity, entity.path.split('/').pop()!, entity.path, data)].filter((p) => p !== null) : []), error);
  }
  return backend.data.watchDocs(entity.path, {}, (docs) => next(docs.flatMap((d) => recordProblem(entity, d.id, `${entity.path}/${d.id}`, d.data) ?? [])), error);
}

/** Items with the revision each was read at: what an editor bases its next write on. */
export function parseStoredItems<E extends EntityDef>(entity: E, docs: Array<{ id: string; data: DocData }>): Array<Item<E>> {
  const revs = new Map(docs.map((d) => [d.id, revOf(d.data)]));
  return parseItems(entity, docs).map((item) => ({ ...item, rev: revs.get(item.id) ?? 0 }));
}

export function watchItems<E extends EntityDef>(
  backend: Backend,
  entity: E,
  next: (items: Array<Item<E>>) => void,
  error: (e: BackendError) => void,
  /** Defaults to every document; ordered collections come sorted by `order`. */
  query?: CollectionQuery,
): Unsubscribe {
  // An ordered collection is sorted here rather than by the query: a query by order would leave out a
  // document stored without one, which must be shown (last) instead of vanishing.
  return backend.data.watchDocs(entity.path, query ?? {}, (docs) => next(parseStoredItems(entity, docs)), error);
}

export function watchSingleton<E extends EntityDef>(
  backend: Backend,
  entity: E,
  /** `rev`: the revision the document was read at (0 when it has none or does not exist). */
  next: (data: EntityData<E> | null, rev: number) => void,
  error: (e: BackendError) => void,
): Unsubscribe {
  return backend.data.watchDoc(entity.path, (data) => next(parseDocument(entity, entity.path, data), revOf(data)), error);
}

/**
 * Validate before writing; a refused write never reaches the database. Callers hand in what a form or an
 * upload produced (unknown until checked); they get back the entity's typed data, which is also what is stored.
 */
function validated<E extends EntityDef>(entity: E, input: unknown): { data: EntityData<E>; doc: DocData } {
  const data = z.parse<E['schema']>(entity.schema, input);
  return { data, doc: data };
}

/** The order a new item gets: one above the current maximum, or 0 for the first. */
export function nextOrder(items: ReadonlyArray<{ order?: unknown }>): number {
  const orders = items.map((i) => (typeof i.order === 'number' ? i.order : -1));
  return orders.length ? Math.max(...orders) + 1 : 0;
}

/** Refused: a collection every page shows already holds its most items (the site document has a size bound). */
export class CollectionFullError extends Error {
  constructor(entity: EntityDef, max: number) {
    super(`At most ${max} ${entity.plural} can be published: delete one before adding another.`);
    this.name = 'CollectionFullError';
  }
}

/** The message to show for a failed add: the limit when that was the reason, else the page's own. */
export const addErrorMessage = (error: unknown, fallback: string) => (error instanceof CollectionFullError ? error.message : fallback);

/**
 * Where an ordered collection keeps the next free order value. Adding reads and advances it in the same
 * transaction as the new item, so two tabs adding at once never give two items the same order (a Firestore
 * transaction cannot query the collection itself).
 */
export const counterPath = (entity: EntityDef) => `counters/${entity.path.replace(/\//g, '__')}`;

/** The revision a write is based on: the one the page read, with the data it showed then. */
export interface Base {
  rev: number;
  /** The data the page's form started from; lets changes to other fields made meanwhile be kept. */
  data?: DocData;
}

/**
 * Add an item to a collection. An ordered collection's item goes last: its order is one above every order
 * given so far (`existing`, the items the page shows, and the collection's counter), decided in a transaction.
 */
export async function addItem<E extends EntityDef>(
  backend: Backend,
  entity: E,
  input: Record<string, unknown>,
  existing?: ReadonlyArray<{ order?: unknown }>,
): Promise<Item<E>> {
  // A collection published on every page holds at most maxItems (the site document's worst case counts on it);
  // any other has no maximum: each item is published as a document of its own.
  const max = entity.publish?.everyPage ? entity.publish.maxItems : undefined;
  if (max !== undefined) {
    const count = existing?.length ?? (await backend.data.getDocs(entity.path)).length;
    if (count >= max) throw new CollectionFullError(entity, max);
  }
  const id = newId();
  const path = `${entity.path}/${id}`;
  if (!entity.ordered) {
    const { data, doc } = validated(entity, input);
    await backend.data.transact([path], () => [{ kind: 'set', path, data: withRev(doc, 1) }]);
    return { ...data, id, rev: 1 };
  }
  const current: ReadonlyArray<{ order?: unknown }> = existing ?? (await backend.data.getDocs(entity.path)).map((d) => d.data);
  // Checked before the transaction too, so a refused input never touches the counter.
  validated(entity, { ...input, order: nextOrder(current) });
  let result: EntityData<E> | undefined;
  await backend.data.transact([counterPath(entity)], ([counter]) => {
    const stored = typeof counter?.next === 'number' && Number.isInteger(counter.next) ? counter.next : 0;
    const order = Math.max(stored, nextOrder(current));
    const { data, doc } = validated(entity, { ...input, order });
    result = data;
    return [
      { kind: 'set', path, data: withRev(doc, 1) },
      { kind: 'set', path: counterPath(entity), data: { next: order + 1 } satisfies Counter },
    ];
  });
  return { ...result!, id, rev: 1 };
}

/**
 * Write `input` (validated as a whole) over the document at `path`, based on `base`. When the stored revision
 * is still `base.rev` it is written as is. When it moved on, the owner's changes (from `base.data` to `input`)
 * are laid over the stored document if they touch other fields; otherwise a ConflictError carries both
 * versions and nothing is written. Without a base the write is unconditional (an intent such as "hide this
 * section" that is right whatever is stored).
 */
/** What a write stored, and the version it replaced (null where nothing was stored before). */
export interface Written<E extends EntityDef> {
  data: EntityData<E>;
  rev: number;
  replaced: { rev: number; data: DocData } | null;
}

async function writeBased<E extends EntityDef>(backend: Backend, entity: E, path: string, input: Record<string, unknown>, base: Base | undefined): Promise<Written<E>> {
  const { doc } = validated(entity, input);
  let result: Written<E> | undefined;
  await backend.data.transact([path], ([stored]) => {
    const storedRev = revOf(stored);
    let next = doc;
    if (base && storedRev !== base.rev) {
      const theirs = stored ? parseDocument(entity, path, stored) : null;
      if (!theirs || !base.data) throw new ConflictError({ mine: doc, theirs: theirs as DocData | null, rev: storedRev, fields: theirs ? Object.keys(doc) : [] });
      const baseData = parseDocument(entity, path, withoutRev(base.data)) ?? {};
      const { merged, conflicts } = mergeChanges(baseData as DocData, doc, theirs as DocData);
      if (conflicts.length) throw new ConflictError({ mine: doc, theirs: theirs as DocData, rev: storedRev, fields: conflicts });
      next = validated(entity, merged).doc;
    }
    result = { data: next as EntityData<E>, rev: storedRev + 1, replaced: stored ? { rev: storedRev, data: withoutRev(stored) } : null };
    return [{ kind: 'set', path, data: withRev(next, storedRev + 1) }];
  });
  return result!;
}

/**
 * Replace a stored entry (a collection item by `id`, a singleton's document when `id` is null) with `input`, as
 * updateItem and saveSingleton do, returning also the version it replaced (which an Undo writes back).
 */
export function writeEntry<E extends EntityDef>(backend: Backend, entity: E, id: string | null, input: Record<string, unknown>, base?: Base): Promise<Written<E>> {
  return writeBased(backend, entity, id === null ? entity.path : `${entity.path}/${id}`, input, base);
}

/** Replace an item with `input`, validated as a whole, unless it changed since `base` (see writeBased). */
export async function updateItem<E extends EntityDef>(backend: Backend, entity: E, id: string, input: Record<string, unknown>, base?: Base): Promise<Item<E>> {
  const { data, rev } = await writeBased(backend, entity, `${entity.path}/${id}`, input, base);
  return { ...data, id, rev };
}

/**
 * Change a stored item with `change`, applied to the item as stored at the moment of writing: an operation
 * (add an element, show a section) that is right whatever else changed meanwhile, so nothing is lost.
 */
export async function modifyItem<E extends EntityDef>(
  backend: Backend,
  entity: E,
  id: string,
  change: (stored: EntityData<E>) => Record<string, unknown>,
): Promise<Item<E>> {
  const path = `${entity.path}/${id}`;
  let result: Item<E> | undefined;
  await backend.data.transact([path], ([stored]) => {
    const current = parseDocument(entity, path, stored ?? null);
    if (!current) throw new BackendError('not-found', `No ${entity.noun} to change: ${path}`);
    const { data, doc } = validated(entity, change(current));
    const rev = revOf(stored) + 1;
    result = { ...data, id, rev };
    return [{ kind: 'set', path, data: withRev(doc, rev) }];
  });
  return result!;
}

/**
 * Replace a singleton's document with `input`, validated as a whole, unless it changed since `base`. Returns
 * what was stored (the owner's changes merged into a newer version, when that happened) and its revision.
 */
export async function saveSingleton<E extends EntityDef>(backend: Backend, entity: E, input: Record<string, unknown>, base?: Base): Promise<{ data: EntityData<E>; rev: number }> {
  const { data, rev } = await writeBased(backend, entity, entity.path, input, base);
  return { data, rev };
}

/**
 * Change one field of a stored singleton ("images.logo"), leaving the rest as stored at the moment of writing.
 * The whole document is validated, so a field cannot be saved into a document that does not exist yet or no
 * longer parses.
 */
export async function saveSingletonField<E extends EntityDef>(backend: Backend, entity: E, path: string, value: unknown): Promise<{ data: EntityData<E>; rev: number }> {
  let result: { data: EntityData<E>; rev: number } | undefined;
  await backend.data.transact([entity.path], ([stored]) => {
    const { data, doc } = validated(entity, withPath(withoutRev(stored ?? {}), path.split('.'), value));
    result = { data, rev: revOf(stored) + 1 };
    return [{ kind: 'set', path: entity.path, data: withRev(doc, result.rev) }];
  });
  return result!;
}

/** A copy of `data` with the value at a dotted path replaced, creating the objects on the way. */
function withPath(data: DocData, keys: string[], value: unknown): DocData {
  const [key, ...rest] = keys;
  if (key === undefined) return data;
  const child = data[key];
  const inner: DocData = typeof child === 'object' && child !== null && !Array.isArray(child) ? { ...child } : {};
  return { ...data, [key]: rest.length ? withPath(inner, rest, value) : value };
}

/**
 * Delete an item by moving it to the trash, in one transaction: it can be restored (Undo, the Trash page).
 * `file` names an uploaded file that belongs to it, kept until the trash entry is purged. Returns the trash
 * entry's id.
 */
export async function deleteItem(backend: Backend, entity: EntityDef, id: string, options: { title?: string; file?: string; files?: string[] } = {}): Promise<string> {
  const path = `${entity.path}/${id}`;
  const trashId = newId();
  await backend.data.transact([path], ([stored]) => {
    if (!stored) return [];
    return [{ kind: 'delete', path }, ...trashOps(trashId, { entity: entity.id, docPath: path, data: stored, title: options.title ?? entity.label, file: options.file ?? options.files?.[0], files: options.files })];
  });
  void pruneTrash(backend).catch((error: unknown) => console.warn('Emptying old trash entries failed', error));
  return trashId;
}

/** A list's items as the page showed them: id and order. */
export type OrderedRow = { id: string; order: number };

/**
 * Give items the order of `ids` in one transaction. Only items whose order changes are written, so a move
 * up/down is the spec's swap of two order values. Each is written over the item as stored, so a change another
 * tab or device made to its other fields meanwhile is kept (on Firebase a write refused for its revision runs
 * again on the new documents). Refused with a ConflictError when one of them was moved or deleted since the page
 * read it: the page then shows the list as stored.
 */
export function applyOrder(backend: Backend, entity: EntityDef, items: ReadonlyArray<OrderedRow>, ids: string[]) {
  const current = new Map(items.map((i) => [i.id, i]));
  let slots = [...items.map((i) => i.order)].sort((a, b) => a - b);
  // Duplicate order values (hand-edited data) cannot be swapped meaningfully: renumber from 0.
  if (new Set(slots).size !== slots.length) slots = items.map((_, i) => i);
  const changes: Array<{ id: string; order: number }> = [];
  ids.forEach((id, index) => {
    const target = slots[index] ?? index;
    if (current.get(id)?.order !== target) changes.push({ id, order: target });
  });
  if (!changes.length) return Promise.resolve();
  const paths = changes.map((c) => `${entity.path}/${c.id}`);
  return backend.data.transact(paths, (stored) =>
    changes.map((change, i) => {
      const doc = stored[i] ?? null;
      // An order the page made up for an item stored without one (`ordered` gives its place) is no move elsewhere.
      const moved = typeof doc?.order === 'number' && doc.order !== current.get(change.id)?.order;
      if (!doc || moved) throw new ConflictError({ mine: { order: change.order }, theirs: doc, rev: revOf(doc), fields: ['order'] });
      return { kind: 'set', path: paths[i]!, data: withRev({ ...doc, order: change.order }, revOf(doc) + 1) } satisfies WriteOp;
    }),
  );
}

/** Move one item up (-1) or down (+1) by swapping order with its neighbour; a no-op at the ends. */
export function moveItem(backend: Backend, entity: EntityDef, items: ReadonlyArray<OrderedRow>, index: number, delta: -1 | 1) {
  const target = index + delta;
  if (index < 0 || target < 0 || target >= items.length) return Promise.resolve();
  const ids = items.map((i) => i.id);
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return applyOrder(backend, entity, items, ids);
}
