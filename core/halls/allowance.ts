/** A grant a hall has taken in, as its game starts see it. */
export interface LoadedGrant {
  grantNo: number;
  maxGames: number;
  gamesUsed: number;
  expiresAtMs: number;
}

export type AllowanceRefusal = 'allowance_required' | 'allowance_expired' | 'allowance_spent';

/**
 * The grant a hall's next game starts against: the one expiring first that is still valid and has
 * games left. The money itself is the cashier's balance on the hall (the sum of the grants taken
 * in, less fees), so a spent amount is refused as any short balance is.
 */
export function grantForStart(
  grants: readonly LoadedGrant[],
  centralNowMs: number,
): { grantNo: number } | { refusal: AllowanceRefusal } {
  const live = grants.filter((grant) => grant.expiresAtMs > centralNowMs);
  const usable = live
    .filter((grant) => grant.gamesUsed < grant.maxGames)
    .sort((a, b) => a.expiresAtMs - b.expiresAtMs || a.grantNo - b.grantNo);
  const first = usable[0];
  if (first) return { grantNo: first.grantNo };
  if (live.length > 0) return { refusal: 'allowance_spent' };
  return { refusal: grants.length > 0 ? 'allowance_expired' : 'allowance_required' };
}

/** Whether what is left of the hall's allowance should go back to the cashier's balance on central. */
export function allowanceToReturn(
  grants: readonly LoadedGrant[],
  centralNowMs: number,
  balanceCents: bigint,
): bigint {
  if (balanceCents <= 0n) return 0n;
  return anyGrantLive(grants, centralNowMs) ? 0n : balanceCents;
}

/** Whether a grant still allows a game: while one does, nothing of the allowance goes back. */
export function anyGrantLive(grants: readonly LoadedGrant[], centralNowMs: number): boolean {
  return grants.some(
    (grant) => grant.expiresAtMs > centralNowMs && grant.gamesUsed < grant.maxGames,
  );
}
