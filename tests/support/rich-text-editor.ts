// The rich-text editor (Tiptap) in jsdom: jsdom lays nothing out, so the measurements the editor takes to keep the
// selection in view are stubbed; text reaches it as the owner's paste does (typing needs a real browser).
import { fireEvent, waitFor } from '@testing-library/react';
import { act } from 'react';

/** Call once per test file before an editor takes input. */
export function stubLayoutForEditor() {
  const none = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = none;
  document.elementFromPoint = () => null;
}

/** The editor of the field whose input id is `id`, once its code has loaded and it has mounted. */
export function editorById(id: string): Promise<HTMLElement> {
  return waitFor(() => {
    const editor = document.getElementById(id);
    if (editor?.getAttribute('contenteditable') !== 'true') throw new Error(`No rich-text editor #${id} yet`);
    return editor;
  });
}

/** Paste `html` where the editor's selection is (an empty editor: all of it), as a browser hands a paste over. */
export async function pasteHtml(editor: HTMLElement, html: string) {
  const text = editor.ownerDocument.createElement('div');
  text.innerHTML = html;
  const data = { types: ['text/html', 'text/plain'], files: [], items: [], getData: (type: string) => (type === 'text/html' ? html : type === 'text/plain' ? (text.textContent ?? '') : '') };
  await act(async () => {
    fireEvent.paste(editor, { clipboardData: data });
  });
}
