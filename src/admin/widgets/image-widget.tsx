// An image field: the picture first, with a button that opens the library to pick one (with search and
// thumbnails), or to upload new ones there and then (the camera or files on a phone) without leaving the form; a
// picture without alt text is described before it is used. The address itself can still be typed or pasted.
import { lazy, Suspense, useState } from 'react';
import { useController } from 'react-hook-form';
import type { WidgetProps } from '@/admin/generator/widget-props';
import { inputClass } from './input-class';

/** The picker, with the upload and image processing it brings, loads when it is first opened. */
const LibraryPicker = lazy(() => import('@/admin/images/library-picker').then((m) => ({ default: m.LibraryPicker })));

export function ImageWidget({ desc, control, inputId, disabled, describedBy, invalid }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  const [picking, setPicking] = useState(false);
  const value = (field.value as string) ?? '';
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img src={value} alt="" className="h-20 w-28 shrink-0 rounded-md border border-stone-200 bg-stone-50 object-contain" />
        ) : (
          <span aria-hidden="true" className="grid h-20 w-28 shrink-0 place-items-center rounded-md border border-dashed border-stone-300 text-xs text-stone-600">
            No picture
          </span>
        )}
        <button type="button" onClick={() => setPicking(true)} disabled={disabled} className="min-h-11 rounded-md border border-stone-300 bg-white px-4 text-sm font-medium hover:bg-stone-100 disabled:opacity-60">
          Choose from Image Library
          <span className="sr-only"> for {desc.ui.label}</span>
        </button>
      </div>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        name={field.name}
        ref={field.ref}
        value={value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        placeholder="https://… or /path/to/image.jpg"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={desc.required}
        className={inputClass}
      />
      {picking && (
        <Suspense fallback={<p role="status">Loading images...</p>}>
        <LibraryPicker
          title={`Choose ${desc.ui.label}`}
          privatePhotos={!!desc.ui.private}
          onClose={() => setPicking(false)}
          onPick={(url) => {
            field.onChange(url);
            setPicking(false);
          }}
        />
        </Suspense>
      )}
    </div>
  );
}

