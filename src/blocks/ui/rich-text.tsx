// A rich-text field's value on the site and in the admin's previews. Plain text (no tag: everything stored before
// the field was rich text) renders exactly as it always has, in a paragraph, and loads nothing more; HTML is
// shown with the rich-text styles (rich-markup.tsx, loaded only by a page that shows some): the editor's plain
// formatting as React elements, anything else sanitized with the one profile while it renders. The sanitizer
// (DOMPurify) is loaded only by a page that shows such HTML (a link, a picture).
import { lazy } from 'react';
import { hasMarkup } from '@schemas/kit/rich-text';

// While the code loads, the page waits at its Suspense boundary (a prerendered page keeps its HTML meanwhile, and
// hydrates it once the code is there), so the text never pops in and shifts the layout. The prerenderer waits for
// it: prerendered pages carry the finished HTML.
const RichMarkup = lazy(() => import('./rich-markup'));

export interface RichTextProps {
  value: string | undefined;
  /** The classes of the text as the place shows it (size, colour, spacing), for plain text and HTML alike. */
  className?: string;
  /**
   * Lists and quotes in HTML are centred under a centred text (the rich-text styles); `start` keeps them at the
   * left edge, for text that is not centred (a modal, a card, the About story).
   */
  align?: 'center' | 'start';
}

export function RichText({ value, className, align = 'center' }: RichTextProps) {
  if (!value || value.trim() === '') return null;
  if (!hasMarkup(value)) return <p className={className}>{value}</p>;
  return <RichMarkup html={value} className={['rich-text', align === 'start' && 'rich-text-start', className].filter(Boolean).join(' ')} />;
}
