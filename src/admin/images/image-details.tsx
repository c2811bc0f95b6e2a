// The dialog in which the owner edits an image's alt text and marks its focal point: the point that must stay
// in view when the site crops the picture (cards, the hero). A click or tap on the picture sets it; the two
// sliders set it from the keyboard. Previews show the crops the site makes.
import { useId, useState, type MouseEvent } from 'react';
import { imageEntity } from '@schemas/collections/image';
import { useBackend } from '@/app/backend-context';
import { updateItem, type Item } from '@/backend/entity-store';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { useAfterWrite } from '@/admin/generator/write-context';
import { inputClass } from '@/admin/widgets/input-class';
import { fallbackSrc } from '@/blocks/ui/site-image';
import { primaryButton, secondaryButton } from '@/admin/pages/page-ui';

type ImageRow = Item<typeof imageEntity>;
const CENTER = { x: 50, y: 50 };

export const ALT_MAX = 300;

export function ImageDetailsDialog({ image, onClose }: { image: ImageRow; onClose: () => void }) {
  const backend = useBackend();
  const toast = useToast();
  const afterWrite = useAfterWrite();
  const id = useId();
  const [alt, setAlt] = useState(image.alt ?? '');
  const [focus, setFocus] = useState(image.focus ?? CENTER);
  const [saving, setSaving] = useState(false);
  const src = fallbackSrc(image);
  const position = `${focus.x}% ${focus.y}%`;

  function pick(e: MouseEvent<HTMLButtonElement>) {
    // Relative to the picture itself, which the button wraps exactly.
    const box = (e.currentTarget.querySelector('img') ?? e.currentTarget).getBoundingClientRect();
    const clamp = (n: number) => Math.min(100, Math.max(0, Math.round(n)));
    setFocus({ x: clamp(((e.clientX - box.left) / box.width) * 100), y: clamp(((e.clientY - box.top) / box.height) * 100) });
  }

  async function save() {
    setSaving(true);
    try {
      const { id: docId, ...stored } = image;
      await updateItem(backend, imageEntity, docId, { ...stored, alt: alt.trim(), focus });
      afterWrite();
      toast.success('Image details saved.');
      onClose();
    } catch (error) {
      toast.error('Error saving image details. Please try again.', error);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal open onClose={onClose} title="Image details">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="space-y-5"
      >
        <p className="truncate text-sm text-stone-700" title={image.name}>
          {image.name}
        </p>
        <div>
          <label htmlFor={`${id}-alt`} className="mb-1 block font-medium">
            Alt text
          </label>
          <textarea
            id={`${id}-alt`}
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            rows={2}
            maxLength={ALT_MAX}
            aria-describedby={`${id}-alt-help`}
            className={inputClass}
          />
          <p id={`${id}-alt-help`} className="mt-1 text-sm text-stone-600">
            What the picture shows, for visitors who cannot see it. Used wherever it appears, unless that place has alt text of its own.
          </p>
        </div>

        <fieldset>
          <legend className="mb-1 font-medium">Focal point</legend>
          <p id={`${id}-focus-help`} className="mb-2 text-sm text-stone-600">
            Click the part that must stay in view when the site crops the picture, or use the sliders.
          </p>
          <button
            type="button"
            onClick={pick}
            aria-describedby={`${id}-focus-help`}
            aria-label={`Set the focal point where you click (now ${focus.x}% from the left, ${focus.y}% from the top)`}
            className="relative mx-auto block w-fit max-w-full cursor-crosshair overflow-hidden rounded-lg bg-stone-100"
          >
            <img src={src} alt="" className="block max-h-72 max-w-full" draggable={false} />
            <span
              aria-hidden="true"
              className="pointer-events-none absolute h-7 w-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_2px_rgba(0,0,0,0.6)]"
              style={{ left: `${focus.x}%`, top: `${focus.y}%` }}
            />
          </button>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <Slider label="From the left" value={focus.x} onChange={(x) => setFocus((f) => ({ ...f, x }))} id={`${id}-x`} />
            <Slider label="From the top" value={focus.y} onChange={(y) => setFocus((f) => ({ ...f, y }))} id={`${id}-y`} />
          </div>
          <div className="mt-3 flex items-end gap-3" aria-label="How the site crops it">
            <figure className="w-1/2">
              <img src={src} alt="" className="aspect-[4/3] w-full rounded-md object-cover" style={{ objectPosition: position }} />
              <figcaption className="mt-1 text-xs text-stone-600">Card</figcaption>
            </figure>
            <figure className="w-1/2">
              <img src={src} alt="" className="aspect-[2/1] w-full rounded-md object-cover" style={{ objectPosition: position }} />
              <figcaption className="mt-1 text-xs text-stone-600">Wide band (hero)</figcaption>
            </figure>
          </div>
        </fieldset>

        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className={secondaryButton}>
            Cancel
          </button>
          <button type="submit" disabled={saving} className={primaryButton}>
            {saving ? 'Saving...' : 'Save details'}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function Slider({ id, label, value, onChange }: { id: string; label: string; value: number; onChange: (v: number) => void }) {
  return (
    <div>
      <label htmlFor={id} className="flex justify-between text-sm">
        <span>{label}</span>
        <span aria-hidden="true">{value}%</span>
      </label>
      <input id={id} type="range" min={0} max={100} step={1} value={value} onChange={(e) => onChange(e.target.valueAsNumber)} className="w-full accent-[var(--color-gold)]" />
    </div>
  );
}
