import type { CardGrid } from './card';
import { judgeCard, type Call } from './judge-card';
import type { WinRule } from './patterns/win-rule';

/**
 * The cards that won a check and would stop winning if the hand call of `number` were taken
 * back: such a call stays, so a cashier cannot make a valid bingo vanish by uncalling it.
 */
export function winsRelyingOnCall({
  cards,
  calls,
  number,
  rule,
}: {
  cards: readonly { cardNumber: number; card: CardGrid }[];
  calls: readonly Call[];
  number: number;
  rule: WinRule;
}): number[] {
  const without = calls.filter((call) => call.number !== number);
  return cards
    .filter(
      ({ card }) =>
        judgeCard(card, calls, rule).win.isWinner && !judgeCard(card, without, rule).win.isWinner,
    )
    .map(({ cardNumber }) => cardNumber);
}
