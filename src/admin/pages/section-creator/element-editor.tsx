// The element form, used to add an element and to edit one in place: Type, Style, URL (buttons and
// links), Content (a rich-text editor for HTML) and a live preview.
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { ELEMENT_TYPES, type ElementType } from '@schemas/blocks/elements';
import type { FieldDescription } from '@schemas/kit/describe-fields';
import { useBackend } from '@/app/backend-context';
import { ImageWidget } from '@/admin/widgets/image-widget';
import { clearDraft, clearDraftOnceSent, useKeepDraft } from '@/admin/safety/use-draft';
import { inputClass } from '@/admin/widgets/input-class';
import { primaryButton, secondaryButton } from '../page-ui';
import { ELEMENT_LABELS, draftErrors, isBlank, type ElementDraft } from './element-ops';
import { defaultStyle } from './element-presets';
import { STYLE_PRESETS, type StylePreset } from '@schemas/blocks/element-styles';
import { ElementPreview } from './element-preview';

const RichTextEditor = lazy(() => import('@/admin/widgets/rich-text-editor'));

const contentDesc = (type: ElementType): FieldDescription => ({
  name: 'content',
  key: 'content',
  ui: { label: 'Content' },
  widget: type === 'html' ? 'richtext' : type === 'image' ? 'image' : 'text',
  required: true,
});

export const emptyDraft = (type: ElementType = 'text'): ElementDraft => ({ type, style: defaultStyle(type), href: '', content: '' });

interface Props {
  initial: ElementDraft;
  /** Editing keeps the element's type. */
  fixedType?: boolean;
  submitLabel: string;
  busyLabel: string;
  /** Resolves true when the element was stored. */
  onSubmit: (draft: ElementDraft) => Promise<boolean>;
  onCancel?: () => void;
  /** Told when the form gains or loses unsaved changes, so the page can ask before it is left. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Where the form's unsaved input is kept on this device as it is typed. */
  draftKey?: string;
  /** Input kept from an earlier visit, put back in the form when it opens. */
  restore?: ElementDraft;
  /** The field to scroll to and put the cursor in when the form opens. */
  focus?: 'content' | 'style' | 'href';
}

