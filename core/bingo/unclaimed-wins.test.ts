import { describe, expect, it } from 'vitest';
import { cardForNumber } from './card-generator';
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
  conditions: DEFAULT_WIN_CONDITIONS,
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
