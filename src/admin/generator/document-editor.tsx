// DocumentEditor: the generated page for a singleton entity (one settings document).
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { describeFields, type FieldDescription } from '@schemas/kit/describe-fields';
import type { EntityDef } from '@schemas/kit/define-entity';
import { useBackend } from '@/app/backend-context';
import { saveSingleton, saveSingletonField, watchSingleton, type Base, type EntityData } from '@/backend/entity-store';
import { isConflict } from '@/backend/revision';
import { useConflictDialog } from '@/admin/safety/conflict-dialog';
import { DraftBanner } from '@/admin/safety/draft-banner';
import { clearDraft, clearDraftOnceSent, useDraftOffer, useKeepDraft } from '@/admin/safety/use-draft';
import { useToast } from '@/components/ui/toast';
import { FieldList } from './field-renderer';
import { FormWithPreview } from './form-preview';
import { dropEmptyOptional, formSchemaFor, hiddenValues, toFormValues } from './form-values';
import { useAfterWrite, useLoadError } from './write-context';
import { useUnsavedGuard } from './use-unsaved-guard';

export function DocumentEditor({ entity }: { entity: EntityDef }) {
  const backend = useBackend();
  const toast = useToast();
  const afterWrite = useAfterWrite();
  const loadError = useLoadError();
  const fields = useMemo(() => describeFields(entity.schema), [entity]);
  const schema = useMemo(() => formSchemaFor(entity.schema, fields), [entity, fields]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: toFormValues(fields, null), mode: 'onTouched' });
  const [loading, setLoading] = useState(true);
  // The stored document as last seen: a save keeps the fields the form does not show from it.
  const storedRef = useRef<EntityData<EntityDef> | null>(null);
  // The stored version the form's values started from: a save based on it is refused if it is no longer current.
  const baseRef = useRef<Base | null>(null);
  const dirtyRef = useRef(false);
  dirtyRef.current = form.formState.isDirty;
  const { ask, dialog } = useConflictDialog();
  const draftKey = `${entity.id}#document`;

  useEffect(
    () =>
      watchSingleton(
        backend,
        entity,
        (data, rev) => {
          storedRef.current = data;
          // A live update never overwrites what the owner is typing.
          if (!dirtyRef.current) {
            form.reset(toFormValues(fields, data));
            baseRef.current = { rev, data: data ?? undefined };
          }
          setLoading(false);
        },
        (error) => {
          loadError(entity.messages.loadError, error);
          setLoading(false);
        },
      ),
    [backend, entity, fields, form, loadError],
  );

  useUnsavedGuard(form.formState.isDirty && !form.formState.isSubmitting);
  useKeepDraft(form, loading ? null : draftKey, () => baseRef.current);
  const { offer, dismiss } = useDraftOffer(draftKey, !loading, (draft) => JSON.stringify(draft.values) !== JSON.stringify(form.getValues()));

  function restoreDraft() {
    if (!offer) return;
    baseRef.current = offer.draft.base;
    form.reset(offer.draft.values, { keepDefaultValues: true });
    dismiss();
  }

  function discardDraft() {
    clearDraft(draftKey);
    dismiss();
  }

  async function write(input: Record<string, unknown>, base: Base | undefined): Promise<void> {
    try {
      const saved = await saveSingleton(backend, entity, input, base);
      baseRef.current = { rev: saved.rev, data: saved.data };
      // The form shows what is stored now: the owner's changes, with other changes made meanwhile kept.
      form.reset(toFormValues(fields, saved.data));
      clearDraftOnceSent(backend.data.sending, draftKey);
      toast.success(entity.messages.updated);
      afterWrite();
    } catch (error) {
      if (isConflict(error)) {
        const choice = await ask(entity, error);
        if (choice === 'mine') return write(input, { rev: error.rev, data: error.theirs ?? undefined });
        if (choice === 'theirs') {
          baseRef.current = { rev: error.rev, data: error.theirs ?? undefined };
          form.reset(toFormValues(fields, error.theirs));
          clearDraft(draftKey);
        }
        return;
      }
      // What was typed stays in the form (and on this device).
      toast.error(entity.messages.saveError, error);
    }
  }

  const save = form.handleSubmit((values) =>
    // The document is replaced by what the form shows (an emptied optional field is removed), plus the
    // stored fields the form does not show.
    write({ ...hiddenValues(fields, storedRef.current), ...dropEmptyOptional(fields, values) }, baseRef.current ?? undefined),
  );

  async function commitField(desc: FieldDescription, value: unknown) {
    try {
      const saved = await saveSingletonField(backend, entity, desc.name, value);
      baseRef.current = { rev: saved.rev, data: saved.data };
      form.resetField(desc.name, { defaultValue: value });
      toast.success(entity.messages.updated);
      afterWrite();
    } catch (error) {
      // Back to the stored value, which is still the field's default; other typed fields are untouched.
      form.resetField(desc.name);
      toast.error(desc.ui.saveOnChange?.error ?? entity.messages.saveError, error);
    }
  }

  return (
    <section aria-labelledby={`${entity.id}-heading`} className="max-w-6xl">
      <h1 id={`${entity.id}-heading`} className="mb-6 font-serif text-4xl">
        {entity.label}
      </h1>
      {dialog}
      {offer && <DraftBanner savedAt={offer.draft.savedAt} onRestore={restoreDraft} onDiscard={discardDraft} />}
      {loading ? (
        <p role="status">Loading...</p>
      ) : (
        <FormWithPreview entity={entity} control={form.control}>
          <form onSubmit={save} noValidate className="grid gap-5 rounded-2xl bg-white p-5 shadow-sm sm:grid-cols-2 sm:p-8">
            <FieldList fields={fields} control={form.control} idPrefix={entity.id} onCommit={commitField} />
            <div className="col-span-full flex justify-end">
              <button type="submit" disabled={form.formState.isSubmitting} className="rounded-md bg-espresso px-6 py-2.5 font-medium text-white hover:bg-black disabled:opacity-60">
                {form.formState.isSubmitting ? 'Saving...' : 'Save Changes'}
              </button>
            </div>
          </form>
        </FormWithPreview>
      )}
    </section>
  );
}
