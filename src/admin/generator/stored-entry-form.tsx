// One stored entry's generated form on its own (the page editor's panel): the same fields, validation, conflict
// check and draft as its admin page, without the page's preview (the page being edited is the preview). What is
// typed is handed to `onDraft` as it changes; Cancel drops it and says so through `onClose`.
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { EntityDef } from '@schemas/kit/define-entity';
import { DraftBanner } from '@/admin/safety/draft-banner';
import { useDialogs } from '@/components/ui/confirm';
import { FieldList } from './field-renderer';
import { useStoredForm } from './use-stored-form';

/** The input id of a field in a form whose fields were given `idPrefix` (see FieldList). */
export const fieldInputId = (idPrefix: string, name: string) => `${idPrefix}-field-${name.replace(/\./g, '-')}`;

/** The nearest element around `el` that scrolls its content. */
function scrollingBox(el: HTMLElement): HTMLElement | null {
  for (let up = el.parentElement; up; up = up.parentElement) {
    const { overflowY } = getComputedStyle(up);
    if ((overflowY === 'auto' || overflowY === 'scroll') && up.scrollHeight > up.clientHeight) return up;
  }
  return null;
}

/**
 * Scrolls the form to the field named `name` and puts the cursor in it, once it is there: a field whose editor is
 * made after the form mounts (the rich-text editor) is looked for again each frame, for up to a second, and only
 * then the nearest field around it. Returns what stops looking.
 */
export function focusFieldSoon(form: () => HTMLElement | null, idPrefix: string, name: string): () => void {
  let frame = 0;
  let left = 60;
  const attempt = () => {
    left -= 1;
    if (!focusField(form(), idPrefix, name, left === 0) && left > 0) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}

/**
 * Scrolls the form to the field named `name` (or, `around`, the nearest field around it) and puts the cursor in
 * it; false when no such field takes the focus (yet).
 */
function focusField(form: HTMLElement | null, idPrefix: string, name: string, around: boolean): boolean {
  if (!form) return false;
  const parts = name.split('.');
  for (let n = parts.length; n > (around ? 0 : parts.length - 1); n--) {
    const id = fieldInputId(idPrefix, parts.slice(0, n).join('.'));
    // The field's own control, else one whose id starts with it (a widget's several controls), not its help text.
    const found = [form.ownerDocument.getElementById(id), ...form.querySelectorAll(`[id^="${CSS.escape(id)}-"]`)];
    for (const input of found) {
      if (!(input instanceof HTMLElement) || !form.contains(input)) continue;
      // A field in a closed fold opens it first.
      for (let fold = input.closest('details'); fold && form.contains(fold); fold = fold.parentElement?.closest('details') ?? null) fold.open = true;
      // A field she has already put the cursor in (a tap as the form opened) keeps it where she put it.
      const hers = input.contains(document.activeElement);
      input.focus({ preventScroll: true });
      if (!input.contains(document.activeElement)) continue;
      // Else the cursor after the text, where a change usually goes.
      const text = (input instanceof HTMLInputElement && input.type === 'text') || input instanceof HTMLTextAreaElement;
      if (!hers && text) input.setSelectionRange(input.value.length, input.value.length);
      // Only the form's own scrolling box moves (a panel beside or over the page), never the page behind it.
      const box = scrollingBox(form);
      if (box) box.scrollTop += input.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientHeight / 3;
      return true;
    }
  }
  return false;
}

/** In place of a form whose entry another tab or device has deleted. */
export function EntryGone({ what, onClose }: { what: string; onClose: () => void }) {
  return (
    <>
      <p role="alert">This {what} is no longer stored: it was deleted in another tab or device.</p>
      <div className="mt-4 flex justify-end">
        <button type="button" onClick={onClose} className="min-h-11 rounded-md border border-stone-300 px-5 py-2.5 hover:bg-stone-100">
          Close
        </button>
      </div>
    </>
  );
}

export interface StoredEntryFormProps {
  entity: EntityDef;
  /** The collection entry; null for a singleton. */
  id: string | null;
  /** The field to scroll to and focus once the form has loaded. */
  focus?: string;
  onDraft?: (values: Record<string, unknown> | null) => void;
  onClose: () => void;
}

export function StoredEntryForm({ entity, id, focus, onDraft, onClose }: StoredEntryFormProps) {
  const { fields, form, loading, missing, dialog, offer, restoreDraft, discardDraft, save, commitField, discard } = useStoredForm(entity, id, { onSaved: onClose });
  const { confirm } = useDialogs();
  const ref = useRef<HTMLFormElement>(null);
  const idPrefix = `page-${entity.id}`;
  const values = useWatch({ control: form.control });
  const dirty = form.formState.isDirty;

  const onDraftRef = useRef(onDraft);
  onDraftRef.current = onDraft;
  const handed = loading || !dirty ? null : JSON.stringify(values);
  useEffect(() => {
    onDraftRef.current?.(handed === null ? null : (JSON.parse(handed) as Record<string, unknown>));
  }, [handed]);

  // The chosen field once the form has loaded, and again whenever another field of this entry is chosen.
  useEffect(() => {
    if (loading) return;
    return focusFieldSoon(() => ref.current, idPrefix, focus ?? fields.find((f) => f.widget !== 'hidden')?.name ?? '');
  }, [loading, focus, idPrefix, fields]);
  // A form that goes away (closed, or its entry deleted elsewhere) takes its change off the page.
  useEffect(() => () => onDraftRef.current?.(null), []);

  async function cancel() {
    if (dirty && !(await confirm('You have unsaved changes. Close this form and discard them?', 'Discard'))) return;
    discard();
    onDraftRef.current?.(null);
    onClose();
  }

  if (loading) return <p role="status">Loading...</p>;
  if (missing) return <EntryGone what={entity.noun} onClose={onClose} />;
  return (
    <>
      {dialog}
      {offer && <DraftBanner savedAt={offer.draft.savedAt} onRestore={restoreDraft} onDiscard={discardDraft} />}
      <form
        ref={ref}
        onSubmit={save}
        noValidate
        aria-label={`Edit ${entity.label}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            void cancel();
          }
        }}
        className="grid gap-5"
      >
        <FieldList fields={fields} control={form.control} idPrefix={idPrefix} onCommit={id === null ? commitField : undefined} />
        <div className="sticky bottom-0 flex justify-end gap-3 border-t border-stone-200 bg-white px-4 py-3">
          <button type="button" onClick={cancel} className="min-h-11 rounded-md border border-stone-300 px-5 py-2.5 hover:bg-stone-100">
            Cancel
          </button>
          <button type="submit" disabled={form.formState.isSubmitting} className="min-h-11 rounded-md bg-espresso px-6 py-2.5 font-medium text-white hover:bg-black disabled:opacity-60">
            {form.formState.isSubmitting ? 'Saving...' : 'Save Changes'}
          </button>
        </div>
      </form>
    </>
  );
}
