import { isSafeUrl } from '@schemas/kit/atoms';
import type { ElementProps } from './element-props';

export function ImageElement({ element }: ElementProps<'image'>) {
  if (!isSafeUrl(element.content)) return null;
  return <img src={element.content} alt="" loading="lazy" className={element.style || 'mx-auto h-auto max-w-full rounded-2xl'} />;
}
