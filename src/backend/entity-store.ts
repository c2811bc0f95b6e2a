// Typed reads and writes of entities over the port. Every read is safeParse'd: a malformed document is
// reported and skipped, never passed on to a page.
import * as z from 'zod/mini';
import type { EntityDef } from '@schemas/kit/define-entity';
import type { Backend, BackendError, CollectionQuery, DocData, Unsubscribe, WriteOp } from './port';

/** An entity's data as stored and read back (after parsing: defaults applied). */
export type EntityData<E extends EntityDef> = z.output<E['schema']>;
export type Item<E extends EntityDef> = EntityData<E> & { id: string };

export function parseDocument<E extends EntityDef>(entity: E, path: string, data: DocData | null): EntityData<E> | null {
  if (data === null) return null;
  const result = z.safeParse<E['schema']>(entity.schema, data);
  if (result.success) return result.data;
  console.warn(
    `Skipped malformed document ${path}`,
    result.error.issues.map((i) => `${i.path.join('.') || '(document)'}: ${i.message}`),
  );
  return null;
}

export function parseItems<E extends EntityDef>(entity: E, docs: Array<{ id: string; data: DocData }>): Array<Item<E>> {
  const items: Array<Item<E>> = [];
  for (const d of docs) {
    const parsed = parseDocument(entity, `${entity.path}/${d.id}`, d.data);
    if (parsed) items.push({ ...parsed, id: d.id });
  }
  return items;
}

export function watchItems<E extends EntityDef>(
  backend: Backend,
  entity: E,
  next: (items: Array<Item<E>>) => void,
  error: (e: BackendError) => void,
  /** Defaults to the entity's own order (by `order` for ordered collections). */
  query?: CollectionQuery,
): Unsubscribe {
  return backend.data.watchDocs(entity.path, query ?? (entity.ordered ? { orderBy: 'order' } : {}), (docs) => next(parseItems(entity, docs)), error);
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
