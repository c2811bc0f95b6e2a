// The form for one section's block: the fields of its kind, validated by the kind's schema, saved through the
// entity store with the rest of the section as stored, beside a live preview drawn by the site's renderer.
import { useEffect, useId, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod/mini';
import { blockSchema, blockLabel, type Block } from '@schemas/blocks/index';
import { sectionEntity } from '@schemas/collections/section';
import { useBackend } from '@/app/backend-context';
import { writeEntry, type Base, type Item } from '@/backend/entity-store';
import { isConflict } from '@/backend/revision';
import { useConflictDialog } from '@/admin/safety/conflict-dialog';
import { clearDraft, clearDraftOnceSent, useKeepDraft, type Draft } from '@/admin/safety/use-draft';
import { useUndoSave } from '@/admin/safety/use-undo-save';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { FieldList } from '@/admin/generator/field-renderer';
import { dropEmptyOptional, toFormValues } from '@/admin/generator/form-values';
import { useAfterWrite } from '@/admin/generator/write-context';
import { useUnsavedGuard } from '@/admin/generator/use-unsaved-guard';
import { focusFieldSoon } from '@/admin/generator/stored-entry-form';
import { useSaveFindings } from '@/admin/publish-check/use-save-findings';
import { LivePreview } from '@/admin/shell/live-preview';
import { usePublishedSnapshot } from '@/admin/shell/use-published-snapshot';
import { RenderBlock } from '@/blocks/registry';
import { primaryButton, secondaryButton } from '../page-ui';
import { blockForm } from './block-form';

type SectionRow = Item<typeof sectionEntity>;
type Values = Record<string, unknown>;

export const SECTION_UPDATED = sectionEntity.messages.updated;
export const SECTION_UPDATE_ERROR = 'Error updating section';

/** Where a section's unsaved block form is kept on this device. */
export const blockDraftKey = (sectionId: string) => `manage-sections#${sectionId}`;

/** The block with the form's values laid over it (its kind and hidden fields kept as stored). */
function withValues(block: Block, fields: ReturnType<typeof blockForm>['fields'], values: Values): Values {
  return { ...block, ...dropEmptyOptional(fields, values) };
}

interface Props {
  section: SectionRow;
  /** Every section as listed, for the preview's content. */
  sections: readonly SectionRow[];
  onClose: () => void;
  /** Input kept on this device from an earlier visit, put back in the form when it opens. */
  restore?: Draft;
  /**
   * On the page being edited (the page editor's panel): no preview beside the form, the field to start at, the
   * block as typed handed over while it differs from what is stored (null once it does not), closed after a save.
   */
  onPage?: { focus?: string; onDraft: (block: Block | null) => void };
}

export function BlockEditor({ section, sections, onClose, restore, onPage }: Props) {
  const backend = useBackend();
  const toast = useToast();
  const undoSave = useUndoSave();
  const { confirm } = useDialogs();
  const afterWrite = useAfterWrite();
  const saveFindings = useSaveFindings();
  const idPrefix = `block-${useId().replace(/:/g, '')}`;
  const { fields, schema } = blockForm(section.block.kind);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: toFormValues(fields, section.block), mode: 'onTouched' });
  const { isDirty, isSubmitting } = form.formState;
  useUnsavedGuard(isDirty && !isSubmitting);

  // A change stored elsewhere (another tab) shows here, unless the owner has started typing.
  const stored = JSON.stringify(section.block);
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  // The stored version the form started from: a save based on it is refused if another tab saved meanwhile.
  const baseRef = useRef<Base>({ rev: section.rev ?? 0, data: section });
  const latest = useRef(section);
  latest.current = section;
  const { ask, dialog } = useConflictDialog();
  useEffect(() => {
    if (dirtyRef.current) return;
    form.reset(toFormValues(fields, JSON.parse(stored) as Values));
    baseRef.current = { rev: latest.current.rev ?? 0, data: latest.current };
  }, [stored, fields, form]);
  // A restored draft is typed input again, based on the version it was typed over (a save then checks it).
  const restored = useRef(false);
  useEffect(() => {
    if (!restore || restored.current) return;
    restored.current = true;
    form.reset(restore.values, { keepDefaultValues: true });
    if (restore.base) baseRef.current = restore.base;
  }, [restore, form]);
  const draftKey = blockDraftKey(section.id);
  useKeepDraft(form, draftKey, () => baseRef.current);

  // The preview follows what is typed; while a field is invalid it keeps the last valid content.
  const watched = useWatch({ control: form.control });
  const draft = z.safeParse(blockSchema, withValues(section.block, fields, { ...watched }));
  const lastValid = useRef<Block>(section.block);
  if (draft.success) lastValid.current = draft.data;
  const previewed = draft.success ? draft.data : lastValid.current;

  async function write(input: Values, base: Base, values: Values): Promise<void> {
    try {
      const writeVersion = (data: Values, over: Base) => writeEntry(backend, sectionEntity, section.id, data, over);
      const saved = await writeVersion(input, base);
      baseRef.current = { rev: saved.rev, data: saved.data };
      form.reset(values);
      clearDraftOnceSent(backend.data.sending, draftKey);
      undoSave(SECTION_UPDATED, saved, writeVersion);
      afterWrite();
      saveFindings(sectionEntity, section.id);
      if (onPage) {
        onPage.onDraft(null);
        onClose();
      }
    } catch (error) {
      if (!isConflict(error)) {
        // What was typed stays in the form.
        toast.error(SECTION_UPDATE_ERROR, error);
        return;
      }
      const choice = await ask(sectionEntity, error);
      if (choice === 'mine') return write(input, { rev: error.rev, data: error.theirs ?? undefined }, values);
      if (choice === 'theirs' && error.theirs) {
        baseRef.current = { rev: error.rev, data: error.theirs };
        form.reset(toFormValues(fields, error.theirs.block as Values));
        clearDraft(draftKey);
      }
    }
  }

  const save = form.handleSubmit((values) => {
    const { id: _id, rev: _rev, ...rest } = section;
    return write({ ...rest, block: withValues(section.block, fields, values) }, baseRef.current, values);
  });

  async function close() {
    if (isDirty && !(await confirm('You have unsaved changes. Close this form and discard them?', 'Discard'))) return;
    clearDraft(draftKey);
    onPage?.onDraft(null);
    onClose();
  }

  // Handed over when it changes (a parse makes a new object on every render), and only then: the page that takes
  // it renders this form again, with a new callback.
  const onDraftRef = useRef(onPage?.onDraft);
  onDraftRef.current = onPage?.onDraft;
  const handed = isDirty ? JSON.stringify(previewed) : null;
  useEffect(() => {
    onDraftRef.current?.(handed === null ? null : (JSON.parse(handed) as Block));
  }, [handed]);
  // A form that goes away takes its change off the page.
  useEffect(() => () => onDraftRef.current?.(null), []);
  const formRef = useRef<HTMLFormElement>(null);
  const focus = onPage?.focus;
  useEffect(() => {
    if (focus !== undefined) return focusFieldSoon(() => formRef.current, idPrefix, focus);
  }, [focus, idPrefix]);

  const published = usePublishedSnapshot();
  const snapshot = { ...published, sections: sections.map((s) => (s.id === section.id ? { ...s, block: previewed } : s)) };
  const editor = (
    <form
      ref={formRef}
      onSubmit={save}
      noValidate
      aria-label={`Edit ${section.name}`}
      onKeyDown={(event) => {
        if (onPage && event.key === 'Escape') {
          event.preventDefault();
          void close();
        }
      }}
      className={onPage ? 'grid gap-5' : 'grid gap-5 sm:grid-cols-2'}
    >
      <p className="col-span-full text-sm text-stone-700">
        {blockLabel(section.block.kind)} section.{' '}
        {onPage
          ? draft.success
            ? 'The page shows your changes as you type.'
            : 'The page shows the last valid content until the fields are fixed.'
          : draft.success
            ? 'The preview shows your changes as you type.'
            : 'The preview shows the last valid content until the fields are fixed.'}
      </p>
      {fields.length > 0 ? (
        <FieldList fields={fields} control={form.control} idPrefix={idPrefix} />
      ) : (
        <p className="col-span-full">This section has no texts of its own to edit.</p>
      )}
      <div className={`col-span-full flex flex-wrap justify-end gap-3 ${onPage ? 'sticky bottom-0 border-t border-stone-200 bg-white px-4 py-3' : ''}`}>
        <button type="button" onClick={close} className={secondaryButton}>
          {onPage ? 'Cancel' : 'Close'}
        </button>
        {fields.length > 0 && (
          <button type="submit" disabled={isSubmitting} className={primaryButton}>
            {isSubmitting ? 'Saving...' : 'Save Changes'}
          </button>
        )}
      </div>
    </form>
  );
  if (onPage) {
    return (
      <>
        {dialog}
        {editor}
      </>
    );
  }

  // The preview reads the published content, with the sections as listed here and this one's block as typed.
  return (
    <>
      {dialog}
      <LivePreview preview={<RenderBlock section={{ id: section.id, name: section.name, block: previewed }} />} snapshot={snapshot} resetKey={previewed}>
        {editor}
      </LivePreview>
    </>
  );
}
