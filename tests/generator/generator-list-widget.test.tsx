// @vitest-environment jsdom
// The list widget, as the owner uses it on a generated page: rows added, filled, reordered, removed (with an
// undo) and saved in the order chosen, each new row with an id of its own.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as z from 'zod/mini';
import { defineEntity, type EntityDef } from '@schemas/kit/define-entity';
import { field } from '@schemas/kit/ui';
import { optionalText, order, requiredText } from '@schemas/kit/atoms';
import type { Backend } from '@/backend/port';
import { CollectionEditor } from '@/admin/generator/collection-editor';
import { DocumentEditor } from '@/admin/generator/document-editor';
import { renderAdminPage, testBackend } from '../support/admin-harness';

const menuItemSchema = z.object({
  id: field(z.string().check(z.minLength(1)), { label: 'Id', widget: 'hidden' }),
  name: field(requiredText(80), { label: 'Name' }),
  price: field(z.number({ error: 'Price is required' }).check(z.gte(0, { error: 'Price cannot be negative' })), { label: 'Price' }),
  note: field(optionalText(), { label: 'Note' }),
});

const menuFields = {
  title: field(requiredText(), { label: 'Title', column: 'title' }),
  items: field(z.array(menuItemSchema).check(z.minLength(1, { error: 'Add at least one dish' }), z.maxLength(4, { error: 'At most 4 dishes' })), {
    label: 'Dishes',
    itemLabel: 'name',
    addLabel: 'Add dish',
    column: 'list',
  }),
};

const menuEntity = defineEntity({ id: 'menu', kind: 'singleton', label: 'Menu', path: 'settings/menu', schema: z.object(menuFields) });
const menuCardEntity = defineEntity({
  id: 'menu-card',
  kind: 'collection',
  label: 'Menu Card',
  path: 'menu-cards',
  ordered: true,
  schema: z.object({ ...menuFields, order: field(order, { label: 'Order', widget: 'hidden' }) }),
});

/** Lists inside lists: a course has dishes, a dish has sizes. */
const courseEntity = defineEntity({
  id: 'course-menu',
  kind: 'singleton',
  label: 'Course Menu',
  path: 'settings/course-menu',
  schema: z.object({
    courses: field(
      z.array(
        z.object({
          name: field(requiredText(80), { label: 'Course' }),
          sizes: field(z.array(z.object({ size: field(requiredText(40), { label: 'Size' }) })).check(z.minLength(1, { error: 'Add at least one size' })), {
            label: 'Sizes',
            itemLabel: 'size',
            addLabel: 'Add size',
          }),
        }),
      ),
      { label: 'Courses', itemLabel: 'name', addLabel: 'Add course' },
    ),
  }),
});

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

const emptyBackend = testBackend;

function renderEditor(entity: EntityDef, backend: Backend) {
  return renderAdminPage(entity.kind === 'singleton' ? <DocumentEditor entity={entity} /> : <CollectionEditor entity={entity} />, backend);
}

const dishes = () => screen.getByRole('group', { name: 'Dishes' });
const rowLabels = () =>
  within(dishes())
    .getAllByRole('group')
    .map((g) => g.querySelector('legend')?.textContent);

/** Add a dish and fill it, as the owner does: the new row's name field has the focus. */
function addDish(name: string, price: string) {
  fireEvent.click(within(dishes()).getByRole('button', { name: 'Add dish' }));
  const count = within(dishes()).getAllByRole('button', { name: /^Remove / }).length;
  const nameInput = screen.getByLabelText(`Name (item ${count} of Dishes)`);
  expect(document.activeElement).toBe(nameInput);
  fireEvent.change(nameInput, { target: { value: name } });
  fireEvent.change(screen.getByLabelText(`Price (item ${count} of Dishes)`), { target: { value: price } });
}

