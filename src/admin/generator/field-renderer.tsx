// Renders a list of field descriptions with the widget registry; each field has its label, error and
// its own error boundary so one broken widget never takes the form down. The list widget renders its rows
// with FieldList again, which it is handed as a prop (the registry imports the widgets, not the other way round).
import { Component, useState, type ReactNode } from 'react';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import { getPath, type FieldDescription } from '@schemas/kit/describe-fields';
import { widgets } from '@/admin/widgets/registry';
import type { FieldListProps } from './widget-props';
import { LabelContext } from './label-context';

class FieldBoundary extends Component<{ label: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`The ${this.props.label} field failed to render`, error);
  }
  render() {
    return this.state.failed ? <p role="alert" className="text-sm text-red-700">The {this.props.label} field could not be shown.</p> : this.props.children;
  }
}

type Props = FieldListProps;

export function FieldList({ fields, control, idPrefix, onCommit, context }: Props) {
  const shown = fields.filter((f) => f.widget !== 'hidden');
  const one = (f: FieldDescription) => (
    <FieldBoundary key={f.name} label={f.ui.label}>
      <Field desc={f} control={control} idPrefix={idPrefix} onCommit={onCommit} context={context} />
    </FieldBoundary>
  );
  // Fields in a fold are listed in it, where its first field would be.
  return (
    <>
      {shown.map((f) => {
        const fold = f.ui.fold;
        if (!fold) return one(f);
        const members = shown.filter((m) => m.ui.fold === fold);
        return members[0] === f ? (
          <Fold key={`fold-${fold}`} title={fold} names={members.map((m) => m.name)} control={control}>
            {members.map(one)}
          </Fold>
        ) : null;
      })}
    </>
  );
}

/** Whether a field holds something the owner wrote (a fold says how many of its fields do). */
const filledIn = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A titled part of a form, closed until opened; open while one of its fields is refused. */
function Fold({ title, names, control, children }: { title: string; names: string[]; control: Control<Record<string, unknown>>; children: ReactNode }) {
  const { errors } = useFormState({ control, name: names });
  const values = useWatch({ control, name: names }) as unknown[];
  const filled = values.filter(filledIn).length;
  const refused = names.some((name) => getPath(errors, name) !== undefined);
  const [open, setOpen] = useState(false);
  const shown = open || refused;
  return (
    <details open={shown} onToggle={(e) => setOpen(e.currentTarget.open)} className="col-span-full rounded-xl border border-stone-200">
      <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium">
        <span className="flex-1">
          {title}
          {/* Closed, a fold still says that it holds something. */}
          {filled > 0 && <span className="ml-2 whitespace-nowrap text-sm font-normal text-stone-600">· {filled} filled</span>}
        </span>
        <span aria-hidden="true" className="text-xl leading-none">
          {shown ? '−' : '+'}
        </span>
      </summary>
      <div className="grid gap-5 border-t border-stone-200 p-4 sm:grid-cols-2">{children}</div>
    </details>
  );
}

/** A field shown only while a sibling holds one of the values its metadata names (see FieldUi.showWhen). */
function Field(props: Omit<Props, 'fields'> & { desc: FieldDescription }) {
  const when = props.desc.ui.showWhen;
  const siblingPath = when ? props.desc.name.split('.').slice(0, -1).concat(when.field).join('.') : undefined;
  const value = useWatch({ control: props.control, name: siblingPath ?? '__none__', disabled: !siblingPath });
  if (when && !when.is.includes(String(value ?? ''))) return null;
  return <ShownField {...props} />;
}

function ShownField({ desc, control, idPrefix, onCommit, context }: Omit<Props, 'fields'> & { desc: FieldDescription }) {
  const { errors } = useFormState({ control, name: desc.name });
  const siblingPath = desc.ui.disabledWhen ? desc.name.split('.').slice(0, -1).concat(desc.ui.disabledWhen).join('.') : undefined;
  const disabledBy = useWatch({ control, name: siblingPath ?? '__none__', disabled: !siblingPath });
  const inputId = `${idPrefix}-field-${desc.name.replace(/\./g, '-')}`;

  if (desc.widget === 'group') {
    return (
      <fieldset className="col-span-full rounded-xl border border-stone-200 p-4">
        <legend className="px-1 font-serif text-xl">
          {desc.ui.label}
          <LabelContext context={context} />
        </legend>
        <div className="grid items-end gap-4 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
          <FieldList fields={desc.children ?? []} control={control} idPrefix={idPrefix} onCommit={onCommit} context={context} />
        </div>
      </fieldset>
    );
  }

  const error = getPath(errors, desc.name) as { message?: string; root?: { message?: string } } | undefined;
  // A list's own error (too few rows) sits at the list, or under `root` once rows exist; its rows' errors
  // show on the rows' fields. Any other field with only nested errors (a line of a lines field) gets a hint.
  const own = error?.message ?? error?.root?.message;
  const list = desc.widget === 'list';
  const message = own ?? (!list && error && Object.values(error).find((e) => (e as { message?: string })?.message) ? 'Please check this field' : undefined);
  const Widget = widgets[desc.widget];
  const describedBy = message ? `${inputId}-error` : desc.ui.help ? `${inputId}-help` : undefined;
  const inline = desc.widget === 'switch' || desc.widget === 'checkbox';
  const wide = list || desc.widget === 'textarea' || desc.widget === 'lines' || desc.widget === 'richtext' || desc.widget === 'image' || desc.widget === 'references' || desc.widget === 'slug';

  return (
    <div className={`${wide ? 'col-span-full' : ''} ${inline ? 'flex flex-wrap items-center gap-3' : ''}`}>
      {/* A list labels itself: its fieldset's legend. */}
      {!list && (
        <div className={inline ? 'order-2' : 'mb-1'}>
          {/* Beside a switch or a checkbox, the label is the thumb's target: a line 44 px tall on a touch screen. */}
          <label htmlFor={inputId} className={`text-sm font-medium text-stone-800 ${inline ? 'pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center' : ''}`}>
            {desc.ui.label}
            <LabelContext context={context} />
          </label>
          {desc.required && !inline && (
            <span aria-hidden="true" className="text-red-700">
              {' '}*
            </span>
          )}
        </div>
      )}
      <div className={inline ? 'order-1' : ''}>
        <Widget
          desc={desc}
          control={control}
          inputId={inputId}
          disabled={disabledBy === true}
          describedBy={describedBy}
          invalid={!!message}
          onCommit={desc.ui.saveOnChange && onCommit ? (value) => onCommit(desc, value) : undefined}
          idPrefix={idPrefix}
          context={context}
          FieldList={FieldList}
        />
      </div>
      {desc.ui.help && !message && !list && (
        <p id={`${inputId}-help`} className="order-3 mt-1 w-full text-xs text-stone-600">
          {desc.ui.help}
        </p>
      )}
      {message && (
        <p id={`${inputId}-error`} className="order-3 mt-1 w-full text-sm text-red-700">
          {message}
        </p>
      )}
    </div>
  );
}
