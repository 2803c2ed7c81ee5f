import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session } from '../../../tests/support/test-app';
import { insertStaffUser } from '../../commands/create-staff-user';
import { transferCredit } from '../../ledger/move-money';
import { games, ledgerEntries } from '../../db/schema';
import { gameRow } from '../../../tests/support/game-rows';

let admin: Session;
const t = appForFile({}, { checkLedger: true });
beforeAll(async () => {
  admin = await t.loginAs(await t.createUser({ role: 'admin' }));
});

const createAgent = (body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/v1/admin/agents/', { as: admin, body });

describe('admin agents', () => {
  it('creates an agent with a zero balance and refuses a taken username', async () => {
    const response = await createAgent({
      username: 'north-agent',
      password: 'north-pass-1',
      phone: '+251 911 000 111',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      username: 'north-agent',
      phone: '+251 911 000 111',
      amount_avalaible: 0,
      is_active: true,
      cashier_count: 0,
    });
    expect(Date.parse(response.json().created_at)).not.toBeNaN();
    const again = await createAgent({
      username: 'NORTH-agent',
      password: 'another-pass',
      phone: '1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Username already exists', code: 'username_taken' });
    const session = await t.loginAs({ username: 'north-agent', password: 'north-pass-1' });
    expect(session.user.role).toBe('agent');
  });

  it('lists agents a page at a time with search and cashier counts', async () => {
    const agent = await t.createUser({ role: 'agent', username: 'list-me-agent', balance: 7.5 });
    await t.createUser({ role: 'cashier', agentId: agent.agentId! });
    const found = await call(t.app, 'GET', '/api/v1/admin/agents/?search=list-me', { as: admin });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      results: [
        expect.objectContaining({
          id: agent.agentId,
          user_id: agent.id,
          username: 'list-me-agent',
          amount_avalaible: 7.5,
          cashier_count: 1,
        }),
      ],
      pagination: {
        count: 1,
        current_page: 1,
        total_pages: 1,
        next: null,
        previous: null,
        next_cursor: null,
      },
    });
    for (let i = 0; i < 11; i += 1)
      await insertStaffUser(t.db, {
        username: `page-agent-${i}`,
        passwordHash: 'not-a-hash',
        role: 'agent',
      });
    const first = await call(t.app, 'GET', '/api/v1/admin/agents/?search=page-agent&page_size=10', {
      as: admin,
    });
    expect(first.json().results).toHaveLength(10);
    expect(first.json().pagination).toEqual({
      count: 11,
      current_page: 1,
      total_pages: 2,
      next: 2,
      previous: null,
      next_cursor: expect.any(String),
    });
    const second = await call(
      t.app,
      'GET',
      '/api/v1/admin/agents/?search=page-agent&page_size=10&page=2',
      { as: admin },
    );
    expect(second.json().results.map((a: { username: string }) => a.username)).toEqual([
      'page-agent-10',
    ]);
    expect(second.json().pagination).toMatchObject({ next: null, previous: 1 });
    const wildcard = await call(t.app, 'GET', '/api/v1/admin/agents/?search=%25', { as: admin });
    expect(wildcard.json().pagination.count).toBe(0);
  });

  it('edits phone, password and activity; a deactivated agent can no longer sign in or call', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const session = await t.loginAs(agent);
    const url = `/api/v1/admin/agents/${agent.agentId}/`;
    const edited = await call(t.app, 'PUT', url, {
      as: admin,
      body: { phone: '0911 22 33 44', password: 'brand-new-pass' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ phone: '0911 22 33 44', is_active: true });
    await expect(t.loginAs(agent)).rejects.toThrow('401');
    await t.loginAs({ username: agent.username, password: 'brand-new-pass' });

    const off = await call(t.app, 'PUT', url, { as: admin, body: { is_active: false } });
    expect(off.json()).toMatchObject({ is_active: false, phone: '0911 22 33 44' });
    const refused = await call(t.app, 'GET', '/api/v1/auth/me/', { as: session });
    expect(refused.statusCode).toBe(401);
    await expect(
      t.loginAs({ username: agent.username, password: 'brand-new-pass' }),
    ).rejects.toThrow('403');
    expect(
      (await call(t.app, 'PUT', url, { as: admin, body: { is_active: true } })).json().is_active,
    ).toBe(true);
  });

  it('answers 404 for an unknown agent and for a cashier id posing as an agent', async () => {
    const response = await call(t.app, 'PUT', '/api/v1/admin/agents/999999/', {
      as: admin,
      body: { phone: '1' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not found', code: 'not_found' });
  });
});

describe('deposits', () => {
  it('credits the agent through the ledger and answers its new balance', async () => {
    const agent = await t.createUser({ role: 'agent', balance: 10 });
    const url = `/api/v1/admin/agents/${agent.agentId}/deposit/`;
    const first = await call(t.app, 'POST', url, { as: admin, body: { amount: 250.25 } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ amount_avalaible: 260.25, entry_id: expect.any(Number) });
    const second = await call(t.app, 'POST', url, { as: admin, body: { amount: 0.75 } });
    expect(second.json()).toEqual({ amount_avalaible: 261, entry_id: expect.any(Number) });
    const entries = await t.db
      .select()
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.toAccountId, agent.agentId!), eq(ledgerEntries.userId, admin.user.id)),
      );
    expect(entries.map((e) => [e.kind, e.fromAccountKind, e.amountCents])).toEqual([
      ['deposit', 'platform', 25_025n],
      ['deposit', 'platform', 75n],
    ]);
    const balance = await call(t.app, 'GET', '/api/v1/auth/balance/', {
      as: await t.loginAs(agent),
    });
    expect(balance.json()).toEqual({ amount_available: 261, fee_owed: 0 });
  });
});

