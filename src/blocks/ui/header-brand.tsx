// The header's logo (its alt text is the business name) and the bar it sits in, shared with the admin's preview.
import { SiteImage } from './site-image';

export const headerBarInner = 'mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:h-20 sm:px-6';

export function HeaderLogo({ logo, name }: { logo: string; name: string }) {
  return <SiteImage src={logo} alt={name} sizes="240px" width={240} height={64} eager className="h-10 w-auto sm:h-12" />;
}
