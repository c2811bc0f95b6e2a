// Names shared by the build's prerenderer, the entry point and the site's content provider (kept tiny: the
// entry point imports it before anything else loads).

/** The `<script type="application/json">` that carries the snapshot a prerendered page was built from. */
export const EMBEDDED_SNAPSHOT_ID = 'site-snapshot';
/** `data-prerendered` on #root names the path the HTML inside it was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** `data-rendered-at` on #root: the moment (ISO) a page rendered ahead of the visit was rendered for. */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';
/**
 * `data-spa-clock` on #root: "offset since until", the spa's time zone's offset from UTC in minutes and the span
 * (ISO moments) in which it holds, so the page finds the spa's date without Intl (see offsetSpanAt).
 */
export const SPA_CLOCK_ATTRIBUTE = 'data-spa-clock';
/**
 * The address the not-found page is prerendered for (a static host's 404 page): it hydrates at any address that is
 * no page.
 */
export const NOT_FOUND_PATH = '/404';
/** `data-site-origin` on #root: the site's address a page rendered ahead was rendered for (its absolute links). */
export const SITE_ORIGIN_ATTRIBUTE = 'data-site-origin';
/** The `lastGenerated` of the newest snapshot this browser has shown; kept without expiry. */
export const CONTENT_VERSION_KEY = 'medspa:content-version';

/**
 * On Firebase, where the page function answers with `{ "version": lastGenerated }` of the published content (null
 * before the first publish); cached by Hosting's CDN like the pages. Open pages ask it whether to read anew.
 */
export const CONTENT_VERSION_PATH = '/content-version.json';
/**
 * On Firebase, where the page function answers with one page's content (`?page=`); cached by Hosting's CDN like the
 * pages.
 */
export const CONTENT_PATH = '/content.json';

/** The public site's cached snapshot (30 minutes). */
export const SNAPSHOT_CACHE_KEY = 'medspa:site-snapshot';

/**
 * Called where content is published: this browser has now seen `version`, so its next page view renders the
 * new content instead of hydrating prerendered pages (or reusing a cached snapshot) that predate it.
 */
export function rememberPublished(version: string) {
  try {
    localStorage.setItem(CONTENT_VERSION_KEY, version);
    localStorage.removeItem(SNAPSHOT_CACHE_KEY);
  } catch {
    // Storage disabled: nothing cached to go stale either.
  }
}

/**
 * A prerendered page's text paints in the metric-matched fallback faces until its largest picture is on screen;
 * only then are the web fonts asked for, so on a phone's connection that picture gets the bandwidth first. The
 * class on <html> holds them back (src/styles.css); src/main.tsx lifts it. A browser that has loaded the fonts
 * before (they are in its cache) skips the wait and paints in them at once.
 */
export const FONTS_LATER_CLASS = 'fonts-later';
/** Set once this browser has loaded the web fonts. */
export const FONTS_LOADED_KEY = 'medspa:fonts-loaded';
/**
 * The inline script in a prerendered page's <head> that sets FONTS_LATER_CLASS before the first paint. Its
 * SHA-256 is allowed by the Content-Security-Policy in firebase.json (tests/rules/hosting-headers.test.ts checks
 * they agree): change one, change the other. Without JavaScript the fonts load as usual.
 */
export const FONTS_LATER_SCRIPT = `try{localStorage.getItem("${FONTS_LOADED_KEY}")||document.documentElement.classList.add("${FONTS_LATER_CLASS}")}catch(e){}`;

/** The served page's JSON-LD structured data, in its <head> (src/prerender/structured-data.ts). */
export const STRUCTURED_DATA_SELECTOR = 'script[type="application/ld+json"]';
