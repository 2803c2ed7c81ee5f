import { useEffect, useRef, useState } from 'react';
import { API_BASE } from '@web/lib/api-client';
import { applyPublicMessage, type PublicGame } from './public-game';

const EVENT_TYPES = ['draw', 'mark', 'reset', 'pause', 'resume', 'over', 'win', 'close', 'cancel'];

/**
 * Follows a game's public feed (decision 037): one stream shared by every phone of the hall; this
 * phone marks its own card from the balls. EventSource reconnects by itself after a blip and the
 * server resumes from Last-Event-ID. Until the stream's snapshot, the card answer's game stands.
 */
export function usePublicGame(token: string | null, initial: PublicGame | null) {
  const [streamed, setStreamed] = useState<PublicGame | null>(null);
  const [connected, setConnected] = useState(false);
  const fallback = useRef(initial);
  useEffect(() => {
    fallback.current = initial;
  }, [initial]);

  useEffect(() => {
    if (token === null || typeof EventSource === 'undefined') return;
    const stream = new EventSource(`${API_BASE}/public/games/${token}/events/`);
    const parse = (message: MessageEvent<string>) => {
      try {
        return JSON.parse(message.data) as { data?: Record<string, unknown> };
      } catch {
        return null;
      }
    };
    stream.onopen = () => setConnected(true);
    stream.onerror = () => setConnected(false);
    stream.addEventListener('snapshot', (message) => {
      const game = parse(message)?.data as PublicGame | undefined;
      if (game) setStreamed(applyPublicMessage(null, { kind: 'snapshot', game }));
    });
    for (const type of EVENT_TYPES)
      stream.addEventListener(type, (message) => {
        const data = parse(message)?.data;
        if (data)
          setStreamed((current) =>
            applyPublicMessage(current ?? fallback.current, { kind: 'event', type, data }),
          );
      });
    return () => stream.close();
  }, [token]);

  return { game: streamed ?? initial, connected };
}
