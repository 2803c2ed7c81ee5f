import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cardForNumber } from '@core/bingo/card-generator';
import type { Dashboard, JackpotsReport, ShopsReport } from '@core/schemas/reports';
import { call } from '../../../tests/support/api';
import { gameRow } from '../../../tests/support/game-rows';
import { gameCall, startGame } from '../../../tests/support/games';
import { playToWin, startOneCardGame } from '../../../tests/support/report-data';
import {
  createTestApp,
  type Session,
  type TestApp,
  type TestShop,
  type TestUser,
} from '../../../tests/support/test-app';
import { games } from '../../db/schema';
import { checkGameTotals } from './totals-check';

// 00:30 on 2026-03-11 in Addis Ababa (UTC+3): "today" began at 2026-03-10T21:00Z.
const NOW = new Date('2026-03-10T21:30:00Z');
const randomAnswers: number[] = [];
let t: TestApp;
let admin: Session;
let agent: TestUser;
let agentSession: Session;
let otherAgent: Session;
let cashier: TestUser;
let cashierSession: Session;
let idleCashier: TestUser;
let shop: TestShop;
let quiet: TestShop;
const ids: Record<string, number> = {};

const get = async <T>(as: Session, url: string, status = 200): Promise<T> => {
  const response = await call(t.app, 'GET', url, { as });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  return response.json<T>();
};

/** Card 7 wins Four Corners, its corners marked by hand (a win that relied on manual calls). */
async function winByHand(gameId: number) {
  const card = cardForNumber(7, 'standard');
  for (const number of [card[0]![0], card[0]![4], card[4]![0], card[4]![4]] as number[])
    await gameCall(t.app, cashierSession, gameId, 'mark', { number, called: true });
  const won = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as: cashierSession,
    body: { game_id: gameId, card_number: 7 },
  });
  expect(won.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp({
    timezone: 'Africa/Addis_Ababa',
    clock: () => NOW,
    jackpotRandomInt: () => randomAnswers.shift() ?? 1,
  });
  admin = await t.loginAs(await t.createUser({ role: 'admin' }));
  agent = await t.createUser({ role: 'agent', balance: 1000 });
  agentSession = await t.loginAs(agent);
  otherAgent = await t.loginAs(await t.createUser({ role: 'agent' }));
  cashier = await t.createUser({ role: 'cashier', agentId: agent.agentId!, balance: 500 });
  idleCashier = await t.createUser({ role: 'cashier', agentId: agent.agentId! });
  cashierSession = await t.loginAs(cashier);
  shop = await t.createShop(cashier, { name: 'Piassa', cash: 200 });
  quiet = await t.createShop(cashier, { name: 'Quiet corner', isActive: false });

  const paid = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: agentSession,
    body: { shop_id: shop.id, amount: 30, frequency: 5 },
  });
  ids.paidJackpot = paid.json().jackpot.id;
  const cumulative = await call(t.app, 'POST', '/api/v1/agents/create_jackpot/', {
    as: agentSession,
    body: { shop_id: shop.id, amount: 5, jackpot_type: 'cumulative', call_limit: 1 },
  });
  ids.cumulative = cumulative.json().jackpot.id;

  ids.manualWin = await startGame(t.app, cashierSession, {
    amount: 20,
    cards: [7, 8],
    card_value: 10,
    shop_id: shop.id,
    win_conditions: { anyLine: false, fourCorners: true, fullHouse: false, diagonal: false },
  });
  randomAnswers.push(0);
  await winByHand(ids.manualWin);
  ids.drawnWin = await startOneCardGame(t.app, cashierSession, shop.id, 100);
  await playToWin(t.app, cashierSession, ids.drawnWin);
  ids.cancelled = await startOneCardGame(t.app, cashierSession, shop.id, 50);
  await gameCall(t.app, cashierSession, ids.cancelled, 'cancel');
  // Either side of the hall's midnight: the 10th and the 11th (today).
  await t.db.insert(games).values([
    gameRow({
      cashierId: cashier.cashierId!,
      shopId: shop.id,
      amountCents: 700n,
      createdAt: new Date('2026-03-10T20:59:59.999Z'),
    }),
    gameRow({
      cashierId: cashier.cashierId!,
      shopId: shop.id,
      amountCents: 900n,
      createdAt: new Date('2026-03-10T21:00:00Z'),
    }),
    gameRow({
      cashierId: cashier.cashierId!,
      shopId: shop.id,
      amountCents: 300n,
      createdAt: new Date('2026-03-04T20:59:59Z'),
    }),
  ]);
});
afterEach(async () => {
  expect(await checkGameTotals(t.db)).toEqual([]);
  expect(await t.checkLedger()).toEqual([]);
});
afterAll(async () => {
  await t?.close();
});

