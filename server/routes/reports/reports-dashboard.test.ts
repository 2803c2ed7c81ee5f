import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, GamesReport, JackpotsReport, ShopsReport } from '@core/schemas/reports';
import { gameRow } from '../../../tests/support/game-rows';
import { call } from '../../../tests/support/api';
import { openReportHall, type ReportHall } from '../../../tests/support/report-hall';
import type { Session } from '../../../tests/support/test-app';
import { games } from '../../db/schema';
import { checkGameTotals } from './totals-check';

let hall: ReportHall;

const get = async <T>(as: Session, url: string, status = 200): Promise<T> => {
  const response = await call(hall.t.app, 'GET', url, { as });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
  return response.json<T>();
};

beforeAll(async () => {
  hall = await openReportHall();
});
afterEach(async () => {
  expect(await checkGameTotals(hall.t.db)).toEqual([]);
  expect(await hall.t.checkLedger()).toEqual([]);
});
afterAll(async () => {
  await hall?.t.close();
});

describe('dashboards', () => {
  it("gives the hall's last 7 days, split at local midnight", async () => {
    const d = await get<Dashboard>(hall.agentSession, '/api/v1/reports/dashboard/');
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
    const d = await get<Dashboard>(hall.agentSession, '/api/v1/reports/dashboard/?page_size=10');
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
    // Win rate = games won / games completed: the cancelled game is not in it (issue 19).
    expect(d.performance).toEqual({ win_rate: 100, wins: 2, manual_wins: 1 });
    expect(d.recent_games[0]).toMatchObject({ id: hall.ids.cancelled, status: 'cancelled' });
    expect(d.recent_games.find((g) => g.id === hall.ids.manualWin)).toMatchObject({
      winner: 7,
      players: 2,
      win_relied_on_manual: true,
      shop_name: 'Piassa',
    });
    expect(d.top_shops).toEqual([
      { id: hall.shop.id, name: 'Piassa', games_count: 5, total_bet: 139, total_commission: 24 },
    ]);
    const row = d.cashiers.find((c) => c.id === hall.cashier.cashierId)!;
    expect(row).toMatchObject({
      username: hall.cashier.username,
      total_bet: 139,
      total_commission: 24,
    });
    expect(row.total_fees).toBeCloseTo(d.overview.total_fees);
    expect(d.cashiers.find((c) => c.id === hall.idleCashier.cashierId)).toMatchObject({
      games_count: 0,
      total_bet: 0,
    });
  });

  it("lists the scope's newest credit moves with who gave and who received", async () => {
    const moves = (await get<Dashboard>(hall.agentSession, '/api/v1/reports/dashboard/'))
      .credit_moves;
    expect(moves.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['jackpot_payout', 'jackpot_reserve', 'cashier_opening', 'deposit']),
    );
    expect(moves[0]).toMatchObject({
      kind: 'jackpot_payout',
      amount: 30,
      from_name: `#${hall.ids.paidJackpot}`,
      to_name: hall.cashier.username,
    });
    expect(moves.find((m) => m.kind === 'deposit')).toMatchObject({
      from_kind: 'platform',
      to_name: hall.agent.username,
    });
    const others = (await get<Dashboard>(hall.otherAgent, '/api/v1/reports/dashboard/'))
      .credit_moves;
    expect(others).toEqual([]);
    const own = (await get<Dashboard>(hall.cashierSession, '/api/v1/reports/cashier-dashboard/'))
      .credit_moves;
    expect(
      own.every(
        (m) => m.to_name === hall.cashier.username || m.from_name === hall.cashier.username,
      ),
    ).toBe(true);
  });

  it("gives a cashier its own dashboard, and an agent one cashier's; never another tenant's", async () => {
    const own = await get<Dashboard>(hall.cashierSession, '/api/v1/reports/cashier-dashboard/');
    expect(own.shop_info).toMatchObject({
      name: hall.cashier.username,
      is_active: true,
      shops_count: 2,
    });
    expect(own.cashiers).toEqual([]);
    expect(own.overview.total_games).toBe(6);
    const viaAgent = await get<Dashboard>(
      hall.agentSession,
      `/api/v1/reports/cashier-dashboard/?cashier_id=${hall.cashier.cashierId}`,
    );
    expect(viaAgent.shop_info).toEqual(own.shop_info);
    await get(
      hall.otherAgent,
      `/api/v1/reports/cashier-dashboard/?cashier_id=${hall.cashier.cashierId}`,
      404,
    );
    await get(
      hall.cashierSession,
      `/api/v1/reports/cashier-dashboard/?cashier_id=${hall.idleCashier.cashierId}`,
      404,
    );
    expect(
      (await get<Dashboard>(hall.otherAgent, '/api/v1/reports/dashboard/')).overview.total_games,
    ).toBe(0);
    await get(hall.cashierSession, '/api/v1/reports/dashboard/', 403);
    const all = await get<Dashboard>(hall.admin, '/api/v1/reports/dashboard/');
    expect(all.overview.total_games).toBeGreaterThanOrEqual(6);
  });

  it('bounds every figure but the trends to date_from..date_to', async () => {
    const d = await get<Dashboard>(
      hall.agentSession,
      '/api/v1/reports/dashboard/?date_from=2026-03-11&date_to=2026-03-11',
    );
    expect(d.overview).toMatchObject({ total_games: 1, total_bet_amount: 9 });
    expect(d.top_shops).toEqual([
      { id: hall.shop.id, name: 'Piassa', games_count: 1, total_bet: 9, total_commission: 0 },
    ]);
    expect(d.daily_trends).toHaveLength(7);
  });
});

