import type { CardGrid } from '../bingo/card';
import { judgeCard, type Call } from '../bingo/judge-card';
import { winRule } from '../bingo/patterns/win-rule';
import type { PayoutInPlay } from '../odds/game-odds';

/**
 * The winning card earned the payout the start judged: it completes one of the payout's own
 * patterns on the drawn balls, within its call limit. A call limit counts the game's calls, which
 * the odds already priced on the game's draw (a short draw makes the chance high, not the limit
 * easy).
 */
export function payoutEarned(
  payout: Pick<PayoutInPlay, 'patterns' | 'within_calls'>,
  card: CardGrid,
  calls: readonly Call[],
): boolean {
  if (calls.length === 0) return false;
  if (payout.within_calls !== null && calls.length > payout.within_calls) return false;
  const drawn = calls.filter((call) => !call.manual);
  const judged = judgeCard(card, drawn.length > 0 ? drawn : calls, winRule(payout.patterns));
  return judged.win.isWinner;
}
