// A page address: the entry's own segment ("botox"), shown with the address it makes ("/injectables/botox"). A new
// entry's address follows the field it is made from (its title) until the owner types one of her own; a stored
// entry's address never changes by itself (renaming keeps the address; the old one would redirect anyway).
import { useEffect, useRef, useState } from 'react';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { slugify } from '@schemas/kit/addresses';
import { useBackend } from '@/app/backend-context';
import type { WidgetProps } from '@/admin/generator/widget-props';
import { inputClass } from './input-class';

/** The dotted name of a field beside `name` in the same object. */
const sibling = (name: string, key: string) => [...name.split('.').slice(0, -1), key].join('.');

/** Slugs of a collection's documents by id, live (for the address's first segment). */
function useSlugs(collection: string | undefined): Map<string, string> {
  const backend = useBackend();
  const [slugs, setSlugs] = useState(new Map<string, string>());
  useEffect(() => {
    if (!collection) return;
    return backend.data.watchDocs(
      collection,
      {},
      (docs) => setSlugs(new Map(docs.flatMap((d) => (typeof d.data.slug === 'string' ? [[d.id, d.data.slug] as [string, string]] : [])))),
      (error) => console.error(`Failed to load the addresses of ${collection}`, error),
    );
  }, [backend, collection]);
  return slugs;
}

export function SlugWidget({ desc, control, inputId, disabled, describedBy, invalid }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  const config = desc.ui.slug;
  const source = useWatch({ control, name: config ? sibling(desc.name, config.from) : '__none__', disabled: !config });
  const parentId = useWatch({ control, name: config?.under ? sibling(desc.name, config.under.field) : '__none__', disabled: !config?.under });
  const parents = useSlugs(config?.under?.collection);
  const { defaultValues } = useFormState({ control });
  const startedEmpty = !String((defaultValues as Record<string, unknown> | undefined)?.[desc.name] ?? '');
  // Typing in the address itself ends its following the title, for this entry.
  const typed = useRef<unknown>(null);
  const following = startedEmpty && typed.current !== defaultValues;
  const value = typeof field.value === 'string' ? field.value : '';

  useEffect(() => {
    if (!following || typeof source !== 'string') return;
    const made = source.trim() ? slugify(source) : '';
    if (made !== value) field.onChange(made);
    // Only the source's changes move the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, following]);

  const parentSlug = typeof parentId === 'string' ? parents.get(parentId) : undefined;
  const prefix = parentSlug ? `/${parentSlug}/` : (config?.prefix ?? '/');
  const noteId = `${inputId}-address`;
  return (
    <>
      <div className="flex items-stretch">
        <span aria-hidden="true" className="flex max-w-[45%] items-center truncate rounded-l-md border border-r-0 border-stone-300 bg-stone-100 px-2 text-sm text-stone-600">
          {prefix}
        </span>
        <input
          id={inputId}
          type="text"
          name={field.name}
          ref={field.ref}
          value={value}
          onChange={(e) => {
            typed.current = defaultValues;
            field.onChange(e.target.value);
          }}
          onBlur={(e) => {
            // Spaces and capitals become the address's own form as the owner leaves the field.
            const tidy = e.target.value.trim() ? slugify(e.target.value) : '';
            if (tidy !== e.target.value) field.onChange(tidy);
            field.onBlur();
          }}
          disabled={disabled}
          maxLength={desc.maxLength}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={[describedBy, noteId].filter(Boolean).join(' ')}
          aria-required={desc.required}
          className={`${inputClass} rounded-l-none`}
        />
      </div>
      <p id={noteId} className="mt-1 break-all text-xs text-stone-600">
        Address: {prefix}
        {value || '…'}
      </p>
    </>
  );
}
