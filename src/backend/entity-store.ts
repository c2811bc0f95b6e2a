// Typed reads and writes of entities over the port. Every read is safeParse'd: a malformed piece of a document
// (a list item, an optional field) is dropped and reported, a document that stays malformed is skipped, and
// nothing malformed is passed on to a page. The admin lists what was skipped (see watchProblems).
import * as z from 'zod/mini';
import type { EntityDef } from '@schemas/kit/define-entity';
import { problemsOf, salvage } from './salvage';
import type { Backend, BackendError, CollectionQuery, DocData, Unsubscribe, WriteOp } from './port';

/** An entity's data as stored and read back (after parsing: defaults applied). */
export type EntityData<E extends EntityDef> = z.output<E['schema']>;
export type Item<E extends EntityDef> = EntityData<E> & { id: string };

export function parseDocument<E extends EntityDef>(entity: E, path: string, data: DocData | null): EntityData<E> | null {
  if (data === null) return null;
  const result = salvage<E['schema']>(entity.schema, data);
  if (!result) console.warn(`Skipped malformed document ${path}`, problemsOf(entity.schema, data));
  else if (result.dropped.length) console.warn(`Left out malformed parts of ${path}`, result.dropped);
  return result?.data ?? null;
}

/** Places after every real position, for items stored without one: shown last, in id order. */
const UNPLACED = 1_000_000_000;

/**
 * A collection's documents read as items; an ordered collection's sorted by order. An item stored without a
 * usable order is shown after the others rather than hidden.
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
  return entity.ordered ? items.sort((a, b) => Number(a.order) - Number(b.order) || a.id.localeCompare(b.id)) : items;
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
  return backend.data.watchDocs(entity.path, query ?? {}, (docs) => next(parseItems(entity, docs)), error);
}

export function watchSingleton<E extends EntityDef>(
  backend: Backend,
  entity: E,
  next: (data: EntityData<E> | null) => void,
  error: (e: BackendError) => void,
): Unsubscribe {
  return backend.data.watchDoc(entity.path, (data) => next(parseDocument(entity, entity.path, data)), error);
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

/** Refused: the collection already holds its most items (the published content has a size bound). */
export class CollectionFullError extends Error {
  constructor(entity: EntityDef, max: number) {
    super(`At most ${max} ${entity.plural} can be published: delete one before adding another.`);
    this.name = 'CollectionFullError';
  }
}

/** The message to show for a failed add: the limit when that was the reason, else the page's own. */
export const addErrorMessage = (error: unknown, fallback: string) => (error instanceof CollectionFullError ? error.message : fallback);

/**
 * Add an item to a collection. An ordered collection's item goes last: its order is computed from
 * `existing` (the items the page shows) or, when not given, from the stored items.
 */
export async function addItem<E extends EntityDef>(
  backend: Backend,
  entity: E,
  input: Record<string, unknown>,
  existing?: ReadonlyArray<{ order?: unknown }>,
): Promise<Item<E>> {
  const max = entity.publish?.maxItems;
  const current: ReadonlyArray<{ order?: unknown }> = existing ?? (entity.ordered || max !== undefined ? (await backend.data.getDocs(entity.path)).map((d) => d.data) : []);
  if (max !== undefined && current.length >= max) throw new CollectionFullError(entity, max);
  const { data, doc } = validated(entity, entity.ordered ? { ...input, order: nextOrder(current) } : input);
  const id = await backend.data.addDoc(entity.path, doc);
  return { ...data, id };
}

/** Replace an item with `input`, validated as a whole. */
export async function updateItem<E extends EntityDef>(backend: Backend, entity: E, id: string, input: Record<string, unknown>): Promise<Item<E>> {
  const { data, doc } = validated(entity, input);
  await backend.data.setDoc(`${entity.path}/${id}`, doc);
  return { ...data, id };
}

/** Replace a singleton's document with `input`, validated as a whole. */
export async function saveSingleton<E extends EntityDef>(backend: Backend, entity: E, input: Record<string, unknown>): Promise<EntityData<E>> {
  const { data, doc } = validated(entity, input);
  await backend.data.setDoc(entity.path, doc);
  return data;
}

/**
 * Change one field of a stored singleton ("images.logo"), leaving the rest as stored. The whole document is
 * validated, so a field cannot be saved into a document that does not exist yet or no longer parses.
 */
export async function saveSingletonField<E extends EntityDef>(backend: Backend, entity: E, path: string, value: unknown): Promise<EntityData<E>> {
  const stored = await backend.data.getDoc(entity.path);
  return saveSingleton(backend, entity, withPath(stored ?? {}, path.split('.'), value));
}

/** A copy of `data` with the value at a dotted path replaced, creating the objects on the way. */
function withPath(data: DocData, keys: string[], value: unknown): DocData {
  const [key, ...rest] = keys;
  if (key === undefined) return data;
  const child = data[key];
  const inner: DocData = typeof child === 'object' && child !== null && !Array.isArray(child) ? { ...child } : {};
  return { ...data, [key]: rest.length ? withPath(inner, rest, value) : value };
}

export function deleteItem(backend: Backend, entity: EntityDef, id: string) {
  return backend.data.deleteDoc(`${entity.path}/${id}`);
}

/**
 * Give items the order of `ids` in one atomic batch. Only items whose order changes are written, so a
 * move up/down is the spec's swap of two order values.
 */
export function applyOrder(backend: Backend, entity: EntityDef, items: ReadonlyArray<{ id: string; order: number }>, ids: string[]) {
  const current = new Map(items.map((i) => [i.id, i.order]));
  let slots = [...items.map((i) => i.order)].sort((a, b) => a - b);
  // Duplicate order values (hand-edited data) cannot be swapped meaningfully: renumber from 0.
  if (new Set(slots).size !== slots.length) slots = items.map((_, i) => i);
  const ops: WriteOp[] = [];
  ids.forEach((id, index) => {
    const target = slots[index] ?? index;
    if (current.get(id) !== target) ops.push({ kind: 'update', path: `${entity.path}/${id}`, data: { order: target } });
  });
  return ops.length ? backend.data.commit(ops) : Promise.resolve();
}

/** Move one item up (-1) or down (+1) by swapping order with its neighbour; a no-op at the ends. */
export function moveItem(backend: Backend, entity: EntityDef, items: ReadonlyArray<{ id: string; order: number }>, index: number, delta: -1 | 1) {
  const target = index + delta;
  if (index < 0 || target < 0 || target >= items.length) return Promise.resolve();
  const ids = items.map((i) => i.id);
  [ids[index], ids[target]] = [ids[target]!, ids[index]!];
  return applyOrder(backend, entity, items, ids);
}
