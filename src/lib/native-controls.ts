// The site's controls that work from the first paint, before the app's code has loaded or hydrated the page.
// Dialogs open and close by invoker commands (`commandfor`), which the browser handles itself; this module is
// part of the tiny entry script and adds, from the moment it runs:
// - "book" controls: close the modal they sit in, then scroll to the contact section on this page, or go to
//   /contact where the page has none;
// - a link followed from inside a dialog (the menu) closes the dialog, unless it opens a new tab;
// - invoker commands and light dismiss (`closedby="any"`) for browsers that do not have them yet;
// - item cards: a card is a link to its item's own address; a tap opens the item's dialog on this page and puts
//   the address in the address bar, Back (or closing the dialog) comes back to the page, and a page loaded at an
//   item's address shows its dialog open. The router follows these addresses (a page shown under an item's dialog
//   is kept as it is: see SitePages), so this works the same before and after the app is live.
import { goTo, routerRuns } from '@/lib/site-navigation';

/** Marks a control that books: it scrolls to the contact section, or goes to /contact. */
export const BOOK_ATTRIBUTE = 'data-book';
/** On an item's card (a link to its address): the id of the dialog that shows the item on this page. */
export const ITEM_DIALOG_ATTRIBUTE = 'data-dialog';
/** On an item's dialog: the item's own address, and the address of the page that lists it. */
export const ITEM_PATH_ATTRIBUTE = 'data-item-path';
export const ITEM_LIST_ATTRIBUTE = 'data-item-list';

/** What an address opened over a page carries in the history: the page under it, and the dialog that shows it. */
export interface ItemState {
  background: string;
  dialog: string;
}

/** The state the router keeps in an entry (its own format: the app's state under `usr`). */
function routerState(usr: unknown, idx: number) {
  return { usr, key: Math.random().toString(36).slice(2, 10), idx };
}

const itemState = (): Partial<ItemState> | null => {
  const usr = (window.history.state as { usr?: unknown } | null)?.usr;
  return usr && typeof usr === 'object' ? (usr as Partial<ItemState>) : null;
};
const currentIndex = () => Number((window.history.state as { idx?: unknown } | null)?.idx ?? 0) || 0;

/** Open a dialog as a modal; one rendered open in the page (an item's address was loaded) becomes modal. */
function showModal(dialog: HTMLDialogElement) {
  if (dialog.matches(':modal')) return;
  if (dialog.open) dialog.close();
  dialog.showModal();
}

/**
 * Opens the item dialogs the address names and closes the others: the one the entry was opened with, or (a page
 * loaded at an item's address) the first for that address.
 */
export function syncItemDialogs(): void {
  const dialogs = [...document.querySelectorAll<HTMLDialogElement>(`dialog[${ITEM_PATH_ATTRIBUTE}]`)];
  const here = dialogs.filter((d) => d.getAttribute(ITEM_PATH_ATTRIBUTE) === window.location.pathname);
  const wanted = here.find((d) => d.id === itemState()?.dialog) ?? here[0];
  for (const dialog of dialogs) if (dialog !== wanted && dialog.open) dialog.close();
  if (wanted) showModal(wanted);
}

/**
 * What marks an address change that is no move to another page (an item's dialog closed where the page was loaded
 * at its address): the page keeps its scroll position.
 */
export const IN_PLACE = { inPlace: true } as const;

/** Moves to `to` without reloading, through the router once it runs (it then renders the page under it). */
function moveTo(to: string, state: ItemState | typeof IN_PLACE, replace: boolean) {
  if (routerRuns()) return goTo(to, { replace, state });
  const entry = routerState(state, replace ? currentIndex() : currentIndex() + 1);
  if (replace) window.history.replaceState(entry, '', to);
  else window.history.pushState(entry, '', to);
}

/** Set while the history goes back from a closed item's address: it settles before anything else moves. */
let goingBack: Promise<void> | null = null;

function goBack() {
  goingBack = new Promise<void>((resolve) => {
    const done = () => {
      window.removeEventListener('popstate', done);
      window.clearTimeout(timer);
      goingBack = null;
      resolve();
    };
    // A browser that never answers (no entry to go back to) does not hold the next tap for long.
    const timer = window.setTimeout(done, 1000);
    window.addEventListener('popstate', done);
    window.history.back();
  });
}

