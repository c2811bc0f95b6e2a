import type { ElementProps } from './element-props';

export function TextElement({ element }: ElementProps<'text'>) {
  return <p className={element.style || 'text-lg leading-relaxed text-espresso/85'}>{element.content}</p>;
}