describe('GET /api/v1/reports/shops/', () => {
  it('lists shops in scope with their cash and figures, filtered by is_active and search', async () => {
    const r = await get<ShopsReport>(hall.agentSession, '/api/v1/reports/shops/');
    expect(r.results.map((s) => s.name)).toEqual(['Piassa', 'Quiet corner']);
    expect(r.results[0]).toMatchObject({
      id: hall.shop.id,
      is_active: true,
      cashier_username: hall.cashier.username,
      games_count: 5,
      total_bet: 139,
      total_commission: 24,
      jackpots_paid: 30,
    });
    expect(r.results[0]!.last_game_at).not.toBeNull();
    expect(r.summary).toMatchObject({ total_shops: 2, active_shops: 1, total_bet: 139 });
    const inactive = await get<ShopsReport>(
      hall.agentSession,
      '/api/v1/reports/shops/?is_active=false',
    );
    expect(inactive.results.map((s) => s.id)).toEqual([hall.quiet.id]);
    const found = await get<ShopsReport>(hall.agentSession, '/api/v1/reports/shops/?search=piass');
    expect(found.results.map((s) => s.id)).toEqual([hall.shop.id]);
    expect((await get<ShopsReport>(hall.otherAgent, '/api/v1/reports/shops/')).results).toEqual([]);
    await get(hall.cashierSession, '/api/v1/reports/shops/', 403);
    await get(hall.admin, '/api/v1/reports/shops/?is_active=yes', 400);
  });

  it('pages by cursor and streams CSV', async () => {
    const first = await get<ShopsReport>(hall.agentSession, '/api/v1/reports/shops/?page_size=10');
    expect(first.pagination).toMatchObject({ count: 2, total_pages: 1, next_cursor: null });
    const csv = await call(hall.t.app, 'GET', '/api/v1/reports/shops/?format=csv', {
      as: hall.agentSession,
    });
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFFShop ID,Shop,Cashier,Agent,Active,Cash in drawer (USD),Games played,Bets (USD),' +
        'Commission (USD),Platform fees (USD),Jackpots paid (USD),Last game (hall time),' +
        'Created (hall time),Last game (ISO 8601 UTC),Created (ISO 8601 UTC)',
    );
    expect(lines).toHaveLength(3);
  });
});

