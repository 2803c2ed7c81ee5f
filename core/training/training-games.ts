/**
 * Training games (decision 055): a practice game on the real screens that moves no money. The one
 * question every money step asks is `movesMoney`; the one limit on a practice sale is here.
 */

/** The most cards a training game may sell: enough to practise, too few to run a hall's game. */
export const TRAINING_MAX_CARDS = 10;

/** Whether a game moves money: a training game never does (no fee, prize, takings or jackpot). */
export const movesMoney = (game: { training: boolean }): boolean => !game.training;

/** Why a training start's sold cards are refused; null when they are fine. */
export function trainingCardsRefusal(
  cardCount: number,
): 'cards_required' | 'training_too_many_cards' | null {
  if (cardCount === 0) return 'cards_required';
  if (cardCount > TRAINING_MAX_CARDS) return 'training_too_many_cards';
  return null;
}
