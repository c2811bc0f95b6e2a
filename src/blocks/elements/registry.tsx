// The element registry: one renderer per custom-section element type. A mapped type over ElementType, so an
// element type without a renderer does not compile; an element of a type it does not know renders nothing,
// and its siblings still show.
import { lazy, type ComponentType } from 'react';
import type { ElementType, SectionElement } from '@schemas/blocks/elements';
import type { ElementProps } from './element-props';
import { TextElement } from './text-element';
import { ImageElement } from './image-element';
import { ButtonElement } from './button-element';
import { LinkElement } from './link-element';

// The sanitizer is loaded only by pages that show HTML. While it loads, the page waits at its Suspense boundary
// (a prerendered page keeps its HTML meanwhile), so the element never pops in and shifts the layout.
const HtmlElement = lazy(() => import('./html-element'));

export const ELEMENT_RENDERERS: { [T in ElementType]: ComponentType<ElementProps<T>> } = {
  text: TextElement,
  html: HtmlElement,
  image: ImageElement,
  button: ButtonElement,
  link: LinkElement,
};

/** Elements come from stored data or from a form being edited: anything without a text content is skipped. */
function isRenderable(element: SectionElement): boolean {
  return typeof element === 'object' && element !== null && typeof element.content === 'string' && element.content.trim() !== '';
}

export function RenderElement({ element }: { element: SectionElement }) {
  if (!isRenderable(element) || !Object.hasOwn(ELEMENT_RENDERERS, element.type)) return null;
  // TypeScript cannot pair a union member with its renderer; the registry's mapped type guarantees the pairing.
  const Renderer = ELEMENT_RENDERERS[element.type] as ComponentType<{ element: SectionElement }>;
  return <Renderer element={element} />;
}
