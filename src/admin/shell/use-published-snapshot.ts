// The site's content as saved, live, for the admin's previews: blocks that show other content (treatments,
// offers, business info) draw it from here, as a page draws its published content. Read from the stored entries
// (what the owner edits and each save publishes), so a preview never waits for a publish or shows one page only.
import { useEffect, useMemo, useState } from 'react';
import { registry } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { watchItems, watchSingleton } from '@/backend/entity-store';
import { useBackend } from '@/app/backend-context';
import type { Snapshot } from '@/backend/snapshot';
import { useLoadErrorInterceptor } from '@/admin/generator/write-context';

/** Nothing readable (yet): blocks show their empty states. */
export const EMPTY_SNAPSHOT: Snapshot = { lastGenerated: '' };

/** Every published entity's entries, by publish key; the whole image library in place of the pictures published. */
const PREVIEWED: readonly EntityDef[] = registry.entities.filter((e) => e.publish);

/**
 * The content every preview draws around the edited entry: each published entity as stored, checked against its
 * schema (a malformed entry left out), the image library whole (a draft may show a picture nothing shows yet).
 */
export function usePublishedSnapshot(): Snapshot {
  const backend = useBackend();
  const intercept = useLoadErrorInterceptor();
  const [entries, setEntries] = useState<Record<string, unknown>>({});
  useEffect(() => {
    const put = (key: string) => (value: unknown) => setEntries((was) => (was[key] === value ? was : { ...was, [key]: value }));
    // A preview without some of the other content still shows the edited entry: no message beyond the console.
    const failed = (entity: EntityDef) => (error: Parameters<typeof intercept>[0]) => {
      if (!intercept(error)) console.error(`${entity.label} could not be read for the preview`, error);
    };
    const stops = PREVIEWED.map((entity) => {
      const key = entity.publish!.key;
      return entity.kind === 'singleton' ? watchSingleton(backend, entity, put(key), failed(entity)) : watchItems(backend, entity, put(key), failed(entity));
    });
    return () => stops.forEach((stop) => stop());
  }, [backend, intercept]);
  return useMemo(() => ({ lastGenerated: '', ...entries }), [entries]);
}
