import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { stateSnapshot } from '../../tests/support/money-snapshot';
import { appForFile } from '../../tests/support/app-for-file';
import { type Session, type TestUser } from '../../tests/support/test-app';
import { queryRows } from '../db/query-rows';

let admin: Session;
let agent: TestUser;
let agentSession: Session;
const t = appForFile({}, { checkLedger: true });
beforeAll(async () => {
  admin = await t.loginAs(await t.createUser({ role: 'admin' }));
  agent = await t.createUser({ role: 'agent', balance: 1000 });
  agentSession = await t.loginAs(agent);
});

const ledgerCount = async () =>
  (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ledger_entries`))[0]?.n;

const deposit = (key: string | null, amount: number, agentId = agent.agentId!) =>
  call(t.app, 'POST', `/api/v1/admin/agents/${agentId}/deposit/`, {
    as: admin,
    body: { amount },
    headers: key === null ? {} : { 'Idempotency-Key': key },
  });

describe('Idempotency-Key', () => {
  it('20 concurrent deposits with one key move the money once and answer the same', async () => {
    const before = await ledgerCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit('dep-20', 10)));
    expect(new Set(answers.map((r) => `${r.statusCode} ${r.body}`))).toEqual(
      new Set([`200 ${answers[0]!.body}`]),
    );
    expect(answers[0]!.json()).toEqual({ amount_avalaible: 1010, entry_id: expect.any(Number) });
    expect(await ledgerCount()).toBe((before ?? 0) + 1);
    const later = await deposit('dep-20', 10);
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe(answers[0]!.body);
    expect(await ledgerCount()).toBe((before ?? 0) + 1);
  });

  it('20 concurrent create_cashier with one key create one cashier, all answers 201 and equal', async () => {
    const body = {
      username: 'idem-till',
      password: 'idem-till-pass',
      phone: '0911',
      amount_avalaible: 5,
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'POST', '/api/v1/agents/create_cashier/', {
          as: agentSession,
          body,
          headers: { 'Idempotency-Key': 'till-key' },
        }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    const list = (await call(t.app, 'GET', '/api/v1/agents/my_cashiers/', { as: agentSession }))
      .json()
      .filter((c: { username: string }) => c.username === 'idem-till');
    expect(list).toHaveLength(1);
  });

  it('the same key with a different body or another object answers 409 and moves nothing', async () => {
    const first = await deposit('dep-diff', 1);
    expect(first.statusCode).toBe(200);
    const before = await stateSnapshot(t.db);
    const other = await t.createUser({ role: 'agent' });
    const afterUser = await stateSnapshot(t.db);
    for (const response of [
      await deposit('dep-diff', 2),
      await deposit('dep-diff', 1, other.agentId!),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: 'Idempotency-Key reused with a different request',
        code: 'idempotency_key_reused',
      });
    }
    expect(before).not.toBe(afterUser);
    expect(await stateSnapshot(t.db)).toBe(afterUser);
  });

  it('keys belong to their user: another user may use the same key', async () => {
    const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 1 });
    const topUp = await call(
      t.app,
      'POST',
      `/api/v1/agents/cashiers/${cashier.cashierId}/transfer/`,
      {
        as: agentSession,
        body: { amount: 1 },
        headers: { 'Idempotency-Key': 'shared-key' },
      },
    );
    expect(topUp.json()).toEqual({ amount_avalaible: 2 });
    const dep = await deposit('shared-key', 1);
    expect(dep.statusCode).toBe(200);
  });

  it('without a key every request moves money', async () => {
    const before = await ledgerCount();
    await deposit(null, 1);
    await deposit(null, 1);
    expect(await ledgerCount()).toBe((before ?? 0) + 2);
  });

  it('a refused request keeps nothing, so its key can be used again', async () => {
    const poor = await t.createUser({ role: 'agent', balance: 1 });
    const poorSession = await t.loginAs(poor);
    const cashier = await t.createUser({ role: 'cashier', agentId: poor.agentId! });
    const send = () =>
      call(t.app, 'POST', `/api/v1/agents/cashiers/${cashier.cashierId}/transfer/`, {
        as: poorSession,
        body: { amount: 2 },
        headers: { 'Idempotency-Key': 'retry-me' },
      });
    expect((await send()).statusCode).toBe(409);
    await deposit(null, 5, poor.agentId!);
    const retried = await send();
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ amount_avalaible: 2 });
  });

  it('refuses a malformed key with 400 and moves nothing', async () => {
    const before = await stateSnapshot(t.db);
    for (const key of ['has space', 'x'.repeat(129), 'tab\tkey', 'ключ']) {
      const response = await deposit(key, 1);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(expect.any(String));
    }
    expect(await stateSnapshot(t.db)).toBe(before);
  });
});
