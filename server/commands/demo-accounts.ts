import type { Role } from '@core/auth/roles';
import { findUserByUsername } from '../auth/session-user';
import type { Db } from '../db/client';
import { createStaffUser } from './create-staff-user';

export const DEMO_AGENT = { username: 'demo-agent', password: 'demo-agent-pass' };
export const DEMO_CASHIER = { username: 'demo-cashier', password: 'demo-cashier-pass' };

export interface DemoAccount {
  role: Role;
  username: string;
  password: string;
}

/** Adds the demo agent and its cashier unless they exist; safe to run again. */
export async function ensureDemoAccounts(db: Db): Promise<DemoAccount[]> {
  let agentId = (await findUserByUsername(db, DEMO_AGENT.username))?.agent_id ?? null;
  if (agentId === null) {
    agentId = (await createStaffUser(db, { ...DEMO_AGENT, role: 'agent' })).agentId;
  }
  if (agentId === null) throw new Error(`User ${DEMO_AGENT.username} exists but is not an agent`);
  if (!(await findUserByUsername(db, DEMO_CASHIER.username))) {
    await createStaffUser(db, { ...DEMO_CASHIER, role: 'cashier', agentId });
  }
  return [
    { role: 'agent', ...DEMO_AGENT },
    { role: 'cashier', ...DEMO_CASHIER },
  ];
}
