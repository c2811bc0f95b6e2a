// @vitest-environment jsdom
// The Section Creator's element rules: timestamp ids, renumbered orders, blank content, sanitized previews.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import type { SectionElement } from '@schemas/collections/custom-section';
import { addElement, draftErrors, isBlank, moveElement, removeElement, updateElement } from '@/admin/pages/section-creator/element-ops';
import { ElementPreview } from '@/admin/pages/section-creator/element-preview';
import { checkFiles } from '@/admin/pages/image-library-page';

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
    const edited = updateElement([text('a', 0), text('b', 1)], 'b', { type: 'text', content: 'Changed', style: 'font-serif' });
    expect(edited[1]).toEqual({ id: 'b', type: 'text', content: 'Changed', style: 'font-serif', order: 1 });
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

  it('sanitizes HTML in the preview and opens buttons in a new tab', () => {
    const { container } = render(<ElementPreview draft={{ type: 'html', content: '<p>Hi<img src="x" onerror="alert(1)"><script>alert(2)</script></p>' }} />);
    expect(container.innerHTML).not.toMatch(/onerror|script/);
    expect(container.querySelector('p')?.textContent).toBe('Hi');
    cleanup();
    const link = render(<ElementPreview draft={{ type: 'button', content: 'Book', href: 'javascript:alert(1)' }} />).getByText('Book');
    expect(link.getAttribute('href')).toBeNull();
    expect(link.getAttribute('target')).toBe('_blank');
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