export function ElementEditor({ initial, fixedType = false, submitLabel, busyLabel, onSubmit, onCancel, onDirtyChange, draftKey, restore, focus }: Props) {
  const uid = useId();
  const backend = useBackend();
  const form = useForm<ElementDraft>({ defaultValues: initial });
  // Element changes apply to the list as stored when saved, so a draft needs no base revision.
  useKeepDraft(form, draftKey ?? null, () => null);
  const restored = useRef(false);
  useEffect(() => {
    if (!restore || restored.current) return;
    restored.current = true;
    form.reset(restore, { keepDefaultValues: true });
  }, [restore, form]);
  const watched = useWatch({ control: form.control });
  const type = watched.type ?? initial.type;
  const draft: ElementDraft = { type, content: watched.content ?? '', style: watched.style, href: watched.href };
  const linked = type === 'button' || type === 'link';
  const errors = form.formState.errors;
  const control = form.control as unknown as Control<Record<string, unknown>>;
  const ids = { type: `${uid}-type`, style: `${uid}-style`, href: `${uid}-href`, content: `${uid}-content` };

  // The rich-text editor loads on demand: its field is found once it is there.
  useEffect(() => {
    if (!focus) return;
    let frame = 0;
    let tries = 0;
    const find = () => {
      const field = document.getElementById(ids[focus]) ?? document.querySelector<HTMLElement>(`[id^="${CSS.escape(ids[focus])}"]`);
      if (field) {
        field.scrollIntoView({ block: 'center' });
        field.focus({ preventScroll: true });
      } else if (tries++ < 120) frame = requestAnimationFrame(find);
    };
    frame = requestAnimationFrame(find);
    return () => cancelAnimationFrame(frame);
  }, [focus]); // eslint-disable-line react-hooks/exhaustive-deps

  const dirty = form.formState.isDirty && !isBlank(draft);
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    // Blank content is ignored without a message, as the spec says.
    if (isBlank(values)) return;
    const problems = draftErrors(values);
    if (problems.href) form.setError('href', { message: problems.href });
    if (problems.content) form.setError('content', { message: problems.content });
    if (problems.href || problems.content) return;
    if (await onSubmit(values)) {
      form.reset(fixedType ? values : emptyDraft());
      if (draftKey) clearDraftOnceSent(backend.data.sending, draftKey);
    }
  });

  function cancel() {
    if (draftKey) clearDraft(draftKey);
    onCancel?.();
  }

  const describe = (field: 'href' | 'content') => (errors[field] ? `${ids[field]}-error` : undefined);
  const errorText = (field: 'href' | 'content') =>
    errors[field]?.message ? (
      <p id={`${ids[field]}-error`} className="mt-1 text-sm text-red-700">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      {!fixedType && (
        <div>
          <label htmlFor={ids.type} className="mb-1 block text-sm font-medium">
            Type
          </label>
          <select
            id={ids.type}
            className={inputClass}
            {...form.register('type', {
              onChange: (e: { target: { value: ElementType } }) => {
                form.setValue('style', defaultStyle(e.target.value));
                form.setValue('content', '');
                form.clearErrors();
              },
            })}
          >
            {ELEMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {ELEMENT_LABELS[t]}
              </option>
            ))}
          </select>
        </div>
      )}
      <div>
        <label htmlFor={ids.style} className="mb-1 block text-sm font-medium">
          Style
        </label>
        <select id={ids.style} className={inputClass} {...form.register('style')}>
          {(STYLE_PRESETS[type] as readonly StylePreset[]).map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
                  </select>
      </div>
      {linked && (
        <div className="sm:col-span-2">
          <label htmlFor={ids.href} className="mb-1 block text-sm font-medium">
            URL
          </label>
          <input
            id={ids.href}
            type="url"
            inputMode="url"
            placeholder="https://… or /contact"
            aria-invalid={!!errors.href}
            aria-describedby={describe('href')}
            className={inputClass}
            {...form.register('href', { onChange: () => form.clearErrors('href') })}
          />
          {errorText('href')}
        </div>
      )}
      <div className="sm:col-span-2">
        {type === 'html' ? (
          <>
            <p className="mb-1 text-sm font-medium" aria-hidden="true">
              Content
            </p>
            <Suspense fallback={<div className="h-32 animate-pulse rounded-md bg-stone-100" />}>
              <RichTextEditor desc={contentDesc(type)} control={control} inputId={ids.content} describedBy={describe('content')} invalid={!!errors.content} />
            </Suspense>
          </>
        ) : (
          <>
            <label htmlFor={ids.content} className="mb-1 block text-sm font-medium">
              Content
            </label>
            {type === 'text' ? (
              <textarea id={ids.content} rows={4} aria-invalid={!!errors.content} aria-describedby={describe('content')} className={inputClass} {...form.register('content')} />
            ) : type === 'image' ? (
              <ImageWidget desc={contentDesc(type)} control={control} inputId={ids.content} describedBy={describe('content')} invalid={!!errors.content} />
            ) : (
              <input
                id={ids.content}
                type="text"
                placeholder={type === 'button' ? 'Button text' : 'Link text'}
                aria-invalid={!!errors.content}
                aria-describedby={describe('content')}
                className={inputClass}
                {...form.register('content')}
              />
            )}
          </>
        )}
        {errorText('content')}
      </div>
      <div className="sm:col-span-2">
        <p className="mb-1 text-sm font-medium">Preview</p>
        <div className="overflow-hidden rounded-md border border-dashed border-stone-300 bg-ivory p-4" aria-live="off">
          <ElementPreview draft={draft} />
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-3 sm:col-span-2">
        {onCancel && (
          <button type="button" onClick={cancel} className={secondaryButton}>
            Cancel
          </button>
        )}
        <button type="submit" disabled={form.formState.isSubmitting} className={primaryButton}>
          {form.formState.isSubmitting ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
