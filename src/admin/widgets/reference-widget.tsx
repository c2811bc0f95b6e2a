// A reference: a select whose choices are stored documents (or the rows of a list inside each of them),
// named by the field's metadata alone. The stored value is the chosen document's or row's id.
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import type { ReferenceSource } from '@schemas/kit/ui';
import { useBackend } from '@/app/backend-context';
import type { DocSnapshot } from '@/backend/port';
import type { WidgetProps } from '@/admin/generator/widget-props';
import { inputClass } from './input-class';

export interface ReferenceOption {
  value: string;
  text: string;
}

/** Options shown together; `label` makes them an <optgroup>. */
export interface ReferenceGroup {
  label?: string;
  options: ReferenceOption[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const orderOf = (doc: DocSnapshot) => (typeof doc.data.order === 'number' ? doc.data.order : Number.POSITIVE_INFINITY);

/**
 * The choices a reference offers, from the documents of its collection: documents in their `order` (those
 * without one after, by id), each one option, or, with `list`, each element of that list one option.
 * Unreadable data (stored by hand) is skipped rather than shown as an empty choice.
 */
export function referenceChoices(docs: readonly DocSnapshot[], source: ReferenceSource): ReferenceGroup[] {
  const sorted = [...docs].sort((a, b) => {
    const byOrder = orderOf(a) - orderOf(b);
    return Number.isNaN(byOrder) || byOrder === 0 ? a.id.localeCompare(b.id) : byOrder;
  });
  if (!source.list) {
    return [{ options: sorted.map((doc) => ({ value: doc.id, text: textOf(doc.data[source.label]) || doc.id })) }];
  }
  const list = source.list;
  const perDoc = sorted.map((doc) => {
    const raw = doc.data[list];
    const elements: unknown[] = Array.isArray(raw) ? raw : [];
    const options = elements.flatMap((element): ReferenceOption[] => {
      if (!isRecord(element)) return [];
      const value = textOf(element.id);
      return value ? [{ value, text: textOf(element[source.label]) || value }] : [];
    });
    return { label: source.group ? textOf(doc.data[source.group]) || doc.id : undefined, options };
  });
  if (source.group) return perDoc.filter((g) => g.options.length > 0);
  return [{ options: perDoc.flatMap((g) => g.options) }];
}

export function ReferenceWidget({ desc, control, inputId, disabled, describedBy, invalid }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  const backend = useBackend();
  const source = desc.ui.reference;
  const [groups, setGroups] = useState<ReferenceGroup[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!source) return;
    // Unordered query: documents without `order` would be left out of an ordered one; referenceChoices sorts.
    return backend.data.watchDocs(
      source.collection,
      {},
      (docs) => {
        setFailed(false);
        setGroups(referenceChoices(docs, source));
      },
      (error) => {
        console.error(`Failed to load the choices for ${desc.ui.label}`, error);
        setFailed(true);
        setGroups([]);
      },
    );
  }, [backend, source, desc.ui.label]);

  const value = typeof field.value === 'string' ? field.value : '';
  const known = groups?.some((g) => g.options.some((o) => o.value === value)) ?? false;
  const loading = groups === null;
  // A stale id stays selected and visible, so the owner sees it and can choose again.
  const missing = !loading && !failed && value !== '' && !known;
  const noteId = `${inputId}-note`;

  return (
    <>
      <select
        id={inputId}
        name={field.name}
        ref={field.ref}
        value={value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        aria-invalid={invalid || missing}
        aria-describedby={[describedBy, missing || failed ? noteId : undefined].filter(Boolean).join(' ') || undefined}
        aria-required={desc.required}
        className={inputClass}
      >
        {(value === '' || !desc.required) && <option value="">{desc.required ? 'Choose…' : 'None'}</option>}
        {value !== '' && loading && <option value={value}>Loading…</option>}
        {value !== '' && failed && <option value={value}>{value}</option>}
        {missing && <option value={value}>(missing)</option>}
        {groups?.map((g, i) =>
          g.label === undefined ? (
            g.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.text}
              </option>
            ))
          ) : (
            <optgroup key={`${i}-${g.label}`} label={g.label}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.text}
                </option>
              ))}
            </optgroup>
          ),
        )}
      </select>
      {missing && (
        <p id={noteId} className="mt-1 text-sm text-amber-800">
          The chosen entry no longer exists. Choose another.
        </p>
      )}
      {failed && (
        <p id={noteId} role="alert" className="mt-1 text-sm text-red-700">
          The choices could not be loaded. Please try refreshing the page.
        </p>
      )}
    </>
  );
}
