// An HTML element: the owner's rich text, sanitized while it renders (so it is part of the prerendered page)
// and styled as rich text. The module, with the sanitizer, loads only for a page that has such an element.
import { useMemo } from 'react';
import type { ElementProps } from './element-props';
import { sanitizeHtml } from './sanitize-html';
import { styleClass } from '@schemas/blocks/element-styles';

export function HtmlElement({ element }: ElementProps<'html'>) {
  const safe = useMemo(() => sanitizeHtml(element.content), [element.content]);
  if (!safe) return null;
  return <div className={`rich-text ${styleClass('html', element.style) || 'w-full text-espresso/85'}`} dangerouslySetInnerHTML={{ __html: safe }} />;
}

export default HtmlElement;
