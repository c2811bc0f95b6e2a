// The title band at the top of inner pages, optionally with a wide picture under the introduction.
import type { ReactNode } from 'react';
import { eyebrow, pageTitle } from './ui-classes';
import { SiteImage } from './site-image';

export function PageHeader({ kicker, title, image, level = 1, children }: { kicker?: string; title: string; image?: string; level?: 1 | 2; children?: ReactNode }) {
  // A page's title is its h1; the admin's preview shows the band inside its own page, one level down.
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className="bg-sand/50 px-6 py-14 text-center sm:py-20">
      {kicker && <p className={eyebrow}>{kicker}</p>}
      <Heading className={`mt-3 ${pageTitle}`}>{title}</Heading>
      {children && <div className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-espresso/85">{children}</div>}
      {/* The title above names what it shows. It is the page's largest picture, so it loads first. */}
      <SiteImage
        src={image}
        sizes="(min-width: 944px) 896px, calc(100vw - 48px)"
        width={1600}
        height={600}
        eager
        priority
        className="mx-auto mt-10 aspect-[8/3] w-full max-w-4xl rounded-3xl bg-sand object-cover shadow-sm"
      />
    </div>
  );
}
