// Where a page starts when the visitor moves to it, in either router (the site's own, or the admin's).
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * A new page starts at its top, or at the element its address names (#contact); going back or forward leaves the
 * position to the browser, which restores it. The page the visitor arrived on keeps whatever scroll they have, and
 * so does a page over which an item's dialog opens or closes with the item's address (src/lib/native-controls.ts).
 */
export function ScrollOnNavigation() {
  const { pathname, hash, key, state } = useLocation();
  const type = useNavigationType();
  // The entry already handled: the one the page was loaded (or hydrated) on, then each one moved to.
  const handled = useRef(key);
  useLayoutEffect(() => {
    if (handled.current === key) return;
    handled.current = key;
    const inPlace = state !== null && typeof state === 'object' && ('background' in state || 'inPlace' in state);
    if (type === 'POP' || inPlace) return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, key, type, state]);
  return null;
}
