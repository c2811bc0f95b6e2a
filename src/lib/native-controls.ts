// The site's controls that work from the first paint, before the app's code has loaded or hydrated the page.
// Dialogs open and close by invoker commands (`commandfor`), which the browser handles itself; this module is
// part of the tiny entry script and adds, from the moment it runs:
// - "book" controls: close the modal they sit in, then scroll to the contact section on this page, or go to
//   /contact where the page has none;
// - a link followed from inside a dialog (the menu) closes the dialog, unless it opens a new tab;
// - invoker commands and light dismiss (`closedby="any"`) for browsers that do not have them yet.
import { goTo } from '@/lib/site-navigation';

/** Marks a control that books: it scrolls to the contact section, or goes to /contact. */
export const BOOK_ATTRIBUTE = 'data-book';

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
  if (dialog?.open) dialog.close();
  if (!scrollToContact()) goTo('/contact');
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
  // A link that opens a new tab (a booking page) leaves this page as it is.
  const link = element.closest('a[href]:not([target="_blank"])');
  // Only the site's own dialogs (closedby set); the admin's modals keep their state in React.
  const dialog = link?.closest('dialog[closedby]');
  if (link && dialog instanceof HTMLDialogElement && dialog.open) dialog.close();
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
}
