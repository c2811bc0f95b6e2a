// Shared layout of the long legal pages.
import type { ReactNode } from 'react';
import { PageHeader } from '@/blocks/ui/page-header';

export function LegalLayout({ title, updated, children }: { title: string; updated: string; children: ReactNode }) {
  return (
    <>
      <PageHeader kicker="Legal" title={title}>
        <p className="text-base">{updated}</p>
      </PageHeader>
      <article className="mx-auto max-w-3xl space-y-8 px-6 py-14 leading-relaxed text-espresso/85 sm:py-20 [&_h2]:mb-2 [&_h2]:font-serif [&_h2]:text-3xl [&_h2]:text-espresso [&_li]:ml-5 [&_li]:list-disc [&_p+p]:mt-3 [&_ul+p]:mt-3 [&_ul]:mt-2 [&_ul]:space-y-1">
        {children}
      </article>
    </>
  );
}
