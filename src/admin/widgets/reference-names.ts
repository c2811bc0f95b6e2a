// The names of the entries a form's reference fields point at (a treatment's category), for lists that show
// them by name rather than by id.
import { useEffect, useMemo, useState } from 'react';
import type { FieldDescription } from '@schemas/kit/describe-fields';
import { useBackend } from '@/app/backend-context';
import { referenceChoices } from './reference-widget';

/** For each top-level reference field (not lists of rows): its choices' names by id, in the choices' order. */
export function useReferenceNames(fields: readonly FieldDescription[]): ReadonlyMap<string, ReadonlyMap<string, string>> {
  const backend = useBackend();
  const sources = useMemo(() => fields.filter((f) => f.widget === 'reference' && f.ui.reference && !f.ui.reference.list), [fields]);
  const [names, setNames] = useState<ReadonlyMap<string, ReadonlyMap<string, string>>>(new Map());
  useEffect(() => {
    const stops = sources.map((f) =>
      backend.data.watchDocs(
        f.ui.reference!.collection,
        {},
        (docs) => {
          const byId = new Map(referenceChoices(docs, f.ui.reference!).flatMap((g) => g.options.map((o) => [o.value, o.text] as const)));
          setNames((current) => new Map([...current, [f.key, byId]]));
        },
        (error) => console.error(`Failed to load the names for ${f.ui.label}`, error),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [backend, sources]);
  return names;
}
