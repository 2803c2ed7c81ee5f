import type { CardGrid } from './card';
import { calledBits, compileCard, fastRule, markedMask, winsFast } from './card-bitmask';
import { claimVerdict, completeBeforeLastCall, type GameRulesInForce } from './game-rules';
import type { Call } from './judge-card';
import { markCard } from './marking';
import { detectWin } from './win-detection';
import type { WinRule } from './patterns/win-rule';

export interface SoldCard {
  cardNumber: number;
  card: CardGrid;
}

export interface UnclaimedWinsInput {
  /** The game's named (sold) cards as the server holds them; an `{amount}`-only game names none. */
  cards: readonly SoldCard[];
  calls: readonly Call[];
  rule: WinRule;
  blocked: readonly number[];
  /** Cards an earlier check found winning (they claimed in time). */
  wonBefore: readonly number[];
  rules: Pick<GameRulesInForce, 'late_claims'>;
}

/**
 * The sold cards holding a win on the server's calls that the shop's claim rules would not refuse
 * now (not blocked, not a late claim where the shop refuses them): exactly the cards whose win
 * could be recorded at this moment. While there is one, no reset, close or cancel may wipe it.
 * No card wins before a call.
 */
export function unclaimedWinners(input: UnclaimedWinsInput): number[] {
  // No win before a call (decision 046): nothing a reset, close or cancel could wipe.
  if (input.calls.length === 0) return [];
  const numbers = input.calls.map((call) => call.number);
  const called = calledBits(numbers);
  const fast = fastRule(input.rule);
  const winners: number[] = [];
  for (const { cardNumber, card } of input.cards) {
    // The bitmask check first: a game may sell 10,000 cards and few of them win.
    if (!winsFast(markedMask(compileCard(card), called), fast)) continue;
    const win = detectWin(markCard(card, numbers), input.rule);
    if (!win.isWinner) continue;
    const verdict = claimVerdict({
      isWinner: true,
      late: completeBeforeLastCall(card, input.calls, input.rule, win),
      blocked: input.blocked.includes(cardNumber),
      wonBefore: input.wonBefore.includes(cardNumber),
      rules: input.rules,
    });
    if (verdict === 'win') winners.push(cardNumber);
  }
  return winners.sort((a, b) => a - b);
}
