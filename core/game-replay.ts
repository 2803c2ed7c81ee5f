import { block, check, win } from './replay/replay-claims';
import { cancel, close, draw, mark, reset } from './replay/replay-calls';
import {
  ReplayError,
  startOf,
  won,
  type Context,
  type LoggedGameEvent,
  type ReplayedGame,
} from './replay/replay-state';

export { ReplayError, type LoggedGameEvent, type ReplayedGame };

/** What each event does to the game; an event of another type changes nothing (jackpot, over...). */
const STEPS = new Map<string, (ctx: Context, data: Record<string, unknown>) => void>([
  ['draw', draw],
  ['mark', mark],
  ['reset', reset],
  ['check', check],
  // A phone's claim is judged where it stands in the log, on the calls before it (issue 40).
  ['claim', check],
  ['block', block],
  ['win', win],
  ['close', close],
  ['cancel', cancel],
]);

/**
 * Recomputes a game from its log alone: the calls (draws, manual marks, resets), the money from
 * the start's terms, the checks and blocks under the game's rules, and the win judged again from
 * the winning card and the calls at that moment. Throws ReplayError when the log contradicts
 * itself or its rules (a drawn ball uncalled, a reset past the limit, a win the calls do not give).
 */
export function replayGame(events: readonly LoggedGameEvent[]): ReplayedGame {
  const sorted = [...events].sort((a, b) => a.sequence - b.sequence);
  sorted.forEach((event, i) => {
    if (event.sequence !== i + 1) throw new ReplayError(`sequence gap before ${event.sequence}`);
  });
  const start = sorted[0];
  if (!start || start.type !== 'start') throw new ReplayError('the log does not open with start');
  const ctx = startOf(start);
  const { game } = ctx;
  for (const event of sorted.slice(1)) {
    if (
      game.status !== 'active' &&
      event.type !== 'check' &&
      event.type !== 'jackpot' &&
      !(event.type === 'win' && won(game))
    )
      throw new ReplayError(`${event.type} after the game ended`);
    STEPS.get(event.type)?.(ctx, event.data);
  }
  return game;
}