describe('GET /api/v1/reports/jackpots/', () => {
  it('shows what a paid jackpot paid, when and in which game', async () => {
    const r = await get<JackpotsReport>(hall.agentSession, '/api/v1/reports/jackpots/');
    const paid = r.results.find((j) => j.id === hall.ids.paidJackpot)!;
    expect(paid).toMatchObject({
      amount: 0,
      state: 'paid',
      paid_amount: 30,
      paid_game_id: hall.ids.manualWin,
      is_active: false,
      shop_name: 'Piassa',
    });
    expect(paid.paid_at).not.toBeNull();
    expect(r.results.find((j) => j.id === hall.ids.cumulative)).toMatchObject({
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
      hall.agentSession,
      '/api/v1/reports/jackpots/?jackpot_type=cumulative',
    );
    expect(cumulative.results.map((j) => j.id)).toEqual([hall.ids.cumulative]);
    const active = await get<JackpotsReport>(
      hall.agentSession,
      '/api/v1/reports/jackpots/?is_active=true',
    );
    expect(active.results.map((j) => j.id)).toEqual([hall.ids.cumulative]);
    expect(
      (await get<JackpotsReport>(hall.otherAgent, '/api/v1/reports/jackpots/')).results,
    ).toEqual([]);
    await get(hall.admin, '/api/v1/reports/jackpots/?jackpot_type=standard', 400);
    const csv = await call(hall.t.app, 'GET', '/api/v1/reports/jackpots/?format=csv', {
      as: hall.admin,
    });
    expect(csv.body.split('\r\n')[0]).toMatch(/^\uFEFFJackpot ID,Type,State,/);
  });
});

describe('dates in the hall time zone', () => {
  let as: Session;
  let late: number;
  let early: number;
  beforeAll(async () => {
    const agent = await hall.t.createUser({ role: 'agent' });
    const cashier = await hall.t.createUser({ role: 'cashier', agentId: agent.agentId! });
    as = await hall.t.loginAs(agent);
    // Addis Ababa is UTC+3: 20:59:59Z is 23:59:59 on the 9th, 21:00Z is midnight of the 10th.
    const rows = await hall.t.db
      .insert(games)
      .values([
        gameRow({
          cashierId: cashier.cashierId!,
          amountCents: 100n,
          createdAt: new Date('2026-03-09T20:59:59.999Z'),
        }),
        gameRow({
          cashierId: cashier.cashierId!,
          amountCents: 200n,
          createdAt: new Date('2026-03-09T21:00:00.000Z'),
        }),
      ])
      .returning({ id: games.id });
    [late, early] = rows.map((r) => r.id) as [number, number];
  });

  const report = (as: Session, query: string) =>
    get<GamesReport>(as, `/api/v1/reports/games/${query}`);
  const idsOf = (r: GamesReport) => r.results.map((g) => g.id);

  it('a CSV gives each moment in hall time, in the calendar asked for, and in ISO 8601', async () => {
    const lineOf = async (calendar: string) => {
      const csv = await call(
        hall.t.app,
        'GET',
        `/api/v1/reports/games/?format=csv&date_from=2026-03-10&calendar=${calendar}`,
        { as },
      );
      expect(csv.statusCode).toBe(200);
      const [header, line] = csv.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      const cells = line!.split(',');
      const column = (name: string) => cells[header!.split(',').indexOf(name)];
      return { started: column('Started (hall time)'), iso: column('Started (ISO 8601 UTC)') };
    };
    // Midnight of 10 March 2026 in Addis Ababa is 1 Megabit 2018 in the Ethiopian calendar.
    expect(await lineOf('gregorian')).toEqual({
      started: '2026-03-10 00:00',
      iso: '2026-03-09T21:00:00.000Z',
    });
    expect(await lineOf('ethiopic')).toEqual({
      started: '2018-07-01 00:00',
      iso: '2026-03-09T21:00:00.000Z',
    });
    const refused = await call(
      hall.t.app,
      'GET',
      '/api/v1/reports/games/?format=csv&calendar=julian',
      { as },
    );
    expect(refused.statusCode).toBe(400);
  });

  it('date_from and date_to are hall dates, both ends included', async () => {
    expect(idsOf(await report(as, '?date_from=2026-03-10'))).toEqual([early]);
    expect(idsOf(await report(as, '?date_to=2026-03-09'))).toEqual([late]);
    expect(idsOf(await report(as, '?date_from=2026-03-09&date_to=2026-03-10'))).toEqual([
      early,
      late,
    ]);
    const summary = (await report(as, '?date_from=2026-03-10&date_to=2026-03-10')).summary;
    expect(summary).toMatchObject({ total_games: 1, total_bet_amount: 2 });
  });
});
