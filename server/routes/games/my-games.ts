import type { SessionUser } from '@core/schemas/auth';
import type { GameListItem, MyGamesPage, MyGamesQuery } from '@core/schemas/game-lists';
import type { Db } from '../../db/client';
import { paginationOf } from '../pagination';
import { gameFigures } from '../reports/game-figures';
import { toGameListItem } from '../reports/game-rows';
import { pageOfGames, trainingGamesCount } from '../reports/games-query';
import { resolveScope } from '../reports/scope';

/**
 * SPEC's games list: the caller's games (agent: its cashiers'; admin: all). A bare list of the
 * newest `limit` games, or, asked with page, page_size or cursor, one page paged on the server.
 */
export async function myGames(
  db: Db,
  user: SessionUser,
  query: MyGamesQuery,
): Promise<GameListItem[] | MyGamesPage> {
  const scope = await resolveScope(db, user, {});
  const filters = { status: query.status, search: query.search };
  const listed = { ...filters, withTraining: true };
  const paged =
    query.page !== undefined || query.page_size !== undefined || query.cursor !== undefined;
  const pageSize = paged ? (query.page_size ?? 10) : query.limit;
  const page = await pageOfGames(db, {
    scope,
    filters: listed,
    sort: query.sort,
    page: paged ? (query.page ?? 1) : 1,
    pageSize,
    cursor: query.cursor,
  });
  const results = page.rows.map(toGameListItem);
  if (!paged) return results;
  // The figures are the real games' (from the report totals); the practice games are counted apart.
  const figures = await gameFigures(db, scope, filters);
  const count = figures.total_games + (await trainingGamesCount(db, scope, filters));
  const pagination = paginationOf(count, page.page, pageSize);
  return {
    results,
    pagination: { ...pagination, next_cursor: pagination.next === null ? null : page.nextCursor },
  };
}
