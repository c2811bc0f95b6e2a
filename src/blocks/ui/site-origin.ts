// The site's own address (scheme and host), for the absolute addresses a page names (its canonical link, its
// sharing picture, its structured data). Pages rendered ahead (the build's prerendered pages, the page function's)
// carry the one they were rendered for, so hydration names exactly the same addresses.
import { SITE_ORIGIN_ATTRIBUTE } from '@/lib/prerender-keys';

let renderOrigin = '';

/** The prerenderer and the page function render for this address (the configured site, the request's host). */
export function setRenderOrigin(origin: string) {
  renderOrigin = origin.replace(/\/+$/, '');
}

export function siteOrigin(): string {
  if (import.meta.env.SSR) return renderOrigin;
  const carried = typeof document === 'undefined' ? null : document.getElementById('root')?.getAttribute(SITE_ORIGIN_ATTRIBUTE);
  return carried || window.location.origin;
}

/** `path` (or an address given in full) as an absolute address on the site. */
export function absoluteUrl(path: string): string {
  const origin = siteOrigin();
  return origin ? new URL(path, `${origin}/`).href : path;
}
