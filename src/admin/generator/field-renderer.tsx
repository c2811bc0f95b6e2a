// Renders a list of field descriptions with the widget registry; each field has its label, error and
// its own error boundary so one broken widget never takes the form down.
import { Component, type ReactNode } from 'react';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import { getPath, type FieldDescription } from '@schemas/kit/describe-fields';
import { widgets } from '@/admin/widgets/registry';

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

interface Props {
  fields: FieldDescription[];
  control: Control<Record<string, unknown>>;
  idPrefix: string;
  onCommit?: (desc: FieldDescription, value: unknown) => void;
}

export function FieldList({ fields, control, idPrefix, onCommit }: Props) {
  return (
    <>
      {fields
        .filter((f) => f.widget !== 'hidden')
        .map((f) => (
          <FieldBoundary key={f.name} label={f.ui.label}>
            <Field desc={f} control={control} idPrefix={idPrefix} onCommit={onCommit} />
          </FieldBoundary>
        ))}
    </>
  );
}

function Field({ desc, control, idPrefix, onCommit }: { desc: FieldDescription; control: Control<Record<string, unknown>>; idPrefix: string; onCommit?: Props['onCommit'] }) {
  const { errors } = useFormState({ control, name: desc.name });
  const siblingPath = desc.ui.disabledWhen ? desc.name.split('.').slice(0, -1).concat(desc.ui.disabledWhen).join('.') : undefined;
  const disabledBy = useWatch({ control, name: siblingPath ?? '__none__', disabled: !siblingPath });
  const inputId = `${idPrefix}-field-${desc.name.replace(/\./g, '-')}`;

  if (desc.widget === 'group') {
    return (
      <fieldset className="col-span-full rounded-xl border border-stone-200 p-4">
        <legend className="px-1 font-serif text-xl">{desc.ui.label}</legend>
        <div className="grid items-end gap-4 sm:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
          <FieldList fields={desc.children ?? []} control={control} idPrefix={idPrefix} onCommit={onCommit} />
        </div>
      </fieldset>
    );
  }

  const error = getPath(errors, desc.name) as { message?: string } | undefined;
  const message = error?.message ?? (error && Object.values(error).find((e) => (e as { message?: string })?.message) ? 'Please check this field' : undefined);
  const Widget = widgets[desc.widget];
  const describedBy = message ? `${inputId}-error` : desc.ui.help ? `${inputId}-help` : undefined;
  const inline = desc.widget === 'switch' || desc.widget === 'checkbox';
  const wide = desc.widget === 'textarea' || desc.widget === 'lines' || desc.widget === 'richtext' || desc.widget === 'image';

  return (
    <div className={`${wide ? 'col-span-full' : ''} ${inline ? 'flex flex-wrap items-center gap-3' : ''}`}>
      <div className={inline ? 'order-2' : 'mb-1'}>
        <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
          {desc.ui.label}
        </label>
        {desc.required && !inline && (
          <span aria-hidden="true" className="text-red-700">
            {' '}*
          </span>
        )}
      </div>
      <div className={inline ? 'order-1' : ''}>
        <Widget
          desc={desc}
          control={control}
          inputId={inputId}
          disabled={disabledBy === true}
          describedBy={describedBy}
          invalid={!!message}
          onCommit={desc.ui.saveOnChange && onCommit ? (value) => onCommit(desc, value) : undefined}
        />
      </div>
      {desc.ui.help && !message && (
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
