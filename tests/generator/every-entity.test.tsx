// @vitest-environment jsdom
// Every discovered entity whose admin page is generated: its form shows the schema's labels, refuses an
// empty form with the schema's own messages, and stores what the owner types.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { entities } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { describeFields, type FieldDescription } from '@schemas/kit/describe-fields';
import { createLocalBackend } from '@/backend/local/local-backend';
import { demoContent } from '@/backend/local/seed/demo-content';
import type { Backend, DocData } from '@/backend/port';
import { BackendProvider } from '@/app/backend-context';
import { ToastProvider } from '@/components/ui/toast';
import { DialogProvider } from '@/components/ui/confirm';
import { CollectionEditor } from '@/admin/generator/collection-editor';
import { DocumentEditor } from '@/admin/generator/document-editor';
import { formSchemaFor, toFormValues } from '@/admin/generator/form-values';
import { customPages } from '@/admin/pages/page-registry';
import '@/admin/pages/register-pages';

const generated = entities.filter((e) => e.nav && !customPages[e.id]);

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

let channel = 0;
function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}
/** A fresh, empty local backend; `fail` makes its writes under a path fail, as localStorage "medspa:fail" does in the browser. */
function emptyBackend(fail?: string) {
  const sessionStore = memoryStorage();
  if (fail) sessionStore.setItem('medspa:fail', fail);
  return createLocalBackend({ indexedDB: new IDBFactory(), channelName: `generator-${++channel}`, adminEmail: 'owner@example.com', adminPassword: 'x', sessionStore });
}

function renderEditor(entity: EntityDef, backend: Backend) {
  const page = entity.kind === 'singleton' ? <DocumentEditor entity={entity} /> : <CollectionEditor entity={entity} />;
  const router = createMemoryRouter([{ path: '/', element: page }]);
  return render(
    <BackendProvider backend={backend}>
      <ToastProvider>
        <DialogProvider>
          <RouterProvider router={router} />
        </DialogProvider>
      </ToastProvider>
    </BackendProvider>,
  );
}

/** Visible leaf fields, groups flattened. */
function leaves(fields: FieldDescription[]): FieldDescription[] {
  return fields.flatMap((f) => (f.widget === 'group' ? leaves(f.children ?? []) : f.widget === 'hidden' ? [] : [f]));
}
const inputIdOf = (entity: EntityDef, f: FieldDescription) => `${entity.id}-field-${f.name.replace(/\./g, '-')}`;
const valueAt = (data: unknown, path: string) => path.split('.').reduce<unknown>((acc, k) => (acc as Record<string, unknown> | undefined)?.[k], data);

/** The first message per field that the form schema gives for an empty form. */
function expectedRequiredMessages(fields: FieldDescription[], entity: EntityDef): string[] {
  const result = formSchemaFor(entity.schema, fields).safeParse(toFormValues(fields, null));
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    if (!first.has(key)) first.set(key, issue.message);
  }
  return [...first.values()];
}

/** A valid sample document from the demo content: the singleton itself, or the first item of the collection. */
function sampleFor(entity: EntityDef): DocData | undefined {
  const docs = demoContent();
  if (entity.kind === 'singleton') return docs[entity.path];
  return Object.entries(docs).find(([path]) => path.startsWith(`${entity.path}/`) && !path.slice(entity.path.length + 1).includes('/'))?.[1];
}

/** Only what the form edits: hidden fields (order, location …) left out. */
function visiblePart(fields: FieldDescription[], data: DocData): DocData {
  const out: DocData = {};
  for (const f of fields) {
    if (f.widget === 'hidden' || data[f.key] === undefined) continue;
    out[f.key] = f.widget === 'group' ? visiblePart(f.children ?? [], data[f.key] as DocData) : data[f.key];
  }
  return out;
}

