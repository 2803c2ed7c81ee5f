import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginationOf } from '../pagination';
import type { SessionUser } from '@core/schemas/auth';
import {
  dashboardQuerySchema,
  dashboardSchema,
  type DashboardQuery,
  gamesReportQuerySchema,
  gamesReportSchema,
  jackpotsReportQuerySchema,
  jackpotsReportSchema,
  shopsReportQuerySchema,
  shopsReportSchema,
} from '@core/schemas/reports';
import { endOfHallDate, startOfHallDate } from '@core/time/hall-days';
import { localDate } from '@core/time/local-date';
import { readPlatformSettings } from '../../commands/platform-settings';
import type { Db } from '../../db/client';
import { currentUser, requirePermission } from '../../plugins/auth';
import { withNotFound, security } from '../route-schemas';
import { GAME_COLUMNS, JACKPOT_COLUMNS, SHOP_COLUMNS, sendCsv } from './csv-export';
import { dashboard } from './dashboard';
import { sendJsonFile } from './json-export';
import { gameFigures } from './game-figures';
import { toGameReportRow } from './game-rows';
import { allGames, pageOfGames, type GameFilters } from './games-query';
import { allJackpots, jackpotsPage } from './jackpots-query';
import { resolveScope } from './scope';
import { allShops, shopsPage } from './shops-query';

const tags = ['reports'];
const PAGING =
  'Paged by `page` and `page_size` (10, 20, 50 or 100; default 20). Each answer carries ' +
  '`pagination.next_cursor`: pass it as `cursor` for the next page by keyset, as fast at page ' +
  '1,000 as at page 1. A page past the end answers 200 with no results (`next` null, `previous` ' +
  'the last page). agent_id, cashier_id and shop_id narrow the scope; one outside it answers 404.';
const CSV =
  ' With `format=csv` the answer is a CSV file (UTF-8 with BOM, hall time) of every row that ' +
  'matches, streamed; with `format=json_file` a JSON file (an array of the rows `results` ' +
  'carries) of every row that matches, streamed; paging is ignored by both.';

export interface ReportDeps {
  db: Db;
  timezone: string;
  clock: () => Date;
}

/** Dates of the hall (BINGO_TIMEZONE) as the instants a period starts and ends. */
function periodOf(query: { date_from?: string; date_to?: string }, timeZone: string) {
  return {
    from: query.date_from ? startOfHallDate(query.date_from, timeZone) : undefined,
    before: query.date_to ? endOfHallDate(query.date_to, timeZone) : undefined,
  };
}

