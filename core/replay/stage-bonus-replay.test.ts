import { describe, expect, it } from 'vitest';
import { cardForNumber } from '../bingo/card-generator';
import { presetPattern } from '../bingo/patterns/presets';
import { replayGame, type LoggedGameEvent } from '../game-replay';
import { draw, gameLog, startEvent } from './test-logs';

// Decision 034: no stage bonus is paid on a win that stood on hand calls. The replay (and so
// central's judgment of a hall's game) refuses one at every rules version: an edited hall log
// cannot buy a bonus back by claiming the rules of an older game.

const numbers = cardForNumber(7, 'standard')
  .flat()
  .filter((n): n is number => typeof n === 'number');
const plan = {
  patterns: [presetPattern('full_house')!],
  skip_unused: false,
  stages: [
    { patterns: ['full_house'], share_percent: 100, bonus: { within_calls: 75, amount: 20 } },
  ],
};

const bonusGame = (
  version: number | undefined,
  call: 'draw' | 'mark',
  bonus: { bonus_cents?: string; bonus_unpaid_cents?: string },
): LoggedGameEvent[] => {
  const start = startEvent({
    rules: { late_claims: 'refuse', max_resets: 1 },
    plan,
    ...(version === undefined ? {} : { rules_version: version }),
  });
  const calls = numbers.map((number) =>
    call === 'draw' ? draw(number) : { type: 'mark', data: { number, called: true } },
  );
  const win = { type: 'win', data: { card_number: 7, grid: null, stage: 0, ...bonus } };
  return gameLog(start, ...calls, win);
};

describe("a stage's bonus in the replay", () => {
  it('replays a bonus paid on drawn balls', () => {
    expect(replayGame(bonusGame(2, 'draw', { bonus_cents: '2000' }))).toMatchObject({
      status: 'completed',
      winnerCard: 7,
      extraPrizesCents: 2000n,
    });
  });

  it.each([undefined, 1, 2])('refuses a bonus paid on hand calls (rules version %s)', (version) => {
    expect(() => replayGame(bonusGame(version, 'mark', { bonus_cents: '2000' }))).toThrow(
      'winner 7: a bonus paid on hand calls',
    );
  });

  it('replays the same win with the bonus said unpaid', () => {
    expect(replayGame(bonusGame(2, 'mark', { bonus_unpaid_cents: '2000' }))).toMatchObject({
      status: 'completed',
      winnerCard: 7,
      extraPrizesCents: 0n,
      winReliedOnManualCall: true,
    });
  });
});
