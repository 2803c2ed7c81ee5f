import { describe, expect, it } from 'vitest';
import { gameEconomics } from '@core/game-economics';
import { amountToCents, centsToAmount } from '@core/money';
import { call } from '../../../tests/support/api';
import { gameCall, getGame, startGame } from '../../../tests/support/games';
import { appForFile } from '../../../tests/support/app-for-file';

const t = appForFile();

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
    expect(response.json()).toEqual({
      amount_available: 12.34,
      fee_owed: 0,
      fee_reserved: 0,
      fee_terms: { fee_percent: 20, min_fee: 1 },
    });
  });

  it("gives a cashier the fee terms a start charges: its rate, its agent's minimum fee", async () => {
    const admin = await t.loginAs(await t.createUser({ role: 'admin' }));
    const agentUser = await t.createUser({ role: 'agent', balance: 100 });
    const agent = await t.loginAs(agentUser);
    await call(t.app, 'PUT', `/api/v1/admin/agents/${agentUser.agentId}/`, {
      as: admin,
      body: { min_fee: 2.5, min_fee_percent: 5 },
    });
    const cashier = await t.createUser({
      role: 'cashier',
      agentId: agentUser.agentId!,
      balance: 50,
    });
    await call(t.app, 'PUT', `/api/v1/agents/cashiers/${cashier.cashierId}/`, {
      as: agent,
      body: { fee_percent: 15 },
    });
    const session = await t.loginAs(cashier);
    const before = (await balance(session.headers.authorization)).json();
    expect(before.fee_terms).toEqual({ fee_percent: 15, min_fee: 2.5 });

    // What the Game Board shows before Start is what the start takes, both above and at the minimum.
    for (const [cards, winPercentage] of [
      [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 70],
      [[1, 2], 90],
    ] as const) {
      const pool = cards.length * 10;
      const shown = gameEconomics(
        amountToCents(pool),
        winPercentage,
        before.fee_terms.fee_percent,
        amountToCents(before.fee_terms.min_fee),
      ).feeCents;
      const { amount_available: from } = (await balance(session.headers.authorization)).json();
      const id = await startGame(t.app, session, {
        amount: pool,
        cards: [...cards],
        card_value: 10,
        win_percentage: winPercentage,
      });
      expect((await getGame(t.app, session, id)).fee).toBe(centsToAmount(shown));
      const { amount_available: to } = (await balance(session.headers.authorization)).json();
      expect(amountToCents(from) - amountToCents(to)).toBe(shown);
      expect((await gameCall(t.app, session, id, 'cancel', {})).statusCode).toBe(200);
    }
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
