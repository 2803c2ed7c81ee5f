import { useEffect, useRef } from 'react';
import { API_BASE } from '@web/lib/api-client';
import { readAccessToken } from '@web/lib/storage';

/**
 * Leaving the caller while it calls (another screen, a closed tab, a reload) pauses the game on
 * the server, so the TV and the log say Paused instead of a Calling nobody drives. A keepalive
 * request survives the page going away.
 */
export function usePauseOnLeave(gameId: number, calling: boolean, till: string): void {
  const callingRef = useRef(calling);
  useEffect(() => {
    callingRef.current = calling;
  }, [calling]);

  useEffect(() => {
    const pause = () => {
      if (!callingRef.current) return;
      callingRef.current = false;
      const token = readAccessToken();
      fetch(`${API_BASE}/games/${gameId}/pause/`, {
        method: 'POST',
        keepalive: true,
        headers: {
          'Content-Type': 'application/json',
          ...(token ? { Authorization: `JWT ${token}` } : {}),
        },
        // The till that calls gives the caller up as it goes (decision 051).
        body: JSON.stringify({ till, leave: true }),
      }).catch((error: unknown) => console.warn('Pausing on leave failed', error));
    };
    window.addEventListener('pagehide', pause);
    return () => {
      window.removeEventListener('pagehide', pause);
      pause();
    };
  }, [gameId, till]);
}
