// @vitest-environment jsdom
// Every discovered entity whose admin page is generated: its form shows the schema's labels, refuses an
// empty form with the schema's own messages, and stores what the owner types (list rows, references and rich text
// too: rich text is stored as the editor's HTML).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { entities } from '@schemas/index';
import type { EntityDef } from '@schemas/kit/define-entity';
import { describeFields, type FieldDescription } from '@schemas/kit/describe-fields';
import { asEditorHtml } from '@/admin/widgets/editor-html';
import { demoContent } from '@/backend/demo/demo-content';
import type { Backend, DocData } from '@/backend/port';
import { CollectionEditor } from '@/admin/generator/collection-editor';
import { DocumentEditor } from '@/admin/generator/document-editor';
import { formSchemaFor, toFormValues } from '@/admin/generator/form-values';
import { renderAdminPage, testBackend } from '../support/admin-harness';
import { editorById, pasteHtml, stubLayoutForEditor } from '../support/rich-text-editor';

/** Entities with a sidebar entry that opens the generated editor (entries naming a hand-built page do not). */
const generated = entities.filter((e) => e.nav.some((n) => !n.page));

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  stubLayoutForEditor();
});
afterEach(cleanup);

const emptyBackend = testBackend;

function renderEditor(entity: EntityDef, backend: Backend) {
  return renderAdminPage(entity.kind === 'singleton' ? <DocumentEditor entity={entity} /> : <CollectionEditor entity={entity} />, backend);
}

/** Visible leaf fields, groups flattened; lists (whose rows start empty) left out. */
function leaves(fields: FieldDescription[]): FieldDescription[] {
  return fields.flatMap((f) => (f.widget === 'group' ? leaves(f.children ?? []) : f.widget === 'hidden' || f.widget === 'list' ? [] : [f]));
}
/** Groups and lists: each a fieldset named by its label. */
function fieldsets(fields: FieldDescription[]): FieldDescription[] {
  return fields.flatMap((f) => (f.widget === 'group' ? [f, ...fieldsets(f.children ?? [])] : f.widget === 'list' ? [f] : []));
}
/** A list's row fields placed at a row, as the list widget names them: "name" → "items.0.name". */
function atRow(fields: FieldDescription[], base: string): FieldDescription[] {
  return fields.map((f) => ({ ...f, name: `${base}.${f.name}`, children: f.widget === 'group' ? atRow(f.children ?? [], base) : f.children }));
}
/** Collections the entity's reference fields choose from, in rows too. */
function referencedCollections(fields: FieldDescription[]): string[] {
  return fields.flatMap((f) => ((f.widget === 'reference' || f.widget === 'references') && f.ui.reference ? [f.ui.reference.collection] : referencedCollections(f.children ?? [])));
}
/** Store the demo documents that the entity's reference fields choose from, so the sample's choices exist. */
async function seedReferences(backend: Backend, fields: FieldDescription[]) {
  const docs = demoContent();
  for (const collection of new Set(referencedCollections(fields))) {
    for (const [path, data] of Object.entries(docs)) if (path.startsWith(`${collection}/`) && !path.slice(collection.length + 1).includes('/')) await backend.data.setDoc(path, data);
  }
}
const inputIdOf = (entity: EntityDef, f: FieldDescription) => `${entity.id}-field-${f.name.replace(/\./g, '-')}`;
/** A field's input; a rich-text field's is its editor, there once the editor's code has loaded. */
const inputOf = async (entity: EntityDef, f: FieldDescription) => (f.widget === 'richtext' ? editorById(inputIdOf(entity, f)) : document.getElementById(inputIdOf(entity, f)));
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

/** Only what the form edits: hidden fields (order, location …) left out; a list row's generated id is any string. */
function visiblePart(fields: FieldDescription[], data: DocData): DocData {
  const out: DocData = {};
  for (const f of fields) {
    if (f.widget === 'hidden' || data[f.key] === undefined) continue;
    if (f.widget === 'group') out[f.key] = visiblePart(f.children ?? [], data[f.key] as DocData);
    // Rich text typed into the editor is stored as the editor's HTML: the sample's text in paragraphs.
    else if (f.widget === 'richtext') out[f.key] = asEditorHtml(data[f.key] as string);
    else if (f.widget === 'list') out[f.key] = (data[f.key] as DocData[]).map((row) => ({ ...visiblePart(f.children ?? [], row), ...(f.rowIds ? { id: expect.any(String) } : {}) }));
    else out[f.key] = data[f.key];
  }
  return out;
}

