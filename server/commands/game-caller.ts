import { eq } from 'drizzle-orm';
import { callerLapsed, drawTooSoon } from '@core/bingo/caller-hold';
import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { games } from '../db/schema';
import { HttpError } from '../http-error';
import type { GameRow } from '../policies/game-access';
import type { GameEvent } from '../realtime/game-event-bus';
import { runningGame } from './controlled-game';
import type { Changed } from './game-change';
import { appendGameEvent } from './game-log';

/**
 * One caller per game (decision 051): the till (a browser tab's UUID) holding `games.caller_till`
 * draws; other tills follow. The hold lives in the game row, locked by every change, so every API
 * instance agrees on it.
 */

/** The holder went silent while calling for longer than the lapse: any till may draw on. */
export const holdLapsed = (game: GameRow, now: Date): boolean =>
  callerLapsed(
    { state: game.callerState, seenAt: game.callerSeenAt, intervalSeconds: game.callInterval },
    now,
  );

/** A move of the caller to `till`; `logged`: a take_control event if it came from another till. */
interface CallerMove {
  till: string;
  now: Date;
  logged: boolean;
}

/** The caller fields a move to `till` sets. */
const callerAt = (till: string, user: SessionUser, now: Date) => ({
  callerTill: till,
  callerUserId: user.id,
  callerSeenAt: now,
});

/** The take_control event of a move to `till`, logged when it came from another till. */
async function logTakeControl(
  tx: Db,
  game: GameRow,
  user: SessionUser,
  move: CallerMove,
): Promise<GameEvent[]> {
  if (!move.logged || game.callerTill === move.till) return [];
  const data = {
    till: move.till,
    from_till: game.callerTill,
    from_user_id: game.callerUserId,
    lapsed: game.callerTill !== null && holdLapsed(game, move.now),
  };
  return [
    await appendGameEvent(tx, { gameId: game.id, type: 'take_control', userId: user.id, data }),
  ];
}

/** Moves the caller to `till`; logs `take_control` when `logged` and it came from another till. */
async function moveCaller(
  tx: Db,
  game: GameRow,
  user: SessionUser,
  move: CallerMove,
): Promise<GameEvent[]> {
  await tx
    .update(games)
    .set(callerAt(move.till, user, move.now))
    .where(eq(games.id, game.id));
  return logTakeControl(tx, game, user, move);
}

/**
 * May this till's draw go ahead? The till holding the caller, or any till when none holds it or
 * the hold has lapsed (the first such till takes it; after a lapse with a logged take_control).
 * A till's draw comes one interval after the last ball at the soonest, so handing the caller back
 * and forth adds no ball. A client naming no till (SPEC's, a script) draws as it always did:
 * `expected_called_count` is its guard against doubles. Answers the caller fields for the draw's
 * own update of the game row (one write, not two).
 */
export async function claimDraw(
  tx: Db,
  game: GameRow,
  user: SessionUser,
  till: string | undefined,
  now: Date,
): Promise<{ events: GameEvent[]; caller: Partial<ReturnType<typeof callerAt>> }> {
  if (till === undefined) return { events: [], caller: {} };
  const held = game.callerTill !== null && !holdLapsed(game, now);
  if (held && game.callerTill !== till) throw new HttpError(409, 'not_the_caller');
  if (drawTooSoon({ lastDrawAt: game.lastDrawAt, intervalSeconds: game.callInterval }, now))
    throw new HttpError(409, 'draw_too_soon');
  const move = { till, now, logged: game.callerTill !== null };
  return { events: await logTakeControl(tx, game, user, move), caller: callerAt(till, user, now) };
}

/** A till leaving the caller screen while it holds the caller gives it up: nobody holds it. */
export async function releaseOnLeave(
  tx: Db,
  game: GameRow,
  till: string | undefined,
): Promise<void> {
  if (till === undefined || game.callerTill !== till) return;
  await tx
    .update(games)
    .set({ callerTill: null, callerUserId: null, callerSeenAt: null })
    .where(eq(games.id, game.id));
}

/** A resume from a till takes the caller to it (logged when another till held it). */
export async function claimOnResume(
  tx: Db,
  game: GameRow,
  user: SessionUser,
  till: string | undefined,
): Promise<GameEvent[]> {
  if (till === undefined) return [];
  return moveCaller(tx, game, user, { till, now: new Date(), logged: true });
}

/**
 * Take control: this till draws from now on; the one that held it follows through the live feed.
 * It changes no call: the next ball is the next of the order, one interval after the last.
 */
export async function takeControl(
  tx: Db,
  user: SessionUser,
  id: number,
  till: string,
): Promise<Changed> {
  const game = await runningGame(tx, user, id);
  const events = await moveCaller(tx, game, user, { till, now: new Date(), logged: true });
  return { events, result: undefined };
}