describe('platform summary', () => {
  it("adds up deposits, fees net of refunds, today's games and balances", async () => {
    const before = (await call(t.app, 'GET', '/api/v1/admin/summary/', { as: admin })).json();
    const agent = await t.createUser({ role: 'agent' });
    await call(t.app, 'POST', `/api/v1/admin/agents/${agent.agentId}/deposit/`, {
      as: admin,
      body: { amount: 100 },
    });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 20 });
    for (const [kind, cents] of [
      ['game_fee', 300n],
      ['game_fee', 200n],
    ] as const)
      await transferCredit(t.db, {
        from: { kind: 'cashier', id: cashier.cashierId! },
        to: { kind: 'platform' },
        amountCents: cents,
        kind,
        userId: cashier.id,
      });
    await transferCredit(t.db, {
      from: { kind: 'platform' },
      to: { kind: 'cashier', id: cashier.cashierId! },
      amountCents: 200n,
      kind: 'game_fee_refund',
      userId: cashier.id,
    });
    await t.db.insert(games).values(
      [
        {
          cashierId: cashier.cashierId!,
          amountCents: 10_000n,
          feeCents: 300n,
          status: 'completed',
        },
        { cashierId: cashier.cashierId!, amountCents: 5_000n, feeCents: 200n, status: 'cancelled' },
        {
          cashierId: cashier.cashierId!,
          amountCents: 5_000n,
          feeCents: 100n,
          createdAt: new Date(Date.now() - 3 * 24 * 3600 * 1000),
        },
      ].map(gameRow),
    );
    const after = (await call(t.app, 'GET', '/api/v1/admin/summary/', { as: admin })).json();
    expect(after.credit_issued - before.credit_issued).toBeCloseTo(120, 2);
    expect(after.fees_consumed - before.fees_consumed).toBeCloseTo(3, 2);
    expect(after.games_today - before.games_today).toBe(2);
    expect(after.agents_total - before.agents_total).toBe(1);
    expect(after.cashiers_total - before.cashiers_total).toBe(1);
    expect(after.agents_balance - before.agents_balance).toBeCloseTo(100, 2);
    expect(after.cashiers_balance - before.cashiers_balance).toBeCloseTo(17, 2);
  });
});
