import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard, GameReportRow, GamesReport } from '@core/schemas/reports';
import { call } from '../../../tests/support/api';
import { appForFile } from '../../../tests/support/app-for-file';
import { gameCall, startGame } from '../../../tests/support/games';
import { playToWin } from '../../../tests/support/report-data';
import type { Session, TestUser } from '../../../tests/support/test-app';
import { queryRows } from '../../db/query-rows';
import { checkGameTotals } from './totals-check';

let agent: Session;
let other: Session;
let cashier: Session;
let a1: TestUser;
const won: number[] = [];
const CANCELLED = 36;

const t = appForFile({ timezone: 'Africa/Addis_Ababa' });
beforeAll(async () => {
  const agentUser = await t.createUser({ role: 'agent' });
  a1 = await t.createUser({ role: 'cashier', agentId: agentUser.agentId!, balance: 5000 });
  const a2 = await t.createUser({ role: 'cashier', agentId: agentUser.agentId!, balance: 500 });
  const otherAgent = await t.createUser({ role: 'agent' });
  const b1 = await t.createUser({ role: 'cashier', agentId: otherAgent.agentId!, balance: 500 });
  agent = await t.loginAs(agentUser);
  other = await t.loginAs(otherAgent);
  cashier = await t.loginAs(a1);
  const bole = await t.createShop(a1, { name: 'Bole Hall', cash: 100 });
  const piassa = await t.createShop(a2, { name: 'Piassa Hall', cash: 100 });
  const foreign = await t.createShop(b1, { name: 'Bole Far', cash: 100 });
  // 36 cancelled games in Bole Hall: more than a page of any size but 50 and 100.
  for (let i = 0; i < CANCELLED; i++) {
    const id = await startGame(t.app, cashier, {
      amount: 10,
      cards: [1],
      card_value: 10,
      shop_id: bole.id,
    });
    expect((await gameCall(t.app, cashier, id, 'cancel', { reason: 'Test run' })).statusCode).toBe(
      200,
    );
  }
  // Card 23 wins in Piassa Hall; card 1 in Bole Hall; and another agent's card 23 win.
  const piassaSession = await t.loginAs(a2);
  won.push(
    await startGame(t.app, piassaSession, {
      amount: 20,
      cards: [23],
      card_value: 20,
      shop_id: piassa.id,
    }),
  );
  await winWith(piassaSession, won[0]!, 23);
  won.push(
    await startGame(t.app, cashier, { amount: 30, cards: [1], card_value: 30, shop_id: bole.id }),
  );
  await playToWin(t.app, cashier, won[1]!);
  const foreignSession = await t.loginAs(b1);
  const foreignGame = await startGame(t.app, foreignSession, {
    amount: 40,
    cards: [23],
    card_value: 40,
    shop_id: foreign.id,
  });
  await winWith(foreignSession, foreignGame, 23);
  expect(await checkGameTotals(t.db)).toEqual([]);
});

async function winWith(as: Session, id: number, card: number) {
  for (;;) {
    const draw = await gameCall(t.app, as, id, 'draw');
    if (draw.statusCode === 409) break;
    expect(draw.statusCode, draw.body).toBe(200);
  }
  const win = await call(t.app, 'POST', '/api/v1/cashiers/play_game/', {
    as,
    body: { game_id: id, card_number: card },
  });
  expect(win.statusCode, win.body).toBe(200);
}

