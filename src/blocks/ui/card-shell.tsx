// A card that opens its item's modal; where nothing opens (the admin's preview) it is the same card, not a button.
import type { ReactNode } from 'react';
import { card } from './ui-classes';

export function CardShell({ onOpen, children }: { onOpen?: () => void; children: ReactNode }) {
  if (!onOpen) return <div className={card}>{children}</div>;
  return (
    <button type="button" className={card} onClick={onOpen} aria-haspopup="dialog">
      {children}
    </button>
  );
}
