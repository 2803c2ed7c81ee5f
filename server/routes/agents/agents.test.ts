import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { stateSnapshot } from '../../../tests/support/money-snapshot';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session, type TestUser } from '../../../tests/support/test-app';
import { games, ledgerEntries } from '../../db/schema';
import { gameRow } from '../../../tests/support/game-rows';

let agent: TestUser;
let session: Session;
const t = appForFile({}, { checkLedger: true });
beforeAll(async () => {
  agent = await t.createUser({ role: 'agent', balance: 1000 });
  session = await t.loginAs(agent);
});

const agentBalance = async (as: Session = session) =>
  (await call(t.app, 'GET', '/api/v1/auth/balance/', { as })).json().amount_available;

const createCashier = (body: Record<string, unknown>, as: Session = session) =>
  call(t.app, 'POST', '/api/v1/agents/create_cashier/', { as, body });

const transfer = (cashierId: number, amount: unknown, as: Session = session) =>
  call(t.app, 'POST', `/api/v1/agents/cashiers/${cashierId}/transfer/`, {
    as,
    body: { amount },
  });

describe('create_cashier', () => {
  it('creates the cashier and moves its opening balance from the agent in one go', async () => {
    const before = await agentBalance();
    const response = await createCashier({
      username: 'till-one',
      password: 'till-one-pass',
      phone: '0911000001',
      amount_avalaible: 150.5,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      status: 'Cashier created successfully',
      status_code: 'cashier_created',
      cashier: expect.objectContaining({
        username: 'till-one',
        phone: '0911000001',
        amount_avalaible: 150.5,
        is_active: true,
        fee_percent: 20,
        shop_count: 0,
      }),
    });
    expect(await agentBalance()).toBeCloseTo(before - 150.5, 2);
    const cashier = await t.loginAs({ username: 'till-one', password: 'till-one-pass' });
    expect(cashier.user).toMatchObject({ role: 'cashier', agent_id: agent.agentId });
    expect(await agentBalance(cashier)).toBe(150.5);
    const [opening] = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.toAccountKind, 'cashier'),
          eq(ledgerEntries.toAccountId, response.json().cashier.id),
        ),
      );
    expect(opening).toMatchObject({
      kind: 'cashier_opening',
      fromAccountKind: 'agent',
      fromAccountId: agent.agentId,
      toAccountKind: 'cashier',
      amountCents: 15_050n,
      userId: agent.id,
    });
  });

  it('creates nothing when the agent cannot cover the opening amount', async () => {
    const before = await stateSnapshot(t.db);
    const response = await createCashier({
      username: 'too-rich-till',
      password: 'too-rich-pass',
      phone: '0911000002',
      amount_avalaible: 1_000_000,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'Insufficient balance',
      code: 'insufficient_balance',
    });
    expect(await stateSnapshot(t.db)).toBe(before);
  });

  it('accepts an opening of 0 and refuses a taken username', async () => {
    const body = {
      username: 'zero-till',
      password: 'zero-till-pass',
      phone: '1',
      amount_avalaible: 0,
    };
    expect((await createCashier(body)).json().cashier.amount_avalaible).toBe(0);
    const again = await createCashier({ ...body, username: 'Zero-Till' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Username already exists', code: 'username_taken' });
  });
});

describe('cashiers of the agent', () => {
  it('lists only its own cashiers, deactivated ones with their status', async () => {
    const other = await t.createUser({ role: 'agent' });
    await t.createUser({ role: 'cashier', agentId: other.agentId! });
    const mine = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 3 });
    await call(t.app, 'DELETE', `/api/v1/agents/cashiers/${mine.cashierId}/`, { as: session });
    const list = (await call(t.app, 'GET', '/api/v1/agents/my_cashiers/', { as: session })).json();
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((c: { username: string }) => c.username)).toContain(mine.username);
    expect(list.every((c: { id: number }) => c.id !== other.cashierId)).toBe(true);
    expect(list.find((c: { id: number }) => c.id === mine.cashierId)).toMatchObject({
      is_active: false,
      amount_avalaible: 3,
    });
  });

  it('deactivating a cashier blocks its sign-in and its open session, and keeps its history', async () => {
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 5 });
    const cashierSession = await t.loginAs(cashier);
    const response = await call(t.app, 'DELETE', `/api/v1/agents/cashiers/${cashier.cashierId}/`, {
      as: session,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'Cashier deactivated',
      status_code: 'cashier_deactivated',
    });
    expect((await call(t.app, 'GET', '/api/v1/auth/me/', { as: cashierSession })).statusCode).toBe(
      401,
    );
    await expect(t.loginAs(cashier)).rejects.toThrow('403');
    // The agent can still take the remaining credit back.
    expect((await transfer(cashier.cashierId!, -5)).json()).toEqual({ amount_avalaible: 0 });
  });

  it('edits phone, fee, password and activity', async () => {
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
    const url = `/api/v1/agents/cashiers/${cashier.cashierId}/`;
    const edited = await call(t.app, 'PUT', url, {
      as: session,
      body: { phone: '+251 922', fee_percent: 15, password: 'fresh-password' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ phone: '+251 922', fee_percent: 15, is_active: true });
    await t.loginAs({ username: cashier.username, password: 'fresh-password' });
    const off = await call(t.app, 'PUT', url, { as: session, body: { is_active: false } });
    expect(off.json().is_active).toBe(false);
    const on = await call(t.app, 'PUT', url, { as: session, body: { is_active: true } });
    expect(on.json().is_active).toBe(true);
  });

  it("answers 404 for another agent's cashier and changes nothing", async () => {
    const other = await t.createUser({ role: 'agent', balance: 50 });
    const theirs = await t.createUser({ role: 'cashier', agentId: other.agentId!, balance: 10 });
    const before = await stateSnapshot(t.db);
    const url = `/api/v1/agents/cashiers/${theirs.cashierId}/`;
    for (const response of [
      await call(t.app, 'PUT', url, { as: session, body: { phone: '1' } }),
      await call(t.app, 'DELETE', url, { as: session }),
      await transfer(theirs.cashierId!, 1),
      await transfer(theirs.cashierId!, -1),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
    }
    expect(await stateSnapshot(t.db)).toBe(before);
  });
});

