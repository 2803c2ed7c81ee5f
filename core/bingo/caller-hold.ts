import { DEFAULT_CALL_INTERVAL } from './game-limits';

/**
 * One caller per game (decision 051): the till that holds a game's caller draws its balls; any
 * other till follows. These are the hold's clocks, shared by the server (which decides) and the
 * web (which waits for them).
 */

/** Intervals without a ball from the holding till, while calling, after which its hold lapses. */
export const CALLER_LAPSE_INTERVALS = 3;
/** The shortest lapse, so a 3-second game does not change hands over one slow answer. */
export const CALLER_LAPSE_MIN_MS = 15_000;
/** How much earlier than one interval a draw may come (clocks of several API instances). */
export const DRAW_EARLY_TOLERANCE_MS = 250;

const intervalMs = (intervalSeconds: number | null) =>
  (intervalSeconds ?? DEFAULT_CALL_INTERVAL) * 1000;

/** How long the holding till may be silent while calling before another till may take over. */
export function callerLapseMs(intervalSeconds: number | null): number {
  return Math.max(CALLER_LAPSE_MIN_MS, CALLER_LAPSE_INTERVALS * intervalMs(intervalSeconds));
}

/** The holder's hold has lapsed: the game calls and no ball (nor resume) came from it in time. */
export function callerLapsed(
  hold: { state: string; seenAt: Date | null; intervalSeconds: number | null },
  now: Date,
): boolean {
  if (hold.state !== 'calling' || hold.seenAt === null) return false;
  return now.getTime() - hold.seenAt.getTime() >= callerLapseMs(hold.intervalSeconds);
}

/**
 * A till's draw comes before the game's interval has passed since its last ball. A game from
 * before decision 028 has no interval of its own (the browser's setting paced it): never early.
 */
export function drawTooSoon(
  game: { lastDrawAt: Date | null; intervalSeconds: number | null },
  now: Date,
): boolean {
  if (game.lastDrawAt === null || game.intervalSeconds === null) return false;
  const since = now.getTime() - game.lastDrawAt.getTime();
  return since < intervalMs(game.intervalSeconds) - DRAW_EARLY_TOLERANCE_MS;
}

/** How screens name a till: the first four characters of its id, as the log and the caller show. */
export function tillTag(till: string): string {
  return till.slice(0, 4).toUpperCase();
}
