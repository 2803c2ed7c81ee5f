import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { startGame, getGame } from '../../../tests/support/games';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session } from '../../../tests/support/test-app';
import { feeRuleChanges } from '../../db/schema';

// Issue 19, finding 4: the admin sets the minimum fee and the lowest rate an agent may give a
// cashier; every rate a cashier gets is recorded, and so is every change of the rules.

let admin: Session;
const t = appForFile({}, { checkLedger: true });
beforeAll(async () => {
  admin = await t.loginAs(await t.createUser({ role: 'admin' }));
});

const feeRules = (as: Session) => call(t.app, 'GET', '/api/v1/admin/fee_rules/', { as });
const setFeeRules = (body: unknown) =>
  call(t.app, 'PUT', '/api/v1/admin/fee_rules/', { as: admin, body });

async function agentWithSession() {
  const agent = await t.createUser({ role: 'agent', balance: 1000 });
  return { agent, session: await t.loginAs(agent) };
}

describe('platform fee rules', () => {
  it('start at 1.00 per game and 5 %, are set by the admin and every change is recorded', async () => {
    expect((await feeRules(admin)).json()).toMatchObject({
      min_fee: 1,
      min_fee_percent: 5,
      changes: [],
    });
    const set = await setFeeRules({ min_fee: 2.5, min_fee_percent: 10 });
    expect(set.statusCode).toBe(200);
    const after = (await feeRules(admin)).json();
    expect(after).toMatchObject({ min_fee: 2.5, min_fee_percent: 10 });
    expect(after.changes[0]).toMatchObject({
      old_min_fee: 1,
      new_min_fee: 2.5,
      old_min_fee_percent: 5,
      new_min_fee_percent: 10,
      changed_by: expect.any(String),
      changed_at: expect.any(String),
    });

    const { session } = await agentWithSession();
    expect((await feeRules(session)).statusCode).toBe(403);
    expect((await setFeeRules({ min_fee: -1, min_fee_percent: 5 })).statusCode).toBe(400);
    expect((await setFeeRules({ min_fee: 1, min_fee_percent: 101 })).statusCode).toBe(400);
    await setFeeRules({ min_fee: 1, min_fee_percent: 5 });
  });

  it('a game starts with the minimum fee the admin set', async () => {
    await setFeeRules({ min_fee: 3, min_fee_percent: 5 });
    const cashier = await t.createUser({ role: 'cashier', balance: 10 });
    const session = await t.loginAs(cashier);
    const id = await startGame(t.app, session, { amount: 0.01 });
    expect((await getGame(t.app, session, id)).fee).toBe(3);
    await setFeeRules({ min_fee: 1, min_fee_percent: 5 });
  });
});

describe("an agent's floor", () => {
  it('refuses a cashier created or edited below the floor with 422 fee_below_floor', async () => {
    const { session } = await agentWithSession();
    const create = (fee: number) =>
      call(t.app, 'POST', '/api/v1/agents/create_cashier/', {
        as: session,
        body: {
          username: `c-${fee}-${Date.now()}`,
          password: 'cashier-pass-1',
          phone: '+251 911',
          amount_avalaible: 0,
          fee_percent: fee,
        },
      });
    const low = await create(4);
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({
      code: 'fee_below_floor',
      details: [{ path: 'fee_percent', params: { min_fee_percent: 5 } }],
    });
    const ok = await create(5);
    expect(ok.statusCode).toBe(201);
    const id = ok.json().cashier.id;
    const edit = await call(t.app, 'PUT', `/api/v1/agents/cashiers/${id}/`, {
      as: session,
      body: { fee_percent: 0 },
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().code).toBe('fee_below_floor');
  });

  it("follows the admin's override for that agent, shown on the agent", async () => {
    const { agent, session } = await agentWithSession();
    const update = await call(t.app, 'PUT', `/api/v1/admin/agents/${agent.agentId}/`, {
      as: admin,
      body: { min_fee: 0.5, min_fee_percent: 2 },
    });
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ min_fee: 0.5, min_fee_percent: 2 });
    const floor = await call(t.app, 'GET', '/api/v1/agents/fee_rules/', { as: session });
    expect(floor.json()).toEqual({ min_fee: 0.5, min_fee_percent: 2 });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 5 });
    const edit = await call(t.app, 'PUT', `/api/v1/agents/cashiers/${cashier.cashierId}/`, {
      as: session,
      body: { fee_percent: 2 },
    });
    expect(edit.statusCode).toBe(200);
    const cleared = await call(t.app, 'PUT', `/api/v1/admin/agents/${agent.agentId}/`, {
      as: admin,
      body: { min_fee: null, min_fee_percent: null },
    });
    expect(cleared.json()).toMatchObject({ min_fee: null, min_fee_percent: null });
    const recorded = await t.db
      .select()
      .from(feeRuleChanges)
      .where(eq(feeRuleChanges.agentId, agent.agentId!))
      .orderBy(feeRuleChanges.id);
    expect(recorded).toMatchObject([
      { oldMinFeeCents: null, newMinFeeCents: 50n, oldMinFeePercent: null, newMinFeePercent: 2 },
      { oldMinFeeCents: 50n, newMinFeeCents: null, oldMinFeePercent: 2, newMinFeePercent: null },
    ]);
  });
});

describe("a cashier's rate history", () => {
  it('records the rate at creation and every change, for its agent and the admin only', async () => {
    const { agent, session } = await agentWithSession();
    const created = await call(t.app, 'POST', '/api/v1/agents/create_cashier/', {
      as: session,
      body: {
        username: `hist-${Date.now()}`,
        password: 'cashier-pass-1',
        phone: '+251 911',
        amount_avalaible: 0,
      },
    });
    const id = created.json().cashier.id;
    await call(t.app, 'PUT', `/api/v1/agents/cashiers/${id}/`, {
      as: session,
      body: { fee_percent: 12 },
    });
    const url = `/api/v1/agents/cashiers/${id}/fee_changes/`;
    const history = await call(t.app, 'GET', url, { as: session });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject([
      { old_fee_percent: 20, new_fee_percent: 12, changed_by: agent.username },
      { old_fee_percent: null, new_fee_percent: 20, changed_by: agent.username },
    ]);
    expect((await call(t.app, 'GET', url, { as: admin })).json()).toHaveLength(2);
    const other = await agentWithSession();
    expect((await call(t.app, 'GET', url, { as: other.session })).statusCode).toBe(404);
  });
});
