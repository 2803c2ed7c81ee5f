import { describe, expect, it } from 'vitest';
import { cardForNumber } from './bingo/card-generator';
import { DEFAULT_WIN_CONDITIONS } from './bingo/win-patterns';
import { replayGame, ReplayError, type LoggedGameEvent } from './game-replay';

const card = cardForNumber(7, 'standard');
const row = (card[0] as number[]).slice();
const start: LoggedGameEvent = {
  sequence: 1,
  type: 'start',
  data: {
    mode: 'standard',
    commitment: 'a'.repeat(64),
    amount_cents: '24000',
    win_percentage: 80,
    fee_percent: 20,
    win_conditions: DEFAULT_WIN_CONDITIONS,
  },
};
const draws = (numbers: number[], from: number): LoggedGameEvent[] =>
  numbers.map((number, i) => ({ sequence: from + i, type: 'draw', data: { number } }));

describe('replayGame', () => {
  it('recomputes calls, money and the win from the log alone', () => {
    const log = [
      start,
      ...draws(row, 2),
      { sequence: 7, type: 'win', data: { card_number: 7, grid: null } },
    ];
    expect(replayGame(log)).toMatchObject({
      status: 'completed',
      winnerCard: 7,
      winType: 'row',
      prizeCents: 19_200n,
      commissionCents: 4_800n,
      feeCents: 960n,
    });
  });

  it('follows manual marks and resets', () => {
    const log: LoggedGameEvent[] = [
      start,
      ...draws([1, 2], 2),
      { sequence: 4, type: 'reset', data: { commitment: 'b'.repeat(64) } },
      { sequence: 5, type: 'mark', data: { number: 9, called: true } },
      { sequence: 6, type: 'mark', data: { number: 9, called: false } },
      { sequence: 7, type: 'mark', data: { number: 10, called: true } },
    ];
    const game = replayGame(log);
    expect(game.called).toEqual([{ number: 10, manual: true }]);
    expect(game.commitment).toBe('b'.repeat(64));
  });

  it('refuses a log whose recorded win the calls do not give, or with a gap', () => {
    expect(() =>
      replayGame([start, { sequence: 2, type: 'win', data: { card_number: 7, grid: null } }]),
    ).toThrow(ReplayError);
    expect(() => replayGame([start, ...draws([1], 3)])).toThrow(ReplayError);
  });
});
