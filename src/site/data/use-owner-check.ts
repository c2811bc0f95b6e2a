// Whether the signed-in owner is looking at the site. Sign-in code is loaded only when asked (maintenance mode on).
import { useEffect, useState } from 'react';
import { config } from '@/lib/config';
import { useBackend } from '@/app/backend-context';

export type OwnerCheck = 'idle' | 'checking' | 'owner' | 'visitor';

export function useOwnerCheck(enabled: boolean): OwnerCheck {
  const backend = useBackend();
  const [state, setState] = useState<Exclude<OwnerCheck, 'idle'>>('checking');

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    backend
      .auth()
      .then((auth) => {
        if (cancelled) return;
        stop = auth.onChange((user) => {
          const isOwner = !!user?.email && user.email.toLowerCase() === config.adminEmail.toLowerCase();
          setState(isOwner ? 'owner' : 'visitor');
        });
      })
      .catch((error: unknown) => {
        console.error('Sign-in state unavailable', error);
        if (!cancelled) setState('visitor');
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [backend, enabled]);

  return enabled ? state : 'idle';
}
