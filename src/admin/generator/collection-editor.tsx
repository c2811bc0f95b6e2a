// CollectionEditor: the generated page for a collection entity: an add/edit form above an ordered card
// list with move up/down, drag-and-drop (mouse, touch and keyboard), edit and delete. Entities on a schedule
// (offers with start and end dates) mark entries not on the site yet or any more, and filter by it.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { describeFields, getPath, type FieldDescription } from '@schemas/kit/describe-fields';
import type { EntityDef } from '@schemas/kit/define-entity';
import { dateIn, formatDate, scheduleStatus, type ScheduleStatus } from '@schemas/kit/schedule';
import { failedCondition } from '@/lib/publishable';
import { plainText } from '@schemas/kit/rich-text';
import { config } from '@/lib/config';
import { useBackend } from '@/app/backend-context';
import { addErrorMessage, addItem, applyOrder, deleteItem, moveItem, watchItems, writeEntry, type Base, type Item } from '@/backend/entity-store';
import { isConflict } from '@/backend/revision';
import { useConflictDialog } from '@/admin/safety/conflict-dialog';
import { DraftBanner } from '@/admin/safety/draft-banner';
import { clearDraft, clearDraftOnceSent, useDraftOffer, useKeepDraft } from '@/admin/safety/use-draft';
import { useUndoDelete } from '@/admin/safety/use-undo-delete';
import { useUndoSave } from '@/admin/safety/use-undo-save';
import { entryTitle } from '@/admin/safety/readable';
import { useToast } from '@/components/ui/toast';
import { useDialogs } from '@/components/ui/confirm';
import { FieldList } from './field-renderer';
import { FormWithPreview } from './form-preview';
import { dropEmptyOptional, formSchemaFor, hiddenValues, toFormValues } from './form-values';
import { dragHandleClass, sortAnnouncements, sortAutoScroll, sortInstructions, useSortSensors, withinList } from './sortable';
import { useAfterWrite, useLoadError } from './write-context';
import { useUnsavedGuard } from './use-unsaved-guard';
import { refuseRepeated } from './use-stored-form';
import { deleteConfirmation } from '@/lib/delete-confirmation';
import { useReferenceNames } from '@/admin/widgets/reference-names';
import { useSaveFindings } from '@/admin/publish-check/use-save-findings';
import { keptOnDevice } from '@/admin/safety/sending-status';

type Values = Record<string, unknown>;
type Row = Item<EntityDef>;

type ScheduleFilter = 'all' | ScheduleStatus;
const FILTER_LABELS: Record<ScheduleFilter, string> = { all: 'All', current: 'On the site', scheduled: 'Scheduled', expired: 'Expired' };
/** The narrowing choice for entries without a value in the field the list is narrowed by. */
const NONE = '\u0000none';

/** Where a scheduled entry stands today (the spa's date), or undefined for entities without a schedule. */
function statusOf(entity: EntityDef, row: Values, today: string): ScheduleStatus | undefined {
  if (!entity.schedule) return undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return scheduleStatus({ startDate: text(row[entity.schedule.start]), endDate: text(row[entity.schedule.end]) }, today);
}

/** Where a row sits: its stored order, or its place in the list when it has none (hand-edited data). */
const ordered = (rows: Row[]) => rows.map((row, index) => ({ id: row.id, order: typeof row.order === 'number' ? row.order : index }));
const revOfRow = (row: Row): number | undefined => (typeof row.rev === 'number' ? row.rev : undefined);

/** Shown when a move was based on a list that another tab or device has changed since. */
export const LIST_CHANGED = 'This list was changed in another tab or device. It now shows the latest order; please try again.';

