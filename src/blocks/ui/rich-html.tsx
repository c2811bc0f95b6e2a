// Rich text that holds HTML, sanitized with the one profile while it renders (so it is part of the prerendered
// page, and the browser produces the same markup when it hydrates). Loaded only through RichText, with the sanitizer.
import { useMemo } from 'react';
import { sanitizeHtml } from '../elements/sanitize-html';

export default function RichHtml({ html, className }: { html: string; className: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  if (!safe) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: safe }} />;
}
