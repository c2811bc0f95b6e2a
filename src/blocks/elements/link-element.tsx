import { isSafeUrl } from '@schemas/kit/urls';
import type { ElementProps } from './element-props';
import { styleClass } from '@schemas/blocks/element-styles';

/** Link elements open their URL in a new tab. */
export function LinkElement({ element }: ElementProps<'link'>) {
  if (typeof element.href !== 'string' || !isSafeUrl(element.href)) return null;
  return (
    <a href={element.href} target="_blank" rel="noopener noreferrer" className={styleClass('link', element.style) || 'text-gold underline underline-offset-4 hover:text-espresso'}>
      {element.content}
    </a>
  );
}