export function CollectionEditor({ entity }: { entity: EntityDef }) {
  const backend = useBackend();
  const toast = useToast();
  const { confirm } = useDialogs();
  const afterWrite = useAfterWrite();
  const saveFindings = useSaveFindings();
  const loadError = useLoadError();
  const fields = useMemo(() => describeFields(entity.schema), [entity]);
  const schema = useMemo(() => formSchemaFor(entity.schema, fields), [entity, fields]);
  const empty = useMemo(() => toFormValues(fields, null), [fields]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: empty, mode: 'onTouched' });
  const [items, setItems] = useState<Row[] | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [filter, setFilter] = useState<ScheduleFilter>('all');
  // Narrowing the list by a reference (a treatment's category): '' shows every entry, NONE those without one.
  const [narrow, setNarrow] = useState('');
  const filterField = entity.filterBy ? fields.find((f) => f.key === entity.filterBy) : undefined;
  const names = useReferenceNames(fields);
  const today = dateIn(config.timeZone, new Date());
  // The stored version the edit form started from (see DocumentEditor).
  const baseRef = useRef<Base | null>(null);
  const { ask, dialog } = useConflictDialog();
  const undoDelete = useUndoDelete();
  const undoSave = useUndoSave();
  const draftKey = `${entity.id}#${editing?.id ?? 'new'}`;

  useEffect(
    () =>
      watchItems(
        backend,
        entity,
        setItems,
        (error) => {
          loadError(entity.messages.loadError, error);
          setItems([]);
        },
      ),
    [backend, entity, loadError],
  );

  useUnsavedGuard(form.formState.isDirty && !form.formState.isSubmitting);
  useKeepDraft(form, items === null ? null : draftKey, () => baseRef.current);
  const { offer, dismiss } = useDraftOffer(`${entity.id}#`, items !== null, (draft, key) => {
    const row = items?.find((i) => `${entity.id}#${i.id}` === key);
    return JSON.stringify(draft.values) !== JSON.stringify(toFormValues(fields, row ?? null));
  });

  function restoreDraft() {
    if (!offer) return;
    const row = items?.find((i) => `${entity.id}#${i.id}` === offer.key);
    clearDraft(offer.key);
    if (row) startEdit(row);
    else {
      setEditing(null);
      form.reset(empty);
    }
    baseRef.current = row ? offer.draft.base : null;
    form.reset(offer.draft.values, { keepDefaultValues: true });
    dismiss();
  }

  function discardDraft() {
    if (offer) clearDraft(offer.key);
    dismiss();
  }

  const titleField = fields.find((f) => f.ui.column === 'title') ?? fields[0];
  const titleOf = (row: Values) => String((titleField && getPath(row, titleField.name)) ?? '');
  // Drag announcements name entries by their titles; one object per list, as it remembers where a drag is.
  const announcements = useMemo(
    () => sortAnnouncements((items ?? []).map((row) => ({ id: row.id, title: String((titleField && getPath(row, titleField.name)) ?? '') }))),
    [items, titleField],
  );

  function startEdit(row: Row) {
    setEditing(row);
    baseRef.current = { rev: revOfRow(row) ?? 0, data: row };
    form.reset(toFormValues(fields, row));
    requestAnimationFrame(() => {
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      formRef.current?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
    });
  }

  function cancelEdit() {
    clearDraft(draftKey);
    setEditing(null);
    baseRef.current = null;
    form.reset(empty);
  }

  /** `say`: the message, with its Undo when there is one. */
  function saved(say: () => void) {
    clearDraftOnceSent(backend.data.sending, draftKey);
    setEditing(null);
    baseRef.current = null;
    form.reset(empty);
    say();
    afterWrite();
  }

  async function update(row: Row, input: Values, base: Base | undefined): Promise<void> {
    try {
      const write = (data: Values, over: Base | undefined) => writeEntry(backend, entity, row.id, data, over);
      const stored = await write(input, base);
      saved(() => undoSave(entity.messages.updated, stored, write));
      saveFindings(entity, row.id);
    } catch (error) {
      if (!isConflict(error)) {
        // What was typed stays in the form (and on this device).
        toast.error(entity.messages.saveError, error);
        return;
      }
      const choice = await ask(entity, error);
      if (choice === 'mine') return update(row, input, { rev: error.rev, data: error.theirs ?? undefined });
      if (choice === 'theirs') {
        if (error.theirs) startEdit({ ...(error.theirs as Values), id: row.id, rev: error.rev } as Row);
        else cancelEdit();
      }
    }
  }

  /** A repeated unique value or a taken address, refused with the field's error. */
  const repeated = (values: Values) =>
    refuseRepeated(entity, fields, values, items ?? [], editing?.id, (name, message) => form.setError(name, { type: 'repeated', message }, { shouldFocus: true }));

  const submit = form.handleSubmit(async (values) => {
    if (repeated(values)) return;
    const data = dropEmptyOptional(fields, values);
    if (editing) return update(editing, { ...hiddenValues(fields, editing), ...data }, baseRef.current ?? undefined);
    try {
      const added = await addItem(backend, entity, data, items ? ordered(items) : undefined);
      saved(() => keptOnDevice(backend.data.sending) || toast.success(entity.messages.added));
      saveFindings(entity, added.id);
    } catch (error) {
      toast.error(addErrorMessage(error, entity.messages.saveError), error);
    }
  });

  async function remove(row: Row) {
    if (!(await confirm(deleteConfirmation(entity.messages.confirmDelete, titleOf(row))))) return;
    try {
      const trashId = await deleteItem(backend, entity, row.id, { title: entryTitle(entity, row) });
      if (editing?.id === row.id) cancelEdit();
      undoDelete(entity.messages.deleted, trashId);
      afterWrite();
    } catch (error) {
      toast.error(entity.messages.deleteError, error);
    }
  }

  /** A refused move: the live list already shows the stored order. */
  const moveFailed = (error: unknown) => (isConflict(error) ? toast.error(LIST_CHANGED) : toast.error(entity.messages.moveError, error));

  async function move(index: number, delta: -1 | 1) {
    if (!items) return;
    try {
      await moveItem(backend, entity, ordered(items), index, delta);
      afterWrite();
    } catch (error) {
      moveFailed(error);
    }
  }

  const sensors = useSortSensors();

  async function onDragEnd(event: DragEndEvent) {
    if (!items || !event.over || event.active.id === event.over.id) return;
    const from = items.findIndex((i) => i.id === event.active.id);
    const to = items.findIndex((i) => i.id === event.over!.id);
    const reordered = arrayMove(items, from, to);
    const previous = items;
    setItems(reordered);
    try {
      await applyOrder(backend, entity, ordered(previous), reordered.map((i) => i.id));
      afterWrite();
    } catch (error) {
      setItems(previous);
      moveFailed(error);
    }
  }

  /** Whether a row is in the list as narrowed by the reference filter. */
  const matches = (row: Row) => !filterField || narrow === '' || (narrow === NONE ? !row[filterField.key] : row[filterField.key] === narrow);

  const headingId = `${entity.id}-form-heading`;
  // The generated page's own sidebar entry (an entity may also have a hand-built tool).
  const pageLabel = entity.nav.find((n) => !n.page)?.label;
  return (
    <div className="max-w-6xl">
      <h1 className="mb-6 font-serif text-4xl">{pageLabel ?? entity.label}</h1>
      {dialog}
      {offer && <DraftBanner savedAt={offer.draft.savedAt} onRestore={restoreDraft} onDiscard={discardDraft} />}
      <div className="mb-10">
        <FormWithPreview entity={entity} control={form.control} entryId={editing?.id}>
          <form ref={formRef} onSubmit={submit} noValidate aria-labelledby={headingId} className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm sm:p-8">
            <h2 id={headingId} className="mb-5 font-serif text-2xl">
              {editing ? `Edit ${entity.label}` : `Add New ${entity.label}`}
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <FieldList fields={fields} control={form.control} idPrefix={entity.id} />
            </div>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              {editing && (
                <button type="button" onClick={cancelEdit} className="rounded-md border border-stone-300 px-5 py-2.5 hover:bg-stone-100">
                  Cancel
                </button>
              )}
              <button type="submit" disabled={form.formState.isSubmitting} className="rounded-md bg-espresso px-6 py-2.5 font-medium text-white hover:bg-black disabled:opacity-60">
                {editing ? `Update ${entity.label}` : `Add ${entity.label}`}
              </button>
            </div>
          </form>
        </FormWithPreview>
      </div>

      <h2 className="mb-4 font-serif text-2xl">{pageLabel ?? `${entity.label} list`}</h2>
      {items === null && <p role="status">Loading...</p>}
      {items?.length === 0 && <p>Nothing here yet. Use the form above to add the first one.</p>}
      {items && items.length > 0 && entity.schedule && (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <label htmlFor={`${entity.id}-schedule-filter`} className="text-sm font-medium">
            Show
          </label>
          <select
            id={`${entity.id}-schedule-filter`}
            value={filter}
            onChange={(e) => setFilter(e.target.value as ScheduleFilter)}
            className="rounded-md border border-stone-300 bg-white px-3 py-2 text-sm"
          >
            {(Object.keys(FILTER_LABELS) as ScheduleFilter[]).map((key) => (
              <option key={key} value={key}>
                {FILTER_LABELS[key]} ({key === 'all' ? items.length : items.filter((row) => statusOf(entity, row, today) === key).length})
              </option>
            ))}
          </select>
          {filter !== 'all' && <p className="text-sm text-stone-600">Show all to reorder.</p>}
        </div>
      )}
      {items && items.length > 0 && filterField && (
        <div className="mb-4 flex flex-wrap items-center gap-3">
          <label htmlFor={`${entity.id}-narrow`} className="text-sm font-medium">
            Filter by {filterField.ui.label.toLowerCase()}
          </label>
          <select id={`${entity.id}-narrow`} value={narrow} onChange={(e) => setNarrow(e.target.value)} className="min-h-11 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm sm:min-h-0">
            <option value="">All ({items.length})</option>
            {[...(names.get(filterField.key) ?? new Map<string, string>())].map(([id, name]) => (
              <option key={id} value={id}>
                {name} ({items.filter((row) => row[filterField.key] === id).length})
              </option>
            ))}
            <option value={NONE}>None ({items.filter((row) => !row[filterField.key]).length})</option>
          </select>
          {narrow !== '' && <p className="text-sm text-stone-600">Show all to reorder.</p>}
        </div>
      )}
      {items && entity.schedule && filter !== 'all' && items.every((row) => statusOf(entity, row, today) !== filter) && (
        <p>Nothing {FILTER_LABELS[filter].toLowerCase()} right now.</p>
      )}
      {items && items.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          modifiers={[withinList]}
          autoScroll={sortAutoScroll}
          accessibility={{ announcements, screenReaderInstructions: sortInstructions }}
        >
          <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
            <ul className="space-y-2">
              {items.map((row, index) =>
                (filter !== 'all' && statusOf(entity, row, today) !== filter) || !matches(row) ? null : (
                  <Card
                    key={row.id}
                    row={row}
                    fields={fields}
                    title={titleOf(row)}
                    status={statusOf(entity, row, today)}
                    withheld={failedCondition(entity, row)}
                    startDate={entity.schedule && row[entity.schedule.start]}
                    endDate={entity.schedule && row[entity.schedule.end]}
                    sortable={entity.ordered && filter === 'all' && narrow === ''}
                    names={names}
                    first={index === 0}
                    last={index === items.length - 1}
                    onUp={() => move(index, -1)}
                    onDown={() => move(index, 1)}
                    onEdit={() => startEdit(row)}
                    onDelete={() => remove(row)}
                    editing={editing?.id === row.id}
                  />
                ),
              )}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

interface CardProps {
  row: Row;
  fields: FieldDescription[];
  title: string;
  /** For entities on a schedule: whether the entry is on the site today, and its dates. */
  status?: ScheduleStatus;
  startDate?: unknown;
  endDate?: unknown;
  /** Why the entry is never published as it stands (see `publish.only`): its consent withdrawn. */
  withheld?: string;
  /** Ordered collections get drag-and-drop and move up/down. */
  sortable: boolean;
  first: boolean;
  last: boolean;
  editing: boolean;
  onUp: () => void;
  onDown: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Names of the entries reference fields point at, by field key and id. */
  names: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

const iconButton = 'grid h-10 min-w-10 place-items-center rounded-md border border-stone-300 px-2 text-sm hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

function Card({ row, fields, title, status, startDate, endDate, withheld, sortable, first, last, editing, onUp, onDown, onEdit, onDelete, names }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.id, disabled: !sortable });
  const byColumn = (c: string) => fields.filter((f) => f.ui.column === c);
  const image = byColumn('image')[0];
  // One line under the title, cut to the width: its notes (a category, a promo code), its list (one row per name),
  // then its text, as words.
  const notes = byColumn('note').flatMap((f) =>
    row[f.key] === true ? [f.ui.label] : row[f.key] && typeof row[f.key] !== 'boolean' ? [`${f.ui.label}: ${names.get(f.key)?.get(String(row[f.key])) ?? String(row[f.key])}`] : [],
  );
  const lists = byColumn('list').flatMap((f) => {
    const lines = listLines(f, row[f.key]);
    return lines.length ? [lines.join(', ')] : [];
  });
  const texts = byColumn('body').flatMap((f) => {
    const words = f.richText ? plainText(String(row[f.key] ?? '')) : String(row[f.key] ?? '');
    return words.trim() ? [words] : [];
  });
  const line = [...notes, ...lists, ...texts].join(' · ');
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-3 rounded-xl bg-white p-2 shadow-sm ${isDragging ? 'z-10 shadow-xl ring-2 ring-gold' : ''} ${editing ? 'ring-2 ring-gold' : ''}`}
    >
      {sortable && (
        <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Drag to reorder ${title}`} className={`${iconButton} ${dragHandleClass}`}>
          <span aria-hidden="true">⠿</span>
        </button>
      )}
      {/* A tap on the entry opens its form (Edit does the same for the keyboard). */}
      <div onClick={onEdit} className="flex min-w-0 flex-1 basis-48 cursor-pointer items-center gap-3">
        {image && typeof row[image.key] === 'string' && <img src={row[image.key] as string} alt="" loading="lazy" className="h-12 w-12 shrink-0 rounded-md bg-sand object-cover" />}
        <div className="min-w-0 flex-1">
          <h3 className="truncate font-serif text-xl">{title}</h3>
          {withheld ? (
            <p className="self-start rounded-full bg-red-100 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-red-900">
              Not on the site
              <span className="font-normal normal-case tracking-normal"> · {withheld}</span>
            </p>
          ) : status && status !== 'current' ? (
            <p className={`self-start rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-wider ${status === 'scheduled' ? 'bg-sky-100 text-sky-900' : 'bg-stone-200 text-stone-800'}`}>
              {status === 'scheduled' ? 'Scheduled' : 'Expired'}
              <span className="font-normal normal-case tracking-normal">
                {status === 'scheduled' && typeof startDate === 'string' && ` · from ${formatDate(startDate, { month: 'short', day: 'numeric', year: 'numeric' })}`}
                {status === 'expired' && typeof endDate === 'string' && ` · ended ${formatDate(endDate, { month: 'short', day: 'numeric', year: 'numeric' })}`}
              </span>
            </p>
          ) : (
            line && <p className="truncate text-sm text-stone-600">{line}</p>
          )}
        </div>
      </div>
      <div className="ml-auto flex gap-2">
        {sortable && (
          <>
            <button type="button" onClick={onUp} disabled={first} aria-label={`Move ${title} up`} className={iconButton}>
              <span aria-hidden="true">↑</span>
            </button>
            <button type="button" onClick={onDown} disabled={last} aria-label={`Move ${title} down`} className={iconButton}>
              <span aria-hidden="true">↓</span>
            </button>
          </>
        )}
        <button type="button" onClick={onEdit} aria-label={`Edit ${title}`} className={iconButton}>
          Edit
        </button>
        <button type="button" onClick={onDelete} aria-label={`Delete ${title}`} className={`${iconButton} border-red-300 text-red-800 hover:bg-red-50`}>
          Delete
        </button>
      </div>
    </li>
  );
}


/** The lines a card shows for a list column: each string of a list of lines, or each row's name of a list of rows. */
function listLines(f: FieldDescription, value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  if (f.widget !== 'list') return value.filter((v): v is string => typeof v === 'string');
  const key = f.ui.itemLabel;
  return key ? value.map((rowValue) => String(getPath(rowValue, key) ?? '')).filter(Boolean) : [];
}
