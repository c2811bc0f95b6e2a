// Asks before leaving a form with unsaved changes: in-app navigation and closing the tab.
import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { useDialogs } from '@/components/ui/confirm';

export function useUnsavedGuard(dirty: boolean) {
  const { confirm } = useDialogs();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirm('You have unsaved changes. Leave this page and discard them?', 'Leave page').then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, confirm]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
