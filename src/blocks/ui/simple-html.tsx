// Rich text written with the editor's plain formatting only (paragraphs, bold, italic, headings, lists, quotes, line
// breaks: tags without a single attribute) rendered as React elements, so a page of such text never loads the
// sanitizer. Nothing else gets through: a tag with an attribute (a link, a picture), a comment, an unknown tag or
// tags that do not nest is left to the sanitizer's one profile (rich-html.tsx), whose output for the same text
// is the same markup.
import { createElement, type ReactNode } from 'react';
import { decode } from '@schemas/kit/rich-text';

/** The tags the profile keeps that carry no attribute; text is React's, escaped as always. */
const PLAIN_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote']);
const EMPTY_TAGS = new Set(['br', 'hr']);
/** Where text between tags is only the source's line breaks: no text node of its own there. */
const NO_TEXT = new Set(['', 'ul', 'ol']);

/** A tag with nothing in it but its name (`<p>`, `</p>`, `<br>`, `<br/>`), some text, or anything else. */
const TOKEN = /<(\/?)([a-z][a-z0-9]*)\s*(\/?)>|([^<]+)|</gi;
const REFERENCE = /&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]{2,6});/gi;

interface Open {
  tag: string;
  children: ReactNode[];
}

/** `html` as React elements when it holds plain formatting only; null when the sanitizer must read it. */
export function plainFormatting(html: string): ReactNode[] | null {
  const root: Open = { tag: '', children: [] };
  const stack: Open[] = [root];
  let key = 0;
  for (const [token, closing, name, selfClosing, text] of html.matchAll(TOKEN)) {
    const top = stack[stack.length - 1]!;
    if (text !== undefined) {
      if (NO_TEXT.has(top.tag) && text.trim() === '') continue;
      // A reference this cannot read (&eacute;) is the browser's to read: the sanitizer's path keeps it so.
      let unread = false;
      const words = text.replace(REFERENCE, (whole: string, ref: string) => {
        if (ref === 'nbsp') return '\u00a0';
        const read = decode(whole, ref);
        if (read === whole) unread = true;
        return read;
      });
      if (unread) return null;
      top.children.push(words);
      continue;
    }
    const tag = name?.toLowerCase();
    if (!tag || !PLAIN_TAGS.has(tag) || token === '<') return null;
    if (EMPTY_TAGS.has(tag)) {
      if (closing) return null;
      top.children.push(createElement(tag, { key: key++ }));
    } else if (closing) {
      if (top.tag !== tag || selfClosing) return null;
      stack.pop();
      stack[stack.length - 1]!.children.push(createElement(tag, { key: key++ }, ...top.children));
    } else {
      if (selfClosing) return null;
      stack.push({ tag, children: [] });
    }
  }
  return stack.length === 1 ? root.children : null;
}
