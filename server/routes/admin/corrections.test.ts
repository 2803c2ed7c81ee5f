import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session } from '../../../tests/support/test-app';

let admin: Session;
const t = appForFile({}, { checkLedger: true });
beforeAll(async () => {
  admin = await t.loginAs(await t.createUser({ role: 'admin' }));
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}, as = admin) =>
  call(t.app, 'POST', `/api/v1/admin${url}`, { as, body, headers });
const balanceOf = async (agentId: number) =>
  (await call(t.app, 'GET', `/api/v1/statements/agents/${agentId}/`, { as: admin })).json()
    .closing_balance as number;

async function depositTo(agentId: number, amount: number): Promise<number> {
  const response = await post(`/agents/${agentId}/deposit/`, { amount });
  expect(response.statusCode).toBe(200);
  expect(response.json().entry_id).toEqual(expect.any(Number));
  return response.json().entry_id as number;
}

describe('admin corrections', () => {
  it('withdraws credit from an agent as a new entry with its reason, never below zero', async () => {
    const agent = await t.createUser({ role: 'agent' });
    await depositTo(agent.agentId!, 1000.5);
    const taken = await post(`/agents/${agent.agentId}/withdraw/`, {
      amount: 200.25,
      reason: 'Deposited to the wrong agent',
    });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ amount_avalaible: 800.25 });
    const tooMuch = await post(`/agents/${agent.agentId}/withdraw/`, {
      amount: 800.26,
      reason: 'More than it has',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().code).toBe('insufficient_balance');
    expect(await balanceOf(agent.agentId!)).toBe(800.25);
    const statement = await call(t.app, 'GET', `/api/v1/statements/agents/${agent.agentId}/`, {
      as: admin,
    });
    expect(statement.json().moves.at(-1)).toMatchObject({
      kind: 'agent_withdrawal',
      amount_out: 200.25,
      reason: 'Deposited to the wrong agent',
    });
  });

  it('refuses a reason without three visible characters', async () => {
    const agent = await t.createUser({ role: 'agent', balance: 50 });
    for (const reason of ['', 'ab', '\u200b\u200b\u200b', ' a \u200b b ']) {
      const response = await post(`/agents/${agent.agentId}/withdraw/`, { amount: 1, reason });
      expect(response.statusCode, JSON.stringify(reason)).toBe(400);
    }
    expect(await balanceOf(agent.agentId!)).toBe(50);
  });

  it('reverses a deposit once, with a reason, and never below zero', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const entry = await depositTo(agent.agentId!, 300);
    const reversed = await post(`/deposits/${entry}/reverse/`, { reason: 'Typed 300 for 30' });
    expect(reversed.statusCode).toBe(200);
    expect(reversed.json()).toMatchObject({ amount_avalaible: 0 });
    const again = await post(`/deposits/${entry}/reverse/`, { reason: 'Typed 300 for 30' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('deposit_already_reversed');

    const spent = await depositTo(agent.agentId!, 100);
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
    const agentSession = await t.loginAs(agent);
    const moved = await call(
      t.app,
      'POST',
      `/api/v1/agents/cashiers/${cashier.cashierId}/transfer/`,
      {
        as: agentSession,
        body: { amount: 60 },
      },
    );
    expect(moved.statusCode).toBe(200);
    const short = await post(`/deposits/${spent}/reverse/`, { reason: 'Cannot be covered' });
    expect(short.statusCode).toBe(409);
    expect(short.json().code).toBe('insufficient_balance');
    expect(await balanceOf(agent.agentId!)).toBe(40);
  });

  it('reverses a deposit once when two reversals race', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const entry = await depositTo(agent.agentId!, 100);
    await depositTo(agent.agentId!, 100);
    const answers = await Promise.all(
      [1, 2].map(() => post(`/deposits/${entry}/reverse/`, { reason: 'Sent twice' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('deposit_already_reversed');
    expect(await balanceOf(agent.agentId!)).toBe(100);
  });

  it('reverses only deposits, answers 404 for another entry, and is for admins only', async () => {
    const agent = await t.createUser({ role: 'agent', balance: 10 });
    expect((await post(`/deposits/999999/reverse/`, { reason: 'No such entry' })).statusCode).toBe(
      404,
    );
    const entry = await depositTo(agent.agentId!, 5);
    const asAgent = await post(
      `/deposits/${entry}/reverse/`,
      { reason: 'Not mine to reverse' },
      {},
      await t.loginAs(agent),
    );
    expect(asAgent.statusCode).toBe(403);
    const withdrawal = await post(`/agents/${agent.agentId}/withdraw/`, {
      amount: 1,
      reason: 'A withdrawal',
    });
    expect(
      (await post(`/deposits/${withdrawal.json().entry_id}/reverse/`, { reason: 'Not a deposit' }))
        .statusCode,
    ).toBe(404);
  });

  it('honours an Idempotency-Key on a withdrawal and a reversal', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const entry = await depositTo(agent.agentId!, 90);
    const key = { 'idempotency-key': 'withdraw-once-1' };
    const first = await post(
      `/agents/${agent.agentId}/withdraw/`,
      { amount: 10, reason: 'Once' + 'only' },
      key,
    );
    const second = await post(
      `/agents/${agent.agentId}/withdraw/`,
      { amount: 10, reason: 'Onceonly' },
      key,
    );
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await balanceOf(agent.agentId!)).toBe(80);
    const rkey = { 'idempotency-key': 'reverse-once-1' };
    const r1 = await post(`/deposits/${entry}/reverse/`, { reason: 'Wrong hall' }, rkey);
    const r2 = await post(`/deposits/${entry}/reverse/`, { reason: 'Wrong hall' }, rkey);
    expect(r1.statusCode).toBe(409);
    expect(r2.json()).toEqual(r1.json());
  });
});