/** A tap on an item's card: its dialog opens on this page, and the address bar shows the item's address. */
function openItem(link: Element, event: MouseEvent) {
  const dialog = document.getElementById(link.getAttribute(ITEM_DIALOG_ATTRIBUTE) ?? '');
  const href = link.getAttribute('href');
  // A card without its dialog on this page (none should be) is a link like any other.
  if (!(dialog instanceof HTMLDialogElement) || !href) return;
  event.preventDefault();
  showModal(dialog);
  const open = () => {
    showModal(dialog);
    const background = itemState()?.background ?? window.location.pathname;
    moveTo(href, { background, dialog: dialog.id }, window.location.pathname === href);
  };
  // A dialog closed a moment ago is still taking its address back: this one's comes after.
  if (goingBack) void goingBack.then(open);
  else open();
}

/**
 * Dialogs a booking control or a followed link closed: the address then becomes the page's, without going back
 * (going back would cancel the link's page load).
 */
const closedToBook = new WeakSet<HTMLDialogElement>();

/** An item's dialog was closed (its close button, Escape, a tap outside, a Book button): the address follows. */
function onDialogClose(event: Event) {
  const dialog = event.target;
  if (!(dialog instanceof HTMLDialogElement) || !dialog.hasAttribute(ITEM_PATH_ATTRIBUTE)) return;
  // The event comes after the close: a dialog open again was only made modal (see showModal).
  if (dialog.open) return;
  const toBook = closedToBook.delete(dialog);
  // Closed because the address moved on (Back): nothing more to do.
  if (window.location.pathname !== dialog.getAttribute(ITEM_PATH_ATTRIBUTE)) return;
  const background = itemState()?.background;
  // Opened over this page from its card: going back leaves the history as it was before the tap.
  if (background && !toBook) goBack();
  else moveTo(background ?? dialog.getAttribute(ITEM_LIST_ATTRIBUTE) ?? '/', IN_PLACE, true);
}

/** Smoothly scrolls to the contact section and moves focus there; false when this page has none. */
export function scrollToContact(): boolean {
  const target = document.getElementById('contact');
  if (!target) return false;
  target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
  return true;
}

function book(control: Element, event: MouseEvent) {
  event.preventDefault();
  const dialog = control.closest('dialog');
  // Closing hands focus back to the card that opened the dialog; scroll after that, so focus stays on the form.
  // An item's address gives way to the page's in place (going back would restore the old scroll position).
  if (dialog?.open) {
    closedToBook.add(dialog);
    dialog.close();
  }
  // Each page loads its own content: another page is a page load.
  if (!scrollToContact()) window.location.assign('/contact');
}

const supportsCommands = typeof HTMLButtonElement !== 'undefined' && 'commandForElement' in HTMLButtonElement.prototype;
const supportsClosedBy = typeof HTMLDialogElement !== 'undefined' && 'closedBy' in HTMLDialogElement.prototype;

/** What an invoker command does, for browsers that lack them. */
function runCommand(button: HTMLButtonElement) {
  const target = document.getElementById(button.getAttribute('commandfor') ?? '');
  if (!(target instanceof HTMLDialogElement)) return;
  const command = button.getAttribute('command');
  if (command === 'show-modal' && !target.open) target.showModal();
  else if ((command === 'close' || command === 'request-close') && target.open) target.close();
}

function onClick(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const element = event.target instanceof Element ? event.target : null;
  if (!element) return;
  const bookControl = element.closest(`[${BOOK_ATTRIBUTE}]`);
  if (bookControl) return book(bookControl, event);
  const itemLink = element.closest(`a[${ITEM_DIALOG_ATTRIBUTE}]`);
  if (itemLink) return openItem(itemLink, event);
  // A link that opens a new tab (a booking page) leaves this page as it is.
  const link = element.closest('a[href]:not([target="_blank"])');
  // Only the site's own dialogs (closedby set); the admin's modals keep their state in React.
  const dialog = link?.closest('dialog[closedby]');
  if (link && dialog instanceof HTMLDialogElement && dialog.open) {
    closedToBook.add(dialog);
    dialog.close();
  }
  if (!supportsCommands) {
    const button = element.closest('button[commandfor]');
    if (button instanceof HTMLButtonElement) runCommand(button);
  }
  // A click on the dialog element itself, outside its panel, is on the backdrop.
  if (!supportsClosedBy && element instanceof HTMLDialogElement && element.open && element.getAttribute('closedby') === 'any') element.close();
}

let installed = false;

/** Listens on the document, in the capture phase, so it acts before the app's own handlers. */
export function installNativeControls(): void {
  if (installed) return;
  installed = true;
  document.addEventListener('click', onClick, true);
  // `close` does not bubble: it is heard on its way down.
  document.addEventListener('close', onDialogClose, true);
  window.addEventListener('popstate', syncItemDialogs);
  // A page loaded at an item's address shows its dialog, rendered open, as a modal.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', syncItemDialogs, { once: true });
  else syncItemDialogs();
}
