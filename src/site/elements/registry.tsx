// The element registry: one renderer per custom-section element type. A mapped type over ElementType, so an
// element type without a renderer does not compile.
import type { ComponentType } from 'react';
import type { ElementType, SectionElement } from '@schemas/collections/custom-section';
import type { ElementProps } from './element-props';
import { TextElement } from './text-element';
import { HtmlElement } from './html-element';
import { ImageElement } from './image-element';
import { ButtonElement } from './button-element';
import { LinkElement } from './link-element';

export const ELEMENT_RENDERERS: { [T in ElementType]: ComponentType<ElementProps<T>> } = {
  text: TextElement,
  html: HtmlElement,
  image: ImageElement,
  button: ButtonElement,
  link: LinkElement,
};

export function RenderElement({ element }: { element: SectionElement }) {
  // TypeScript cannot correlate the union member with its renderer; the registry's mapped type guarantees it.
  const Renderer = (ELEMENT_RENDERERS as Record<string, ComponentType<{ element: SectionElement }> | undefined>)[element.type];
  return Renderer ? <Renderer element={element} /> : null;
}
