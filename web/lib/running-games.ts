import { useQuery } from '@tanstack/react-query';
import type { RunningGame } from '@core/schemas/game-lists';
import { ApiError, api } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The cashier's unfinished games as the server has them (at most one per shop): every till of
 * the cashier finds the same game, whatever its own browser remembers. Asked again on every
 * screen that shows it, since another till may have started or ended one meanwhile.
 */
export function useRunningGames(enabled = true) {
  return useQuery({
    queryKey: queryKeys.runningGames,
    queryFn: ({ signal }) => api.get<RunningGame[]>('/cashiers/running_games/', { signal }),
    enabled,
    refetchOnMount: 'always',
    staleTime: 5_000,
  });
}

/** The shop's running game (null: a cashier without a shop), if it has one. */
export function runningGameOf(
  games: readonly RunningGame[] | undefined,
  shopId: number | null | undefined,
): RunningGame | null {
  return games?.find((game) => game.shop_id === (shopId ?? null)) ?? null;
}

/** The running game a start was refused for (409 game_running names it); null for any other. */
export function runningGameIdOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'game_running') return null;
  const body = error.body as { details?: { params?: Record<string, unknown> }[] } | null;
  const id = Array.isArray(body?.details) ? body.details[0]?.params?.game_id : undefined;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}