describe('dashboards', () => {
  it("gives the hall's last 7 days, split at local midnight", async () => {
    const d = await get<Dashboard>(agentSession, '/api/v1/reports/dashboard/');
    expect(d.time_zone).toBe('Africa/Addis_Ababa');
    expect(d.daily_trends.map((day) => day.date)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(d.daily_trends[5]).toEqual({
      date: '2026-03-10',
      games_count: 1,
      bet_amount: 7,
      commission: 0,
    });
    expect(d.daily_trends[6]).toMatchObject({ games_count: 1, bet_amount: 9 });
    // 23:59:59 on the 4th is before the window.
    expect(d.daily_trends.reduce((n, day) => n + day.games_count, 0)).toBe(2);
  });

  it('gives the overview, win rate, recent games, top shops and per-cashier takings', async () => {
    const d = await get<Dashboard>(agentSession, '/api/v1/reports/dashboard/?page_size=10');
    expect(d.shop_info).toBeNull();
    expect(d.overview).toMatchObject({
      total_games: 6,
      completed_games: 2,
      cancelled_games: 1,
      active_games: 3,
      total_shops: 2,
      total_bet_amount: 139,
      total_win_amount: 96,
      total_commission: 24,
      total_jackpots: 30,
    });
    expect(d.performance).toEqual({ win_rate: 66.67, wins: 2, manual_wins: 1 });
    expect(d.recent_games[0]).toMatchObject({ id: ids.cancelled, status: 'cancelled' });
    expect(d.recent_games.find((g) => g.id === ids.manualWin)).toMatchObject({
      winner: 7,
      players: 2,
      win_relied_on_manual: true,
      shop_name: 'Piassa',
    });
    expect(d.top_shops).toEqual([
      { id: shop.id, name: 'Piassa', games_count: 5, total_bet: 139, total_commission: 24 },
    ]);
    const row = d.cashiers.find((c) => c.id === cashier.cashierId)!;
    expect(row).toMatchObject({ username: cashier.username, total_bet: 139, total_commission: 24 });
    expect(row.total_fees).toBeCloseTo(d.overview.total_fees);
    expect(d.cashiers.find((c) => c.id === idleCashier.cashierId)).toMatchObject({
      games_count: 0,
      total_bet: 0,
    });
  });

  it("lists the scope's newest credit moves with who gave and who received", async () => {
    const moves = (await get<Dashboard>(agentSession, '/api/v1/reports/dashboard/')).credit_moves;
    expect(moves.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['jackpot_payout', 'jackpot_reserve', 'cashier_opening', 'deposit']),
    );
    expect(moves[0]).toMatchObject({
      kind: 'jackpot_payout',
      amount: 30,
      from_name: `#${ids.paidJackpot}`,
      to_name: cashier.username,
    });
    expect(moves.find((m) => m.kind === 'deposit')).toMatchObject({
      from_kind: 'platform',
      to_name: agent.username,
    });
    const others = (await get<Dashboard>(otherAgent, '/api/v1/reports/dashboard/')).credit_moves;
    expect(others).toEqual([]);
    const own = (await get<Dashboard>(cashierSession, '/api/v1/reports/cashier-dashboard/'))
      .credit_moves;
    expect(
      own.every((m) => m.to_name === cashier.username || m.from_name === cashier.username),
    ).toBe(true);
  });

  it("gives a cashier its own dashboard, and an agent one cashier's; never another tenant's", async () => {
    const own = await get<Dashboard>(cashierSession, '/api/v1/reports/cashier-dashboard/');
    expect(own.shop_info).toMatchObject({
      name: cashier.username,
      is_active: true,
      shops_count: 2,
    });
    expect(own.cashiers).toEqual([]);
    expect(own.overview.total_games).toBe(6);
    const viaAgent = await get<Dashboard>(
      agentSession,
      `/api/v1/reports/cashier-dashboard/?cashier_id=${cashier.cashierId}`,
    );
    expect(viaAgent.shop_info).toEqual(own.shop_info);
    await get(
      otherAgent,
      `/api/v1/reports/cashier-dashboard/?cashier_id=${cashier.cashierId}`,
      404,
    );
    await get(
      cashierSession,
      `/api/v1/reports/cashier-dashboard/?cashier_id=${idleCashier.cashierId}`,
      404,
    );
    expect(
      (await get<Dashboard>(otherAgent, '/api/v1/reports/dashboard/')).overview.total_games,
    ).toBe(0);
    await get(cashierSession, '/api/v1/reports/dashboard/', 403);
    const all = await get<Dashboard>(admin, '/api/v1/reports/dashboard/');
    expect(all.overview.total_games).toBeGreaterThanOrEqual(6);
  });

  it('bounds every figure but the trends to date_from..date_to', async () => {
    const d = await get<Dashboard>(
      agentSession,
      '/api/v1/reports/dashboard/?date_from=2026-03-11&date_to=2026-03-11',
    );
    expect(d.overview).toMatchObject({ total_games: 1, total_bet_amount: 9 });
    expect(d.top_shops).toEqual([
      { id: shop.id, name: 'Piassa', games_count: 1, total_bet: 9, total_commission: 0 },
    ]);
    expect(d.daily_trends).toHaveLength(7);
  });
});

