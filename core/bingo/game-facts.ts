import { maxNumberFor, type GameMode } from './modes';
import { ballsInPlay, type GamePlan } from './patterns/game-patterns';

/**
 * What a game's stored state says about it, derived in one place for the server's commands and
 * views, the replay and the web's caller: all balls out, the caller's state, the end, the order's
 * reveal.
 */

export const GAME_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];
/** The caller's states (SPEC section 4). */
export const CALLER_STATES = ['ready', 'calling', 'paused'] as const;
export type CallerState = (typeof CALLER_STATES)[number];
/** The caller's state plus `over` once every ball is out or the game has ended. */
export const GAME_STATES = [...CALLER_STATES, 'over'] as const;
export type GameState = (typeof GAME_STATES)[number];
/** How an ended game ended: a recorded win, closed with no winner, or cancelled. */
export const GAME_ENDS = ['win', 'no_winner', 'cancelled'] as const;
export type GameEnd = (typeof GAME_ENDS)[number] | null;

interface Calls {
  mode: GameMode;
  called: readonly { manual: boolean }[];
  /** The plan (the server's row): its balls in play, fewer than the mode's when columns are skipped. */
  plan?: GamePlan | null;
  /** Or how many balls the draw holds (the replay, from the plan). */
  ballCount?: number;
}

/**
 * How many balls the game's draw holds: the mode's, or fewer when its plan skips columns. Never
 * read off the stored order: a game waiting for its public round has none yet (decision 054).
 */
export function ballCountOf(game: Omit<Calls, 'called'>): number {
  if (game.ballCount !== undefined) return game.ballCount;
  return game.plan ? ballsInPlay(game.plan, game.mode).length : maxNumberFor(game.mode);
}

/** Every ball of the draw is called, by draw or by hand. */
export function allBallsOut(game: Calls): boolean {
  return game.called.length >= ballCountOf(game);
}

/**
 * The order and salt may be shown: the game has ended, or the server itself drew every ball (so
 * the order is already public). Balls called by hand never count: marking every ball by hand must
 * not reveal the order of a game still running.
 */
export function orderRevealed(game: Calls & { status: GameStatus }): boolean {
  if (game.status !== 'active') return true;
  return game.called.filter((call) => !call.manual).length >= ballCountOf(game);
}

/** The caller's state: `over` once every ball is out or the game has ended. */
export function gameState(
  game: Calls & { status: GameStatus; callerState: CallerState },
): GameState {
  if (game.status !== 'active' || allBallsOut(game)) return 'over';
  return game.callerState;
}

/** How an ended game ended; null while it runs. */
export function gameEnd(game: { status: GameStatus; winnerCard: number | null }): GameEnd {
  if (game.status === 'cancelled') return 'cancelled';
  if (game.status !== 'completed') return null;
  return game.winnerCard === null ? 'no_winner' : 'win';
}
