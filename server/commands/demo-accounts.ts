import { and, eq } from 'drizzle-orm';
import type { Role } from '@core/auth/roles';
import { amountToCents } from '@core/money';
import { findUserByUsername } from '../auth/session-user';
import type { Db } from '../db/client';
import { ledgerEntries } from '../db/schema';
import { createStaffUser } from './create-staff-user';
import { moveMoney, type MoneyMove } from '../ledger/move-money';

export const DEMO_AGENT = { username: 'demo-agent', password: 'demo-agent-pass' };
export const DEMO_CASHIER = { username: 'demo-cashier', password: 'demo-cashier-pass' };
/** Credit the demo agent receives from the platform, and the demo cashier's opening from it. */
export const DEMO_AGENT_DEPOSIT = 1000;
export const DEMO_CASHIER_OPENING = 200;

export interface DemoAccount {
  role: Role;
  username: string;
  password: string;
}

/** Moves demo credit once: the move's reference marks it as done. */
async function moveOnce(db: Db, move: MoneyMove & { reference: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [done] = await tx
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.reference, move.reference), eq(ledgerEntries.kind, move.kind)))
      .limit(1);
    if (!done) await moveMoney(tx, move);
  });
}

/**
 * Adds the demo agent (1000.00 deposited) and its cashier (200.00 opening from the agent) unless
 * they exist; the credit moves through the ledger once. Safe to run again.
 */
export async function ensureDemoAccounts(db: Db): Promise<DemoAccount[]> {
  let agentId = (await findUserByUsername(db, DEMO_AGENT.username))?.agent_id ?? null;
  if (agentId === null) {
    agentId = (await createStaffUser(db, { ...DEMO_AGENT, role: 'agent' })).agentId;
  }
  if (agentId === null) throw new Error(`User ${DEMO_AGENT.username} exists but is not an agent`);
  let cashierId = (await findUserByUsername(db, DEMO_CASHIER.username))?.cashier_id ?? null;
  if (cashierId === null) {
    cashierId = (await createStaffUser(db, { ...DEMO_CASHIER, role: 'cashier', agentId }))
      .cashierId;
  }
  await moveOnce(db, {
    from: { kind: 'platform' },
    to: { kind: 'agent', id: agentId },
    amountCents: amountToCents(DEMO_AGENT_DEPOSIT),
    kind: 'deposit',
    reference: `demo:deposit:agent:${agentId}`,
    userId: null,
  });
  if (cashierId !== null)
    await moveOnce(db, {
      from: { kind: 'agent', id: agentId },
      to: { kind: 'cashier', id: cashierId },
      amountCents: amountToCents(DEMO_CASHIER_OPENING),
      kind: 'cashier_opening',
      reference: `demo:opening:cashier:${cashierId}`,
      userId: null,
    });
  return [
    { role: 'agent', ...DEMO_AGENT },
    { role: 'cashier', ...DEMO_CASHIER },
  ];
}
