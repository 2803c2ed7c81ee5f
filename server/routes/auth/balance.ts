import { eq, sql } from 'drizzle-orm';
import { centsToAmount } from '@core/money';
import type { BalanceResponse, SessionUser } from '@core/schemas/auth';
import { feeRulesFor } from '@core/game-fee';
import { platformRulesOfRow } from '../../commands/fee-rules';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { agents, cashiers, feeRules } from '../../db/schema';

// Every till asks for its balance after each sale and game: prepared once per database, and one
// statement with the fee terms' rules (three round trips before, issue 42).
const cashierBalance = preparedPerDb((db) =>
  db
    .select({
      cents: cashiers.balanceCents,
      owed: cashiers.feeOwedCents,
      reserved: cashiers.feeReservedCents,
      feePercent: cashiers.feePercent,
      agent: { minFeeCents: agents.minFeeCents, minFeePercent: agents.minFeePercent },
      platformMinFeeCents: feeRules.minFeeCents,
      platformMinFeePercent: feeRules.minFeePercent,
    })
    .from(cashiers)
    .innerJoin(agents, eq(agents.id, cashiers.agentId))
    .leftJoin(feeRules, eq(feeRules.id, 1))
    .where(eq(cashiers.id, sql.placeholder('id')))
    .prepare('balance_of_cashier'),
);
const agentBalance = preparedPerDb((db) =>
  db
    .select({ cents: agents.balanceCents })
    .from(agents)
    .where(eq(agents.id, sql.placeholder('id')))
    .prepare('balance_of_agent'),
);

/**
 * The caller's own balance: an agent's or a cashier's credit (a cashier's with the fees it owes,
 * the fees its running games reserved and the fee terms its next start is charged by); an admin
 * holds none.
 */
export async function balanceOf(db: Db, user: SessionUser): Promise<BalanceResponse> {
  if (user.role === 'cashier' && user.cashier_id !== null) {
    const [row] = await cashierBalance(db).execute({ id: user.cashier_id });
    if (!row) return { amount_available: 0, fee_owed: 0 };
    const { minFeeCents } = feeRulesFor(platformRulesOfRow(row), row.agent);
    return {
      amount_available: centsToAmount(row.cents),
      fee_owed: centsToAmount(row.owed),
      fee_reserved: centsToAmount(row.reserved),
      fee_terms: { fee_percent: row.feePercent, min_fee: centsToAmount(minFeeCents) },
    };
  }
  if (user.role === 'agent' && user.agent_id !== null) {
    const [row] = await agentBalance(db).execute({ id: user.agent_id });
    return { amount_available: centsToAmount(row?.cents ?? 0n), fee_owed: 0 };
  }
  return { amount_available: 0, fee_owed: 0 };
}
