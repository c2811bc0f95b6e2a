// The widget registry: one component per WidgetKey, so a key without a widget does not compile.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import type { WidgetKey } from '@schemas/kit/ui';
import { splitLines } from '@schemas/kit/atoms';
import type { FieldListProp, WidgetProps } from '@/admin/generator/widget-props';
import { ImageWidget } from './image-widget';
import { ListWidget } from './list-widget';
import { ReferenceWidget } from './reference-widget';
import { ReferencesWidget } from './references-widget';
import { SlugWidget } from './slug-widget';
import { inputClass } from './input-class';


function makeInput(type: string): (props: WidgetProps) => ReactNode {
  return function InputWidget({ desc, control, inputId, disabled, describedBy, invalid }: WidgetProps) {
    const { field } = useController({ control, name: desc.name });
    return (
      <input
        id={inputId}
        type={type}
        name={field.name}
        ref={field.ref}
        value={(field.value as string | number | undefined) ?? ''}
        onChange={(e) => field.onChange(type === 'number' ? e.target.valueAsNumber : e.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        placeholder={desc.ui.placeholder}
        maxLength={desc.maxLength}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={desc.required}
        className={inputClass}
      />
    );
  };
}

function TextareaWidget({ desc, control, inputId, disabled, describedBy, invalid }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  return (
    <textarea
      id={inputId}
      {...field}
      value={(field.value as string) ?? ''}
      rows={desc.ui.rows ?? 4}
      disabled={disabled}
      maxLength={desc.maxLength}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-required={desc.required}
      className={inputClass}
    />
  );
}

/** A list of strings edited one per line; blank lines are dropped. */
function LinesWidget({ desc, control, inputId, disabled, describedBy, invalid }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  const list = (field.value as string[] | undefined) ?? [];
  const [text, setText] = useState(list.join('\n'));
  // Follow the form when it is reset (edit another item, cancel, save) but not while typing.
  useEffect(() => {
    if (splitLines(text).join('\n') !== list.join('\n')) setText(list.join('\n'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [list.join('\n')]);
  return (
    <textarea
      id={inputId}
      name={field.name}
      ref={field.ref}
      value={text}
      rows={desc.ui.rows ?? 4}
      disabled={disabled}
      onChange={(e) => {
        setText(e.target.value);
        field.onChange(splitLines(e.target.value));
      }}
      onBlur={field.onBlur}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-required={desc.required}
      className={inputClass}
    />
  );
}

function SwitchWidget({ desc, control, inputId, disabled, describedBy, onCommit }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  const on = field.value === true;
  return (
    <button
      id={inputId}
      type="button"
      role="switch"
      aria-checked={on}
      aria-describedby={describedBy}
      disabled={disabled}
      ref={field.ref}
      onClick={() => {
        field.onChange(!on);
        onCommit?.(!on);
      }}
      // On a touch screen the switch answers a tap 44 px tall (its drawn track is 28).
      className={`relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition pointer-coarse:before:absolute pointer-coarse:before:-inset-y-2 pointer-coarse:before:inset-x-0 pointer-coarse:before:content-[''] ${on ? 'bg-gold' : 'bg-stone-400'} disabled:opacity-50`}
    >
      <span className={`inline-block h-5 w-5 rounded-full bg-white shadow transition ${on ? 'translate-x-6' : 'translate-x-1'}`} />
    </button>
  );
}

function CheckboxWidget({ desc, control, inputId, disabled, describedBy, onCommit }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  return (
    <input
      id={inputId}
      type="checkbox"
      name={field.name}
      ref={field.ref}
      checked={field.value === true}
      disabled={disabled}
      aria-describedby={describedBy}
      onChange={(e) => {
        field.onChange(e.target.checked);
        onCommit?.(e.target.checked);
      }}
      className="h-5 w-5 accent-[var(--color-gold)] pointer-coarse:h-6 pointer-coarse:w-6"
    />
  );
}

function SelectWidget({ desc, control, inputId, disabled, describedBy, invalid }: WidgetProps) {
  const { field } = useController({ control, name: desc.name });
  return (
    <select id={inputId} {...field} value={(field.value as string) ?? ''} disabled={disabled} aria-invalid={invalid} aria-describedby={describedBy} className={inputClass}>
      {(desc.options ?? []).map((o) => (
        <option key={o} value={o}>
          {desc.ui.options?.[o] ?? o}
        </option>
      ))}
    </select>
  );
}

const RichTextEditor = lazy(() => import('./rich-text-editor'));

function RichTextWidget(props: WidgetProps) {
  return (
    <Suspense fallback={<div className="h-32 animate-pulse rounded-md bg-stone-100" />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

function Nothing() {
  return null;
}

/** A widget; the form also hands it its field list (which only a list's rows use). */
type Widget = (props: WidgetProps & FieldListProp) => ReactNode;

export const widgets: Record<WidgetKey, Widget> = {
  text: makeInput('text'),
  email: makeInput('email'),
  tel: makeInput('tel'),
  url: makeInput('url'),
  number: makeInput('number'),
  time: makeInput('time'),
  date: makeInput('date'),
  textarea: TextareaWidget,
  lines: LinesWidget,
  switch: SwitchWidget,
  checkbox: CheckboxWidget,
  select: SelectWidget,
  image: ImageWidget,
  richtext: RichTextWidget,
  list: ListWidget,
  reference: ReferenceWidget,
  references: ReferencesWidget,
  slug: SlugWidget,
  // Groups are laid out by the field list itself; hidden fields render nothing.
  group: Nothing,
  hidden: Nothing,
};

