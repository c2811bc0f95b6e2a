// @vitest-environment jsdom
// The reference widget: a select whose choices are stored documents, or the rows of a list inside each of
// them, named only by the field's metadata; a choice that no longer exists shows as "(missing)".
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { defineEntity, type EntityDef } from '@schemas/kit/define-entity';
import { field } from '@schemas/kit/ui';
import { optionalText, requiredText } from '@schemas/kit/atoms';
import type { Backend } from '@/backend/port';
import { DocumentEditor } from '@/admin/generator/document-editor';
import { renderAdminPage, testBackend } from '../support/admin-harness';
import { referenceChoices } from '@/admin/widgets/reference-widget';

const offerEntity = defineEntity({
  id: 'featured-offer',
  kind: 'singleton',
  label: 'Featured Offer',
  path: 'settings/featured-offer',
  schema: z.object({
    // A document of another collection.
    service: field(requiredText(), { label: 'Service', widget: 'reference', reference: { collection: 'services', label: 'name' } }),
    // A row of a list inside the documents of another collection, grouped by document.
    price: field(requiredText(), { label: 'Price', widget: 'reference', reference: { collection: 'price-groups', list: 'items', label: 'name', group: 'title' } }),
    // Optional: "None" is a choice.
    alsoSee: field(optionalText(), { label: 'Also see', widget: 'reference', reference: { collection: 'services', label: 'name' } }),
  }),
});

afterEach(cleanup);

async function backendWithContent(): Promise<Backend> {
  const backend = testBackend();
  await backend.data.setDoc('services/s-peel', { name: 'Chemical Peel', order: 2 });
  await backend.data.setDoc('services/s-botox', { name: 'Botox', order: 0 });
  await backend.data.setDoc('services/s-filler', { name: 'Dermal Fillers', order: 1 });
  await backend.data.setDoc('price-groups/injectables', {
    title: 'Injectables',
    order: 0,
    items: [
      { id: 'p-botox', name: 'Botox (per unit)' },
      { id: 'p-lips', name: 'Lip filler' },
    ],
  });
  await backend.data.setDoc('price-groups/facials', { title: 'Facials', order: 1, items: [{ id: 'p-hydra', name: 'HydraFacial' }] });
  return backend;
}

function renderEditor(entity: EntityDef, backend: Backend) {
  return renderAdminPage(<DocumentEditor entity={entity} />, backend);
}

const optionTexts = (select: HTMLElement) => [...select.querySelectorAll('option')].map((o) => o.textContent);

describe('a reference field', () => {
  it('offers the stored documents in their order, and stores the chosen document’s id', async () => {
    const backend = await backendWithContent();
    renderEditor(offerEntity, backend);
    const service = await screen.findByLabelText('Service');
    await waitFor(() => expect(optionTexts(service)).toEqual(['Choose…', 'Botox', 'Dermal Fillers', 'Chemical Peel']));
    const alsoSee = screen.getByLabelText('Also see');
    await waitFor(() => expect(optionTexts(alsoSee)).toEqual(['None', 'Botox', 'Dermal Fillers', 'Chemical Peel']));

    const price = screen.getByLabelText('Price');
    await waitFor(() => expect(price.querySelectorAll('optgroup')).toHaveLength(2));
    expect([...price.querySelectorAll('optgroup')].map((g) => [g.label, optionTexts(g)])).toEqual([
      ['Injectables', ['Botox (per unit)', 'Lip filler']],
      ['Facials', ['HydraFacial']],
    ]);

    fireEvent.change(service, { target: { value: 's-filler' } });
    fireEvent.change(price, { target: { value: 'p-hydra' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await screen.findByText(offerEntity.messages.updated);
    expect(await backend.data.getDoc('settings/featured-offer')).toEqual({ service: 's-filler', price: 'p-hydra', rev: 1 });
  });

  it('refuses to save before a required choice is made', async () => {
    const backend = await backendWithContent();
    renderEditor(offerEntity, backend);
    const save = await screen.findByRole('button', { name: 'Save Changes' });
    await act(async () => fireEvent.click(save));
    expect(await screen.findByText('Service is required')).toBeTruthy();
    expect(await backend.data.getDoc('settings/featured-offer')).toBeNull();
  });

  it('shows a choice that points at nothing as "(missing)", so the owner sees it and chooses again', async () => {
    const backend = await backendWithContent();
    await backend.data.setDoc('settings/featured-offer', { service: 's-deleted', price: 'p-gone' });
    renderEditor(offerEntity, backend);
    const service = await screen.findByLabelText('Service');
    await waitFor(() => expect((service as HTMLSelectElement).selectedOptions[0]?.textContent).toBe('(missing)'));
    expect(service.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(service.getAttribute('aria-describedby')!)?.textContent).toBe('The chosen entry no longer exists. Choose another.');
    const price = screen.getByLabelText('Price') as HTMLSelectElement;
    await waitFor(() => expect(price.selectedOptions[0]?.textContent).toBe('(missing)'));

    fireEvent.change(service, { target: { value: 's-botox' } });
    expect(optionTexts(service)).not.toContain('(missing)');
    expect(service.getAttribute('aria-invalid')).toBe('false');
  });

  it('follows the stored documents as they change', async () => {
    const backend = await backendWithContent();
    renderEditor(offerEntity, backend);
    const service = await screen.findByLabelText('Service');
    await waitFor(() => expect(optionTexts(service)).toContain('Botox'));
    await act(() => backend.data.setDoc('services/s-botox', { name: 'Botox Cosmetic', order: 0 }));
    await waitFor(() => expect(optionTexts(service)).toContain('Botox Cosmetic'));
  });
});

describe('the choices of a reference', () => {
  const docs = [
    { id: 'b', data: { name: 'Second', order: 1, rows: [{ id: 'r3', label: 'Three' }] } },
    { id: 'z', data: { name: 'Unordered' } },
    { id: 'a', data: { name: 'First', order: 0, rows: [{ id: 'r1', label: 'One' }, { id: 'r2', label: 'Two' }, 'not a row', { label: 'no id' }] } },
  ];

  it('are the documents in their order, those without an order last, each named by its label field', () => {
    expect(referenceChoices(docs, { collection: 'things', label: 'name' })).toEqual([
      {
        options: [
          { value: 'a', text: 'First' },
          { value: 'b', text: 'Second' },
          { value: 'z', text: 'Unordered' },
        ],
      },
    ]);
  });

  it('are the rows of a list in each document when the reference names a list, skipping rows without an id', () => {
    expect(referenceChoices(docs, { collection: 'things', list: 'rows', label: 'label' })).toEqual([
      {
        options: [
          { value: 'r1', text: 'One' },
          { value: 'r2', text: 'Two' },
          { value: 'r3', text: 'Three' },
        ],
      },
    ]);
    expect(referenceChoices(docs, { collection: 'things', list: 'rows', label: 'label', group: 'name' })).toEqual([
      { label: 'First', options: [{ value: 'r1', text: 'One' }, { value: 'r2', text: 'Two' }] },
      { label: 'Second', options: [{ value: 'r3', text: 'Three' }] },
    ]);
  });
});
