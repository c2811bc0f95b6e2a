// @vitest-environment jsdom
// The Section Creator's element rules (timestamp ids, renumbered orders, blank content, previews by the site's
// renderers) and Manage Sections' block forms and list sections.
import { styleClass } from '@schemas/blocks/element-styles';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { defaultBlock, type Block } from '@schemas/blocks/index';
import { defaultSections } from '@schemas/collections/section';
import { defineEntity } from '@schemas/kit/define-entity';
import { registry } from '@schemas/index';
import { MAX_ELEMENTS, type SectionElement } from '@schemas/blocks/elements';
import { addElement, draftErrors, isBlank, moveElement, removeElement, updateElement } from '@/admin/pages/section-creator/element-ops';
import { ElementPreview, previewElement } from '@/admin/pages/section-creator/element-preview';
import { addableCollections, listSectionName } from '@/admin/pages/manage-sections/addable';
import { blockForm } from '@/admin/pages/manage-sections/block-form';
import ManageSectionsPage from '@/admin/pages/manage-sections-page';
import SectionCreatorPage from '@/admin/pages/section-creator-page';
import { checkFiles } from '@/admin/pages/image-library-page';
import { renderAdminPage, testBackend } from '../support/admin-harness';

afterEach(cleanup);

const text = (id: string, order: number, content = id): SectionElement => ({ id, type: 'text', content, order });

describe('custom section elements', () => {
  it('gives a new element a timestamp id and the next order, even twice in one millisecond', () => {
    const once = addElement([], { type: 'text', content: 'Hello' }, 1767225600000);
    const twice = addElement(once, { type: 'link', content: 'Book', href: '/contact' }, 1767225600000);
    expect(twice).toEqual([
      { id: '1767225600000', type: 'text', content: 'Hello', order: 0 },
      { id: '1767225600001', type: 'link', content: 'Book', href: '/contact', order: 1 },
    ]);
  });

  it('renumbers orders from 0 after a delete and after a move', () => {
    const list = [text('a', 0), text('b', 3), text('c', 7)];
    expect(removeElement(list, 'b').map((e) => [e.id, e.order])).toEqual([
      ['a', 0],
      ['c', 1],
    ]);
    expect(moveElement(list, 2, -1).map((e) => [e.id, e.order])).toEqual([
      ['a', 0],
      ['c', 1],
      ['b', 2],
    ]);
    expect(moveElement(list, 0, -1).map((e) => e.id)).toEqual(['a', 'b', 'c']);
  });

  it('edits an element in place, keeping its id and position', () => {
    const edited = updateElement([text('a', 0), text('b', 1)], 'b', { type: 'text', content: 'Changed', style: 'heading' });
    expect(edited[1]).toEqual({ id: 'b', type: 'text', content: 'Changed', style: 'heading', order: 1 });
  });

  it('stores only the style presets of the element type, never a class list of its own', () => {
    expect(() => updateElement([text('a', 0)], 'a', { type: 'text', content: 'Hi', style: 'fixed inset-0 z-50' })).toThrow();
    expect(() => updateElement([text('a', 0)], 'a', { type: 'text', content: 'Hi', style: 'prose max-w-none' })).toThrow();
    // A preset is stored by its key: its own class text is no longer a value, and another type's key is refused.
    expect(() => updateElement([text('a', 0)], 'a', { type: 'text', content: 'Hi', style: 'font-serif text-4xl text-espresso' })).toThrow();
    expect(() => updateElement([text('a', 0)], 'a', { type: 'text', content: 'Hi', style: 'outline' })).toThrow();
    expect(styleClass('text', 'heading')).toBe('font-serif text-4xl text-espresso');
    expect(styleClass('text', 'fixed inset-0 z-50')).toBeUndefined();
  });

  it('treats whitespace and an empty editor as blank content', () => {
    expect(isBlank({ type: 'text', content: '  \n ' })).toBe(true);
    expect(isBlank({ type: 'html', content: '<p></p>' })).toBe(true);
    expect(isBlank({ type: 'html', content: '<p>&nbsp;</p>' })).toBe(true);
    expect(isBlank({ type: 'html', content: '<p>Hi</p>' })).toBe(false);
  });

  it('asks for a safe URL on buttons and links', () => {
    expect(draftErrors({ type: 'button', content: 'Go', href: '' })).toEqual({ href: 'URL is required' });
    expect(draftErrors({ type: 'link', content: 'Go', href: 'javascript:alert(1)' }).href).toMatch(/web address/);
    expect(draftErrors({ type: 'button', content: 'Go', href: 'https://example.com' })).toEqual({});
  });

  it('previews an element with the site’s own renderer: HTML sanitized, buttons opening in a new tab', async () => {
    const { container } = render(<ElementPreview draft={{ type: 'html', content: '<p>Hi<img src="x" onerror="alert(1)"><script>alert(2)</script></p>' }} />);
    await waitFor(() => expect(container.querySelector('p')?.textContent).toBe('Hi'));
    expect(container.innerHTML).not.toMatch(/onerror|script/);
    cleanup();
    const link = render(<ElementPreview draft={{ type: 'button', content: 'Book', href: 'https://example.com/book' }} />).getByText('Book');
    expect(link.getAttribute('href')).toBe('https://example.com/book');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows a button whose URL is not usable yet without ever linking to that URL', () => {
    expect(previewElement({ type: 'button', content: 'Book', href: 'javascript:alert(1)' })).toMatchObject({ type: 'button', content: 'Book', href: '/' });
    expect(previewElement({ type: 'link', content: 'Read', href: '' })).toMatchObject({ href: '/' });
    const { getByText } = render(<ElementPreview draft={{ type: 'button', content: 'Book', href: 'javascript:alert(1)' }} />);
    expect(getByText('Book').getAttribute('href')).toBe('/');
  });

  it('has nothing to preview for blank content or an image address that is not a web address', () => {
    expect(previewElement({ type: 'text', content: '   ' })).toBeNull();
    expect(previewElement({ type: 'image', content: 'javascript:alert(1)' })).toBeNull();
    expect(render(<ElementPreview draft={{ type: 'text', content: '' }} />).getByText('Nothing to preview yet.')).toBeTruthy();
  });
});