describe('a list of rows on a generated page', () => {
  it('stores the rows the owner adds, in the order chosen with the move buttons, each with a generated id', async () => {
    const backend = emptyBackend();
    renderEditor(menuEntity, backend);
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Spring menu' } });
    expect(within(dishes()).getByText('No dishes yet.')).toBeTruthy();

    addDish('Botox', '300');
    addDish('Filler', '550');
    addDish('Peel', '120');
    fireEvent.change(screen.getByLabelText('Note (item 2 of Dishes)'), { target: { value: 'Per syringe' } });
    expect(rowLabels()).toEqual(['Botox', 'Filler', 'Peel']);

    // Every input of every row has its own id and a label that says which row it belongs to.
    const ids = [...document.querySelectorAll('input, textarea, select')].map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(screen.getByLabelText('Name (item 3 of Dishes)')).toHaveProperty('value', 'Peel');

    // The second dish moves up: the move buttons name the dish, and are disabled at the ends.
    expect(screen.getByRole('button', { name: 'Move Botox up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Peel down' })).toHaveProperty('disabled', true);
    const up = screen.getByRole('button', { name: 'Move Filler up' });
    fireEvent.click(up);
    expect(rowLabels()).toEqual(['Filler', 'Botox', 'Peel']);
    // Focus stays on the moved dish (it reached the top, so on its other move button).
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Filler down' }));
    // … and screen readers hear where it went.
    expect(within(dishes()).getAllByRole('status').map((s) => s.textContent)).toContain('Filler was moved to position 1 of 3.');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Botox' }));
    expect(rowLabels()).toEqual(['Filler', 'Peel']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Undo removing Botox' }));

    await act(async () => fireEvent.click(save));
    await screen.findByText(menuEntity.messages.updated);
    const stored = await backend.data.getDoc('settings/menu');
    expect(stored).toEqual({
      title: 'Spring menu',
      items: [
        { id: expect.stringMatching(/^[0-9a-z]{10}$/), name: 'Filler', price: 550, note: 'Per syringe' },
        { id: expect.stringMatching(/^[0-9a-z]{10}$/), name: 'Peel', price: 120 },
      ],
      rev: 1,
    });
    const [first, second] = stored!.items as Array<{ id: string }>;
    expect(first!.id).not.toBe(second!.id);
    // After the save, the undo is gone: what is stored is what the owner sees.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull());
  });

  it('puts a removed row back in its place, with what it held, when the owner presses Undo', async () => {
    const backend = emptyBackend();
    await backend.data.setDoc('settings/menu', {
      title: 'Menu',
      items: [
        { id: 'a1', name: 'Botox', price: 300 },
        { id: 'b2', name: 'Filler', price: 550, note: 'Per syringe' },
        { id: 'c3', name: 'Peel', price: 120 },
      ],
    });
    renderEditor(menuEntity, backend);
    await screen.findByRole('button', { name: 'Save Changes' });
    await waitFor(() => expect(rowLabels()).toEqual(['Botox', 'Filler', 'Peel']));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Filler' }));
    expect(rowLabels()).toEqual(['Botox', 'Peel']);
    // In the removed row's place: what happened, and the way back.
    const undo = screen.getByRole('button', { name: 'Undo removing Filler' });
    expect(undo.closest('li')!.textContent).toBe('Filler was removed.Undo');
    expect(document.activeElement).toBe(undo);
    fireEvent.click(undo);
    expect(rowLabels()).toEqual(['Botox', 'Filler', 'Peel']);
    expect(screen.getByLabelText('Note (item 2 of Dishes)')).toHaveProperty('value', 'Per syringe');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await screen.findByText(menuEntity.messages.updated);
    // The stored ids are kept, so whatever points at a row still finds it.
    expect(((await backend.data.getDoc('settings/menu'))!.items as Array<{ id: string }>).map((i) => i.id)).toEqual(['a1', 'b2', 'c3']);
  });

  it('shows a missing row field’s error on that row’s field and stores nothing', async () => {
    const backend = emptyBackend();
    renderEditor(menuEntity, backend);
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Spring menu' } });
    addDish('Botox', '300');
    fireEvent.click(within(dishes()).getByRole('button', { name: 'Add dish' }));
    fireEvent.change(screen.getByLabelText('Price (item 2 of Dishes)'), { target: { value: '80' } });

    await act(async () => fireEvent.click(save));
    const name = screen.getByLabelText('Name (item 2 of Dishes)');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Name is required');
    expect(screen.getByLabelText('Name (item 1 of Dishes)').getAttribute('aria-invalid')).toBe('false');
    expect(await backend.data.getDoc('settings/menu')).toBeNull();
  });

  it('shows the list’s own error under it when it has too few rows, and stores nothing', async () => {
    const backend = emptyBackend();
    renderEditor(menuEntity, backend);
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Spring menu' } });
    await act(async () => fireEvent.click(save));
    const error = await screen.findByText('Add at least one dish');
    expect(dishes().getAttribute('aria-describedby')).toBe(error.id);
    expect(await backend.data.getDoc('settings/menu')).toBeNull();
  });

  it('offers no more rows than the schema allows', async () => {
    renderEditor(menuEntity, emptyBackend());
    await screen.findByRole('button', { name: 'Save Changes' });
    for (let i = 0; i < 4; i++) fireEvent.click(within(dishes()).getByRole('button', { name: 'Add dish' }));
    expect(within(dishes()).getByRole('button', { name: 'Add dish' })).toHaveProperty('disabled', true);
    expect(within(dishes()).getByText('At most 4.')).toBeTruthy();
  });

  it('orders and stores a list inside a list row, with labels that say which row of which list', async () => {
    const backend = emptyBackend();
    renderEditor(courseEntity, backend);
    await screen.findByRole('button', { name: 'Save Changes' });
    fireEvent.click(screen.getByRole('button', { name: 'Add course' }));
    fireEvent.change(screen.getByLabelText('Course (item 1 of Courses)'), { target: { value: 'Facials' } });
    const sizes = screen.getByRole('group', { name: 'Sizes (item 1 of Courses)' });
    fireEvent.click(within(sizes).getByRole('button', { name: 'Add size (item 1 of Courses)' }));
    fireEvent.change(screen.getByLabelText('Size (item 1 of Sizes, item 1 of Courses)'), { target: { value: '30 minutes' } });
    fireEvent.click(within(sizes).getByRole('button', { name: 'Add size (item 1 of Courses)' }));
    fireEvent.change(screen.getByLabelText('Size (item 2 of Sizes, item 1 of Courses)'), { target: { value: '60 minutes' } });
    fireEvent.click(within(sizes).getByRole('button', { name: 'Move 60 minutes up' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await screen.findByText(courseEntity.messages.updated);
    expect(await backend.data.getDoc('settings/course-menu')).toEqual({ courses: [{ name: 'Facials', sizes: [{ size: '60 minutes' }, { size: '30 minutes' }] }], rev: 1 });
  });

  it('edits the rows of a collection item in place, keeping their ids, and lists the rows on the card', async () => {
    const backend = emptyBackend();
    await backend.data.setDoc('menu-cards/lunch', {
      title: 'Lunch',
      order: 0,
      items: [
        { id: 'a1', name: 'Botox', price: 300 },
        { id: 'b2', name: 'Filler', price: 550 },
      ],
    });
    renderEditor(menuCardEntity, backend);
    const card = (await screen.findByRole('heading', { name: 'Lunch' })).closest('li')!;
    // One line under its title: the rows by name.
    expect(within(card).getByText(/Botox, Filler/)).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Edit Lunch' })));
    await waitFor(() => expect(rowLabels()).toEqual(['Botox', 'Filler']));
    fireEvent.click(screen.getByRole('button', { name: 'Move Filler up' }));
    fireEvent.change(screen.getByLabelText('Price (item 2 of Dishes)'), { target: { value: '320' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update Menu Card' })));
    await screen.findByText(menuCardEntity.messages.updated);
    expect(await backend.data.getDoc('menu-cards/lunch')).toEqual({
      title: 'Lunch',
      order: 0,
      items: [
        { id: 'b2', name: 'Filler', price: 550 },
        { id: 'a1', name: 'Botox', price: 320 },
      ],
      // Stored before revisions existed (0), saved once since.
      rev: 1,
    });
  });
});
