// The page function's name, place and caching, in a module of their own: the function's entry point loads them
// before anything heavy, and the tests compare them with firebase.json.

/** The function's id (its export's name) and region, as firebase.json's rewrites name them. */
export const PAGE_FUNCTION_ID = 'pages';
/** Best in (or near) the Firestore database's region: every render reads templates/data once. */
export const PAGE_FUNCTION_REGION = 'us-central1';

/**
 * Where the owner's browser asks the function to publish (POST, with the owner's ID token): on the site's own
 * origin, which Hosting sends to the function like every address without a file extension.
 */
export const PUBLISH_PATH = '/api/publish';

/**
 * How long the Hosting CDN may answer a page from its cache without asking the function (s-maxage), and how
 * long after that it may still answer with the cached page while it fetches a new one (stale-while-revalidate).
 * Their sum bounds how long after a publish a new visitor can still get the previous content: 60 s. Shorter
 * means more function runs (and Firestore reads) per page and edge location; see the README's cost figures.
 */
export const PAGE_FRESH_SECONDS = 30;
export const PAGE_STALE_SECONDS = 30;
/** Browsers always ask again (max-age=0): only the CDN keeps a page, so the bound above holds for everyone. */
export const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;
/**
 * A page rendered from the content an instance read last or the fallback, while Firestore could not be read (see
 * cachedReader): the CDN keeps it only a few seconds, so the site is fresh again soon after Firestore is back.
 */
export const STALE_CACHE_CONTROL = 'public, max-age=0, s-maxage=5';
/** A page that could not be rendered from the content is never kept: the next request tries again. */
export const UNCACHED = 'no-store';

/**
 * How long a page waits for its reads of the published content in all before it is answered without them (a page
 * is ready within 3 s even when Firestore is slow or unreachable): from the content the instance read last (kept in
 * memory), else from the content published when the function was built (functions/lib/fallback-content.json), else
 * the app shell. Firestore's client would otherwise retry an unreachable database until the function's own
 * timeout (30 s) and the visitor would get an error.
 */
export const READ_DEADLINE_MS = 2000;
