// The footer's legal texts, loaded when a visitor first opens one of their modals (most never do). A page rendered
// ahead of the visit carries them in its HTML, which stays as it is until then; a page rendered in the browser shows
// them once loaded. The prerender has them at once.
import { memo, Suspense, use, useEffect } from 'react';
import type * as PolicyModule from '../content/policies';

type Policies = typeof PolicyModule;

let opened: () => void = () => undefined;
const policies: Promise<Policies> = (import.meta.env.SSR ? Promise.resolve() : new Promise<void>((resolve) => (opened = resolve))).then(() => import('../content/policies'));

function Text({ which, businessName }: { which: keyof Policies; businessName: string }) {
  const Policy = use(policies)[which];
  return <Policy businessName={businessName} />;
}

/**
 * The text of one legal modal, `dialog` its id: loaded the first time one of these modals opens. Rendered again
 * only when its props change: an update would make React drop the page's HTML of a text not loaded yet.
 */
export const PolicyText = memo(function PolicyText({ dialog, which, businessName }: { dialog: string; which: keyof Policies; businessName: string }) {
  useEffect(() => {
    const element = document.getElementById(dialog);
    element?.addEventListener('toggle', opened);
    return () => element?.removeEventListener('toggle', opened);
  }, [dialog]);
  return (
    <Suspense>
      <Text which={which} businessName={businessName} />
    </Suspense>
  );
});
