import { eq } from 'drizzle-orm';
import type { Cents } from '@core/money';
import type { Db } from '../db/client';
import { agents } from '../db/schema';
import { notFound } from '../http-error';
import { moveMoney } from '../ledger/move-money';

/** The admin's two credit moves on an agent: a deposit, or a withdrawal back to the platform. */
export type AgentCreditKind = 'deposit' | 'agent_withdrawal';

/**
 * Moves credit between the platform and an agent as a new ledger entry (a withdrawal carries its
 * reason); answers the entry and the agent's balance after it. An unknown agent is 404, an agent
 * holding less than a withdrawal 409 insufficient_balance (moveMoney).
 */
export async function moveAgentCredit(
  tx: Db,
  move: {
    kind: AgentCreditKind;
    agentId: number;
    amountCents: Cents;
    reason?: string;
    userId: number;
  },
): Promise<{ entryId: number; agentBalanceCents: Cents }> {
  const [agent] = await tx
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.id, move.agentId));
  if (!agent) throw notFound();
  const platform = { kind: 'platform' } as const;
  const account = { kind: 'agent', id: agent.id } as const;
  const deposit = move.kind === 'deposit';
  const moved = await moveMoney(tx, {
    from: deposit ? platform : account,
    to: deposit ? account : platform,
    amountCents: move.amountCents,
    kind: move.kind,
    reason: move.reason ?? null,
    userId: move.userId,
  });
  const balance = deposit ? moved.toBalanceCents : moved.fromBalanceCents;
  return { entryId: moved.entryId, agentBalanceCents: balance ?? 0n };
}
