// The entry point, kept tiny: a prerendered page is already on screen, so the app's code loads once the page
// has (its images and fonts first) and then hydrates it; anything else renders at once.
import { CONTENT_VERSION_KEY, EMBEDDED_SNAPSHOT_ID, PRERENDERED_ATTRIBUTE } from '@/app/prerender-keys';
import './styles.css';

/**
 * Whether the HTML inside #root was prerendered for this address from the content this browser last showed.
 * After the owner publishes (in the local demo, content lives in this browser) the prerendered page is stale.
 */
function prerenderIsCurrent(root: HTMLElement): boolean {
  if (!root.hasChildNodes() || root.getAttribute(PRERENDERED_ATTRIBUTE) !== window.location.pathname) return false;
  const built = document.getElementById(EMBEDDED_SNAPSHOT_ID)?.dataset.version;
  let seen: string | null = null;
  try {
    seen = localStorage.getItem(CONTENT_VERSION_KEY);
  } catch {
    // Storage disabled: nothing newer can have been shown here.
  }
  return !!built && (seen === null || seen === built);
}

const root = document.getElementById('root')!;
if (prerenderIsCurrent(root)) {
  const hydrate = () => void import('@/app/start').then((m) => m.hydrate(root));
  if (document.readyState === 'complete') hydrate();
  else window.addEventListener('load', hydrate, { once: true });
} else {
  // Stale or absent: the page renders from this browser's newer content, never from the build's.
  root.replaceChildren();
  document.getElementById(EMBEDDED_SNAPSHOT_ID)?.remove();
  void import('@/app/start').then((m) => m.render(root));
}
