/**
 * The platform's minimum fee per game, in cents. For now one constant: the fee rules (minimum fee
 * set by the admin, per-agent overrides) replace it, read on the server through
 * `server/commands/minimum-fee.ts` only.
 */
export const PLATFORM_MINIMUM_FEE_CENTS = 50n;
