// An image field: paste a URL or pick one from the Image Library; shows a preview.
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { imageEntity, type ImageRecord } from '@schemas/collections/image';
import { useBackend } from '@/app/backend-context';
import { watchItems } from '@/backend/entity-store';
import { Modal } from '@/components/ui/modal';
import type { WidgetProps } from '@/admin/generator/widget-props';
import { inputClass } from './input-class';


export function ImageWidget({ desc, control, inputId, disabled, describedBy, invalid }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  const [picking, setPicking] = useState(false);
  const value = (field.value as string) ?? '';
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <div className="flex-1">
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
        <button type="button" onClick={() => setPicking(true)} disabled={disabled} className="mt-2 text-sm font-medium text-gold underline underline-offset-2">
          Choose from Image Library
        </button>
      </div>
      {value && <img src={value} alt="" className="h-20 w-28 shrink-0 rounded-md border border-stone-200 bg-stone-50 object-contain" />}
      {picking && (
        <LibraryPicker
          title={`Choose ${desc.ui.label}`}
          onClose={() => setPicking(false)}
          onPick={(url) => {
            field.onChange(url);
            setPicking(false);
          }}
        />
      )}
    </div>
  );
}

function LibraryPicker({ title, onPick, onClose }: { title: string; onPick: (url: string) => void; onClose: () => void }) {
  const backend = useBackend();
  const [images, setImages] = useState<Array<ImageRecord & { id: string }> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(
    () =>
      watchItems(
        backend,
        imageEntity,
        setImages,
        (error) => {
          console.error('Failed to load images', error);
          setFailed(true);
          setImages([]);
        },
        { orderBy: 'createdAt', direction: 'desc' },
      ),
    [backend],
  );
  return (
    <Modal open onClose={onClose} title={title}>
      {images === null && <p>Loading images...</p>}
      {failed && <p role="alert">Failed to load images. Please try refreshing the page.</p>}
      {images?.length === 0 && !failed && <p>No images uploaded yet. Upload images in the Image Library, or paste an image address instead.</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images?.map((img) => (
          <li key={img.id}>
            <button type="button" onClick={() => onPick(img.url)} className="block w-full overflow-hidden rounded-lg border border-stone-200 text-left hover:border-gold">
              <img src={img.variants?.[0]?.url ?? img.url} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" />
              <span className="block truncate px-2 pt-1 text-xs">{img.name}</span>
              <span className="block truncate px-2 pb-1 text-xs text-stone-600">{img.alt ? img.alt : 'No alt text'}</span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
