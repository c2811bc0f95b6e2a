// A card that opens its item's dialog; where nothing opens (the admin's preview) it is the same card, not a button.
import type { ReactNode } from 'react';
import { ITEM_DIALOG_ATTRIBUTE } from '@/lib/native-controls';
import { opensDialog } from './site-dialog';
import { card } from './ui-classes';

/**
 * `opens` is the id of the dialog the card opens (see site-dialog.tsx). With `href`, the item's own address, the
 * card is a link to it: the entry script opens the dialog in place and shows the address (without JavaScript the
 * link loads the item's page, which shows the same dialog open).
 */
export function CardShell({ opens, href, children }: { opens?: string; href?: string; children: ReactNode }) {
  if (!opens) return <div className={card}>{children}</div>;
  if (href) {
    return (
      <a href={href} {...{ [ITEM_DIALOG_ATTRIBUTE]: opens }} aria-haspopup="dialog" className={card}>
        {children}
      </a>
    );
  }
  return (
    <button {...opensDialog(opens)} className={card}>
      {children}
    </button>
  );
}
