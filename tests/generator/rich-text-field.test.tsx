// @vitest-environment jsdom
// A rich-text field in the admin: the editor opens text stored while the field was plain with its paragraphs and
// line breaks, leaves it as it is until the owner edits it, and stores her formatting as HTML; the list of a
// collection shows a rich-text column as plain words.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { categoryEntity } from '@schemas/collections/category';
import { welcomeContentEntity } from '@schemas/singletons/welcome-content';
import { demoContent } from '@/backend/demo/demo-content';
import { CollectionEditor } from '@/admin/generator/collection-editor';
import { DocumentEditor } from '@/admin/generator/document-editor';
import { renderAdminPage, testBackend } from '../support/admin-harness';
import { editorById, pasteHtml, stubLayoutForEditor } from '../support/rich-text-editor';

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  stubLayoutForEditor();
});
afterEach(cleanup);

const STORED_PLAIN = 'Step into a calm, private retreat.\n\nOur nurses take their time:\nno rush, no upsell.';

describe('the welcome description in the admin', () => {
  it('opens plain text as its paragraphs, keeps it plain until edited, and stores the owner’s formatting as HTML', async () => {
    const backend = testBackend();
    await backend.data.setDoc(welcomeContentEntity.path, { heading: 'Welcome', subheading: 'Quiet luxury', description: STORED_PLAIN });
    renderAdminPage(<DocumentEditor entity={welcomeContentEntity} />, backend);
    const editor = await editorById('welcome-content-field-description');
    // Its paragraphs and its line break, as the owner wrote them (a plain text box kept them; HTML would not).
    await waitFor(() => expect(editor.innerHTML).toBe('<p>Step into a calm, private retreat.</p><p>Our nurses take their time:<br>no rush, no upsell.</p>'));

    // Saving another field leaves the description exactly as it was stored.
    fireEvent.change(screen.getByLabelText('Heading'), { target: { value: 'Welcome, friend' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await screen.findByText(welcomeContentEntity.messages.updated);
    expect(await backend.data.getDoc(welcomeContentEntity.path)).toMatchObject({ heading: 'Welcome, friend', description: STORED_PLAIN });

    // Formatted text replaces it and is stored as the editor's HTML.
    // Everything selected (Ctrl+A), then pasted over.
    await act(async () => fireEvent.keyDown(editor, { key: 'a', ctrlKey: true }));
    await pasteHtml(editor, '<ul><li>Private suites</li></ul><p>Step into a <strong>calm</strong> retreat.</p>');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await waitFor(async () =>
      expect((await backend.data.getDoc(welcomeContentEntity.path))?.description).toBe('<ul><li><p>Private suites</p></li></ul><p>Step into a <strong>calm</strong> retreat.</p>'),
    );
  });
});

describe('a link in rich text', () => {
  it('is set on the selected words from the toolbar, refuses an address that is no link, and can be removed', async () => {
    const backend = testBackend();
    await backend.data.setDoc(welcomeContentEntity.path, { heading: 'Welcome', subheading: 'Quiet luxury', description: '<p>Book online today.</p>' });
    renderAdminPage(<DocumentEditor entity={welcomeContentEntity} />, backend);
    const editor = await editorById('welcome-content-field-description');
    await waitFor(() => expect(editor.innerHTML).toBe('<p>Book online today.</p>'));
    await act(async () => fireEvent.keyDown(editor, { key: 'a', ctrlKey: true }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Link' })));
    const address = screen.getByLabelText('Description: link address');
    // A script address is refused with what to type instead, and nothing changes.
    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    await act(async () => fireEvent.keyDown(address, { key: 'Enter' }));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(address.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a web address (https://…), a page of this site (/prices), mailto: or tel:');
    expect(editor.querySelector('a')).toBeNull();
    // An address without its https:// gets it.
    fireEvent.change(address, { target: { value: 'book.example.com/lumiere' } });
    await act(async () => fireEvent.keyDown(address, { key: 'Enter' }));
    expect(screen.queryByLabelText('Description: link address')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await waitFor(async () => expect((await backend.data.getDoc(welcomeContentEntity.path))?.description).toBe('<p><a href="https://book.example.com/lumiere">Book online today.</a></p>'));

    // The cursor in the link: the form shows its address and removes it.
    await act(async () => fireEvent.keyDown(editor, { key: 'a', ctrlKey: true }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Link' })));
    expect((screen.getByLabelText('Description: link address') as HTMLInputElement).value).toBe('https://book.example.com/lumiere');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove link' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' })));
    await waitFor(async () => expect((await backend.data.getDoc(welcomeContentEntity.path))?.description).toBe('<p>Book online today.</p>'));
  });
});

describe('a collection’s list in the admin', () => {
  it('shows a rich-text column as its words, without tags or formatting', async () => {
    const backend = testBackend();
    const injectables = demoContent()['categories/injectables']!;
    await backend.data.setDoc('categories/injectables', { ...injectables, intro: '<p>Artful injections, <strong>natural results</strong>.</p><ul><li>Botox</li><li>Fillers</li></ul>' });
    renderAdminPage(<CollectionEditor entity={categoryEntity} />, backend);
    const edit = await screen.findByRole('button', { name: `Edit ${String(injectables.name)}` });
    const card = edit.closest('li')!;
    expect(within(card).getByText(/Artful injections, natural results\. Botox Fillers/)).toBeTruthy();
    expect(card.querySelector('strong, ul')).toBeNull();
    expect(card.textContent).not.toContain('<');
  });
});
