// The one sanitizer profile for owner-written HTML (custom sections' HTML elements), used by the site and the
// admin's previews alike. It runs synchronously during render, so prerendered pages carry the sanitized HTML
// and the browser, running the same profile, produces the same markup when it hydrates.
import DOMPurify, { type Config, type DOMPurify as Purifier, type WindowLike } from 'dompurify';
import { isSafeUrl } from '@schemas/kit/urls';

/**
 * Text structure, links and pictures only: no forms, inputs, buttons, frames, objects, scripts, styles, classes
 * or event handlers. Links and pictures must point at http(s) addresses or paths on this site (links may also be
 * mailto: and tel:; a picture must be http(s) or a path).
 */
const PROFILE: Config = {
  ALLOWED_TAGS: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'img'],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title', 'width', 'height'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?!\/))/i,
};

let serverWindow: WindowLike | undefined;
let purifier: Purifier | undefined;

/** The build's prerenderer has no browser window: it hands in one (jsdom) before rendering any page. */
export function setSanitizerWindow(win: WindowLike) {
  serverWindow = win;
  purifier = undefined;
}

function instance(): Purifier | undefined {
  if (purifier) return purifier;
  const win = serverWindow ?? (typeof window === 'undefined' ? undefined : window);
  if (!win) return undefined;
  purifier = DOMPurify(win);
  return purifier;
}

/** `html` reduced to the profile above, as markup; empty when there is nothing to sanitize with. */
export function sanitizeHtml(html: string): string {
  const purify = instance();
  if (!purify) {
    // Rendering without a window could only drop the owner's content silently: fail the build instead.
    if (import.meta.env.SSR) throw new Error('sanitizeHtml needs a window while prerendering: call setSanitizerWindow first');
    return '';
  }
  const body = purify.sanitize(html, { ...PROFILE, RETURN_DOM_FRAGMENT: true });
  const doc = body.ownerDocument;
  // Pictures: data: URLs get past DOMPurify's URL check for <img>; only http(s) and site paths stay. Every
  // picture gets an alt (empty: decorative, unless the owner wrote one) and loads when it nears the screen.
  for (const img of Array.from(body.querySelectorAll('img'))) {
    const src = img.getAttribute('src') ?? '';
    if (!isSafeUrl(src)) {
      img.remove();
      continue;
    }
    if (!img.hasAttribute('alt')) img.setAttribute('alt', '');
    img.setAttribute('loading', 'lazy');
  }
  // Links leaving the site open in a new tab without handing it this page.
  for (const a of Array.from(body.querySelectorAll('a[href]'))) {
    if (/^https?:/i.test(a.getAttribute('href') ?? '')) {
      a.setAttribute('target', '_blank');
      a.setAttribute('rel', 'noopener noreferrer');
    }
  }
  // The page has its own h1 (the hero's headline, a page title): an h1 in the content becomes an h2.
  for (const h1 of Array.from(body.querySelectorAll('h1'))) {
    const h2 = doc.createElement('h2');
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  const container = doc.createElement('div');
  container.append(body);
  return container.innerHTML;
}
