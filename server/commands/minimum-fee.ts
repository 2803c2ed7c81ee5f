import { eq } from 'drizzle-orm';
import type { Cents } from '@core/money';
import type { Db } from '../db/client';
import { cashiers } from '../db/schema';
import { notFound } from '../http-error';
import { agentFeeRules } from './fee-rules';

/**
 * The minimum platform fee a game of this cashier must pay, in cents: its agent's override, else
 * the platform's (fee-rules.ts). Jackpot eligibility reads it here.
 */
export async function minimumFeeCents(db: Db, cashierId: number): Promise<Cents> {
  const [cashier] = await db
    .select({ agentId: cashiers.agentId })
    .from(cashiers)
    .where(eq(cashiers.id, cashierId));
  if (!cashier) throw notFound();
  return (await agentFeeRules(db, cashier.agentId)).minFeeCents;
}
