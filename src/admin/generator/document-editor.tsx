// DocumentEditor: the generated page for a singleton entity (one settings document).
import type { EntityDef } from '@schemas/kit/define-entity';
import { DraftBanner } from '@/admin/safety/draft-banner';
import { FieldList } from './field-renderer';
import { FormWithPreview } from './form-preview';
import { useStoredForm } from './use-stored-form';

export function DocumentEditor({ entity }: { entity: EntityDef }) {
  const { fields, form, loading, dialog, offer, restoreDraft, discardDraft, save, commitField } = useStoredForm(entity, null);
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
