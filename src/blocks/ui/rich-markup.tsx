// Rich text that holds HTML (loaded through RichText only): the editor's plain formatting as React elements
// (simple-html.tsx), anything else through the sanitizer's one profile (rich-html.tsx, with DOMPurify, loaded only
// then).
import { lazy } from 'react';
import { plainFormatting } from './simple-html';

const RichHtml = lazy(() => import('./rich-html'));

export default function RichMarkup({ html, className }: { html: string; className: string }) {
  const plain = plainFormatting(html);
  return plain ? <div className={className}>{plain}</div> : <RichHtml html={html} className={className} />;
}
