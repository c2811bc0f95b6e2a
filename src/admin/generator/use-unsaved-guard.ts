// Asks before leaving a form with unsaved changes: in-app navigation (Back and Forward included) and closing the tab.
import { useEffect } from 'react';
import { useDialogs } from '@/components/ui/confirm';
import { addLeaveGuard } from '@/lib/leave-guard';

export function useUnsavedGuard(dirty: boolean) {
  const { confirm } = useDialogs();
  useEffect(() => {
    if (!dirty) return;
    return addLeaveGuard(() => confirm('You have unsaved changes. Leave this page and discard them?', 'Leave page'));
  }, [dirty, confirm]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
