// The site's modals on the native <dialog>, opened and closed by invoker commands: a card or link button names
// its dialog (`commandfor`) and the browser opens it, so a tap works from the moment the page shows, before and
// without the app's JavaScript. The browser keeps focus inside, closes it on Escape or a tap on the backdrop
// (`closedby="any"`), and gives focus back to the button that opened it.
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { closeButtonClass } from './ui-classes';
import { ITEM_LIST_ATTRIBUTE, ITEM_PATH_ATTRIBUTE, syncItemDialogs } from '@/lib/native-controls';

/**
 * The address the visitor is at (the site's router gives it; an item's page while its modal is open over the
 * page that lists it). Null where no address applies (the admin's previews).
 */
export const AddressContext = createContext<string | null>(null);

/** The attributes that make a <button> open the dialog with this id. */
export function opensDialog(id: string) {
  return { type: 'button' as const, commandfor: id, command: 'show-modal' as const, 'aria-haspopup': 'dialog' as const };
}

/** The attributes that make a <button> close the dialog with this id. */
export function closesDialog(id: string) {
  return { type: 'button' as const, commandfor: id, command: 'close' as const };
}

/** A dialog id derived from React's `useId`, which is the same in the prerendered page and after hydration. */
export function dialogId(reactId: string, name: string): string {
  return `${name}-${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

/** Where an item's modal belongs: the item's own address, and the page that lists it. */
export interface ItemAddress {
  path: string;
  listPath: string;
}

/**
 * `item`: the dialog shows an item with an address of its own. It is rendered open on that address (a page
 * loaded there, prerendered or not, shows it at once, with or without JavaScript); from then on the entry script
 * opens and closes it with the address (src/lib/native-controls.ts), so React renders the same attribute always.
 */
export function SiteDialog({ id, title, item, children, className = '' }: { id: string; title: string; item?: ItemAddress; children: ReactNode; className?: string }) {
  const address = use(AddressContext);
  const [openAtFirst] = useState(() => item !== undefined && address === item.path);
  const itemAttributes = item ? { [ITEM_PATH_ATTRIBUTE]: item.path, [ITEM_LIST_ATTRIBUTE]: item.listPath } : {};
  // Rendered open (the page shows its item's address): made modal, as the entry script does for a loaded page.
  useEffect(() => {
    if (openAtFirst) syncItemDialogs();
  }, [openAtFirst]);
  return (
    <dialog
      id={id}
      closedby="any"
      aria-labelledby={`${id}-title`}
      open={openAtFirst || undefined}
      {...itemAttributes}
      className="m-auto max-h-[92vh] w-[min(92vw,44rem)] overflow-visible bg-transparent p-0"
    >
      <div className={`relative max-h-[92vh] overflow-y-auto rounded-2xl bg-ivory p-6 shadow-2xl sm:p-8 ${className}`}>
        <h2 id={`${id}-title`} className="mb-4 pr-10 font-serif text-3xl text-espresso">
          {title}
        </h2>
        <button {...closesDialog(id)} aria-label="Close" className={closeButtonClass}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>
  );
}
