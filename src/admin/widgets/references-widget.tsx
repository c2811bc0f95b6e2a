// References to several entries, in an order the owner chooses (a section's hand-picked treatments, a
// treatment's prices): the chosen ones as a list with move up, move down and remove, and a select that adds one
// of the others. The stored value is the list of their ids.
import { useEffect, useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useBackend } from '@/app/backend-context';
import type { WidgetProps } from '@/admin/generator/widget-props';
import { referenceChoices, type ReferenceGroup } from './reference-widget';
import { inputClass } from './input-class';

const small = 'grid h-11 min-w-11 place-items-center rounded-md border border-stone-300 bg-white px-2 text-sm hover:bg-stone-100 disabled:opacity-40 sm:h-9 sm:min-w-9';

export function ReferencesWidget({ desc, control, inputId, disabled, describedBy, invalid }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  const backend = useBackend();
  const source = desc.ui.reference;
  const [groups, setGroups] = useState<ReferenceGroup[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!source) return;
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

  const chosen = Array.isArray(field.value) ? (field.value as unknown[]).filter((v): v is string => typeof v === 'string') : [];
  const names = useMemo(() => new Map((groups ?? []).flatMap((g) => g.options.map((o) => [o.value, g.label ? `${o.text} (${g.label})` : o.text] as const))), [groups]);
  const full = desc.maxItems !== undefined && chosen.length >= desc.maxItems;
  const set = (next: string[]) => field.onChange(next);
  const move = (index: number, delta: -1 | 1) => {
    const next = [...chosen];
    [next[index], next[index + delta]] = [next[index + delta]!, next[index]!];
    set(next);
  };
  const listId = `${inputId}-chosen`;

  return (
    <div aria-describedby={describedBy}>
      {chosen.length > 0 ? (
        <ol id={listId} className="mb-2 space-y-1.5">
          {chosen.map((id, index) => {
            const name = names.get(id) ?? (groups === null ? 'Loading…' : '(missing)');
            return (
              <li key={`${index}-${id}`} className="flex items-center gap-2 rounded-md border border-stone-200 bg-stone-50 py-1 pl-3 pr-1">
                <span className={`min-w-0 flex-1 break-words ${names.has(id) || groups === null ? '' : 'text-amber-800'}`}>{name}</span>
                <button type="button" className={small} disabled={disabled || index === 0} onClick={() => move(index, -1)} aria-label={`Move ${name} up`}>
                  <span aria-hidden="true">↑</span>
                </button>
                <button type="button" className={small} disabled={disabled || index === chosen.length - 1} onClick={() => move(index, 1)} aria-label={`Move ${name} down`}>
                  <span aria-hidden="true">↓</span>
                </button>
                <button type="button" className={small} disabled={disabled} onClick={() => set(chosen.filter((_, i) => i !== index))} aria-label={`Remove ${name}`}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="mb-2 text-sm text-stone-600">None chosen.</p>
      )}
      <select
        id={inputId}
        ref={field.ref}
        value=""
        disabled={disabled || full || groups === null}
        onChange={(e) => {
          if (e.target.value) set([...chosen, e.target.value]);
          field.onBlur();
        }}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={inputClass}
      >
        <option value="">{full ? `At most ${desc.maxItems}` : groups === null ? 'Loading…' : 'Add…'}</option>
        {groups?.map((g, i) => {
          const options = g.options.filter((o) => !chosen.includes(o.value));
          const rendered = options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.text}
            </option>
          ));
          return g.label === undefined ? rendered : options.length > 0 ? <optgroup key={`${i}-${g.label}`} label={g.label}>{rendered}</optgroup> : null;
        })}
      </select>
      {failed && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          The choices could not be loaded. Please try refreshing the page.
        </p>
      )}
    </div>
  );
}
