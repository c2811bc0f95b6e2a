// The title band at the top of inner pages.
import type { ReactNode } from 'react';
import { eyebrow, pageTitle } from '../components/ui-classes';

export function PageHeader({ kicker, title, children }: { kicker?: string; title: string; children?: ReactNode }) {
  return (
    <div className="bg-sand/50 px-6 py-14 text-center sm:py-20">
      {kicker && <p className={eyebrow}>{kicker}</p>}
      <h1 className={`mt-3 ${pageTitle}`}>{title}</h1>
      {children && <div className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-espresso/85">{children}</div>}
    </div>
  );
}
