// How an element will look on the site, drawn by the site's own element renderer (which sanitizes HTML).
import { Suspense } from 'react';
import * as z from 'zod/mini';
import { elementSchema, type SectionElement } from '@schemas/blocks/elements';
import { RenderElement } from '@/blocks/elements/registry';
import { isBlank, type ElementDraft } from './element-ops';

/** Where a button or link without a usable URL yet points in the preview (which cannot be followed anyway). */
const PREVIEW_HREF = '/';

/** The element the site would render for a draft, or null when the draft cannot be shown yet. */
export function previewElement(draft: ElementDraft): SectionElement | null {
  if (isBlank(draft)) return null;
  const linked = draft.type === 'button' || draft.type === 'link';
  const candidate = {
    id: 'preview',
    order: 0,
    type: draft.type,
    content: draft.type === 'html' ? draft.content : draft.content.trim(),
    ...(draft.style ? { style: draft.style } : {}),
    ...(linked ? { href: draft.href?.trim() ?? '' } : {}),
  };
  const parsed = z.safeParse(elementSchema, candidate);
  if (parsed.success) return parsed.data;
  // A URL still being typed (or refused) does not stop the button's look from showing.
  if (linked && parsed.error.issues.every((i) => i.path[0] === 'href')) {
    const placeholder = z.safeParse(elementSchema, { ...candidate, href: PREVIEW_HREF });
    if (placeholder.success) return placeholder.data;
  }
  return null;
}

export function ElementPreview({ draft }: { draft: ElementDraft }) {
  const element = previewElement(draft);
  if (!element) {
    return (
      <p className="text-sm italic text-stone-600">
        {isBlank(draft) ? 'Nothing to preview yet.' : draft.type === 'image' ? 'Enter an image address (https://… or a path starting with /) to preview it.' : 'This content cannot be shown yet.'}
      </p>
    );
  }
  return <ElementView element={element} />;
}

/** A stored element as the site shows it. */
export function ElementView({ element }: { element: SectionElement }) {
  return (
    // The site's own look; a preview is to look at, so nothing in it can be focused or followed.
    <div inert className="font-sans text-espresso">
      <Suspense fallback={<p className="text-sm text-stone-600">Loading preview…</p>}>
        <RenderElement element={element} />
      </Suspense>
    </div>
  );
}
