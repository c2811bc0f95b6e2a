// A form with a live preview of what it edits: the preview sits beside the form on wide screens and below it
// on phones, drawn with the site's own styles from the given content. On wide screens the preview is laid out
// at a desktop width and scaled down to fit its column, so the site's desktop layout shows as visitors see it.
import { Component, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { StaticContent } from '@/blocks/content';
import type { Snapshot } from '@/backend/snapshot';

/** Width of the page the preview is drawn at on wide screens (the site's large-screen layout starts here). */
const DESKTOP_WIDTH = 1024;
const WIDE = '(min-width: 1024px)';

export interface LivePreviewProps {
  /** The form (or whatever edits the previewed content). */
  children: ReactNode;
  /** What the site would show: the site's renderers (RenderBlock, EntityPreview …) given the edited value. */
  preview: ReactNode;
  /**
   * The content the preview's renderers read (usePublishedSnapshot(), with the edited value laid over it).
   * Without it they read whatever content provider is around them.
   */
  snapshot?: Snapshot;
  /** Accessible name and visible heading of the preview region. */
  label?: string;
  /** Changes whenever the previewed value does, so a preview that failed to draw tries again. */
  resetKey?: unknown;
}

export function LivePreview({ children, preview, snapshot, label = 'Preview', resetKey }: LivePreviewProps) {
  const headingId = `${useId()}-preview`;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="min-w-0">{children}</div>
      <section aria-labelledby={headingId} className="min-w-0 lg:sticky lg:top-4">
        <p id={headingId} className="mb-2 text-sm font-semibold uppercase tracking-wide text-stone-700">
          {label}
        </p>
        <div className="overflow-hidden rounded-xl border border-stone-300 shadow-sm">
          <Scaled>
            {/* The site's page colours and type; a preview is to look at, so nothing in it can be focused or clicked. */}
            <div inert className="bg-ivory font-sans text-espresso antialiased">
              <PreviewBoundary resetKey={resetKey}>
                {/* Renderers that load a part on demand (the HTML sanitizer) wait here, not in the page around. */}
                <Suspense fallback={<p className="p-4 text-sm text-stone-700">Loading preview…</p>}>
                  {snapshot ? <StaticContent snapshot={snapshot}>{preview}</StaticContent> : preview}
                </Suspense>
              </PreviewBoundary>
            </div>
          </Scaled>
        </div>
      </section>
    </div>
  );
}

/** On wide screens: lay the content out at DESKTOP_WIDTH and scale it to the column; elsewhere as it is. */
function Scaled({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [box, setBox] = useState<{ scale: number; height: number } | null>(null);

  useEffect(() => {
    // Without these (older browsers, test DOMs) the preview is simply drawn at its column's width.
    if (typeof window.matchMedia !== 'function' || typeof ResizeObserver === 'undefined') return;
    const media = window.matchMedia(WIDE);
    const measure = () => {
      const o = outer.current;
      const i = inner.current;
      if (!o || !i || !media.matches) return setBox(null);
      const scale = Math.min(1, o.clientWidth / DESKTOP_WIDTH);
      setBox((current) => {
        const height = Math.ceil(i.offsetHeight * scale);
        return current && current.scale === scale && current.height === height ? current : { scale, height };
      });
    };
    const observer = new ResizeObserver(measure);
    if (outer.current) observer.observe(outer.current);
    if (inner.current) observer.observe(inner.current);
    media.addEventListener('change', measure);
    measure();
    return () => {
      observer.disconnect();
      media.removeEventListener('change', measure);
    };
  }, []);

  return (
    <div ref={outer} style={box ? { height: box.height } : undefined} className="relative overflow-hidden">
      <div ref={inner} style={box ? { width: DESKTOP_WIDTH, transform: `scale(${box.scale})`, transformOrigin: 'top left' } : undefined}>
        {children}
      </div>
    </div>
  );
}

class PreviewBoundary extends Component<{ resetKey: unknown; children: ReactNode }, { failed: boolean; key: unknown }> {
  state = { failed: false, key: this.props.resetKey };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: { resetKey: unknown }, state: { failed: boolean; key: unknown }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }
  componentDidCatch(error: unknown) {
    console.error('The preview could not be drawn', error);
  }
  render() {
    return this.state.failed ? <p className="p-4 text-sm text-stone-700">The preview could not be shown for this content.</p> : this.props.children;
  }
}
