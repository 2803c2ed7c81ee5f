/**
 * A winner's share as the till, the TV and the receipt show it (decision 046): pending while
 * other cards may still share its stage (it may shrink: pay it once final), final once it cannot
 * change.
 */
export function shareLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  winner: { card: number; share: string; final: boolean },
): string {
  return t(winner.final ? 'winners.cardShareFinal' : 'winners.cardSharePending', {
    card: winner.card,
    share: winner.share,
  });
}
