import { isSafeUrl } from '@schemas/kit/urls';
import { buttonPrimary } from '../ui/ui-classes';
import type { ElementProps } from './element-props';
import { styleClass } from '@schemas/blocks/element-styles';

/** Button elements open their URL in a new tab. */
export function ButtonElement({ element }: ElementProps<'button'>) {
  if (typeof element.href !== 'string' || !isSafeUrl(element.href)) return null;
  return (
    <a href={element.href} target="_blank" rel="noopener noreferrer" className={styleClass('button', element.style) || buttonPrimary}>
      {element.content}
    </a>
  );
}