describe('the Section Creator at its limit', () => {
  it('offers no Add New Element form once a section holds its most elements, and says what to do', async () => {
    const backend = testBackend();
    const elements = Array.from({ length: MAX_ELEMENTS }, (_, i) => text(`e${i}`, i, `Line ${i + 1}`));
    await backend.data.setDoc('sections/full', { name: 'Full Story', order: 1, isVisible: true, block: { kind: 'CustomSection', elements }, rev: 1 });
    await backend.data.setDoc('sections/short', { name: 'Short Story', order: 2, isVisible: true, block: { kind: 'CustomSection', elements: elements.slice(0, 2) }, rev: 1 });
    renderAdminPage(<SectionCreatorPage />, backend);
    fireEvent.click(await screen.findByRole('button', { name: /^Full Story/ }));
    expect(await screen.findByText(`This section holds its most elements (${MAX_ELEMENTS}). Remove one to add another, or use New Section to continue in a section of its own.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Element' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Short Story/ }));
    expect(await screen.findByRole('button', { name: 'Add Element' })).toBeTruthy();
  });
});

describe('Manage Sections', () => {
  const section = (block: Block) => ({ block });

  it('offers a list section for each published collection that no section shows and that has no place of its own', () => {
    const giftCards = defineEntity({
      id: 'gift-card',
      kind: 'collection',
      label: 'Gift Card',
      path: 'gift-cards',
      publish: { key: 'giftCards', maxItems: 20 },
      nav: { label: 'Gift Cards', slug: 'gift-cards', order: 110 },
      schema: z.object({ name: z.string() }),
    });
    const drafts = defineEntity({ id: 'draft', kind: 'collection', label: 'Draft', path: 'drafts', schema: z.object({ name: z.string() }) });
    const all = [...registry.entities, giftCards, drafts];
    const sections = defaultSections().map((s) => section(s.block));
    // The app's collections shown by a block of their own, on a page of their own or in every page's frame are not
    // offered.
    const offered = addableCollections(registry.entities, sections).map((e) => e.id);
    for (const id of ['treatment', 'special-offer', 'testimonial', 'price-group', 'category', 'section', 'special-hours', 'image']) expect(offered).not.toContain(id);
    // A collection just added is offered until a section lists it; one that is not published never is.
    expect(addableCollections(all, sections)).toEqual([...addableCollections(registry.entities, sections), giftCards]);
    expect(addableCollections(all, [...sections, section(defaultBlock('CollectionList', { source: 'giftCards' }))])).toEqual(addableCollections(registry.entities, sections));
    expect(listSectionName(giftCards)).toBe('Gift Cards');
  });

  it('adds such a collection as a visible list section after the last one, and opens its form', async () => {
    const backend = testBackend();
    const giftCards = defineEntity({
      id: 'gift-card',
      kind: 'collection',
      label: 'Gift Card',
      path: 'gift-cards',
      publish: { key: 'giftCards', maxItems: 20 },
      nav: { label: 'Gift Cards', slug: 'gift-cards', order: 110 },
      schema: z.object({ name: z.string() }),
    });
    renderAdminPage(<ManageSectionsPage entities={[...registry.entities, giftCards]} />, backend);
    // An empty collection gets the default sections first.
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toContain('Contact'), { timeout: 5000 });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Gift Cards' }));
    await screen.findByText('Section added successfully!');
    const added = (await backend.data.getDocs('sections')).find((d) => d.data.name === 'Gift Cards');
    expect(added?.data).toEqual({ name: 'Gift Cards', order: 9, isVisible: true, block: { kind: 'CollectionList', source: 'giftCards', title: 'Gift Cards' }, rev: 1 });
    // Shown now, so no longer offered; its form is open.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add Gift Cards' })).toBeNull());
    expect(await screen.findByRole('form', { name: 'Edit Gift Cards' })).toBeTruthy();
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Gift Cards');
  });

  it('edits a block’s own fields: never its kind or hidden fields, validated by the block’s schema', () => {
    const hero = blockForm('Hero');
    expect(hero.fields.map((f) => f.key)).toEqual(['headline', 'subtitle', 'buttonLabel', 'slides']);
    expect(hero.schema.safeParse({ headline: '', subtitle: 'x', buttonLabel: 'Book', slides: [] }).error?.issues[0]?.message).toBe('Headline is required');
    const list = blockForm('CollectionList');
    expect(list.fields.map((f) => f.key)).toEqual(['eyebrow', 'title']);
    expect(list.schema.safeParse({ title: 'Gift Cards' }).success).toBe(true);
  });
});

describe('image uploads', () => {
  it('refuses each file over 5 MB and each non-image with its own message and keeps the rest', () => {
    const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });
    const { accepted, refused } = checkFiles([file('a.png', 'image/png', 10), file('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1), file('doc.pdf', 'application/pdf', 10), file('max.gif', 'image/gif', 5 * 1024 * 1024)]);
    expect(accepted.map((f) => f.name)).toEqual(['a.png', 'max.gif']);
    expect(refused).toEqual(['File big.jpg is too large (max 5MB)', 'File doc.pdf is not an image']);
  });
});
