// A custom section's elements: type label, preview, move up/down, delete and inline edit.
import { useEffect, useState } from 'react';
import type { SectionElement } from '@schemas/blocks/elements';
import { useDialogs } from '@/components/ui/confirm';
import { DownIcon, TrashIcon, UpIcon, dangerButton, iconButton } from '../page-ui';
import { ELEMENT_LABELS, moveElement, removeElement, sorted, updateElement, type ElementDraft } from './element-ops';
import { ElementEditor } from './element-editor';
import { ElementView } from './element-preview';
import { presetLabel } from './element-presets';
import { deleteConfirmation } from '@/lib/delete-confirmation';

interface Props {
  elements: SectionElement[];
  /**
   * Store the list `change` makes of the elements as stored at that moment (another tab may have changed them
   * since this page showed them); resolves whether it worked.
   */
  onChange: (change: (elements: SectionElement[]) => SectionElement[], errorMessage: string) => Promise<boolean>;
  /** A stable callback per form key, told when that form has unsaved changes. */
  dirtyTracker?: (key: string) => (dirty: boolean) => void;
  /** Where an element's unsaved edit is kept on this device. */
  draftKeyOf?: (elementId: string) => string;
  /** An element's edit kept from an earlier visit: its form opens with it. */
  restore?: { elementId: string; values: ElementDraft };
  /** An element whose form opens at one of its fields (a link from the publish check). */
  openAt?: { elementId: string; field: 'content' | 'style' | 'href' };
}

/** Where an element sits in a stored list, by id (-1 when it is gone: moving it is then a no-op). */
const indexOf = (elements: readonly SectionElement[], id: string) => sorted(elements).findIndex((e) => e.id === id);

export function ElementList({ elements, onChange, dirtyTracker, draftKeyOf, restore, openAt }: Props) {
  const { confirm } = useDialogs();
  const [editing, setEditing] = useState<string | null>(restore?.elementId ?? openAt?.elementId ?? null);
  // A restored edit opens its element's form, also when this list was already open.
  const restoreFor = restore?.elementId;
  useEffect(() => {
    if (restoreFor) setEditing(restoreFor);
  }, [restoreFor]);

  if (elements.length === 0) return <p className="text-stone-600">No elements yet. Add the first one above.</p>;

  async function remove(element: SectionElement) {
    if (!(await confirm(deleteConfirmation('Are you sure you want to delete this element?', `${ELEMENT_LABELS[element.type]}: ${element.type === 'html' ? element.content.replace(/<[^>]*>/g, ' ') : element.content}`)))) return;
    if (await onChange((stored) => removeElement(stored, element.id), 'Error deleting element')) {
      if (editing === element.id) setEditing(null);
    }
  }

  return (
    <ol className="space-y-3">
      {elements.map((element, index) => {
        const label = ELEMENT_LABELS[element.type];
        const name = `${label} element ${index + 1}`;
        return (
          <li key={element.id} className="rounded-xl border border-stone-200 p-3 sm:p-4">
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-sand px-3 py-1 text-xs font-semibold uppercase tracking-wide">{label}</span>
              <span className="text-xs text-stone-600">{presetLabel(element.type, element.style)}</span>
              <div className="ml-auto flex gap-2">
                <button type="button" onClick={() => onChange((stored) => moveElement(stored, indexOf(stored, element.id), -1), 'Error moving element')} disabled={index === 0} aria-label={`Move ${name} up`} className={iconButton}>
                  <UpIcon />
                </button>
                <button
                  type="button"
                  onClick={() => onChange((stored) => moveElement(stored, indexOf(stored, element.id), 1), 'Error moving element')}
                  disabled={index === elements.length - 1}
                  aria-label={`Move ${name} down`}
                  className={iconButton}
                >
                  <DownIcon />
                </button>
                <button type="button" onClick={() => setEditing(editing === element.id ? null : element.id)} aria-expanded={editing === element.id} aria-label={`Edit ${name}`} className={iconButton}>
                  Edit
                </button>
                <button type="button" onClick={() => remove(element)} aria-label={`Delete ${name}`} className={dangerButton}>
                  <TrashIcon />
                </button>
              </div>
            </div>
            {editing === element.id ? (
              <ElementEditor
                initial={{ type: element.type, content: element.content, style: element.style ?? '', href: 'href' in element ? element.href : '' }}
                fixedType
                submitLabel="Save Element"
                busyLabel="Saving..."
                onCancel={() => setEditing(null)}
                onDirtyChange={dirtyTracker?.(`edit-${element.id}`)}
                draftKey={draftKeyOf?.(element.id)}
                restore={restore?.elementId === element.id ? restore.values : undefined}
                focus={openAt?.elementId === element.id ? openAt.field : undefined}
                onSubmit={async (draft) => {
                  const ok = await onChange((stored) => updateElement(stored, element.id, draft), 'Error updating element');
                  if (ok) setEditing(null);
                  return ok;
                }}
              />
            ) : (
              <div className="overflow-hidden">
                <ElementView element={element} />
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
