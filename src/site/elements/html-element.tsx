// An HTML element, sanitized with DOMPurify, which is loaded only when a page has such an element.
import { useEffect, useState } from 'react';
import type { ElementProps } from './element-props';

let purifier: Promise<(html: string) => string> | undefined;
function loadSanitizer() {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }));
  return purifier;
}

export function HtmlElement({ element }: ElementProps<'html'>) {
  const [safe, setSafe] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    loadSanitizer().then((sanitize) => {
      if (!cancelled) setSafe(sanitize(element.content));
    });
    return () => {
      cancelled = true;
    };
  }, [element.content]);
  if (safe === null) return null;
  return <div className={element.style || 'custom-html space-y-3 leading-relaxed text-espresso/85'} dangerouslySetInnerHTML={{ __html: safe }} />;
}
