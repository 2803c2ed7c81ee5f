import { sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GamesReport } from '@core/schemas/reports';
import { call } from '../../../tests/support/api';
import { gameRow } from '../../../tests/support/game-rows';
import { gameCall } from '../../../tests/support/games';
import { playToWin, startOneCardGame } from '../../../tests/support/report-data';
import { appForFile } from '../../../tests/support/app-for-file';
import { type Session, type TestUser } from '../../../tests/support/test-app';
import { queryRows } from '../../db/query-rows';
import { games } from '../../db/schema';
import { checkGameTotals } from './totals-check';

let admin: Session;
let agentA: Session;
let agentB: Session;
let cashierA1: Session;
let a1: TestUser;
let a2: TestUser;
const ids: Record<string, number> = {};
const SHOP_QUOTED = 'Bole, "Main"';
const SHOP_ETHIOPIC = 'ቦሌ ሱቅ';

const t = appForFile({ timezone: 'Africa/Addis_Ababa' });
beforeAll(async () => {
  const adminUser = await t.createUser({ role: 'admin' });
  const agentUserA = await t.createUser({ role: 'agent' });
  a1 = await t.createUser({ role: 'cashier', agentId: agentUserA.agentId!, balance: 500 });
  a2 = await t.createUser({ role: 'cashier', agentId: agentUserA.agentId!, balance: 500 });
  const agentUserB = await t.createUser({ role: 'agent' });
  const b1 = await t.createUser({ role: 'cashier', agentId: agentUserB.agentId!, balance: 500 });
  admin = await t.loginAs(adminUser);
  agentA = await t.loginAs(agentUserA);
  agentB = await t.loginAs(agentUserB);
  cashierA1 = await t.loginAs(a1);
  const shopA1 = await t.createShop(a1, { name: SHOP_QUOTED, cash: 100 });
  const shopA2 = await t.createShop(a2, { name: SHOP_ETHIOPIC, cash: 100 });
  const shopB1 = await t.createShop(b1, { name: '=HYPERLINK("x")', cash: 100 });
  const cashierA2 = await t.loginAs(a2);
  const cashierB1 = await t.loginAs(b1);
  ids.won = await startOneCardGame(t.app, cashierA1, shopA1.id, 10);
  await playToWin(t.app, cashierA1, ids.won);
  ids.cancelled = await startOneCardGame(t.app, cashierA1, shopA1.id, 20);
  expect(
    (await gameCall(t.app, cashierA1, ids.cancelled, 'cancel', { reason: 'Hall closed' }))
      .statusCode,
  ).toBe(200);
  ids.active = await startOneCardGame(t.app, cashierA1, shopA1.id, 30);
  ids.ethiopic = await startOneCardGame(t.app, cashierA2, shopA2.id, 40);
  await playToWin(t.app, cashierA2, ids.ethiopic);
  ids.other = await startOneCardGame(t.app, cashierB1, shopB1.id, 50);
});
afterEach(async () => {
  expect(await checkGameTotals(t.db)).toEqual([]);
  expect(await t.checkLedger()).toEqual([]);
});

