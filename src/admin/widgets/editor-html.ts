// What the rich-text editor opens: a stored value as HTML. Beside the editor, so that visitors never load it.
import { hasMarkup } from '@schemas/kit/rich-text';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A stored value as the rich-text editor opens it. HTML as it is; plain text (a value stored before its field was
 * rich text) as paragraphs at its blank lines and line breaks at its single ones, its characters escaped, so the
 * owner sees it as she wrote it, and it is stored as HTML once she edits it.
 */
export function asEditorHtml(value: string): string {
  if (hasMarkup(value)) return value;
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (!text) return '';
  return text
    .split(/\n[^\S\n]*\n\s*/)
    .map((paragraph) => `<p>${paragraph.split('\n').map(escapeText).join('<br>')}</p>`)
    .join('');
}