function fill(entity: EntityDef, fields: FieldDescription[], sample: DocData) {
  for (const f of leaves(fields)) {
    const value = valueAt(sample, f.name);
    const input = document.getElementById(inputIdOf(entity, f)) as HTMLInputElement;
    if (f.widget === 'switch') {
      if ((input.getAttribute('aria-checked') === 'true') !== (value === true)) fireEvent.click(input);
    } else if (f.widget === 'checkbox') {
      if (input.checked !== (value === true)) fireEvent.click(input);
    } else if (f.widget === 'lines') {
      // Blank lines and stray spaces are dropped.
      fireEvent.change(input, { target: { value: `${(value as string[]).join('\n\n')}\n  \n` } });
    } else if (value !== undefined) {
      fireEvent.change(input, { target: { value: String(value) } });
    }
  }
}

describe.each(generated.map((e) => [e.label, e] as const))('the generated %s page', (_label, entity) => {
  const fields = describeFields(entity.schema);
  const sample = sampleFor(entity);

  it('labels every field as the schema names it', async () => {
    renderEditor(entity, emptyBackend());
    await screen.findByRole('button', { name: entity.kind === 'singleton' ? 'Save Changes' : `Add ${entity.label}` });
    for (const f of leaves(fields)) {
      const input = document.getElementById(inputIdOf(entity, f));
      expect(input, f.name).not.toBeNull();
      expect(document.querySelector(`label[for="${inputIdOf(entity, f)}"]`)?.textContent).toBe(f.ui.label);
    }
    for (const group of fields.filter((f) => f.widget === 'group')) expect(screen.getAllByRole('group', { name: group.ui.label }).length).toBeGreaterThan(0);
  });

  it('refuses an empty form with each required field’s own message and stores nothing', async () => {
    const backend = emptyBackend();
    renderEditor(entity, backend);
    const submit = await screen.findByRole('button', { name: entity.kind === 'singleton' ? 'Save Changes' : `Add ${entity.label}` });
    await act(async () => fireEvent.click(submit));
    const expected = expectedRequiredMessages(fields, entity);
    for (const message of expected) await waitFor(() => expect(screen.getAllByText(message).length).toBeGreaterThan(0));
    expect(expected.length).toBeGreaterThan(0);
    if (entity.kind === 'singleton') expect(await backend.data.getDoc(entity.path)).toBeNull();
    else expect(await backend.data.getDocs(entity.path)).toEqual([]);
  });

  it.runIf(sample)('stores what the owner types, and shows the success message', async () => {
    const backend = emptyBackend();
    renderEditor(entity, backend);
    const submit = await screen.findByRole('button', { name: entity.kind === 'singleton' ? 'Save Changes' : `Add ${entity.label}` });
    fill(entity, fields, sample!);
    await act(async () => fireEvent.click(submit));
    await screen.findByText(entity.kind === 'singleton' ? entity.messages.updated : entity.messages.added);
    if (entity.kind === 'singleton') {
      expect(await backend.data.getDoc(entity.path)).toEqual(visiblePart(fields, sample!));
    } else {
      const stored = await backend.data.getDocs(entity.path);
      expect(stored).toHaveLength(1);
      const expectedData = { ...visiblePart(fields, sample!), ...(entity.ordered ? { order: 0 } : {}) };
      expect(stored[0]!.data).toEqual(expectedData);
    }
  });

  it.runIf(sample)('keeps what was typed and shows the save error when the database refuses the write', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = emptyBackend(`write:${entity.path}`);
    renderEditor(entity, backend);
    const submit = await screen.findByRole('button', { name: entity.kind === 'singleton' ? 'Save Changes' : `Add ${entity.label}` });
    fill(entity, fields, sample!);
    await act(async () => fireEvent.click(submit));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(entity.messages.saveError));
    for (const f of leaves(fields)) {
      const value = valueAt(sample, f.name);
      const input = document.getElementById(inputIdOf(entity, f)) as HTMLInputElement;
      if (typeof value === 'string') expect(input.value, f.name).toBe(value);
    }
    // Errors are also logged to the console.
    expect(logged).toHaveBeenCalledWith(entity.messages.saveError, expect.anything());
    logged.mockRestore();
  });

  const onChangeFields = leaves(fields).filter((f) => f.ui.saveOnChange);
  it.runIf(sample && entity.kind === 'singleton' && onChangeFields.length > 0)(
    'saves a save-on-change field the moment it is switched, and reverts it with its own message when that fails',
    async () => {
      const backend = emptyBackend();
      await backend.data.setDoc(entity.path, sample!);
      renderEditor(entity, backend);
      await screen.findByRole('button', { name: 'Save Changes' });
      for (const f of onChangeFields) {
        const control = document.getElementById(inputIdOf(entity, f))!;
        await waitFor(() => expect(control.getAttribute('aria-checked')).toBe(String(valueAt(sample, f.name) === true)));
        await act(async () => fireEvent.click(control));
        await waitFor(async () => expect(valueAt(await backend.data.getDoc(entity.path), f.name)).toBe(valueAt(sample, f.name) !== true));
      }
      await screen.findByText(entity.messages.updated);

      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failing = emptyBackend(`write:${entity.path}`);
      cleanup();
      renderEditor(entity, failing);
      await screen.findByRole('button', { name: 'Save Changes' });
      for (const f of onChangeFields) {
        const control = document.getElementById(inputIdOf(entity, f))!;
        const before = control.getAttribute('aria-checked');
        await act(async () => fireEvent.click(control));
        await screen.findByText(f.ui.saveOnChange!.error);
        await waitFor(() => expect(control.getAttribute('aria-checked')).toBe(before));
      }
      logged.mockRestore();
    },
  );

  it.runIf(sample && entity.kind === 'collection')('fills the form with an item to edit, scrolls to it, and updates that item in place', async () => {
    const backend = emptyBackend();
    const { order: _order, ...data } = sample!;
    await backend.data.setDoc(`${entity.path}/a`, { ...data, order: 0 });
    await backend.data.setDoc(`${entity.path}/b`, { ...data, order: 1 });
    renderEditor(entity, backend);
    const editButtons = await screen.findAllByRole('button', { name: /^Edit / });
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    await act(async () => fireEvent.click(editButtons[1]!));
    const form = screen.getByRole('form', { name: `Edit ${entity.label}` });
    await waitFor(() => expect(scroll.mock.contexts).toContain(form));
    for (const f of leaves(fields)) {
      const input = document.getElementById(inputIdOf(entity, f)) as HTMLInputElement;
      const value = valueAt(sample, f.name);
      if (f.widget === 'lines') expect(input.value).toBe((value as string[]).join('\n'));
      else if (typeof value === 'string') expect(input.value).toBe(value);
    }
    const titleField = leaves(fields).find((f) => f.ui.column === 'title') ?? leaves(fields)[0]!;
    fireEvent.change(document.getElementById(inputIdOf(entity, titleField))!, { target: { value: 'Renamed in place' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: `Update ${entity.label}` })));
    await screen.findByText(entity.messages.updated);
    const stored = Object.fromEntries((await backend.data.getDocs(entity.path)).map((d) => [d.id, d.data]));
    expect(valueAt(stored.b, titleField.name)).toBe('Renamed in place');
    expect(stored.b!.order).toBe(1);
    expect(valueAt(stored.a, titleField.name)).toBe(valueAt(sample, titleField.name));
    expect(screen.getByRole('form', { name: `Add New ${entity.label}` })).toBeTruthy();
  });
});

describe('the generated pages', () => {
  it('cover at least the entities the spec edits through generated forms', () => {
    expect(generated.map((e) => e.id).sort()).toEqual(['business-hours', 'business-info', 'contact-info', 'service', 'special-offer', 'treatment', 'welcome-content']);
  });
});
