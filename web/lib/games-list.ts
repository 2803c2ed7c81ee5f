import { GAME_SORTS, type GameSort } from '@core/schemas/game-lists';

/** SPEC "Cashier dashboard": sort by date or amount, each way; status all, active, completed or cancelled. */
export { GAME_SORTS, type GameSort };
export const GAME_STATUS_FILTERS = ['all', 'active', 'completed', 'cancelled'] as const;
export type GameStatusFilter = (typeof GAME_STATUS_FILTERS)[number];
export const GAMES_PAGE_SIZE = 10;

export interface GamesListOptions {
  search: string;
  sort: GameSort;
  status: GameStatusFilter;
}

/** SPEC section 3: a list shows "active" when the game carries no status. */
export function statusOf(game: { status?: string | null }): string {
  return game.status || 'active';
}