/** SPEC section 7's five report calls, under /api/v1/reports. */
export const reportRoutes: FastifyPluginAsyncZod<ReportDeps> = async (
  app,
  { db, timezone, clock },
) => {
  app.addHook('onRequest', app.authenticate);
  const reports = requirePermission('reports');

  const dashboardFor = async (user: SessionUser, query: DashboardQuery) =>
    dashboard(db, {
      scope: await resolveScope(db, user, query),
      filters: { search: query.search, ...periodOf(query, timezone) },
      page: query.page,
      pageSize: query.page_size,
      cursor: query.cursor,
      now: clock(),
      timeZone: timezone,
    });

  app.get(
    '/cashier-dashboard/',
    {
      schema: {
        operationId: 'getCashierDashboard',
        tags,
        security,
        summary: "A cashier's dashboard: shop info, overview, win rate, daily trends, recent games",
        description:
          'SPEC section 6: the dashboard a cashier gets, of its own games. An agent or admin may ' +
          'ask for one cashier with `cashier_id` (shop_info is then that cashier), or get the ' +
          'figures of its whole scope (shop_info null). Daily trends: the last 7 days in the ' +
          "hall's time zone; date_from/date_to bound every other figure; recent_games is one " +
          'page (`page`, `page_size`) of the newest games.',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...withNotFound },
      },
    },
    async (request) => dashboardFor(currentUser(request), request.query),
  );

  app.get(
    '/dashboard/',
    {
      onRequest: reports,
      schema: {
        operationId: 'getDashboard',
        tags,
        security,
        summary: 'The general dashboard (agent: its cashiers; admin: all): total shops, top shops',
        description:
          'Overview, win rate, daily trends (7 days, hall time), recent games, top shops and ' +
          'per-cashier takings and fees. Figures are computed in SQL from games (all-time ' +
          'figures from the game_totals table a trigger keeps) and the ledger.',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...withNotFound },
      },
    },
    async (request) => dashboardFor(currentUser(request), request.query),
  );

  app.get(
    '/games/',
    {
      onRequest: reports,
      schema: {
        operationId: 'listGameReports',
        tags,
        security,
        summary: 'Games, newest first, with their money; summary of every game that matches',
        description:
          'search: a game id ("123" or "#123"), a winning card number (any winner of the game), ' +
          'or part of a shop name or cashier username; ' +
          'status: active, completed or cancelled; date_from/date_to: hall dates, both ' +
          `included. ${PAGING}${CSV}`,
        querystring: gamesReportQuerySchema,
        response: { 200: gamesReportSchema, ...withNotFound },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const scope = await resolveScope(db, currentUser(request), query);
      const filters: GameFilters = {
        status: query.status,
        search: query.search,
        ...periodOf(query, timezone),
      };
      if (query.format === 'json_file')
        return sendJsonFile(reply, {
          name: 'games',
          timeZone: timezone,
          batches: mapBatches(allGames(db, scope, filters, 5000), toGameReportRow),
        });
      if (query.format === 'csv')
        return sendCsv(reply, {
          name: 'games',
          timeZone: timezone,
          currencyCode: (await readPlatformSettings(db)).currency.code,
          calendar: query.calendar,
          columns: GAME_COLUMNS,
          batches: mapBatches(allGames(db, scope, filters, 5000), toGameReportRow),
        });
      const figures = await gameFigures(db, scope, filters);
      const page = await pageOfGames(db, {
        scope,
        filters,
        sort: 'date-desc',
        page: query.page,
        pageSize: query.page_size,
        cursor: query.cursor,
      });
      return listAnswer(
        {
          results: page.rows.map(toGameReportRow),
          summary: figures,
          page: page.page,
          count: figures.total_games,
          nextCursor: page.nextCursor,
        },
        query.page_size,
      );
    },
  );

  app.get(
    '/shops/',
    {
      onRequest: reports,
      schema: {
        operationId: 'listShopReports',
        tags,
        security,
        summary: 'Shops with their cash, games, bets, commission, fees and jackpots paid',
        description: `search: part of the shop name or cashier username; is_active: true or false. ${PAGING}${CSV}`,
        querystring: shopsReportQuerySchema,
        response: { 200: shopsReportSchema, ...withNotFound },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const user = currentUser(request);
      const scope = await resolveScope(db, user, query);
      const filters = {
        search: query.search,
        isActive: query.is_active,
        blind: user.role === 'cashier',
      };
      if (query.format === 'json_file')
        return sendJsonFile(reply, {
          name: 'shops',
          timeZone: timezone,
          batches: allShops(db, scope, filters),
        });
      if (query.format === 'csv')
        return sendCsv(reply, {
          name: 'shops',
          timeZone: timezone,
          currencyCode: (await readPlatformSettings(db)).currency.code,
          calendar: query.calendar,
          columns: SHOP_COLUMNS,
          batches: allShops(db, scope, filters),
        });
      const found = await shopsPage(db, scope, filters, {
        page: query.page,
        pageSize: query.page_size,
        cursor: query.cursor,
      });
      return listAnswer(found, query.page_size);
    },
  );

  app.get(
    '/jackpots/',
    {
      onRequest: reports,
      schema: {
        operationId: 'listJackpotReports',
        tags,
        security,
        summary: 'Jackpots, newest first: what each holds, or what it paid and when',
        description:
          'search: part of the shop name, cashier username or message; jackpot_type: random or ' +
          `cumulative; is_active: true or false. ${PAGING}${CSV}`,
        querystring: jackpotsReportQuerySchema,
        response: { 200: jackpotsReportSchema, ...withNotFound },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const scope = await resolveScope(db, currentUser(request), query);
      const filters = {
        search: query.search,
        jackpotType: query.jackpot_type,
        isActive: query.is_active,
        today: localDate(clock(), timezone),
      };
      if (query.format === 'json_file')
        return sendJsonFile(reply, {
          name: 'jackpots',
          timeZone: timezone,
          batches: allJackpots(db, scope, filters),
        });
      if (query.format === 'csv')
        return sendCsv(reply, {
          name: 'jackpots',
          timeZone: timezone,
          currencyCode: (await readPlatformSettings(db)).currency.code,
          calendar: query.calendar,
          columns: JACKPOT_COLUMNS,
          batches: allJackpots(db, scope, filters),
        });
      const found = await jackpotsPage(db, scope, filters, {
        page: query.page,
        pageSize: query.page_size,
        cursor: query.cursor,
      });
      return listAnswer(found, query.page_size);
    },
  );
};

/** SPEC's list answer; the next page's cursor only when there is a next page. */
function listAnswer<R, S>(
  found: { results: R[]; summary: S; page: number; count: number; nextCursor: string | null },
  pageSize: number,
) {
  const pagination = paginationOf(found.count, found.page, pageSize);
  return {
    results: found.results,
    pagination: { ...pagination, next_cursor: pagination.next === null ? null : found.nextCursor },
    summary: found.summary,
  };
}

async function* mapBatches<T, U>(batches: AsyncGenerator<T[]>, map: (row: T) => U) {
  for await (const batch of batches) yield batch.map(map);
}
