import { beforeAll, describe, expect, it } from 'vitest';
import type { JackpotsReport, ShopsReport } from '@core/schemas/reports';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session } from '../../../tests/support/test-app';
import { allJackpots } from './jackpots-query';
import type { Scope } from './scope';
import { allShops } from './shops-query';
import { PAYS_ON_CORNERS } from '../../../tests/support/jackpot-games';

// The shops and jackpots reports page by number and by cursor alike (21 rows: pages of 10, 10, 1),
// and their CSV batches walk the same rows.

const ROWS = 21;
let agentSession: Session;
let scope: Scope;
const shopIds: number[] = [];
const jackpotIds: number[] = [];

const t = appForFile();
beforeAll(async () => {
  const agent = await t.createUser({ role: 'agent', balance: 1000 });
  agentSession = await t.loginAs(agent);
  scope = { agentId: agent.agentId!, cashierId: null, shopId: null };
  const cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
  for (let i = 0; i < ROWS; i += 1) {
    const shop = await t.createShop(cashier, { name: `Shop ${i}` });
    shopIds.push(shop.id);
    const jackpot = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
      as: agentSession,
      body: { shop_id: shop.id, amount: 1, frequency: 5, ...PAYS_ON_CORNERS },
    });
    expect(jackpot.statusCode, jackpot.body).toBe(201);
    jackpotIds.push(jackpot.json().jackpot.id);
  }
});

type Report = ShopsReport | JackpotsReport;

async function report(path: string, query: string, status = 200): Promise<Report> {
  const response = await call(t.app, 'GET', `/api/v1/reports/${path}/${query}`, {
    as: agentSession,
  });
  expect(response.statusCode, response.body).toBe(status);
  return response.json<Report>();
}

async function walkByCursor(path: string): Promise<{ ids: number[]; answers: Report[] }> {
  const ids: number[] = [];
  const answers: Report[] = [];
  let query = '?page_size=10';
  for (;;) {
    const answer = await report(path, query);
    answers.push(answer);
    ids.push(...answer.results.map((row) => row.id));
    if (!answer.pagination.next_cursor) return { ids, answers };
    query = `?page_size=10&cursor=${answer.pagination.next_cursor}`;
  }
}

describe.each([
  { path: 'shops', sort: 'id', expected: () => shopIds },
  { path: 'jackpots', sort: 'id-desc', expected: () => [...jackpotIds].reverse() },
])('GET /api/v1/reports/$path/', ({ path, sort, expected }) => {
  it('answers the same pages by cursor as by number, in id order', async () => {
    const byNumber = await Promise.all(
      [1, 2, 3].map((page) => report(path, `?page_size=10&page=${page}`)),
    );
    expect(byNumber.flatMap((answer) => answer.results.map((row) => row.id))).toEqual(expected());

    const byCursor = await walkByCursor(path);
    expect(byCursor.ids).toEqual(expected());
    expect(byCursor.answers.map((answer) => answer.pagination.current_page)).toEqual([1, 2, 3]);
    for (const [i, answer] of byCursor.answers.entries()) {
      const { next_cursor: _cursor, ...pagination } = answer.pagination;
      const { next_cursor: _numbered, ...numbered } = byNumber[i]!.pagination;
      expect(answer.results).toEqual(byNumber[i]!.results);
      expect(answer.summary).toEqual(byNumber[i]!.summary);
      expect(pagination).toEqual(numbered);
    }
    expect(byNumber[2]!.pagination).toMatchObject({ count: ROWS, next: null, next_cursor: null });
  });

  it("refuses a cursor of another report's order", async () => {
    const other = path === 'shops' ? 'jackpots' : 'shops';
    const cursor = (await report(other, '?page_size=10')).pagination.next_cursor;
    expect(cursor).toEqual(expect.any(String));
    const refused = await call(t.app, 'GET', `/api/v1/reports/${path}/?cursor=${cursor}`, {
      as: agentSession,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_cursor' });
  });

  it('refuses a cursor of its own order whose key is not an id', async () => {
    const forged = Buffer.from(JSON.stringify([2, sort, ['1 or true']])).toString('base64url');
    const refused = await call(t.app, 'GET', `/api/v1/reports/${path}/?cursor=${forged}`, {
      as: agentSession,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'invalid_cursor' });
    const fine = Buffer.from(JSON.stringify([2, sort, [expected()[9]]])).toString('base64url');
    const second = await report(path, `?page_size=10&cursor=${fine}`);
    expect(second.results.map((row) => row.id)).toEqual(expected().slice(10, 20));
  });
});

describe('CSV batches', () => {
  it('walk every shop and every jackpot, a batch at a time, in the pages order', async () => {
    const shopBatches: number[][] = [];
    for await (const batch of allShops(t.db, scope, {}, 8))
      shopBatches.push(batch.map((row) => row.id));
    expect(shopBatches.map((batch) => batch.length)).toEqual([8, 8, 5]);
    expect(shopBatches.flat()).toEqual(shopIds);

    const jackpotBatches: number[][] = [];
    for await (const batch of allJackpots(t.db, scope, { today: '2026-01-01' }, 7))
      jackpotBatches.push(batch.map((row) => row.id));
    expect(jackpotBatches.map((batch) => batch.length)).toEqual([7, 7, 7]);
    expect(jackpotBatches.flat()).toEqual([...jackpotIds].reverse());
  });
});