/** Type the sample into the form as the owner would: a list's rows are added with its button, then filled. */
async function fill(entity: EntityDef, fields: FieldDescription[], sample: DocData) {
  for (const f of fields) {
    if (f.widget === 'hidden') continue;
    if (f.widget === 'group') {
      await fill(entity, f.children ?? [], sample);
    } else if (f.widget === 'list') {
      const rows = (valueAt(sample, f.name) as DocData[] | undefined) ?? [];
      const list = document.getElementById(inputIdOf(entity, f))!;
      // A list with a default starts with its rows: they are filled in place, extra ones removed.
      let present = Array.isArray(f.defaultValue) ? f.defaultValue.length : 0;
      for (; present > rows.length; present--) fireEvent.click(within(list).getAllByRole('button', { name: /^Remove / }).at(-1)!);
      for (let i = 0; i < rows.length; i++) {
        // The last button with the name is this list's own (rows may hold lists with the same button text).
        if (i >= present) fireEvent.click(within(list).getAllByRole('button', { name: new RegExp(`^${f.ui.addLabel ?? 'Add item'}`) }).at(-1)!);
        await fill(entity, atRow(f.children ?? [], `${f.name}.${i}`), sample);
      }
    } else {
      await fillLeaf(entity, f, valueAt(sample, f.name));
    }
  }
}

async function fillLeaf(entity: EntityDef, f: FieldDescription, value: unknown) {
  const input = (await inputOf(entity, f)) as HTMLInputElement;
  expect(input, f.name).not.toBeNull();
  if (f.widget === 'reference' && typeof value === 'string') {
    // Its choices are read from the stored documents first.
    await waitFor(() => expect(input.querySelector(`option[value="${value}"]`), f.name).not.toBeNull());
  }
  if (f.widget === 'switch') {
    if ((input.getAttribute('aria-checked') === 'true') !== (value === true)) fireEvent.click(input);
  } else if (f.widget === 'checkbox') {
    if (input.checked !== (value === true)) fireEvent.click(input);
  } else if (f.widget === 'references') {
    // Each choice is added from the select, in order, once the choices are read.
    for (const id of (value as string[] | undefined) ?? []) {
      await waitFor(() => expect(input.querySelector(`option[value="${id}"]`), `${f.name} offers ${id}`).not.toBeNull());
      fireEvent.change(input, { target: { value: id } });
    }
  } else if (f.widget === 'richtext') {
    if (typeof value === 'string') await pasteHtml(input, asEditorHtml(value));
  } else if (f.widget === 'lines') {
    // Blank lines and stray spaces are dropped.
    fireEvent.change(input, { target: { value: `${(value as string[]).join('\n\n')}\n  \n` } });
  } else if (value !== undefined) {
    fireEvent.change(input, { target: { value: String(value) } });
  }
}

