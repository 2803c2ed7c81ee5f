import { API_BASE } from '@web/lib/api-base';
import { applyPublicMessage, type PublicGame } from './public-game';

const EVENT_TYPES = [
  ...['draw', 'mark', 'reset', 'pause', 'resume', 'over', 'win', 'close', 'cancel'],
  // Claims from phones and the checks that answer them (issue 40).
  ...['claim', 'check'],
];

/**
 * Follows a game's public feed (decision 037): the balls every phone of the hall hears, and the
 * claims and answers of this phone's own card; this phone marks its card from the balls.
 * EventSource reconnects by itself after a blip and the server resumes from Last-Event-ID. Until
 * the stream's snapshot, `initial` (the card answer's game) stands. Calls `onChange` with the game
 * after each message; returns stop.
 */
export function followGame(
  token: string,
  card: string,
  initial: PublicGame | null,
  onChange: (game: PublicGame | null) => void,
): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let game = initial;
  const stream = new EventSource(`${API_BASE}/public/games/${token}/events/?card=${card}`);
  const parse = (message: MessageEvent<string>) => {
    try {
      return (JSON.parse(message.data) as { data?: Record<string, unknown> }).data ?? null;
    } catch {
      return null;
    }
  };
  stream.addEventListener('snapshot', (message) => {
    const data = parse(message) as PublicGame | null;
    if (!data) return;
    game = applyPublicMessage(null, { kind: 'snapshot', game: data });
    onChange(game);
  });
  for (const type of EVENT_TYPES)
    stream.addEventListener(type, (message) => {
      const data = parse(message);
      if (!data) return;
      game = applyPublicMessage(game, { kind: 'event', type, data });
      onChange(game);
    });
  return () => stream.close();
}
