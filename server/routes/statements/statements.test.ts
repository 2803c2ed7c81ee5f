import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_REASONS } from '@core/ledger/ledger-texts';
import { halls } from '../../db/schema';
import { moveMoney } from '../../ledger/move-money';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session } from '../../../tests/support/test-app';

let admin: Session;
const t = appForFile({}, { checkLedger: true });
beforeAll(async () => {
  admin = await t.loginAs(await t.createUser({ role: 'admin' }));
});

const get = (url: string, as: Session, headers: Record<string, string> = {}) =>
  call(t.app, 'GET', `/api/v1/statements${url}`, { as, headers });

describe('statements', () => {
  it("lists an agent's moves between its opening and closing balance, with who and why", async () => {
    const agent = await t.createUser({ role: 'agent' });
    await call(t.app, 'POST', `/api/v1/admin/agents/${agent.agentId}/deposit/`, {
      as: admin,
      body: { amount: 500 },
    });
    const agentSession = await t.loginAs(agent);
    const created = await call(t.app, 'POST', '/api/v1/agents/create_cashier/', {
      as: agentSession,
      body: {
        username: 'stmt-cashier',
        password: 'stmt-pass-1',
        phone: '1',
        amount_avalaible: 120.5,
      },
    });
    expect(created.statusCode).toBe(201);
    await call(t.app, 'POST', `/api/v1/admin/agents/${agent.agentId}/withdraw/`, {
      as: admin,
      body: { amount: 79.5, reason: 'Paid back in cash' },
    });
    const statement = await get(`/agents/${agent.agentId}/`, agentSession);
    expect(statement.statusCode).toBe(200);
    const body = statement.json();
    expect(body).toMatchObject({
      account: { kind: 'agent', id: agent.agentId, username: agent.username },
      opening_balance: 0,
      total_in: 500,
      total_out: 200,
      closing_balance: 300,
    });
    expect(body.moves).toEqual([
      expect.objectContaining({
        kind: 'deposit',
        amount_in: 500,
        amount_out: 0,
        balance_after: 500,
        counterparty: 'platform',
        counterparty_kind: 'platform',
        by: admin.user.username,
      }),
      expect.objectContaining({
        kind: 'cashier_opening',
        amount_out: 120.5,
        balance_after: 379.5,
        counterparty: 'stmt-cashier',
        counterparty_kind: 'cashier',
        by: agent.username,
      }),
      expect.objectContaining({
        kind: 'agent_withdrawal',
        amount_out: 79.5,
        balance_after: 300,
        reason: 'Paid back in cash',
      }),
    ]);
    // A period after every move: they are all in the opening balance.
    const later = await get(
      `/agents/${agent.agentId}/?date_from=2099-01-01&date_to=2099-01-31`,
      admin,
    );
    expect(later.json()).toMatchObject({ opening_balance: 300, closing_balance: 300, moves: [] });
  });

  it('sends the words it wrote by code, and a reference as its parts (issue 39)', async () => {
    const agent = await t.createUser({ role: 'agent', balance: 50 });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 0 });
    const shop = await t.createShop(cashier);
    const [hall] = await t.db.insert(halls).values({ shopId: shop.id }).returning();
    // What central writes when the agent covers a hall's overspend (server/commands/hall-stuck.ts).
    await moveMoney(t.db, {
      from: { kind: 'agent', id: agent.agentId! },
      to: { kind: 'hall', id: hall!.id },
      amountCents: 1_250n,
      kind: 'hall_shortfall_cover',
      reference: `hall:${hall!.id}`,
      reason: SYSTEM_REASONS.hallShortfallCovered.text,
      userId: null,
    });
    await call(t.app, 'POST', `/api/v1/admin/agents/${agent.agentId}/withdraw/`, {
      as: admin,
      body: { amount: 1, reason: SYSTEM_REASONS.hallShortfallCovered.text },
    });
    const { moves } = (await get(`/agents/${agent.agentId}/`, admin)).json();
    const covered = moves.find((m: { kind: string }) => m.kind === 'hall_shortfall_cover');
    expect(covered).toMatchObject({
      amount_out: 12.5,
      counterparty_kind: 'hall',
      // The English stays for the clients that read it.
      reason: SYSTEM_REASONS.hallShortfallCovered.text,
      reason_code: 'hallShortfallCovered',
      reference: `hall:${hall!.id}`,
      reference_parts: [{ code: 'hall', params: { id: String(hall!.id) } }],
    });
    // The same words typed by the admin on a withdrawal are the admin's: no code.
    const typed = moves.find((m: { kind: string }) => m.kind === 'agent_withdrawal');
    expect(typed).toMatchObject({ reason_code: null, reference_parts: [] });
    const csv = (await get(`/agents/${agent.agentId}/?format=csv`, admin)).body;
    expect(csv).toContain(`,hall_shortfall_cover,`);
  });

  it('is scoped: admin any, agent itself and its cashiers, cashier itself; else 404', async () => {
    const agent = await t.createUser({ role: 'agent', balance: 10 });
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 4 });
    const otherAgent = await t.createUser({ role: 'agent', balance: 1 });
    const otherCashier = await t.createUser({ role: 'cashier', balance: 1 });
    const asAgent = await t.loginAs(agent);
    const asCashier = await t.loginAs(cashier);
    const status = async (url: string, as: Session) => (await get(url, as)).statusCode;
    expect(await status(`/agents/${otherAgent.agentId}/`, admin)).toBe(200);
    expect(await status(`/cashiers/${otherCashier.cashierId}/`, admin)).toBe(200);
    expect(await status(`/agents/${agent.agentId}/`, asAgent)).toBe(200);
    expect(await status(`/cashiers/${cashier.cashierId}/`, asAgent)).toBe(200);
    expect(await status(`/agents/${otherAgent.agentId}/`, asAgent)).toBe(404);
    expect(await status(`/cashiers/${otherCashier.cashierId}/`, asAgent)).toBe(404);
    expect(await status(`/cashiers/${cashier.cashierId}/`, asCashier)).toBe(200);
    expect(await status(`/agents/${agent.agentId}/`, asCashier)).toBe(404);
    expect(await status(`/cashiers/${otherCashier.cashierId}/`, asCashier)).toBe(404);
    expect((await get(`/cashiers/${cashier.cashierId}/`, asCashier)).json()).toMatchObject({
      opening_balance: 0,
      closing_balance: 4,
    });
    expect(
      (await call(t.app, 'GET', `/api/v1/statements/agents/${agent.agentId}/`)).statusCode,
    ).toBe(401);
    const reversed = await get(
      `/agents/${agent.agentId}/?date_from=2026-02-02&date_to=2026-02-01`,
      admin,
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toEqual({
      error: 'The period starts after it ends: date_from must not be after date_to',
      code: 'date_range_reversed',
    });
    expect((await get(`/agents/${agent.agentId}/?date_from=2026-02-30`, admin)).statusCode).toBe(
      400,
    );
  });

  it('downloads as CSV with format=csv or Accept: text/csv', async () => {
    const agent = await t.createUser({ role: 'agent' });
    await call(t.app, 'POST', `/api/v1/admin/agents/${agent.agentId}/deposit/`, {
      as: admin,
      body: { amount: 1000.5 },
    });
    await call(t.app, 'POST', `/api/v1/admin/agents/${agent.agentId}/withdraw/`, {
      as: admin,
      body: { amount: 0.5, reason: '=SUM(A1), a formula' },
    });
    for (const [url, headers] of [
      [`/agents/${agent.agentId}/?format=csv`, {}],
      [`/agents/${agent.agentId}/`, { accept: 'text/csv' }],
    ] as const) {
      const csv = await get(url, admin, headers);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toMatch(
        /statement-agent-\d+-\d{4}-\d\d-\d\d\.csv/,
      );
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'When (hall time),Kind,In (USD),Out (USD),Balance (USD),Other side,By,Reason,Reference,' +
          'Entry ID,When (ISO 8601 UTC)',
      );
      expect(lines[1]).toMatch(/^,opening balance \d{4}-\d\d-\d\d,,,0,/);
      expect(lines[2]).toMatch(/,deposit,1000.5,0,1000.5,platform,/);
      expect(lines[3]).toContain(
        `,agent_withdrawal,0,0.5,1000,platform,${admin.user.username},"'=SUM(A1), a formula"`,
      );
      expect(lines[4]).toMatch(/^,closing balance \d{4}-\d\d-\d\d,1000.5,0.5,1000,/);
    }
  });
});
