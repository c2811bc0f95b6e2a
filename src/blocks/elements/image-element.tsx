import { isSafeUrl } from '@schemas/kit/urls';
import type { ElementProps } from './element-props';
import { SiteImage } from '../ui/site-image';
import { styleClass } from '@schemas/blocks/element-styles';

export function ImageElement({ element }: ElementProps<'image'>) {
  if (!isSafeUrl(element.content)) return null;
  // Its width is at most the section's (max-w-4xl).
  return <SiteImage src={element.content} sizes="(min-width: 944px) 896px, 100vw" width={1200} height={800} className={styleClass('image', element.style) || 'mx-auto h-auto max-w-full rounded-2xl'} />;
}
