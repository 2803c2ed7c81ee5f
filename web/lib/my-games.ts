import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GameSort, MyGamesPage } from '@core/schemas/game-lists';
import { api } from './api-client';
import { useCursorPages } from './cursor-pages';
import { queryKeys } from './query-keys';
import { GAMES_PAGE_SIZE, type GamesListOptions } from './games-list';
import { useDebouncedValue } from './use-debounced-value';

const MY_GAMES_PATH = '/games/my_games/';

export interface MyGamesQuery {
  page_size: number;
  page?: number;
  cursor?: string;
  sort?: GameSort;
  status?: string;
  search?: string;
}

/** One page of the signed-in user's games (cashier: its own; agent: its cashiers'), on the server. */
export function useMyGames(query: MyGamesQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.myGamesPage(query),
    queryFn: ({ signal }) => api.get<MyGamesPage>(MY_GAMES_PATH, { signal, query: { ...query } }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * A games list paged on the server: the toolbar's search (debounced), status and sort, the page
 * (by cursor when stepping forward), and what the pager shows.
 */
export function useGamesPage(options: GamesListOptions, pageSize = GAMES_PAGE_SIZE) {
  const search = useDebouncedValue(options.search.trim());
  const filters: MyGamesQuery = {
    page_size: pageSize,
    sort: options.sort,
    status: options.status === 'all' ? undefined : options.status,
    search: search || undefined,
  };
  const pages = useCursorPages(JSON.stringify(filters));
  const games = useMyGames({ ...filters, ...pages.query });
  const pagination = games.data?.pagination;
  return {
    games,
    rows: games.data?.results ?? [],
    filtered: Boolean(filters.status || filters.search),
    page: pages.page,
    totalPages: pagination?.total_pages ?? 1,
    count: pagination?.count ?? 0,
    onPageChange: (page: number) => pages.goTo(page, pagination?.next_cursor),
  };
}
