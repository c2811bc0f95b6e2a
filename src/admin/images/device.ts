// Whether the owner is on a touch screen (no hover, a coarse pointer): the wording of upload controls follows it
// ("Tap to choose photos" on a phone, where the camera is one of the choices; "Click … or drag" with a mouse).
import { useSyncExternalStore } from 'react';

const TOUCH = '(hover: none) and (pointer: coarse)';

function subscribe(changed: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(TOUCH);
  media.addEventListener('change', changed);
  return () => media.removeEventListener('change', changed);
}

const touch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(TOUCH).matches;

export function useTouchScreen(): boolean {
  return useSyncExternalStore(subscribe, touch, () => false);
}

/** What an upload control says. */
export const uploadWording = (touchScreen: boolean) => (touchScreen ? 'Tap to choose photos' : 'Click to choose images or drag them here');
