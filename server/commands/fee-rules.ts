import { desc, eq, isNull } from 'drizzle-orm';
import { DEFAULT_FEE_RULES, feeRulesFor, type FeeRules } from '@core/game-fee';
import type { Cents } from '@core/money';
import type { Db } from '../db/client';
import { agents, cashiers, feeRuleChanges, feeRules, users } from '../db/schema';
import { notFound } from '../http-error';

/** The platform's fee rules: the admin's, else core's defaults. */
export async function platformFeeRules(db: Db): Promise<FeeRules> {
  const [row] = await db.select().from(feeRules).where(eq(feeRules.id, 1));
  return row
    ? { minFeeCents: row.minFeeCents, minFeePercent: row.minFeePercent }
    : DEFAULT_FEE_RULES;
}

/** The rules an agent and its cashiers play under: its overrides over the platform's. */
export async function agentFeeRules(db: Db, agentId: number): Promise<FeeRules> {
  const [agent] = await db
    .select({ minFeeCents: agents.minFeeCents, minFeePercent: agents.minFeePercent })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!agent) throw notFound();
  return feeRulesFor(await platformFeeRules(db), agent);
}

/** What a cashier's game start is charged by: its fee rate and its agent's rules. */
export interface CashierFeeTerms {
  agentId: number;
  feePercent: number;
  rules: FeeRules;
}

/**
 * A cashier's fee rate and the rules of its agent (the agent's overrides over the platform's), in
 * one statement: a game start reads them on every start (issue 26).
 */
export async function cashierFeeTerms(db: Db, cashierId: number): Promise<CashierFeeTerms> {
  const [row] = await db
    .select({
      agentId: cashiers.agentId,
      feePercent: cashiers.feePercent,
      agent: { minFeeCents: agents.minFeeCents, minFeePercent: agents.minFeePercent },
      platformMinFeeCents: feeRules.minFeeCents,
      platformMinFeePercent: feeRules.minFeePercent,
    })
    .from(cashiers)
    .innerJoin(agents, eq(agents.id, cashiers.agentId))
    .leftJoin(feeRules, eq(feeRules.id, 1))
    .where(eq(cashiers.id, cashierId));
  if (!row) throw notFound();
  return {
    agentId: row.agentId,
    feePercent: row.feePercent,
    rules: feeRulesFor(platformRulesOfRow(row), row.agent),
  };
}

/** The platform's rules from a row left-joined to fee_rules: core's defaults when it has none. */
export function platformRulesOfRow(row: {
  platformMinFeeCents: Cents | null;
  platformMinFeePercent: number | null;
}): FeeRules {
  return row.platformMinFeeCents === null || row.platformMinFeePercent === null
    ? DEFAULT_FEE_RULES
    : { minFeeCents: row.platformMinFeeCents, minFeePercent: row.platformMinFeePercent };
}

/** Sets the platform's rules and records the change (who, when, old, new). */
export async function setPlatformFeeRules(tx: Db, userId: number, next: FeeRules): Promise<void> {
  const old = await platformFeeRules(tx);
  await tx
    .insert(feeRules)
    .values({ id: 1, ...next })
    .onConflictDoUpdate({ target: feeRules.id, set: next });
  await tx.insert(feeRuleChanges).values({
    agentId: null,
    oldMinFeeCents: old.minFeeCents,
    newMinFeeCents: next.minFeeCents,
    oldMinFeePercent: old.minFeePercent,
    newMinFeePercent: next.minFeePercent,
    changedBy: userId,
  });
}

/** An agent's overrides: undefined leaves one as it is, null returns it to the platform's. */
export interface AgentFeeOverrides {
  minFeeCents?: Cents | null;
  minFeePercent?: number | null;
}

export async function setAgentFeeRules(
  tx: Db,
  userId: number,
  agentId: number,
  change: AgentFeeOverrides,
): Promise<void> {
  if (change.minFeeCents === undefined && change.minFeePercent === undefined) return;
  const [old] = await tx
    .select({ minFeeCents: agents.minFeeCents, minFeePercent: agents.minFeePercent })
    .from(agents)
    .where(eq(agents.id, agentId));
  if (!old) throw notFound();
  const next = {
    minFeeCents: change.minFeeCents === undefined ? old.minFeeCents : change.minFeeCents,
    minFeePercent: change.minFeePercent === undefined ? old.minFeePercent : change.minFeePercent,
  };
  if (next.minFeeCents === old.minFeeCents && next.minFeePercent === old.minFeePercent) return;
  await tx.update(agents).set(next).where(eq(agents.id, agentId));
  await tx.insert(feeRuleChanges).values({
    agentId,
    oldMinFeeCents: old.minFeeCents,
    newMinFeeCents: next.minFeeCents,
    oldMinFeePercent: old.minFeePercent,
    newMinFeePercent: next.minFeePercent,
    changedBy: userId,
  });
}

/** The platform's rule changes, newest first. */
export function platformFeeRuleChanges(db: Db, limit = 50) {
  return db
    .select({
      oldMinFeeCents: feeRuleChanges.oldMinFeeCents,
      newMinFeeCents: feeRuleChanges.newMinFeeCents,
      oldMinFeePercent: feeRuleChanges.oldMinFeePercent,
      newMinFeePercent: feeRuleChanges.newMinFeePercent,
      changedBy: users.username,
      createdAt: feeRuleChanges.createdAt,
    })
    .from(feeRuleChanges)
    .innerJoin(users, eq(users.id, feeRuleChanges.changedBy))
    .where(isNull(feeRuleChanges.agentId))
    .orderBy(desc(feeRuleChanges.id))
    .limit(limit);
}