const get = async <T>(as: Session, url: string) => {
  const response = await call(t.app, 'GET', url, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

describe('report filters', () => {
  it('refuses a From later than To with 400 and the field code on date_to', async () => {
    for (const url of [
      '/api/v1/reports/games/?date_from=2026-03-10&date_to=2026-03-09',
      '/api/v1/reports/dashboard/?date_from=2026-03-10&date_to=2026-03-09',
      '/api/v1/reports/cashier-dashboard/?date_from=2026-03-10&date_to=2026-03-09',
    ]) {
      const response = await call(t.app, 'GET', url, {
        as: url.includes('cashier-') ? cashier : agent,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().details).toEqual([
        expect.objectContaining({ path: 'querystring.date_to', code: 'date_range_reversed' }),
      ]);
    }
    const sameDay = await call(
      t.app,
      'GET',
      '/api/v1/reports/games/?date_from=2026-03-10&date_to=2026-03-10',
      { as: agent },
    );
    expect(sameDay.statusCode).toBe(200);
  });

  it('finds games by a winning card number, in scope only', async () => {
    // "23" is also game #23 (a cancelled one): a number finds the game of that id and every
    // game one of whose winners holds that card.
    const found = await get<GamesReport>(agent, '/api/v1/reports/games/?search=23');
    expect(found.results.map((g) => g.id).sort((a, b) => a - b)).toEqual([23, won[0]]);
    expect(found.summary.total_games).toBe(2);
    const mine = await call(t.app, 'GET', '/api/v1/games/my_games/?search=23&page_size=10', {
      as: agent,
    });
    expect(mine.json().pagination.count).toBe(2);
    const byOther = await get<GamesReport>(other, '/api/v1/reports/games/?search=23');
    expect(byOther.results.map((g) => g.winner_cards)).toEqual([[23]]);
  });

  it('finds a game by any of its winners (several on one ball)', async () => {
    await t.db.execute(
      sql`insert into game_winners (game_id, card_number, win_type, called_count, winner_order)
          values (${won[1]}, 61, 'full_card', 75, 2)`,
    );
    const found = await get<GamesReport>(agent, '/api/v1/reports/games/?search=61');
    expect(found.results.map((g) => g.id)).toEqual([won[1]]);
    expect(found.results[0]!.winner_cards).toEqual([1, 61]);
  });

  it('filters Cancelled: every cancelled game and no other', async () => {
    const cancelled = await get<GamesReport>(
      agent,
      '/api/v1/reports/games/?status=cancelled&page_size=10',
    );
    expect(cancelled.pagination.count).toBe(CANCELLED);
    expect(cancelled.results.every((g) => g.status === 'cancelled')).toBe(true);
    const mine = await call(t.app, 'GET', '/api/v1/games/my_games/?status=cancelled&page_size=10', {
      as: cashier,
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().pagination.count).toBe(CANCELLED);
  });

  it('every dashboard figure follows the search, as a direct count over the same rows', async () => {
    const dash = await get<Dashboard>(agent, '/api/v1/reports/dashboard/?search=Piassa');
    const [direct] = await queryRows<{ games: number; shops: number; bet: string }>(
      t.db,
      sql`select count(*)::int as games, count(distinct g.shop_id)::int as shops,
            coalesce(sum(g.amount_cents) filter (where g.status <> 'cancelled'), 0)::text as bet
          from games g join shops s on s.id = g.shop_id
          where s.name ilike '%Piassa%' and g.agent_id = ${a1.agentId}`,
    );
    expect(dash.overview.total_games).toBe(direct!.games);
    expect(dash.overview.total_shops).toBe(direct!.shops);
    expect(dash.top_shops.map((s) => s.name)).toEqual(['Piassa Hall']);
    expect(dash.top_shops[0]!.total_bet * 100).toBe(Number(direct!.bet));
    const trendGames = dash.daily_trends.reduce((n, d) => n + d.games_count, 0);
    expect(trendGames).toBe(direct!.games);

    const all = await get<Dashboard>(agent, '/api/v1/reports/dashboard/');
    expect(all.overview.total_shops).toBe(2);
    expect(all.top_shops.map((s) => s.name).sort()).toEqual(['Bole Hall', 'Piassa Hall']);
  });

  it('exports the whole filtered set as JSON, the same rows as the CSV', async () => {
    const file = await call(
      t.app,
      'GET',
      '/api/v1/reports/games/?search=Bole&format=json_file&page_size=10',
      { as: agent },
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="games-.*\.json"/);
    const rows = file.json<GameReportRow[]>();
    expect(rows).toHaveLength(CANCELLED + 1);
    const csv = await call(t.app, 'GET', '/api/v1/reports/games/?search=Bole&format=csv', {
      as: agent,
    });
    const csvIds = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    expect(rows.map((r) => r.id)).toEqual(csvIds);
    const page = await get<GamesReport>(agent, '/api/v1/reports/games/?search=Bole&page_size=10');
    expect(rows.slice(0, 10)).toEqual(page.results);
    const none = await call(
      t.app,
      'GET',
      '/api/v1/reports/games/?search=nothing-like-this&format=json_file',
      { as: agent },
    );
    expect(none.json()).toEqual([]);
  });
});
