import type { FeeTerms } from '../game-fee';

/** A grant a hall has taken in, as its game starts see it. */
export interface LoadedGrant {
  grantNo: number;
  maxGames: number;
  gamesUsed: number;
  expiresAtMs: number;
}

/** The grant a start on a hall plays on: its number, and its signed fee terms if it has them. */
export interface GrantForStart {
  grantNo: number;
  feeTerms: FeeTerms | null;
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
  if (grants.length === 0) return { refusal: 'allowance_required' };
  // Games are left only on grants past their end: what stops the start is expiry (issue 37),
  // however many used-up grants are still within theirs.
  if (grants.some((grant) => grant.gamesUsed < grant.maxGames))
    return { refusal: 'allowance_expired' };
  return { refusal: live.length > 0 ? 'allowance_spent' : 'allowance_expired' };
}

/**
 * What the till shows of the allowance: the games left on live grants, and its end: the nearest
 * end of a grant that allows a game; when none does, the end that stopped it (the last end of a
 * grant with games left, else of any grant); null with no grant.
 */
export function allowanceView(
  grants: readonly LoadedGrant[],
  centralNowMs: number,
): { gamesLeft: number; endsAtMs: number | null } {
  const usable = grants.filter(
    (grant) => grant.expiresAtMs > centralNowMs && grant.gamesUsed < grant.maxGames,
  );
  const gamesLeft = usable.reduce((sum, grant) => sum + grant.maxGames - grant.gamesUsed, 0);
  if (usable.length > 0)
    return { gamesLeft, endsAtMs: Math.min(...usable.map((grant) => grant.expiresAtMs)) };
  const withGames = grants.filter((grant) => grant.gamesUsed < grant.maxGames);
  const ended = withGames.length > 0 ? withGames : grants;
  return {
    gamesLeft,
    endsAtMs: ended.length > 0 ? Math.max(...ended.map((grant) => grant.expiresAtMs)) : null,
  };
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
