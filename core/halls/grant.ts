import { canonicalJson } from '../canonical-json';

/** The longest an offline allowance may last (decision 038). */
export const MAX_GRANT_HOURS = 72;
export const MAX_GRANT_GAMES = 10_000;

/**
 * An offline allowance as central signs it: numbered (usable once), bound to one hall and its key,
 * with an amount of the cashier's credit, a number of games and an expiry in central's clock.
 */
export interface HallGrant {
  grant_no: number;
  hall_id: number;
  shop_id: number;
  cashier_id: number;
  /** sha256 of the hall's public key (hex): a grant copied to another machine is refused. */
  hall_key: string;
  amount_cents: string;
  max_games: number;
  /** The shop's jackpots central lends the hall with this grant, at what each held then. */
  jackpots: { jackpot_id: number; amount_cents: string }[];
  /** The agent's credit set aside for the held cumulative jackpots to grow by on the hall. */
  growth_cents: string;
  /**
   * The fee terms the hall's games under this grant are played and judged on (issue 37): the
   * cashier's rate and minimum fee when it was granted. A change on central reaches the hall with
   * its next grant. Absent on grants from before: those play on the hall's copy of the terms.
   */
  fee?: GrantFeeTerms;
  /**
   * The game rules (decision 046) central ran when it granted: a hall game under this grant whose
   * log names older rules is refused, as an owner could name them to be judged more leniently.
   * Absent on grants from before: no version is required of their games.
   */
  rules_version?: number;
  issued_at: string;
  expires_at: string;
}

export interface GrantFeeTerms {
  fee_percent: number;
  min_fee_cents: string;
}

/** The exact text central signs and the hall checks. */
export function grantText(grant: HallGrant): string {
  return canonicalJson(grant);
}

export const GRANT_REFUSALS = [
  'grant_forged',
  'grant_other_hall',
  'grant_expired',
  'grant_replayed',
  'grant_too_long',
] as const;
export type GrantRefusal = (typeof GRANT_REFUSALS)[number];

export interface GrantContext {
  /** Central's signature over grantText checked with central's public key. */
  signatureValid: boolean;
  hallId: number;
  hallKey: string;
  /** The hall's estimate of central's clock (its own plus the offset measured at the last sync). */
  centralNowMs: number;
  alreadyLoaded: boolean;
}

/** Why a hall refuses to take in a grant, or null when it may. */
export function grantRefusal(grant: HallGrant, context: GrantContext): GrantRefusal | null {
  if (!context.signatureValid) return 'grant_forged';
  if (grant.hall_id !== context.hallId || grant.hall_key !== context.hallKey)
    return 'grant_other_hall';
  if (context.alreadyLoaded) return 'grant_replayed';
  const issued = Date.parse(grant.issued_at);
  const expires = Date.parse(grant.expires_at);
  if (!(expires > issued) || expires - issued > MAX_GRANT_HOURS * 3_600_000)
    return 'grant_too_long';
  if (context.centralNowMs >= expires) return 'grant_expired';
  return null;
}

/** Why a hall game's logged rules version cannot stand under its grant's, or null when it can. */
export function rulesVersionProblem(logged: number, granted: number | null): string | null {
  return granted !== null && logged < granted
    ? `rules version ${logged}, older than its grant's ${granted}`
    : null;
}