describe('transfers', () => {
  it('tops up from the agent and withdraws back, answering the cashier balance', async () => {
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 10 });
    const before = await agentBalance();
    const up = await transfer(cashier.cashierId!, 25.5);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toEqual({ amount_avalaible: 35.5 });
    const down = await transfer(cashier.cashierId!, -30.25);
    expect(down.json()).toEqual({ amount_avalaible: 5.25 });
    expect(await agentBalance()).toBeCloseTo(before + 4.75, 2);
    const kinds = (
      await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, agent.id))
    ).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['cashier_topup', 'cashier_withdrawal']));
  });

  it('refuses to give more than the giver holds, either way', async () => {
    const poor = await t.createUser({ role: 'agent', balance: 2 });
    const poorSession = await t.loginAs(poor);
    const cashier = await t.createUser({ role: 'cashier', agentId: poor.agentId!, balance: 1 });
    const before = await stateSnapshot(t.db);
    for (const amount of [2.01, -1.01]) {
      const response = await transfer(cashier.cashierId!, amount, poorSession);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Insufficient balance',
        code: 'insufficient_balance',
      });
    }
    expect(await stateSnapshot(t.db)).toBe(before);
    expect((await transfer(cashier.cashierId!, 2, poorSession)).json()).toEqual({
      amount_avalaible: 3,
    });
  });
});

describe('agent dashboard', () => {
  it('answers real figures from the database', async () => {
    const boss = await t.createUser({ role: 'agent', balance: 100 });
    const bossSession = await t.loginAs(boss);
    const one = await t.createUser({ role: 'cashier', agentId: boss.agentId!, balance: 30 });
    const two = await t.createUser({ role: 'cashier', agentId: boss.agentId!, balance: 12.5 });
    await call(t.app, 'DELETE', `/api/v1/agents/cashiers/${two.cashierId}/`, { as: bossSession });
    await t.createShop(one);
    await t.createShop(one);
    const gone = await t.createShop(two);
    await call(t.app, 'PUT', `/api/v1/agents/cashiers/${two.cashierId}/`, {
      as: bossSession,
      body: { is_active: true },
    });
    await call(t.app, 'DELETE', `/api/v1/cashiers/shops/${gone.id}/delete/`, {
      as: await t.loginAs(two),
    });
    await call(t.app, 'PUT', `/api/v1/agents/cashiers/${two.cashierId}/`, {
      as: bossSession,
      body: { is_active: false },
    });
    await t.db.insert(games).values(
      [
        { cashierId: one.cashierId!, amountCents: 10_000n, feeCents: 400n },
        { cashierId: one.cashierId!, amountCents: 10_000n, feeCents: 250n, status: 'completed' },
        { cashierId: two.cashierId!, amountCents: 10_000n, feeCents: 999n, status: 'cancelled' },
        {
          cashierId: one.cashierId!,
          amountCents: 10_000n,
          feeCents: 777n,
          createdAt: new Date(Date.now() - 2 * 24 * 3600 * 1000),
        },
      ].map(gameRow),
    );
    const response = await call(t.app, 'GET', '/api/v1/agents/dashboard/', { as: bossSession });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      agent_balance: 100,
      cashiers_total: 2,
      cashiers_active: 1,
      cashiers_balance: 42.5,
      shops_total: 2,
      games_today: 3,
      fees_today: 6.5,
    });
  });
});
