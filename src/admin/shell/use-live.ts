// Live subscriptions for the admin's pages: an entity's items or document, kept current as the database
// changes (in this tab or any other), with a failed load reported through the host.
import { useEffect, useEffectEvent, useState } from 'react';
import type { EntityDef } from '@schemas/kit/define-entity';
import { useBackend } from '@/app/backend-context';
import { watchItems, watchSingleton, type EntityData, type Item } from '@/backend/entity-store';
import type { BackendError, CollectionQuery } from '@/backend/port';
import { useLoadError } from '@/admin/generator/write-context';

export interface LiveOptions {
  /** Order of a collection's items; defaults to the entity's own (by `order` for ordered collections). */
  query?: CollectionQuery;
  /**
   * Called instead of the default report when the subscription fails. The default shows the entity's load
   * message, or lets the host deal with permission-denied (back to sign-in).
   */
  onError?: (error: BackendError) => void;
}

export interface LiveItems<E extends EntityDef> {
  /** The items in order; null until the first answer. After a failure: an empty list. */
  items: Array<Item<E>> | null;
  /** The last answer was an error. */
  failed: boolean;
}

export interface LiveDoc<E extends EntityDef> {
  /** The document; undefined until the first answer, null when it does not exist (or failed to load). */
  data: EntityData<E> | null | undefined;
  failed: boolean;
}

/** A collection's items, live. */
export function useLiveItems<E extends EntityDef>(entity: E, options: LiveOptions = {}): LiveItems<E> {
  const backend = useBackend();
  const loadError = useLoadError();
  const report = useEffectEvent((error: BackendError) => (options.onError ? options.onError(error) : loadError(entity.messages.loadError, error)));
  const [state, setState] = useState<LiveItems<E> & { key: string }>({ items: null, failed: false, key: '' });
  // The query as a value, so a literal object passed on every render does not restart the subscription.
  const queryKey = JSON.stringify(options.query ?? null);
  const key = `${entity.path}|${queryKey}`;
  useEffect(() => {
    const query = JSON.parse(queryKey) as CollectionQuery | null;
    return watchItems(
      backend,
      entity,
      (items) => setState({ items, failed: false, key }),
      (error) => {
        report(error);
        setState({ items: [], failed: true, key });
      },
      query ?? undefined,
    );
  }, [backend, entity, queryKey, key]);
  // Answers for another entity or query than the one asked for now are not shown.
  return state.key === key ? { items: state.items, failed: state.failed } : { items: null, failed: false };
}

/** A singleton's document, live. */
export function useLiveDoc<E extends EntityDef>(entity: E, options: Pick<LiveOptions, 'onError'> = {}): LiveDoc<E> {
  const backend = useBackend();
  const loadError = useLoadError();
  const report = useEffectEvent((error: BackendError) => (options.onError ? options.onError(error) : loadError(entity.messages.loadError, error)));
  const [state, setState] = useState<LiveDoc<E> & { path: string }>({ data: undefined, failed: false, path: '' });
  useEffect(
    () =>
      watchSingleton(
        backend,
        entity,
        (data) => setState({ data, failed: false, path: entity.path }),
        (error) => {
          report(error);
          setState({ data: null, failed: true, path: entity.path });
        },
      ),
    [backend, entity],
  );
  return state.path === entity.path ? { data: state.data, failed: state.failed } : { data: undefined, failed: false };
}
