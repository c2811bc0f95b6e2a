// An accessible modal on the native <dialog>: focus is kept inside and restored on close; Escape,
// the close button and a click on the backdrop close it.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { closeButtonClass } from '@/blocks/ui/ui-classes';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog. */
  title: string;
  children: ReactNode;
  /** Extra classes for the panel. */
  className?: string;
  hideTitle?: boolean;
}

/**
 * Opens a native <dialog> as a modal while `open` is true (the browser keeps focus inside it), and gives focus
 * back to whatever had it when it closes.
 */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const previous = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => {
        if (dialog.open) dialog.close();
        previous?.focus?.();
      };
    }
    return undefined;
  }, [open]);
  return ref;
}

export function Modal({ open, onClose, title, children, className = '', hideTitle = false }: ModalProps) {
  const ref = useModalDialog(open);
  const titleId = useRef(`modal-${Math.random().toString(36).slice(2)}`).current;

  if (!open) return null;
  // In the page's body, not where it is rendered: a dialog opened from a form field (the image picker) is not part
  // of that form, so Enter in it submits nothing there, and its own forms' submits stop at the dialog.
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        // A click on the dialog element itself is a click on the backdrop, outside the panel.
        if (e.target === e.currentTarget) onClose();
      }}
      onSubmit={(e) => e.stopPropagation()}
      className="m-auto max-h-[92vh] w-[min(92vw,44rem)] overflow-visible bg-transparent p-0"
    >
      <div className={`relative max-h-[92vh] overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8 ${className}`}>
        <h2 id={titleId} className={hideTitle ? 'sr-only' : 'mb-4 pr-10 font-serif text-3xl text-espresso'}>
          {title}
        </h2>
        <button type="button" onClick={onClose} aria-label="Close" className={closeButtonClass}>
          <span aria-hidden="true">×</span>
        </button>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
