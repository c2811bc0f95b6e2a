// The form of one stored entry (a singleton's document, or one entry of a collection): loaded live, kept as a draft
// on this device while it differs, saved against the version it started from (a conflict asks the owner), and
// published after each save. The generated singleton page and the page editor's panel both use it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { describeFields, type FieldDescription } from '@schemas/kit/describe-fields';
import type { EntityDef } from '@schemas/kit/define-entity';
import { entities as discovered } from '@schemas/index';
import { useBackend } from '@/app/backend-context';
import { saveSingletonField, watchItems, watchSingleton, writeEntry, type Base, type Item } from '@/backend/entity-store';
import { isConflict } from '@/backend/revision';
import { useConflictDialog } from '@/admin/safety/conflict-dialog';
import { clearDraft, clearDraftOnceSent, useDraftOffer, useKeepDraft } from '@/admin/safety/use-draft';
import { useUndoSave } from '@/admin/safety/use-undo-save';
import { keptOnDevice } from '@/admin/safety/sending-status';
import { useToast } from '@/components/ui/toast';
import { dropEmptyOptional, formSchemaFor, hiddenValues, toFormValues } from './form-values';
import { useAfterWrite, useLoadError } from './write-context';
import { useUnsavedGuard } from './use-unsaved-guard';
import { useSaveFindings } from '@/admin/publish-check/use-save-findings';

type Values = Record<string, unknown>;

/** Where an entry's unsaved input is kept on this device: the same key on every page that edits it. */
export const draftKeyOf = (entity: EntityDef, id: string | null) => `${entity.id}#${id ?? 'document'}`;

/**
 * A value another entry already has in a field that must be unique, or an address another page of the site has:
 * refused with the field's error (true). `items`: the collection's entries; `id`: the entry being edited, if stored.
 */
export function refuseRepeated(
  entity: EntityDef,
  fields: readonly FieldDescription[],
  values: Values,
  items: ReadonlyArray<Values & { id: string }>,
  id: string | undefined,
  setError: (name: string, message: string) => void,
): boolean {
  for (const f of fields) {
    // A first segment (a category's address) may not be the site's own, nor an entity's list page.
    const taken = f.ui.slug?.reserved && [...f.ui.slug.reserved, ...discovered.flatMap((e) => (e.pages ? [e.pages.path] : []))];
    if (taken && typeof values[f.key] === 'string' && taken.includes(values[f.key] as string)) {
      setError(f.key, `This address belongs to another page of the site: choose another.`);
      return true;
    }
  }
  for (const key of entity.unique) {
    const value = values[key];
    if (value === undefined || value === '') continue;
    if (items.some((row) => row.id !== id && row[key] === value)) {
      const label = fields.find((f) => f.key === key)?.ui.label ?? key;
      setError(key, `Another ${entity.noun} already has this ${label.toLowerCase()}.`);
      return true;
    }
  }
  return false;
}

export interface StoredFormOptions {
  /** After a successful save (the panel closes). */
  onSaved?: () => void;
}

