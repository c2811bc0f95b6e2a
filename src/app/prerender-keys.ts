// Names shared by the build's prerenderer, the entry point and the site's content provider (kept tiny: the
// entry point imports it before anything else loads).

/** The `<script type="application/json">` that carries the snapshot a prerendered page was built from. */
export const EMBEDDED_SNAPSHOT_ID = 'site-snapshot';
/** `data-prerendered` on #root names the path the HTML inside it was rendered for. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** The `lastGenerated` of the newest snapshot this browser has shown; kept without expiry. */
export const CONTENT_VERSION_KEY = 'medspa:content-version';
