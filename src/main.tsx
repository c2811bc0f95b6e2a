// The entry point, kept tiny: a prerendered page is already on screen, so the app's code loads once the page
// has loaded and its largest picture is on screen (the web fonts wait for that too), or at the first
// interaction, and hydrates it; anything else renders at once.
import { installNativeControls, BOOK_ATTRIBUTE } from '@/lib/native-controls';
import { CONTENT_VERSION_KEY, EMBEDDED_SNAPSHOT_ID, FONTS_LATER_CLASS, FONTS_LOADED_KEY, NOT_FOUND_PATH, PRERENDERED_ATTRIBUTE, STRUCTURED_DATA_SELECTOR } from '@/lib/prerender-keys';
import { largestPaintShown, pageLoaded } from '@/lib/largest-paint';
import './styles.css';

/**
 * Whether the HTML inside #root was prerendered for this address from the content this browser last showed.
 * After the owner publishes (in the local demo, content lives in this browser) the prerendered page is stale.
 * On Firebase the page is rendered per request from the latest published content, so a page newer than what
 * this browser last showed is current too (versions are ISO timestamps, which compare as text); only one
 * older than that (from the CDN's short cache) gives way to this browser's content.
 */
function prerenderIsCurrent(root: HTMLElement): boolean {
  // The not-found page (a static host's 404 page) is the same wherever it is served.
  const renderedFor = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!root.hasChildNodes() || (renderedFor !== window.location.pathname && renderedFor !== NOT_FOUND_PATH)) return false;
  // When the site was published as the page shows it (a page's own version may be older: the publish changed others).
  const embedded = document.getElementById(EMBEDDED_SNAPSHOT_ID)?.dataset;
  const built = embedded?.published ?? embedded?.version;
  let seen: string | null = null;
  try {
    seen = localStorage.getItem(CONTENT_VERSION_KEY);
  } catch {
    // Storage disabled: nothing newer can have been shown here.
  }
  if (!built) return false;
  return seen === null || seen === built || (import.meta.env.VITE_BACKEND === 'firebase' && built > seen);
}

/** Whether the browser does what this control asks without the app: a link, a dialog's invoker, a booking control. */
function worksWithoutApp(control: Element): boolean {
  return control.matches(`a[href], button[commandfor], button[popovertarget], [${BOOK_ATTRIBUTE}]`);
}

/**
 * Hydrates once the page has loaded and its largest picture is on screen, or at the visitor's first touch, key
 * or focus if that comes sooner.
 * Links, dialogs and booking controls work from the first paint without the app. A press on any other button
 * (the slideshow's pause, a tab, Send) before the page is live is held back and pressed again, in order, the
 * moment it is: the catcher listens until then, so no press falls between it and React.
 */
function hydrateWhenDue(root: HTMLElement, largestPaint: Promise<void>) {
  let started = false;
  const held: HTMLElement[] = [];
  const early = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;
  const start = () => {
    if (started) return;
    started = true;
    early.forEach((type) => document.removeEventListener(type, start, true));
    void import('@/app/start').then((m) => m.hydrate(root));
  };
  const onClick = (event: MouseEvent) => {
    start();
    const control = event.target instanceof Element ? event.target.closest('button, a[href], [role="tab"]') : null;
    if (!(control instanceof HTMLElement) || worksWithoutApp(control)) return;
    // Neither the browser nor React acts on it now; it is pressed again once the page is live.
    event.preventDefault();
    event.stopPropagation();
    held.push(control);
  };
  early.forEach((type) => document.addEventListener(type, start, { capture: true, passive: true }));
  document.addEventListener('click', onClick, true);
  // The site marks <html data-site-ready> once the page has hydrated.
  new MutationObserver((_records, observer) => {
    if (!document.documentElement.hasAttribute('data-site-ready')) return;
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-site-ready'] });
  void Promise.all([pageLoaded(), largestPaint]).then(start);
}

/**
 * Lets a prerendered page ask for its web fonts (see FONTS_LATER_CLASS) once its largest picture is on screen,
 * and remembers when they have loaded, so later visits take them from the cache from the first paint.
 */
function releaseFontsAfter(shown: Promise<void>) {
  const html = document.documentElement;
  if (!html.classList.contains(FONTS_LATER_CLASS)) return;
  void shown.then(() => {
    html.classList.remove(FONTS_LATER_CLASS);
    const faces = [...document.fonts].filter((face) => face.family.endsWith('Variable'));
    return Promise.all(faces.map((face) => face.load())).then(
      () => {
        try {
          localStorage.setItem(FONTS_LOADED_KEY, '1');
        } catch {
          // Storage disabled: the next visit waits for the picture again.
        }
      },
      () => undefined,
    );
  });
}

installNativeControls();
const root = document.getElementById('root')!;
if (prerenderIsCurrent(root)) {
  const largestPaint = largestPaintShown(root);
  releaseFontsAfter(largestPaint);
  hydrateWhenDue(root, largestPaint);
} else {
  // Stale or absent: the page renders from this browser's newer content, never from the build's.
  root.replaceChildren();
  // The page's snapshot and structured data describe content older than this browser's.
  document.getElementById(EMBEDDED_SNAPSHOT_ID)?.remove();
  document.head.querySelectorAll(STRUCTURED_DATA_SELECTOR).forEach((script) => script.remove());
  releaseFontsAfter(largestPaintShown(root));
  void import('@/app/start').then((m) => m.render(root));
}
