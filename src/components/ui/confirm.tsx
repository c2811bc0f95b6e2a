// Confirmation and prompt dialogs in the page, in place of the browser's confirm() and prompt().
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { Modal } from './modal';

type Request =
  | { kind: 'confirm'; message: string; confirmLabel: string; resolve: (ok: boolean) => void }
  | { kind: 'prompt'; message: string; confirmLabel: string; resolve: (value: string | null) => void };

interface DialogApi {
  confirm: (message: string, confirmLabel?: string) => Promise<boolean>;
  prompt: (message: string, confirmLabel?: string) => Promise<string | null>;
}

const DialogContext = createContext<DialogApi | null>(null);

export function DialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<Request | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const confirm = useCallback(
    (message: string, confirmLabel = 'Delete') => new Promise<boolean>((resolve) => setRequest({ kind: 'confirm', message, confirmLabel, resolve })),
    [],
  );
  const prompt = useCallback(
    (message: string, confirmLabel = 'OK') => new Promise<string | null>((resolve) => setRequest({ kind: 'prompt', message, confirmLabel, resolve })),
    [],
  );
  const finish = (ok: boolean) => {
    if (!request) return;
    if (request.kind === 'confirm') request.resolve(ok);
    else request.resolve(ok ? (inputRef.current?.value ?? '') : null);
    setRequest(null);
  };
  return (
    <DialogContext.Provider value={{ confirm, prompt }}>
      {children}
      <Modal open={request !== null} onClose={() => finish(false)} title={request?.kind === 'prompt' ? request.message : 'Please confirm'} className="max-w-md">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            finish(true);
          }}
        >
          {request?.kind === 'confirm' && <p className="mb-6 whitespace-pre-line text-base">{request.message}</p>}
          {request?.kind === 'prompt' && (
            <input ref={inputRef} aria-label={request.message} autoFocus className="mb-6 w-full rounded-md border border-stone-300 px-3 py-2" />
          )}
          <div className="flex justify-end gap-3">
            <button type="button" onClick={() => finish(false)} className="rounded-md border border-stone-300 px-4 py-2 hover:bg-stone-100">
              Cancel
            </button>
            <button type="submit" autoFocus={request?.kind === 'confirm'} className="rounded-md bg-espresso px-4 py-2 text-white hover:bg-black">
              {request?.confirmLabel}
            </button>
          </div>
        </form>
      </Modal>
    </DialogContext.Provider>
  );
}

export function useDialogs(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialogs needs a DialogProvider');
  return api;
}
