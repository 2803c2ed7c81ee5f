import type { SessionUser } from '@core/schemas/auth';
import type { Db } from '../db/client';
import { HttpError } from '../http-error';
import { gameFor, type GameRow } from '../policies/game-access';

// The game a step acts on. Its own module: game-control calls claim-rules, and claim-rules needs
// runningGame; with it in game-control the two imported each other.
export function assertActive(game: GameRow): void {
  if (game.status === 'completed') throw new HttpError(409, 'game_completed');
  if (game.status === 'cancelled') throw new HttpError(409, 'game_cancelled');
}

/** The running game the caller may control, locked for the rest of the transaction. */
export async function runningGame(tx: Db, user: SessionUser, id: number): Promise<GameRow> {
  const game = await gameFor(tx, user, id, { run: true, lock: true });
  assertActive(game);
  return game;
}

/** A running game the caller may pause, close or cancel (its agent too), locked likewise. */
export async function endingGame(tx: Db, user: SessionUser, id: number): Promise<GameRow> {
  const game = await gameFor(tx, user, id, { end: true, lock: true });
  assertActive(game);
  return game;
}

/** 422 when a step that needs a reason came without one (the schema already refused blank ones). */
export function assertReason(reason: string | undefined, needed: boolean): void {
  if (needed && (reason === undefined || reason === ''))
    throw new HttpError(422, 'reason_required');
}
