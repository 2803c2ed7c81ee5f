import { useEffect } from 'react';
import { isTypingTarget } from './caller-text';

/** Space starts or pauses, C opens Check Bingo; never while typing, or while `active` is false. */
export function useCallerKeys({
  active,
  calling,
  start,
  pause,
  check,
}: {
  active: boolean;
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
        if ((event.target as HTMLElement | null)?.tagName === 'BUTTON') return;
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
  }, [active, calling, start, pause, check]);
}
