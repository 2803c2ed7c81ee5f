/**
 * Claims from players' phones (issue 40): the card's page sends one, the server stamps it with the
 * calls there were and judges it on them at once, and it waits for the cashier's check.
 */

/** A claim the cashier has not checked yet. */
export interface PendingClaim {
  card_number: number;
  /** How many balls were called when it came: the claim is judged on those. */
  called_count: number;
  at: string;
}

/** The card's claim still waiting, if it has one: a second press answers with it. */
export const pendingClaimOf = (
  pending: readonly PendingClaim[],
  cardNumber: number,
): PendingClaim | undefined => pending.find((claim) => claim.card_number === cardNumber);

/** The claims left once the cashier checked this card: its own is answered. */
export const withoutClaimOf = (pending: readonly PendingClaim[], cardNumber: number) =>
  pending.filter((claim) => claim.card_number !== cardNumber);
