import type { GameListItem } from '@core/schemas/games';

/** SPEC "Cashier dashboard": sort by date or amount, each way; status all, active or completed. */
export const GAME_SORTS = ['date-desc', 'date-asc', 'amount-desc', 'amount-asc'] as const;
export type GameSort = (typeof GAME_SORTS)[number];
export const GAME_STATUS_FILTERS = ['all', 'active', 'completed'] as const;
export type GameStatusFilter = (typeof GAME_STATUS_FILTERS)[number];
export const GAMES_PAGE_SIZE = 10;

export interface GamesListOptions {
  search: string;
  sort: GameSort;
  status: GameStatusFilter;
  page: number;
  pageSize?: number;
}

export interface GamesListPage<T> {
  rows: T[];
  /** Games left after search and filter, on every page. */
  count: number;
  page: number;
  totalPages: number;
}

type ListedGame = Pick<GameListItem, 'id' | 'amount' | 'created_at'> & {
  status?: GameListItem['status'] | null;
  shop_name?: string | null;
  name?: string;
  cashier_username?: string;
};

/** SPEC section 3: a list shows "active" when the game carries no status. */
export function statusOf(game: { status?: string | null }): string {
  return game.status || 'active';
}

function matches(game: ListedGame, needle: string): boolean {
  if (!needle) return true;
  const haystack = [
    String(game.id),
    `#${game.id}`,
    game.shop_name ?? '',
    game.name ?? '',
    game.cashier_username ?? '',
  ];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

function compare(a: ListedGame, b: ListedGame, sort: GameSort): number {
  const byDate = Date.parse(a.created_at) - Date.parse(b.created_at) || a.id - b.id;
  switch (sort) {
    case 'date-asc':
      return byDate;
    case 'date-desc':
      return -byDate;
    case 'amount-asc':
      return a.amount - b.amount || -byDate;
    case 'amount-desc':
      return b.amount - a.amount || -byDate;
  }
}

/** Search (id, shop, name, cashier), status filter, sort, then one page; the page is clamped. */
export function pageOfGames<T extends ListedGame>(
  games: readonly T[],
  { search, sort, status, page, pageSize = GAMES_PAGE_SIZE }: GamesListOptions,
): GamesListPage<T> {
  const needle = search.trim().toLowerCase();
  const kept = games.filter(
    (game) => (status === 'all' || statusOf(game) === status) && matches(game, needle),
  );
  kept.sort((a, b) => compare(a, b, sort));
  const totalPages = Math.max(1, Math.ceil(kept.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return {
    rows: kept.slice((current - 1) * pageSize, current * pageSize),
    count: kept.length,
    page: current,
    totalPages,
  };
}
