import type { ElementProps } from './element-props';
import { styleClass } from '@schemas/blocks/element-styles';

export function TextElement({ element }: ElementProps<'text'>) {
  return <p className={styleClass('text', element.style) || 'text-lg leading-relaxed text-espresso/85'}>{element.content}</p>;
}
