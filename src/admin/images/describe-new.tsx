// Right after an upload, or when a picture without alt text is chosen: the alt text of each image, asked for in
// one form ("Later" leaves it for Edit details in the Image Library).
import { useState } from 'react';
import { imageEntity } from '@schemas/collections/image';
import { useBackend } from '@/app/backend-context';
import { updateItem } from '@/backend/entity-store';
import { useToast } from '@/components/ui/toast';
import { useAfterWrite } from '@/admin/generator/write-context';
import { inputClass } from '@/admin/widgets/input-class';
import { primaryButton, secondaryButton } from '@/admin/pages/page-ui';
import { ALT_MAX } from './image-details';
import type { ImageRow } from './use-upload';

/** Right after an upload: the alt text of each new image, asked for in one form. */
export function DescribeNew({ images, onDone, heading = 'Describe the new images' }: { images: ImageRow[]; onDone: (described: ImageRow[]) => void; heading?: string }) {
  const backend = useBackend();
  const toast = useToast();
  const afterWrite = useAfterWrite();
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(images.map((i) => [i.id, i.alt ?? ''])));
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    try {
      const described: ImageRow[] = [];
      for (const image of images) {
        const alt = (texts[image.id] ?? '').trim();
        if (alt === (image.alt ?? '')) {
          described.push(image);
          continue;
        }
        const { id, rev: _rev, ...stored } = image;
        described.push(await updateItem(backend, imageEntity, id, { ...stored, alt }));
      }
      afterWrite();
      toast.success('Alt text saved.');
      onDone(described);
    } catch (error) {
      toast.error('Error saving alt text. Please try again.', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="describe-heading" className="mb-8 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="describe-heading" className="font-serif text-2xl">
        {heading}
      </h2>
      <p className="mb-4 text-sm text-stone-600">Alt text says what a picture shows, for visitors who cannot see it. You can change it later with Edit details.</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <ul className="space-y-3">
          {images.map((image) => (
            <li key={image.id} className="flex items-start gap-3">
              <img src={image.variants?.[0]?.url ?? image.url} alt="" className="h-16 w-16 shrink-0 rounded-md object-cover" />
              <div className="flex-1">
                <label htmlFor={`alt-${image.id}`} className="block truncate text-sm font-medium">
                  Alt text for {image.name}
                </label>
                <input
                  id={`alt-${image.id}`}
                  value={texts[image.id] ?? ''}
                  maxLength={ALT_MAX}
                  onChange={(e) => setTexts((t) => ({ ...t, [image.id]: e.target.value }))}
                  className={inputClass}
                />
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end gap-3">
          <button type="button" onClick={() => onDone(images)} className={secondaryButton}>
            Later
          </button>
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving ? 'Saving...' : 'Save alt text'}
          </button>
        </div>
      </form>
    </section>
  );
}