describe('GET /api/v1/reports/shops/', () => {
  it('lists shops in scope with their cash and figures, filtered by is_active and search', async () => {
    const r = await get<ShopsReport>(agentSession, '/api/v1/reports/shops/');
    expect(r.results.map((s) => s.name)).toEqual(['Piassa', 'Quiet corner']);
    expect(r.results[0]).toMatchObject({
      id: shop.id,
      is_active: true,
      cashier_username: cashier.username,
      games_count: 5,
      total_bet: 139,
      total_commission: 24,
      jackpots_paid: 30,
    });
    expect(r.results[0]!.last_game_at).not.toBeNull();
    expect(r.summary).toMatchObject({ total_shops: 2, active_shops: 1, total_bet: 139 });
    const inactive = await get<ShopsReport>(agentSession, '/api/v1/reports/shops/?is_active=false');
    expect(inactive.results.map((s) => s.id)).toEqual([quiet.id]);
    const found = await get<ShopsReport>(agentSession, '/api/v1/reports/shops/?search=piass');
    expect(found.results.map((s) => s.id)).toEqual([shop.id]);
    expect((await get<ShopsReport>(otherAgent, '/api/v1/reports/shops/')).results).toEqual([]);
    await get(cashierSession, '/api/v1/reports/shops/', 403);
    await get(admin, '/api/v1/reports/shops/?is_active=yes', 400);
  });

  it('pages by cursor and streams CSV', async () => {
    const first = await get<ShopsReport>(agentSession, '/api/v1/reports/shops/?page_size=10');
    expect(first.pagination).toMatchObject({ count: 2, total_pages: 1, next_cursor: null });
    const csv = await call(t.app, 'GET', '/api/v1/reports/shops/?format=csv', { as: agentSession });
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFShop ID,Shop,Cashier,Agent,Active,Cash in drawer,Games played,Bets,Commission,' +
        'Platform fees,Jackpots paid,Last game (hall time),Created (hall time)',
    );
    expect(lines).toHaveLength(3);
  });
});

describe('GET /api/v1/reports/jackpots/', () => {
  it('shows what a paid jackpot paid, when and in which game', async () => {
    const r = await get<JackpotsReport>(agentSession, '/api/v1/reports/jackpots/');
    const paid = r.results.find((j) => j.id === ids.paidJackpot)!;
    expect(paid).toMatchObject({
      amount: 0,
      state: 'paid',
      paid_amount: 30,
      paid_game_id: ids.manualWin,
      is_active: false,
      shop_name: 'Piassa',
    });
    expect(paid.paid_at).not.toBeNull();
    expect(r.results.find((j) => j.id === ids.cumulative)).toMatchObject({
      state: 'running',
      paid_amount: null,
      paid_at: null,
    });
    expect(r.summary).toMatchObject({
      total_jackpots: 2,
      running: 1,
      paid_count: 1,
      total_paid: 30,
    });
  });

  it('filters by jackpot_type and is_active, within the scope', async () => {
    const cumulative = await get<JackpotsReport>(
      agentSession,
      '/api/v1/reports/jackpots/?jackpot_type=cumulative',
    );
    expect(cumulative.results.map((j) => j.id)).toEqual([ids.cumulative]);
    const active = await get<JackpotsReport>(
      agentSession,
      '/api/v1/reports/jackpots/?is_active=true',
    );
    expect(active.results.map((j) => j.id)).toEqual([ids.cumulative]);
    expect((await get<JackpotsReport>(otherAgent, '/api/v1/reports/jackpots/')).results).toEqual(
      [],
    );
    await get(admin, '/api/v1/reports/jackpots/?jackpot_type=standard', 400);
    const csv = await call(t.app, 'GET', '/api/v1/reports/jackpots/?format=csv', { as: admin });
    expect(csv.body.split('\r\n')[0]).toMatch(/^\uFEFFJackpot ID,Type,State,/);
  });
});
