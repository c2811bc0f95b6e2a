// A list of rows (an array of objects): each row a fieldset with the row's fields, ordered by move up/down
// and drag-and-drop (mouse, touch, keyboard); rows are added empty and removed with an undo.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { DndContext, closestCenter, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { getPath, type FieldDescription } from '@schemas/kit/describe-fields';
import type { FieldListProp, WidgetProps } from '@/admin/generator/widget-props';
import { LabelContext } from '@/admin/generator/label-context';
import { newRow } from '@/admin/generator/form-values';
import { dragHandleClass, sortAnnouncements, sortAutoScroll, sortInstructions, useSortSensors, withinList } from '@/admin/generator/sortable';

/** What names a row: its itemLabel field's value, or its position. */
export function rowTitle(list: FieldDescription, row: unknown, index: number): string {
  const key = list.ui.itemLabel;
  const value = key ? getPath(row, key) : undefined;
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  return text || `Item ${index + 1}`;
}

/**
 * The row's fields placed at its index: "name" becomes "items.2.name" (nested lists are placed by their own widget).
 */
function placeRow(fields: FieldDescription[], base: string): FieldDescription[] {
  return fields.map((f) => ({ ...f, name: `${base}.${f.name}`, children: f.widget === 'group' ? placeRow(f.children ?? [], base) : f.children }));
}

const smallButton =
  'grid h-10 min-w-10 place-items-center rounded-md border border-stone-300 bg-white px-2 text-sm hover:bg-stone-100 disabled:cursor-not-allowed disabled:opacity-40';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Removed {
  index: number;
  row: Record<string, unknown>;
  title: string;
  /** The rows' keys right after the removal: undo is offered while the list is still exactly that. */
  keysAfter: string;
}

export function ListWidget({ desc, control, inputId, disabled, describedBy, idPrefix, context, FieldList }: WidgetProps & FieldListProp) {
  // react-hook-form names array paths only for forms typed with its loose FieldValues; the form's values are
  // the schema's business (it validates them on submit), so the list widens its view of the control.
  const arrayControl: Control<FieldValues> = control;
  const { fields: rows, append, remove, move, insert } = useFieldArray({ control: arrayControl, name: desc.name });
  const watched = useWatch({ control, name: desc.name });
  const values: unknown[] = Array.isArray(watched) ? watched : [];
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [status, setStatus] = useState('');
  const focusAfterMove = useRef<{ key: string; button: 'up' | 'down' } | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const sensors = useSortSensors();

  const label = desc.ui.label;
  const keys = rows.map((r) => r.id).join(' ');
  const titles = rows.map((_, index) => rowTitle(desc, values[index], index));
  const full = desc.maxItems !== undefined && rows.length >= desc.maxItems;
  const domId = (key: string, part: string) => `${inputId}-row-${key}-${part}`;
  const names = titles.join('\n');
  // Kept across renders while the rows and their names stay the same: it remembers where a drag is.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const announcements = useMemo(() => sortAnnouncements(rows.map((r, i) => ({ id: r.id, title: titles[i]! }))), [keys, names]);

  // Undo is for the removal just made: any other change to the rows (add, move, save, reset) ends it.
  useEffect(() => {
    if (removed && removed.keysAfter !== keys) setRemoved(null);
  }, [keys, removed]);

  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);

  // A moved row is re-inserted in the page, which loses focus: put it back on the button that was pressed,
  // or on the other one when the row has reached the end.
  useEffect(() => {
    const pending = focusAfterMove.current;
    if (!pending) return;
    focusAfterMove.current = null;
    const pressed = document.getElementById(domId(pending.key, pending.button));
    const other = document.getElementById(domId(pending.key, pending.button === 'up' ? 'down' : 'up'));
    (pressed instanceof HTMLButtonElement && !pressed.disabled ? pressed : other)?.focus();
  });

  function moveRow(from: number, to: number, button?: 'up' | 'down') {
    if (to < 0 || to >= rows.length || from === to) return;
    const key = rows[from]!.id;
    if (button) focusAfterMove.current = { key, button };
    move(from, to);
    setStatus(`${titles[from]} was moved to position ${to + 1} of ${rows.length}.`);
  }

  function removeRow(index: number) {
    const title = titles[index]!;
    const row = values[index];
    setRemoved({ index, row: isRecord(row) ? structuredClone(row) : {}, title, keysAfter: rows.filter((_, i) => i !== index).map((r) => r.id).join(' ') });
    remove(index);
    setStatus(`${title} was removed.`);
  }

  function undoRemove() {
    if (!removed) return;
    // Back in its place with everything it held (its id too), and the focus in its first field.
    insert(Math.min(removed.index, rows.length), removed.row);
    setStatus(`${removed.title} was restored.`);
    setRemoved(null);
  }

  function addRow() {
    append(newRow(desc, values));
    setStatus(`Item ${rows.length + 1} was added.`);
  }

  function onDragEnd(event: DragEndEvent) {
    if (!event.over || event.active.id === event.over.id) return;
    const from = rows.findIndex((r) => r.id === event.active.id);
    const to = rows.findIndex((r) => r.id === event.over!.id);
    if (from >= 0 && to >= 0) move(from, to);
  }

  const rowContext = (index: number) => `item ${index + 1} of ${label}${context ? `, ${context}` : ''}`;
  const undoBar = removed && (
    <li key="undo" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-3 text-sm">
      <span>{removed.title} was removed.</span>
      <button ref={undoRef} type="button" onClick={undoRemove} aria-label={`Undo removing ${removed.title}`} className="rounded-md border border-stone-300 px-4 py-2 font-medium hover:bg-stone-100">
        Undo
      </button>
    </li>
  );
  const items = rows.map((r, index) => (
    <Row
      key={r.id}
      sortKey={r.id}
      domId={(part) => domId(r.id, part)}
      title={titles[index]!}
      fields={desc.children ?? []}
      base={`${desc.name}.${index}`}
      control={control}
      idPrefix={idPrefix ?? inputId}
      context={rowContext(index)}
      disabled={disabled}
      first={index === 0}
      last={index === rows.length - 1}
      onUp={() => moveRow(index, index - 1, 'up')}
      onDown={() => moveRow(index, index + 1, 'down')}
      onRemove={() => removeRow(index)}
      FieldList={FieldList}
    />
  ));
  if (removed) items.splice(Math.min(removed.index, items.length), 0, undoBar!);

  return (
    <fieldset id={inputId} aria-describedby={describedBy} className="rounded-xl border border-stone-200 p-4">
      <legend className="px-1 font-serif text-xl">
        {label}
        <LabelContext context={context} />
        {desc.required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}*
          </span>
        )}
      </legend>
      {desc.ui.help && (
        <p id={`${inputId}-help`} className="mb-3 text-xs text-stone-600">
          {desc.ui.help}
        </p>
      )}
      {rows.length === 0 && !removed && <p className="mb-3 text-sm text-stone-600">No {label.toLowerCase()} yet.</p>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        modifiers={[withinList]}
        autoScroll={sortAutoScroll}
        accessibility={{ announcements, screenReaderInstructions: sortInstructions }}
      >
        <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
          <ol className="grid gap-4">{items}</ol>
        </SortableContext>
      </DndContext>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={addRow} disabled={disabled || full} className="rounded-md border border-gold px-4 py-2 text-sm font-medium text-espresso hover:bg-gold/10 disabled:cursor-not-allowed disabled:opacity-50">
          {desc.ui.addLabel ?? 'Add item'}
          <LabelContext context={context} />
        </button>
        {full && <span className="text-sm text-stone-600">At most {desc.maxItems}.</span>}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </fieldset>
  );
}

