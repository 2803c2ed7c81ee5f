import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** SPEC section 9: mobile breakpoint 768 px (inclusive). */
export const MOBILE_QUERY = '(max-width: 768px)';

/** Tailwind's `lg` (64rem): where the caller's side panel sits beside the board. */
export const WIDE_QUERY = '(min-width: 64rem)';