const report = async (as: Session, query = '') => {
  const response = await call(t.app, 'GET', `/api/v1/reports/games/${query}`, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GamesReport>();
};
const idsOf = (r: GamesReport) => r.results.map((g) => g.id);

describe('GET /api/v1/reports/games/', () => {
  it('is scoped: admin all, an agent its cashiers, another agent none, a cashier refused', async () => {
    const all = await report(admin);
    expect(idsOf(all)).toEqual(expect.arrayContaining(Object.values(ids)));
    const mine = await report(agentA);
    expect(idsOf(mine).sort()).toEqual([ids.won, ids.cancelled, ids.active, ids.ethiopic].sort());
    expect(idsOf(await report(agentB))).not.toContain(ids.won);
    const refused = await call(t.app, 'GET', '/api/v1/reports/games/', { as: cashierA1 });
    expect(refused.statusCode).toBe(403);
    const foreign = await call(t.app, 'GET', `/api/v1/reports/games/?cashier_id=${a1.cashierId}`, {
      as: agentB,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers every SPEC field, newest first, with server-computed money', async () => {
    const r = await report(agentA);
    expect(idsOf(r)).toEqual([ids.ethiopic, ids.active, ids.cancelled, ids.won]);
    const won = r.results.find((g) => g.id === ids.won)!;
    expect(won).toMatchObject({
      amount: 10,
      bet_amount: 10,
      status: 'completed',
      shop_name: SHOP_QUOTED,
      cashier_username: a1.username,
      players: 1,
      winner: 1,
      win_amount: 8,
      commission: 2,
      fee: 1, // 20 % of 2.00 is 0.40: the minimum fee of 1.00 (decision 022)
      called_count: 75,
      win_relied_on_manual: false,
    });
    expect(r.results.find((g) => g.id === ids.cancelled)).toMatchObject({
      status: 'cancelled',
      fee: 0,
      win_amount: 0,
    });
    expect(r.pagination).toEqual({
      count: 4,
      current_page: 1,
      total_pages: 1,
      next: null,
      previous: null,
      next_cursor: null,
    });
  });

  it("summarizes every matching game; fees agree with the ledger's", async () => {
    const { summary } = await report(agentA);
    expect(summary).toMatchObject({
      total_games: 4,
      active_games: 1,
      completed_games: 2,
      cancelled_games: 1,
      total_bet_amount: 80,
      total_win_amount: 40,
      total_commission: 10,
      avg_bet_amount: 26.67,
      wins: 2,
    });
    const [ledger] = await queryRows<{ net: string }>(
      t.db,
      sql`select sum(case kind when 'game_fee' then amount_cents else -amount_cents end)::text as net
          from ledger_entries where kind in ('game_fee', 'game_fee_refund')
            and reference in (${sql.join(
              [ids.won, ids.cancelled, ids.active, ids.ethiopic].map((id) => sql`${`game:${id}`}`),
              sql`, `,
            )})`,
    );
    expect(summary.total_fees).toBe(Number(ledger!.net) / 100);
  });

  it('filters by status (cancelled included), and searches id, shop, cashier and Ethiopic', async () => {
    expect(idsOf(await report(agentA, '?status=cancelled'))).toEqual([ids.cancelled]);
    expect((await report(agentA, '?status=completed')).summary.total_games).toBe(2);
    expect(idsOf(await report(agentA, `?search=%23${ids.active}`))).toEqual([ids.active]);
    // A bare number also matches shop and cashier names holding it.
    expect(idsOf(await report(agentA, `?search=${ids.active}`))).toContain(ids.active);
    expect((await report(agentA, '?search=bole')).summary.total_games).toBe(3);
    expect(idsOf(await report(agentA, `?search=${encodeURIComponent('ቦሌ')}`))).toEqual([
      ids.ethiopic,
    ]);
    expect(idsOf(await report(agentA, `?search=${a2.username}`))).toEqual([ids.ethiopic]);
    expect(idsOf(await report(agentA, '?search=100%25'))).toEqual([]);
    // Another agent's game is not found by its id either.
    expect(idsOf(await report(agentA, `?search=%23${ids.other}`))).toEqual([]);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of [
      'page_size=15',
      'page=0',
      'status=won',
      'date_from=2026-13-01',
      'date_from=2026-03-10&date_to=2026-03-09',
      'cashier_id=abc',
      'format=xml',
      'cursor=not-a-cursor',
    ]) {
      const response = await call(t.app, 'GET', `/api/v1/reports/games/?${query}`, { as: admin });
      expect(response.statusCode, query).toBe(400);
    }
    const cursor = await call(
      t.app,
      'GET',
      '/api/v1/reports/games/?cursor=WzIsImRhdGUtZGVzYyIsWzFdXQ',
      {
        as: admin,
      },
    );
    expect(cursor.json()).toMatchObject({ code: 'invalid_cursor' });
  });
});

describe('paging games', () => {
  let cashier: TestUser;
  let as: Session;
  beforeAll(async () => {
    const agent = await t.createUser({ role: 'agent' });
    cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
    as = await t.loginAs(agent);
    const base = Date.parse('2026-01-01T00:00:00Z');
    // 25 games; two pairs share a start time, so order falls back on the id.
    await t.db.insert(games).values(
      Array.from({ length: 25 }, (_, i) =>
        gameRow({
          cashierId: cashier.cashierId!,
          amountCents: BigInt(100 * (i + 1)),
          createdAt: new Date(base + Math.floor(i / 2) * 60_000),
        }),
      ),
    );
  });

  it('pages by number: empty past the end, the last page partial', async () => {
    const first = await report(as, '?page_size=10');
    expect(first.results).toHaveLength(10);
    expect(first.pagination).toMatchObject({ count: 25, total_pages: 3, next: 2, previous: null });
    const last = await report(as, '?page_size=10&page=3');
    expect(last.results).toHaveLength(5);
    expect(last.pagination).toMatchObject({ next: null, previous: 2, next_cursor: null });
    const past = await report(as, '?page_size=10&page=9');
    expect(past.results).toEqual([]);
    expect(past.pagination).toMatchObject({ current_page: 9, next: null, previous: 3 });
    const none = await report(as, '?status=cancelled');
    expect(none.results).toEqual([]);
    expect(none.pagination).toMatchObject({ count: 0, total_pages: 1, next: null, previous: null });
  });

  it('walks the same pages by cursor as by number, in a stable order', async () => {
    const byNumber: number[] = [];
    for (const page of [1, 2, 3])
      byNumber.push(...idsOf(await report(as, `?page_size=10&page=${page}`)));
    expect(new Set(byNumber).size).toBe(25);
    const byCursor: number[] = [];
    let query = '?page_size=10';
    let pages = 0;
    for (;;) {
      const r = await report(as, query);
      pages += 1;
      expect(r.pagination.current_page).toBe(pages);
      byCursor.push(...idsOf(r));
      if (!r.pagination.next_cursor) break;
      query = `?page_size=10&cursor=${r.pagination.next_cursor}`;
    }
    expect(pages).toBe(3);
    expect(byCursor).toEqual(byNumber);
  });
});

describe('CSV export', () => {
  it('streams every matching game, not one page, escaped and safe for spreadsheets', async () => {
    const response = await call(t.app, 'GET', '/api/v1/reports/games/?format=csv&page_size=10', {
      as: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="games-/);
    const body = response.body;
    expect(body.startsWith('\uFEFFGame ID,Started (hall time),')).toBe(true);
    const lines = body.trimEnd().split('\r\n');
    const count = (await report(admin)).pagination.count;
    expect(lines).toHaveLength(count + 1);
    expect(count).toBeGreaterThan(10);
    expect(body).toContain(`,"Bole, ""Main""",`);
    expect(body).toContain(`,${SHOP_ETHIOPIC},`);
    expect(body).toContain(`,"'=HYPERLINK(""x"")",`);
    expect(body).not.toContain(',=HYPERLINK');
  });

  it('follows the filters and the scope', async () => {
    const response = await call(
      t.app,
      'GET',
      '/api/v1/reports/games/?format=csv&status=cancelled',
      {
        as: agentA,
      },
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(new RegExp(`^${ids.cancelled},`));
  });
});
