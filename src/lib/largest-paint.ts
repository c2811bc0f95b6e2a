// When a prerendered page's largest picture has reached the screen. Kept tiny: the entry point imports it.

/** How long at most to wait for it. */
export const LARGEST_PAINT_WAIT_MS = 2500;

/** Resolves once the page has loaded (at once if it has). */
export function pageLoaded(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
}

/** The part of `element` inside the viewport, in CSS pixels squared. */
function areaOnScreen(element: Element): number {
  const r = element.getBoundingClientRect();
  const width = Math.min(r.right, window.innerWidth) - Math.max(r.left, 0);
  const height = Math.min(r.bottom, window.innerHeight) - Math.max(r.top, 0);
  return width > 0 && height > 0 ? width * height : 0;
}

/**
 * Resolves once the page's largest paint is on screen: the browser has reported a largest contentful paint for
 * the largest picture fetched at once (`loading="eager"`) in view, or for something at least as large; with no
 * such picture in view, its first one. What the page asks for after that (the app, the web fonts) cannot delay
 * it. Where the browser reports no such paint, resolves once the page has loaded; always within
 * LARGEST_PAINT_WAIT_MS.
 */
export function largestPaintShown(root: ParentNode = document): Promise<void> {
  const capped = new Promise<void>((resolve) => setTimeout(resolve, LARGEST_PAINT_WAIT_MS));
  const reported = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  if (!reported) return Promise.race([pageLoaded(), capped]);
  let largest: { image: Element; area: number } | null = null;
  for (const image of root.querySelectorAll('img[loading="eager"]')) {
    const area = areaOnScreen(image);
    if (area > (largest?.area ?? 0)) largest = { image, area };
  }
  const shown = new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        // An entry's size leaves out what is outside the viewport and scales an enlarged picture down, so
        // "at least as large" allows for both.
        if (!largest || entry.element === largest.image || entry.size >= largest.area * 0.9) {
          observer.disconnect();
          resolve();
          return;
        }
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  return Promise.race([shown, capped]);
}
