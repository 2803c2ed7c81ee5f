import { ruleForConditions } from './patterns/win-rule';
import { describe, expect, it } from 'vitest';
import { cardForNumber } from './card-generator';
import { claimVerdict, completeBeforeLastCall, resetRefusal, rulesOf } from './game-rules';
import { judgeCard } from './judge-card';
import { DEFAULT_WIN_CONDITIONS } from './win-patterns';

const card = cardForNumber(7, 'standard');
const row = (card[1] as number[]).slice();
const other = Array.from({ length: 75 }, (_, i) => i + 1).find((n) => !card.flat().includes(n))!;
const calls = (numbers: number[]) => numbers.map((number) => ({ number, manual: false }));
const lateOf = (numbers: number[]) => {
  const judged = judgeCard(card, calls(numbers), ruleForConditions(DEFAULT_WIN_CONDITIONS));
  return completeBeforeLastCall(
    card,
    calls(numbers),
    ruleForConditions(DEFAULT_WIN_CONDITIONS),
    judged.win,
  );
};

describe('late claims', () => {
  it('are on time when the last ball completed the pattern', () => {
    expect(lateOf(row)).toBe(false);
    expect(lateOf([other, ...row])).toBe(false);
  });
  it('are late when the pattern was complete before the last ball', () => {
    expect(lateOf([...row, other])).toBe(true);
  });
  it('are on time when the last ball completed a second pattern', () => {
    const column = [0, 1, 2, 3, 4]
      .map((r) => card[r]![0])
      .filter((cell): cell is number => typeof cell === 'number' && !row.includes(cell));
    expect(lateOf([...row, ...column])).toBe(false);
  });
  it('are never late for a card that does not win', () => {
    expect(lateOf(row.slice(1))).toBe(false);
  });
});

describe('claimVerdict', () => {
  const base = { isWinner: true, late: false, blocked: false, wonBefore: false };
  it('blocks a blocked card before anything else', () => {
    expect(claimVerdict({ ...base, blocked: true, rules: { late_claims: 'allow' } })).toBe(
      'blocked',
    );
  });
  it('answers a late claim "late" only where the hall refuses them', () => {
    expect(claimVerdict({ ...base, late: true, rules: { late_claims: 'refuse' } })).toBe('late');
    expect(claimVerdict({ ...base, late: true, rules: { late_claims: 'allow' } })).toBe('win');
  });
  it('lets a card that claimed in time win later', () => {
    expect(
      claimVerdict({ ...base, late: true, wonBefore: true, rules: { late_claims: 'refuse' } }),
    ).toBe('win');
  });
  it('answers no_win for a losing card', () => {
    expect(claimVerdict({ ...base, isWinner: false, rules: { late_claims: 'allow' } })).toBe(
      'no_win',
    );
  });
});

describe('resetRefusal', () => {
  const game = { resetCount: 0, maxResets: 1, winningCards: [], allBallsOut: false };
  it('allows a first reset and refuses past the limit', () => {
    expect(resetRefusal(game)).toBeNull();
    expect(resetRefusal({ ...game, resetCount: 1 })).toBe('reset_limit');
    expect(resetRefusal({ ...game, resetCount: 9, maxResets: null })).toBeNull();
  });
  it('refuses after a win and after the last ball', () => {
    expect(resetRefusal({ ...game, winningCards: [3] })).toBe('reset_after_win');
    expect(resetRefusal({ ...game, allBallsOut: true })).toBe('reset_after_last_ball');
  });
});

describe('rulesOf', () => {
  it("answers a game's own rules", () => {
    const rules = {
      late_claims: 'refuse',
      max_resets: 2,
      shared_wins: 'full',
      claims_pause: false,
    } as const;
    expect(rulesOf({ rules })).toEqual(rules);
  });

  it('splits the prize of a game started before the shared-wins rule', () => {
    const rules = { late_claims: 'refuse', max_resets: 2 } as const;
    expect(rulesOf({ rules })).toEqual({ ...rules, shared_wins: 'split', claims_pause: true });
  });

  it('gives a game from before rules late claims, no reset limit and a split prize', () => {
    expect(rulesOf({ rules: null })).toEqual({
      late_claims: 'allow',
      max_resets: null,
      shared_wins: 'split',
      claims_pause: true,
    });
  });
});
