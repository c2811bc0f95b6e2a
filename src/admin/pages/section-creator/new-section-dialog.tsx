// Asks for the name of a new custom section, as a prompt would: an empty name or Cancel does nothing; a name
// the section schema refuses (too long) keeps the dialog open with the typed text and says why.
import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import { sectionEntity } from '@schemas/collections/section';
import { Modal } from '@/components/ui/modal';
import { inputClass } from '@/admin/widgets/input-class';
import { primaryButton, secondaryButton } from '../page-ui';

interface Props {
  open: boolean;
  /** Called with a valid, trimmed name. */
  onCreate: (name: string) => void;
  /** Cancelled, closed, or submitted empty. */
  onCancel: () => void;
}

export function NewSectionDialog({ open, onCreate, onCancel }: Props) {
  return (
    <Modal open={open} onClose={onCancel} title="Enter a name for the new section" className="max-w-md">
      {/* Mounted afresh each time it opens, so it starts empty. */}
      {open && <NameForm onCreate={onCreate} onCancel={onCancel} />}
    </Modal>
  );
}

function NameForm({ onCreate, onCancel }: Omit<Props, 'open'>) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  function submit(e: FormEvent) {
    e.preventDefault();
    const name = value.trim();
    if (!name) return onCancel();
    const checked = z.safeParse(sectionEntity.schema.shape.name, name);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Please check the name');
    onCreate(checked.data);
  }

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium">
        Section name
      </label>
      <input
        id={`${id}-name`}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(null);
        }}
        autoFocus
        autoComplete="off"
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        className={inputClass}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
        <button type="submit" className={primaryButton}>
          Create
        </button>
      </div>
    </form>
  );
}
