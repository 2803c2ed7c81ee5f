import { PLATFORM_MINIMUM_FEE_CENTS } from '@core/minimum-fee';
import type { Db } from '../db/client';

/**
 * The minimum platform fee a game of this cashier must pay, in cents: the one place the server
 * reads it. For now the platform's constant; the fee rules (admin default, per-agent override)
 * answer here once they exist.
 */
export async function minimumFeeCents(_db: Db, _cashierId: number): Promise<bigint> {
  return PLATFORM_MINIMUM_FEE_CENTS;
}
