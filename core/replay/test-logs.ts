import { DEFAULT_WIN_CONDITIONS } from '../bingo/win-patterns';
import type { LoggedGameEvent } from '../game-replay';

/**
 * Game logs for the replay's tests: a standard game's start (a 240.00 pool, 80% to win, a 20%
 * fee) with whatever else the test sets, and the events after it numbered in order.
 */
export const startEvent = (data: Record<string, unknown> = {}): LoggedGameEvent => ({
  sequence: 1,
  type: 'start',
  data: {
    mode: 'standard',
    commitment: 'a'.repeat(64),
    amount_cents: '24000',
    win_percentage: 80,
    fee_percent: 20,
    win_conditions: DEFAULT_WIN_CONDITIONS,
    ...data,
  },
});

export const gameLog = (
  first: LoggedGameEvent,
  ...rest: Array<Omit<LoggedGameEvent, 'sequence'>>
): LoggedGameEvent[] => [first, ...rest.map((event, i) => ({ ...event, sequence: i + 2 }))];

export const draw = (number: number) => ({ type: 'draw', data: { number } });