/** `id`: the collection entry edited; null for a singleton. */
export function useStoredForm(entity: EntityDef, id: string | null, { onSaved }: StoredFormOptions = {}) {
  const backend = useBackend();
  const toast = useToast();
  const undoSave = useUndoSave();
  const afterWrite = useAfterWrite();
  const saveFindings = useSaveFindings();
  const loadError = useLoadError();
  const fields = useMemo(() => describeFields(entity.schema), [entity]);
  const schema = useMemo(() => formSchemaFor(entity.schema, fields), [entity, fields]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: toFormValues(fields, null), mode: 'onTouched' });
  const [loading, setLoading] = useState(true);
  /** A collection entry that is not (or no longer) stored. */
  const [missing, setMissing] = useState(false);
  // The stored entry as last seen: a save keeps the fields the form does not show from it.
  const storedRef = useRef<Values | null>(null);
  // A collection's entries, for the unique fields.
  const itemsRef = useRef<Array<Item<EntityDef>>>([]);
  // The stored version the form's values started from: a save based on it is refused if it is no longer current.
  const baseRef = useRef<Base | null>(null);
  const dirtyRef = useRef(false);
  dirtyRef.current = form.formState.isDirty;
  const { ask, dialog } = useConflictDialog();
  const draftKey = draftKeyOf(entity, id);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  useEffect(() => {
    const loaded = (data: Values | null, rev: number) => {
      storedRef.current = data;
      // A live update never overwrites what the owner is typing.
      if (!dirtyRef.current) {
        form.reset(toFormValues(fields, data));
        baseRef.current = { rev, data: data ?? undefined };
      }
      setLoading(false);
    };
    const failed = (error: unknown) => {
      loadError(entity.messages.loadError, error);
      setLoading(false);
    };
    if (id === null) return watchSingleton(backend, entity, (data, rev) => loaded(data, rev), failed);
    return watchItems(
      backend,
      entity,
      (items) => {
        itemsRef.current = items;
        const row = items.find((item) => item.id === id);
        setMissing(!row);
        if (row) {
          const { id: _id, rev, ...data } = row;
          loaded(data, rev ?? 0);
        } else setLoading(false);
      },
      failed,
    );
  }, [backend, entity, id, fields, form, loadError]);

  useUnsavedGuard(form.formState.isDirty && !form.formState.isSubmitting);
  useKeepDraft(form, loading ? null : draftKey, () => baseRef.current);
  const { offer, dismiss } = useDraftOffer(draftKey, !loading, (draft, key) => key === draftKey && JSON.stringify(draft.values) !== JSON.stringify(form.getValues()));

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

  /** Stores `input` over `base`: the singleton's document, or the collection entry. */
  const writeVersion = (input: Values, base: Base | undefined) => writeEntry(backend, entity, id, input, base);

  async function write(input: Values, base: Base | undefined): Promise<void> {
    try {
      const saved = await writeVersion(input, base);
      baseRef.current = { rev: saved.rev, data: saved.data };
      // The form shows what is stored now: the owner's changes, with other changes made meanwhile kept.
      form.reset(toFormValues(fields, saved.data));
      clearDraftOnceSent(backend.data.sending, draftKey);
      undoSave(entity.messages.updated, saved, writeVersion);
      afterWrite();
      saveFindings(entity, id);
      onSavedRef.current?.();
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

  const save = form.handleSubmit((values) => {
    if (id !== null && refuseRepeated(entity, fields, values, itemsRef.current, id, (name, message) => form.setError(name, { type: 'repeated', message }, { shouldFocus: true }))) return;
    // The entry is replaced by what the form shows (an emptied optional field is removed), plus the stored fields
    // the form does not show.
    return write({ ...hiddenValues(fields, storedRef.current), ...dropEmptyOptional(fields, values) }, baseRef.current ?? undefined);
  });

  /** A field that saves the moment it changes (a singleton's maintenance switch). */
  async function commitField(desc: FieldDescription, value: unknown) {
    try {
      const saved = await saveSingletonField(backend, entity, desc.name, value);
      baseRef.current = { rev: saved.rev, data: saved.data };
      form.resetField(desc.name, { defaultValue: value });
      if (!keptOnDevice(backend.data.sending)) toast.success(entity.messages.updated);
      afterWrite();
    } catch (error) {
      // Back to the stored value, which is still the field's default; other typed fields are untouched.
      form.resetField(desc.name);
      toast.error(desc.ui.saveOnChange?.error ?? entity.messages.saveError, error);
    }
  }

  /** Back to what is stored: the typed input and its draft are dropped. */
  function discard() {
    clearDraft(draftKey);
    dismiss();
    form.reset(toFormValues(fields, storedRef.current));
  }

  return { fields, form, loading, missing, dialog, offer, restoreDraft, discardDraft, save, commitField, discard };
}
