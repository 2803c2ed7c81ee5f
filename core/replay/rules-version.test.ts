import { describe, expect, it } from 'vitest';
import { cardForNumber } from '../bingo/card-generator';
import { presetPattern } from '../bingo/patterns/presets';
import { replayGame } from '../game-replay';
import { draw, gameLog, startEvent } from './test-logs';

// Decision 046: a log whose start names no rules version is judged by the rules it was played
// under (version 1), so games already played replay true; version 2 by the new rules.

const card = cardForNumber(7, 'standard');
const row = (card[1] as number[]).slice();
const rest = card.flat().filter((n): n is number => typeof n === 'number' && !row.includes(n));
const other = Array.from({ length: 75 }, (_, i) => i + 1).find((n) => !card.flat().includes(n))!;
const centre = { key: 'custom-1', name: 'Centre', class: 'fixed', masks: [1 << 12], k: 1 };

const startOf = (plan: unknown, version?: number) =>
  startEvent({
    rules: { late_claims: 'refuse', max_resets: 1 },
    plan,
    ...(version === undefined ? {} : { rules_version: version }),
  });
const log = gameLog;
const win = (stage: number) => ({ type: 'win', data: { card_number: 7, grid: null, stage } });
const check = (stage: number) => ({
  type: 'check',
  data: { card_number: 7, grid: null, verdict: 'win', stage },
});

describe('replay by rules version', () => {
  it('replays an old game won before any call; refuses it under version 2', () => {
    const plan = { patterns: [centre], skip_unused: false };
    expect(replayGame(log(startOf(plan), win(0)))).toMatchObject({
      status: 'completed',
      winnerCard: 7,
    });
    expect(() => replayGame(log(startOf(plan, 2), win(0)))).toThrow(/before any call/);
  });

  it("replays an old staged game's late win after an earlier stage's check; judges it per stage under version 2", () => {
    const plan = {
      patterns: [presetPattern('one_line')!, presetPattern('full_house')!],
      skip_unused: false,
      stages: [
        { patterns: ['one_line'], share_percent: 50 },
        { patterns: ['full_house'], share_percent: 50 },
      ],
    };
    const played = [...row.map(draw), check(0), win(0), ...rest.map(draw), draw(other), win(1)];
    expect(replayGame(log(startOf(plan), ...played))).toMatchObject({
      status: 'completed',
      winners: [7, 7],
      winnerStages: [0, 1],
    });
    expect(() => replayGame(log(startOf(plan, 2), ...played))).toThrow(/could not win \(late\)/);
    // In time, version 2 agrees.
    const inTime = [...row.map(draw), check(0), win(0), ...rest.map(draw), win(1)];
    expect(replayGame(log(startOf(plan, 2), ...inTime))).toMatchObject({ status: 'completed' });
  });
});
