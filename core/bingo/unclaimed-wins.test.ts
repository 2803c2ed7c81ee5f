import { ruleForConditions } from './patterns/win-rule';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardForNumber } from './card-generator';
import { claimVerdict, completeBeforeLastCall } from './game-rules';
import { judgeCard } from './judge-card';
import { unclaimedWinners } from './unclaimed-wins';
import { DEFAULT_WIN_CONDITIONS } from './win-patterns';

const cards = [7, 8, 9].map((cardNumber) => ({
  cardNumber,
  card: cardForNumber(cardNumber, 'standard'),
}));
const row7 = (cards[0]!.card[1] as number[]).slice();
const off7 = Array.from({ length: 75 }, (_, i) => i + 1).filter(
  (n) => !cards.some(({ card }) => card.flat().includes(n)),
);
const calls = (numbers: number[]) => numbers.map((number) => ({ number, manual: false }));
const base = {
  cards,
  rule: ruleForConditions(DEFAULT_WIN_CONDITIONS),
  blocked: [],
  wonBefore: [],
  rules: { late_claims: 'allow' as const },
};

describe('unclaimedWinners', () => {
  it('names no card before any pattern is complete', () => {
    expect(unclaimedWinners({ ...base, calls: calls(row7.slice(1)) })).toEqual([]);
  });
  it('names a sold card holding a win on the calls, hand calls included', () => {
    const byHand = row7.map((number) => ({ number, manual: true }));
    expect(unclaimedWinners({ ...base, calls: byHand })).toEqual([7]);
  });
  it('still names a card complete for many balls where the shop allows late claims', () => {
    expect(unclaimedWinners({ ...base, calls: calls([...row7, ...off7.slice(0, 10)]) })).toEqual([
      7,
    ]);
  });
  it('leaves out a blocked card and a late claim the shop refuses', () => {
    const late = calls([...row7, off7[0]!]);
    expect(unclaimedWinners({ ...base, calls: late, blocked: [7] })).toEqual([]);
    expect(unclaimedWinners({ ...base, calls: late, rules: { late_claims: 'refuse' } })).toEqual(
      [],
    );
  });
  it('keeps a late card that claimed in time even where late claims are refused', () => {
    const late = calls([...row7, off7[0]!]);
    expect(
      unclaimedWinners({ ...base, calls: late, wonBefore: [7], rules: { late_claims: 'refuse' } }),
    ).toEqual([7]);
  });
  it('ignores cards that were not sold (an `{amount}`-only game names none)', () => {
    expect(unclaimedWinners({ ...base, cards: [], calls: calls(row7) })).toEqual([]);
  });
});

describe('unclaimedWinners, property', () => {
  it('names exactly the cards a check would answer "win" now', () => {
    const sold = Array.from({ length: 40 }, (_, i) => ({
      cardNumber: i + 1,
      card: cardForNumber(i + 1, 'standard'),
    }));
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 75 }), { maxLength: 45 }),
        fc.subarray(sold.map((c) => c.cardNumber)),
        fc.subarray(sold.map((c) => c.cardNumber)),
        fc.constantFrom('allow' as const, 'refuse' as const),
        (numbers, blocked, wonBefore, lateClaims) => {
          const played = calls(numbers);
          const rules = { late_claims: lateClaims };
          const expected = sold
            .filter(({ cardNumber, card }) => {
              const { win } = judgeCard(card, played, ruleForConditions(DEFAULT_WIN_CONDITIONS));
              return (
                claimVerdict({
                  isWinner: win.isWinner,
                  late: completeBeforeLastCall(
                    card,
                    played,
                    ruleForConditions(DEFAULT_WIN_CONDITIONS),
                    win,
                  ),
                  blocked: blocked.includes(cardNumber),
                  wonBefore: wonBefore.includes(cardNumber),
                  rules,
                }) === 'win'
              );
            })
            .map(({ cardNumber }) => cardNumber);
          expect(
            unclaimedWinners({
              cards: sold,
              calls: played,
              rule: ruleForConditions(DEFAULT_WIN_CONDITIONS),
              blocked,
              wonBefore,
              rules,
            }),
          ).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