describe.each(generated.map((e) => [e.label, e] as const))('the generated %s page', (_label, entity) => {
  const fields = describeFields(entity.schema);
  const sample = sampleFor(entity);

  it('labels every field as the schema names it', async () => {
    renderEditor(entity, emptyBackend());
    await screen.findByRole('button', { name: entity.kind === 'singleton' ? 'Save Changes' : `Add ${entity.label}` });
    for (const f of leaves(fields)) {
      const input = await inputOf(entity, f);
      expect(input, f.name).not.toBeNull();
      expect(document.querySelector(`label[for="${inputIdOf(entity, f)}"]`)?.textContent).toBe(f.ui.label);
    }
    for (const set of fieldsets(fields)) expect(screen.getAllByRole('group', { name: set.ui.label }).length, set.name).toBeGreaterThan(0);
  });

  // Entities whose every field has a default (page texts, the About page) start from a valid form.
  const startsValid = expectedRequiredMessages(fields, entity).length === 0;

  it.runIf(startsValid)('starts a new form from the schema’s defaults, which save as they are', async () => {
    const backend = emptyBackend();
    renderEditor(entity, backend);
    const submit = await screen.findByRole('button', { name: entity.kind === 'singleton' ? 'Save Changes' : `Add ${entity.label}` });
    await act(async () => fireEvent.click(submit));
    // A full form (a price group's dozen rows) can take a moment to validate and store on a busy machine.
    await screen.findByText(entity.kind === 'singleton' ? entity.messages.updated : entity.messages.added, {}, { timeout: 10000 });
    const stored = entity.kind === 'singleton' ? await backend.data.getDoc(entity.path) : (await backend.data.getDocs(entity.path))[0]?.data;
    // Stored at revision 1: the first write of the document.
    expect(stored).toEqual({ ...entity.schema.parse(entity.ordered ? { order: 0 } : {}), rev: 1 });
  });

  it.runIf(!startsValid)('refuses an empty form with each required field’s own message and stores nothing', async () => {
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
    await seedReferences(backend, fields);
    await fill(entity, fields, sample!);
    await act(async () => fireEvent.click(submit));
    // A full form (a price group's dozen rows) can take a moment to validate and store on a busy machine.
    await screen.findByText(entity.kind === 'singleton' ? entity.messages.updated : entity.messages.added, {}, { timeout: 10000 });
    if (entity.kind === 'singleton') {
      expect(await backend.data.getDoc(entity.path)).toEqual({ ...visiblePart(fields, sample!), rev: 1 });
    } else {
      const stored = await backend.data.getDocs(entity.path);
      expect(stored).toHaveLength(1);
      const expectedData = { ...visiblePart(fields, sample!), ...(entity.ordered ? { order: 0 } : {}), rev: 1 };
      expect(stored[0]!.data).toEqual(expectedData);
    }
  });

  it.runIf(sample)('keeps what was typed and shows the save error when the database refuses the write', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const backend = emptyBackend(`write:${entity.path}`);
    renderEditor(entity, backend);
    const submit = await screen.findByRole('button', { name: entity.kind === 'singleton' ? 'Save Changes' : `Add ${entity.label}` });
    await seedReferences(backend, fields);
    await fill(entity, fields, sample!);
    await act(async () => fireEvent.click(submit));
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(entity.messages.saveError));
    for (const f of leaves(fields)) {
      const value = valueAt(sample, f.name);
      const input = (await inputOf(entity, f)) as HTMLInputElement;
      if (f.widget === 'richtext' && typeof value === 'string') expect(input.innerHTML, f.name).toBe(asEditorHtml(value));
      else if (typeof value === 'string') expect(input.value, f.name).toBe(value);
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
    // Fields no two entries may share (a page address) differ between the two.
    const second = Object.fromEntries(entity.unique.map((key) => [key, `${String(data[key])}-2`]));
    await backend.data.setDoc(`${entity.path}/a`, { ...data, order: 0 });
    await backend.data.setDoc(`${entity.path}/b`, { ...data, ...second, order: 1 });
    renderEditor(entity, backend);
    const editButtons = await screen.findAllByRole('button', { name: /^Edit / });
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    await act(async () => fireEvent.click(editButtons[1]!));
    const form = screen.getByRole('form', { name: `Edit ${entity.label}` });
    await waitFor(() => expect(scroll.mock.contexts).toContain(form));
    for (const f of leaves(fields)) {
      const input = (await inputOf(entity, f)) as HTMLInputElement;
      const value = valueAt(sample, f.name);
      if (f.widget === 'lines') expect(input.value).toBe((value as string[]).join('\n'));
      // Rich text stored as plain text opens as its paragraphs.
      else if (f.widget === 'richtext' && typeof value === 'string') await waitFor(() => expect(input.innerHTML, f.name).toBe(asEditorHtml(value)));
      else if (typeof value === 'string') expect(input.value).toBe(entity.unique.includes(f.key) ? `${value}-2` : value);
    }
    const titleField = leaves(fields).find((f) => f.ui.column === 'title') ?? leaves(fields)[0]!;
    fireEvent.change(document.getElementById(inputIdOf(entity, titleField))!, { target: { value: 'Renamed in place' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: `Update ${entity.label}` })));
    await screen.findByText(entity.messages.updated);
    const stored = Object.fromEntries((await backend.data.getDocs(entity.path)).map((d) => [d.id, d.data]));
    expect(valueAt(stored.b, titleField.name)).toBe('Renamed in place');
    // Rich text the owner did not edit keeps the plain text it had: opening it in the editor changed nothing.
    for (const f of leaves(fields).filter((l) => l.widget === 'richtext')) expect(valueAt(stored.b, f.name), f.name).toBe(valueAt(sample, f.name));
    expect(stored.b!.order).toBe(1);
    expect(valueAt(stored.a, titleField.name)).toBe(valueAt(sample, titleField.name));
    expect(screen.getByRole('form', { name: `Add New ${entity.label}` })).toBeTruthy();
  });
});

describe('the generated pages', () => {
  it('cover at least the entities the spec edits through generated forms', () => {
    expect(generated.map((e) => e.id)).toEqual(
      expect.arrayContaining(['business-hours', 'business-info', 'contact-info', 'category', 'special-offer', 'treatment', 'welcome-content']),
    );
  });
});
