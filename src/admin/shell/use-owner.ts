// Observes sign-in and reduces it to whether the owner is signed in.
import { useEffect, useState } from 'react';
import { config } from '@/lib/config';
import { useBackend } from '@/app/backend-context';
import type { AuthPort } from '@/backend/port';

export type OwnerState = 'loading' | 'owner' | 'signed-out';

export function isOwnerEmail(email: string | null | undefined): boolean {
  return !!email && email.toLowerCase() === config.adminEmail.toLowerCase();
}

export function useOwner(): { state: OwnerState; auth: AuthPort | null } {
  const backend = useBackend();
  const [state, setState] = useState<OwnerState>('loading');
  const [auth, setAuth] = useState<AuthPort | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    backend.auth().then((a) => {
      if (cancelled) return;
      setAuth(a);
      stop = a.onChange((user) => setState(isOwnerEmail(user?.email) ? 'owner' : 'signed-out'));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [backend]);
  return { state, auth };
}
