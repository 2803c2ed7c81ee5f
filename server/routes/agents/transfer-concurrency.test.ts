import { describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';

const t = appForFile({}, { checkLedger: true });

describe('concurrent transfers agent -> cashier', () => {
  it('200 simultaneous top-ups against a balance covering 100: exactly 100 succeed', async () => {
    const agent = await t.createUser({ role: 'agent', balance: 100 });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
    const [agentSession, cashierSession] = [await t.loginAs(agent), await t.loginAs(cashier)];
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        call(t.app, 'POST', `/api/v1/agents/cashiers/${cashier.cashierId}/transfer/`, {
          as: agentSession,
          body: { amount: 1 },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 409)).toHaveLength(100);
    for (const refused of answers.filter((r) => r.statusCode === 409))
      expect(refused.json()).toEqual({
        error: 'Insufficient balance',
        code: 'insufficient_balance',
      });
    const balances = answers
      .filter((r) => r.statusCode === 200)
      .map((r) => r.json().amount_avalaible)
      .sort((a, b) => a - b);
    expect(balances).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const balance = (as: typeof agentSession) =>
      call(t.app, 'GET', '/api/v1/auth/balance/', { as }).then((r) => r.json().amount_available);
    expect(await balance(agentSession)).toBe(0);
    expect(await balance(cashierSession)).toBe(100);
  });

  it('opposite moves between one agent and one cashier at once neither deadlock nor drift', async () => {
    const agent = await t.createUser({ role: 'agent', balance: 50 });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 50 });
    const agentSession = await t.loginAs(agent);
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        call(t.app, 'POST', `/api/v1/agents/cashiers/${cashier.cashierId}/transfer/`, {
          as: agentSession,
          body: { amount: i % 2 === 0 ? 1 : -1 },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(60).fill(200));
    const balance = await call(t.app, 'GET', '/api/v1/auth/balance/', { as: agentSession });
    expect(balance.json()).toEqual({ amount_available: 50, fee_owed: 0 });
  });
});
