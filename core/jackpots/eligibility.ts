/** What a jackpot needs to know of a game to let it count. */
export interface JackpotGame {
  /** The start named its sold cards (not SPEC's bare `{amount}`). */
  cardsNamed: boolean;
  /** The platform fee the game paid. */
  feeCents: bigint;
  poolCents: bigint;
}

export const JACKPOT_INELIGIBILITIES = [
  'cards_not_named',
  'fee_below_minimum',
  'pool_below_minimum',
] as const;
export type JackpotIneligibility = (typeof JACKPOT_INELIGIBILITIES)[number];

/**
 * Why a game may neither grow nor trigger this jackpot, or null when it may. A game that named no
 * cards can be "won" by any card number; a game below the minimum fee or the jackpot's minimum
 * pool costs its cashier (almost) nothing: either would let a cashier farm the agent's jackpot.
 */
export function jackpotIneligibility(
  game: JackpotGame,
  jackpot: { minPoolCents: bigint },
  minFeeCents: bigint,
): JackpotIneligibility | null {
  if (!game.cardsNamed) return 'cards_not_named';
  if (game.feeCents < minFeeCents) return 'fee_below_minimum';
  if (game.poolCents < jackpot.minPoolCents) return 'pool_below_minimum';
  return null;
}
