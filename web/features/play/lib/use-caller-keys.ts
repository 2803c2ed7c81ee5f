import { useEffect } from 'react';
import { isTypingTarget } from './caller-text';

/**
 * Space starts or pauses, C opens Check Bingo; never while typing, or while `active` is false.
 * On a till following another's caller (decision 051) Space does nothing: a stray key there must
 * not stop or take the game; its buttons still can.
 */
export function useCallerKeys({
  active,
  following,
  calling,
  start,
  pause,
  check,
}: {
  active: boolean;
  following: boolean;
  calling: boolean;
  start: () => unknown;
  pause: () => unknown;
  check: () => void;
}): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!active || isTypingTarget(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === ' ' || event.code === 'Space') {
        if ((event.target as HTMLElement | null)?.tagName === 'BUTTON' || following) return;
        event.preventDefault();
        if (calling) void pause();
        else void start();
      } else if (event.key === 'c' || event.key === 'C') {
        event.preventDefault();
        check();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [active, following, calling, start, pause, check]);
}
