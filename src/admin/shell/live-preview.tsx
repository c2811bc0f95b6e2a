// A form with a live preview of what it edits: the preview sits beside the form on wide screens and below it
// on phones, drawn with the site's own styles from the given content. On wide screens the preview is laid out
// at a desktop width and scaled down to fit its column, so the site's desktop layout shows as visitors see it;
// a switch shows it at a phone's width instead, or both side by side. The phone's is drawn in a frame 390 px
// wide, so the site's own phone layout (its media queries) applies there.
import { Component, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { StaticContent } from '@/blocks/content';
import type { Snapshot } from '@/backend/snapshot';

/** Width of the page the preview is drawn at on wide screens (the site's large-screen layout starts here). */
const DESKTOP_WIDTH = 1024;
/** Width of the phone the preview is drawn at. */
const PHONE_WIDTH = 390;
type View = 'laptop' | 'phone' | 'both';
const VIEWS: Array<{ view: View; label: string }> = [
  { view: 'laptop', label: 'Laptop' },
  { view: 'phone', label: 'Phone' },
  { view: 'both', label: 'Both' },
];
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
  const [view, setView] = useState<View>('laptop');
  // The site's page colours and type; a preview is to look at, so nothing in it can be focused or clicked.
  const drawn = (
    <div inert className="bg-ivory font-sans text-espresso antialiased">
      <PreviewBoundary resetKey={resetKey}>
        {/* Renderers that load a part on demand (the HTML sanitizer) wait here, not in the page around. */}
        <Suspense fallback={<p className="p-4 text-sm text-stone-700">Loading preview…</p>}>
          {snapshot ? <StaticContent snapshot={snapshot}>{preview}</StaticContent> : preview}
        </Suspense>
      </PreviewBoundary>
    </div>
  );
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <div className="min-w-0">{children}</div>
      <section aria-labelledby={headingId} className="min-w-0 lg:sticky lg:top-4">
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
          <p id={headingId} className="text-sm font-semibold uppercase tracking-wide text-stone-700">
            {label}
          </p>
          <div role="group" aria-label="Preview at" className="flex gap-1">
            {VIEWS.map(({ view: each, label: name }) => (
              <button
                key={each}
                type="button"
                aria-pressed={view === each}
                onClick={() => setView(each)}
                className={`min-h-11 rounded-md border px-3 text-sm ${view === each ? 'border-espresso bg-espresso text-white' : 'border-stone-300 bg-white hover:bg-stone-100'}`}
              >
                {name}
              </button>
            ))}
          </div>
        </div>
        <div className="flex items-start gap-3">
          {view !== 'laptop' && (
            <div className="overflow-hidden rounded-xl border border-stone-300 shadow-sm" style={{ flex: view === 'both' ? '0 0 40%' : '1 1 auto', maxWidth: PHONE_WIDTH }}>
              <PhoneFrame>{drawn}</PhoneFrame>
            </div>
          )}
          {view !== 'phone' && (
            <div className="min-w-0 flex-1 overflow-hidden rounded-xl border border-stone-300 shadow-sm">
              <Scaled>{drawn}</Scaled>
            </div>
          )}
        </div>
      </section>
    </div>
  );
}

/**
 * The preview at a phone's width: drawn into a frame PHONE_WIDTH wide with the page's stylesheets, so the site's
 * phone layout applies, and scaled down when its box is narrower; as tall as what it shows.
 */
function PhoneFrame({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [size, setSize] = useState({ height: 600, scale: 1 });
  useEffect(() => {
    const doc = frame.current?.contentDocument;
    const view = doc?.defaultView;
    if (!doc || !view) return;
    for (const sheet of document.querySelectorAll('link[rel="stylesheet"], style')) doc.head.appendChild(sheet.cloneNode(true));
    doc.body.style.margin = '0';
    setBody(doc.body);
    const measure = () => {
      const scale = Math.min(1, (box.current?.clientWidth ?? PHONE_WIDTH) / PHONE_WIDTH);
      const height = doc.documentElement.scrollHeight;
      setSize((current) => (current.height === height && current.scale === scale ? current : { height, scale }));
    };
    const inside = new view.ResizeObserver(measure);
    inside.observe(doc.body);
    const outside = new ResizeObserver(measure);
    if (box.current) outside.observe(box.current);
    measure();
    return () => {
      inside.disconnect();
      outside.disconnect();
    };
  }, []);
  return (
    <div ref={box} style={{ height: size.height * size.scale }} className="relative overflow-hidden">
      <iframe
        ref={frame}
        title="The preview at a phone’s width"
        style={{ width: PHONE_WIDTH, height: size.height, transform: `scale(${size.scale})`, transformOrigin: 'top left', border: 0, display: 'block' }}
      />
      {body && createPortal(children, body)}
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
