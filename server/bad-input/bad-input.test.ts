import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../tests/support/api';
import { startGame } from '../../tests/support/games';
import { stateSnapshot } from '../../tests/support/money-snapshot';
import { appForFile } from '../../tests/support/app-for-file';
import { type Session } from '../../tests/support/test-app';
import { badAccountRequests } from './bad-accounts';
import { badCardRequests } from './bad-cards';
import { badGameRequests } from './bad-games';
import type { Caller } from './bad-request';

// Bad input on every endpoint that takes input: a 4xx JSON error, never a 5xx, nothing changed.

const BAD = [...badAccountRequests, ...badGameRequests, ...badCardRequests];

const sessions = {} as Record<Exclude<Caller, 'anonymous'>, Session>;
const ids = { agent: 0, cashier: 0, shop: 0, game: 0, jackpot: 0 };
const t = appForFile();
beforeAll(async () => {
  const agent = await t.createUser({ role: 'agent', balance: 100 });
  const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 10 });
  sessions.admin = await t.loginAs(await t.createUser({ role: 'admin' }));
  sessions.agent = await t.loginAs(agent);
  sessions.cashier = await t.loginAs(cashier);
  ids.agent = agent.agentId!;
  ids.cashier = cashier.cashierId!;
  ids.shop = (await t.createShop(cashier, { cash: 5 })).id;
  ids.game = await startGame(t.app, sessions.cashier, {
    amount: 20,
    cards: [1, 2],
    card_value: 10,
    shop_id: ids.shop,
  });
  const jackpot = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: sessions.agent,
    body: { amount: 1, shop_id: ids.shop },
  });
  ids.jackpot = jackpot.json().jackpot.id;
});

describe('bad input', () => {
  it(`answers ${BAD.length} bad requests with a 4xx JSON error and changes nothing`, async () => {
    const before = await stateSnapshot(t.db);
    const wrong: string[] = [];
    for (const bad of BAD) {
      const path = bad.path
        .replace(':agent', String(ids.agent))
        .replace(':cashier', String(ids.cashier))
        .replace(':shop', String(ids.shop))
        .replace(':game', String(ids.game))
        .replace(':jackpot', String(ids.jackpot));
      const response = await call(t.app, bad.method, path, {
        as: bad.as === 'anonymous' ? null : sessions[bad.as],
        body: bad.body,
        headers: bad.headers,
      });
      const label = `${bad.method} ${path.slice(0, 80)} ${JSON.stringify(bad.body)?.slice(0, 60)}`;
      if (response.statusCode !== bad.status)
        wrong.push(
          `${label}: ${response.statusCode}, expected ${bad.status} ${response.body.slice(0, 100)}`,
        );
      else if (typeof response.json().error !== 'string') wrong.push(`${label}: no error text`);
    }
    expect(wrong).toEqual([]);
    expect(await stateSnapshot(t.db)).toBe(before);
    expect(await t.checkLedger()).toEqual([]);
  });

  it('ignores unknown query parameters on the input-less reads', async () => {
    for (const [as, path] of [
      ['admin', '/api/v1/admin/summary/'],
      ['agent', '/api/v1/agents/my_cashiers/'],
      ['agent', '/api/v1/agents/dashboard/'],
      ['cashier', '/api/v1/cashiers/my_shops/'],
      ['cashier', '/api/v1/cashiers/dashboard/'],
      ['cashier', '/api/v1/shops/my_shops/'],
    ] as const) {
      const response = await call(t.app, 'GET', `${path}?page=abc&x=${'%00'.repeat(10)}`, {
        as: sessions[as],
      });
      expect(response.statusCode).toBe(200);
    }
  });
});
