import type { Session, TestApp, TestUser } from './test-app';

/** An agent and its cashier, both signed in: the people most hall tests start from. */
export interface HallStaff {
  agent: TestUser;
  cashier: TestUser;
  asAgent: Session;
  asCashier: Session;
}

/**
 * Creates an agent and a cashier of its, and signs both in. `cashierBalance` is deposited with the
 * agent and handed on to the cashier (as createUser does); `agentBalance` stays with the agent.
 */
export async function hallStaff(
  t: TestApp,
  { agentBalance, cashierBalance }: { agentBalance?: number; cashierBalance?: number } = {},
): Promise<HallStaff> {
  const agent = await t.createUser({ role: 'agent', balance: agentBalance });
  const cashier = await t.createUser({
    role: 'cashier',
    agentId: agent.agentId!,
    balance: cashierBalance,
  });
  return { agent, cashier, asAgent: await t.loginAs(agent), asCashier: await t.loginAs(cashier) };
}
