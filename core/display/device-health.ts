/**
 * A TV's health as the till sees it (issue 38): connected or not, the last ball its feed sent it
 * and how far that is behind the game. A TV that drops is flagged within TV_DROP_FLAGGED_MS: a
 * closed feed at once, a silent one (Wi-Fi gone, no close ever reaches the server) once its beats
 * stop for TV_BEAT_LAPSE_MS; the till reads the devices every DEVICES_POLL_MS.
 */
export const TV_DROP_FLAGGED_MS = 5_000;
/** How often a TV tells the server it still hears its feed. */
export const TV_BEAT_EVERY_MS = 1_000;
/** A TV whose last beat is older than this is silent: two beats may be lost before it counts. */
export const TV_BEAT_LAPSE_MS = 3_000;
/** How often an open devices panel asks again; with the lapse, inside TV_DROP_FLAGGED_MS. */
export const DEVICES_POLL_MS = 1_500;

/** A beat names its feed connection by this key, sent first on the feed (128 random bits). */
export const BEAT_KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The last ball a screen's feed sent it, in the game it followed then. */
export interface SentBall {
  gameId: number;
  /** null: no ball yet in that game (or the last one was taken back). */
  number: number | null;
  letter: string | null;
  calledCount: number;
}

const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) ? value : null;
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The last call of a game as the feed's snapshot shows it (`called`: number, letter). */
function lastOfSnapshot(gameId: number, game: Record<string, unknown>): SentBall {
  const called = Array.isArray(game.called) ? (game.called as Array<Record<string, unknown>>) : [];
  const last = called.at(-1);
  return {
    gameId,
    number: num(last?.number),
    letter: text(last?.letter),
    calledCount: num(game.called_count) ?? called.length,
  };
}

/**
 * The last ball a screen holds after the feed sent it one more message (the snapshot, a draw, a
 * hand call or one taken back, a reset); anything else leaves it as it was. A message of another
 * game than the one held counts only as that game's snapshot.
 */
export function ballAfter(
  held: SentBall | null,
  gameId: number,
  type: string,
  data: Record<string, unknown>,
): SentBall | null {
  if (type === 'snapshot') return lastOfSnapshot(gameId, data);
  const before = held?.gameId === gameId ? held : null;
  const calledCount = num(data.called_count);
  const number = num(data.number);
  switch (type) {
    case 'draw':
      return number === null
        ? held
        : { gameId, number, letter: text(data.letter), calledCount: calledCount ?? 0 };
    case 'mark':
      if (number === null) return held;
      if (data.called === true)
        return { gameId, number, letter: text(data.letter), calledCount: calledCount ?? 0 };
      if (!before) return held;
      return {
        ...before,
        ...(before.number === number ? { number: null, letter: null } : {}),
        calledCount: calledCount ?? Math.max(0, before.calledCount - 1),
      };
    case 'reset':
      return { gameId, number: null, letter: null, calledCount: 0 };
    default:
      return held;
  }
}

/**
 * How many balls a screen is behind the game: the game's calls it has not been sent. A screen
 * that holds an older game (or none) is behind by every call of this one.
 */
export function ballsBehind(held: SentBall | null, game: { id: number; calledCount: number }) {
  const sent = held?.gameId === game.id ? held.calledCount : 0;
  return Math.max(0, game.calledCount - sent);
}
