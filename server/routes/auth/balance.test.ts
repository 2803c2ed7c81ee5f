import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const balance = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/balance/',
    headers: authorization ? { authorization } : {},
  });

describe('GET /api/v1/auth/balance/', () => {
  it("answers an agent's balance in currency units", async () => {
    const agent = await t.createUser({ role: 'agent', balance: 1234.5 });
    const response = await balance((await t.loginAs(agent)).headers.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ amount_available: 1234.5, fee_owed: 0 });
  });

  it("answers a cashier's own balance, not its agent's", async () => {
    const agent = await t.createUser({ role: 'agent', balance: 500 });
    const cashier = await t.createUser({
      role: 'cashier',
      balance: 12.34,
      agentId: agent.agentId!,
    });
    const response = await balance((await t.loginAs(cashier)).headers.authorization);
    expect(response.json()).toEqual({ amount_available: 12.34, fee_owed: 0 });
  });

  it('answers 0 for an admin', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const response = await balance((await t.loginAs(admin)).headers.authorization);
    expect(response.json()).toEqual({ amount_available: 0, fee_owed: 0 });
  });

  it('needs a token', async () => {
    expect((await balance()).statusCode).toBe(401);
  });
});

describe('GET /api/v1/auth/me/', () => {
  it("gives a cashier its own id and its agent's id", async () => {
    const agent = await t.createUser({ role: 'agent' });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
    const session = await t.loginAs(cashier);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me/',
      headers: session.headers,
    });
    expect(response.json()).toEqual({
      id: cashier.id,
      username: cashier.username,
      role: 'cashier',
      agent_id: agent.agentId,
      cashier_id: cashier.cashierId,
    });
  });
});
