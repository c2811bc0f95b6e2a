// A card that opens its item's dialog; where nothing opens (the admin's preview) it is the same card, not a button.
import type { ReactNode } from 'react';
import { opensDialog } from './site-dialog';
import { card } from './ui-classes';

/** `opens` is the id of the dialog the card opens (see site-dialog.tsx). */
export function CardShell({ opens, children }: { opens?: string; children: ReactNode }) {
  if (!opens) return <div className={card}>{children}</div>;
  return (
    <button {...opensDialog(opens)} className={card}>
      {children}
    </button>
  );
}
