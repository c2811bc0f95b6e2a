// Lets the host be told after every successful write (the admin publishes what it changed) and
// see every failed load first (the admin turns permission-denied into "sign in again").
import { createContext, useCallback, useContext } from 'react';
import { useToast } from '@/components/ui/toast';

export const AfterWriteContext = createContext<() => void>(() => undefined);
export const useAfterWrite = () => useContext(AfterWriteContext);

/** Returns true when the host has dealt with the error itself, so the page shows nothing more. */
export const LoadErrorInterceptor = createContext<(error: unknown) => boolean>(() => false);

/** Report a failed read: the host may handle it (permission-denied); otherwise the page's message shows. */
export function useLoadError(): (message: string, error: unknown) => void {
  const intercept = useContext(LoadErrorInterceptor);
  const toast = useToast();
  return useCallback(
    (message: string, error: unknown) => {
      if (!intercept(error)) toast.error(message, error);
    },
    [intercept, toast],
  );
}

/** For pages that show their own load error (a banner) and only need the host's permission-denied handling. */
export const useLoadErrorInterceptor = () => useContext(LoadErrorInterceptor);