interface RowProps {
  sortKey: string;
  domId: (part: string) => string;
  title: string;
  fields: FieldDescription[];
  base: string;
  control: WidgetProps['control'];
  idPrefix: string;
  context: string;
  disabled?: boolean;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
  FieldList: FieldListProp['FieldList'];
}

function Row({ sortKey, domId, title, fields, base, control, idPrefix, context, disabled, first, last, onUp, onDown, onRemove, FieldList }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: sortKey, disabled });
  const placed = useMemo(() => placeRow(fields, base), [fields, base]);
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'relative z-10' : undefined}>
      <fieldset className={`rounded-xl border border-stone-200 bg-stone-50 p-4 ${isDragging ? 'shadow-xl ring-2 ring-gold' : ''}`}>
        <legend className="px-1 font-medium text-espresso">{title}</legend>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <div className="grid flex-1 items-end gap-4 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
            <FieldList fields={placed} control={control} idPrefix={idPrefix} context={context} />
          </div>
          {/* After the fields in reading and tab order: below them on a phone, beside them on wider screens. */}
          <div className="flex shrink-0 flex-wrap gap-2">
            <button type="button" ref={setActivatorNodeRef} {...attributes} {...listeners} disabled={disabled} aria-label={`Drag to reorder ${title}`} className={`${smallButton} ${dragHandleClass}`}>
              <span aria-hidden="true">⠿</span>
            </button>
            <button type="button" id={domId('up')} onClick={onUp} disabled={disabled || first} aria-label={`Move ${title} up`} className={smallButton}>
              <span aria-hidden="true">↑</span>
            </button>
            <button type="button" id={domId('down')} onClick={onDown} disabled={disabled || last} aria-label={`Move ${title} down`} className={smallButton}>
              <span aria-hidden="true">↓</span>
            </button>
            <button type="button" onClick={onRemove} disabled={disabled} aria-label={`Remove ${title}`} className={`${smallButton} border-red-300 text-red-800 hover:bg-red-50`}>
              Remove
            </button>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
