import { isSafeUrl } from '@schemas/kit/atoms';
import { buttonPrimary } from '../components/ui-classes';
import type { ElementProps } from './element-props';

/** Button elements open their URL in a new tab (SPEC §9). */
export function ButtonElement({ element }: ElementProps<'button'>) {
  if (!isSafeUrl(element.href)) return null;
  return (
    <a href={element.href} target="_blank" rel="noopener noreferrer" className={element.style || buttonPrimary}>
      {element.content}
    </a>
  );
}
