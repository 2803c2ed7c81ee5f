import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { checkCardResponseSchema, drawResponseSchema } from '@core/schemas/game-actions';
import type { Game } from '@core/schemas/games';
import type { playGameResponseSchema } from '@core/schemas/play-game';
import { allBallsOut } from '@core/bingo/game-facts';
import type { GameCardsResponse } from '@core/schemas/cards';
import type { jackpotHappenResponseSchema } from '@core/schemas/jackpots';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { useGameEvents } from '@web/lib/use-game-events';

export type DrawResponse = z.infer<typeof drawResponseSchema>;
export type CheckCardResponse = z.infer<typeof checkCardResponseSchema>;
export type WinRecordResponse = z.infer<typeof playGameResponseSchema>;
export type JackpotHappenResponse = z.infer<typeof jackpotHappenResponseSchema>;

export function useGame(id: number | null) {
  return useQuery({
    queryKey: queryKeys.game(id ?? 0),
    queryFn: ({ signal }) => api.get<Game>(`/games/${id}/`, { signal }),
    enabled: id !== null,
    refetchOnWindowFocus: true,
  });
}

/** The shop's saved cards the game uses, fixed at its start (the Check dialog's source). */
export function useGameCards(id: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.gameCards(id),
    queryFn: ({ signal }) => api.get<GameCardsResponse>(`/games/${id}/cards/`, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** A draw's answer applied at once, before the event stream brings the same ball. */
export function applyDraw(queryClient: QueryClient, id: number, draw: DrawResponse): void {
  queryClient.setQueryData<Game>(queryKeys.game(id), (game) => {
    if (!game || game.called.some((call) => call.number === draw.number)) return game;
    if (draw.called_count !== game.called.length + 1) return game;
    const called = [...game.called, { number: draw.number, letter: draw.letter, manual: false }];
    return {
      ...game,
      // A pause sent while this draw was on its way stays a pause.
      state: allBallsOut({ mode: game.mode, called })
        ? 'over'
        : game.state === 'ready'
          ? 'calling'
          : game.state,
      called,
      called_count: draw.called_count,
    };
  });
}

export const playApi = {
  draw: (id: number, expectedCalledCount: number, till: string) =>
    api.post<DrawResponse>(`/games/${id}/draw/`, {
      expected_called_count: expectedCalledCount,
      till,
    }),
  mark: (id: number, number: number, called: boolean) =>
    api.post<Game>(`/games/${id}/mark/`, { number, called }),
  step: (id: number, step: 'pause' | 'resume', till: string) =>
    api.post(`/games/${id}/${step}/`, { till }),
  takeControl: (id: number, till: string) => api.post<Game>(`/games/${id}/take_control/`, { till }),
  reset: (id: number, reason: string) => api.post<Game>(`/games/${id}/reset/`, { reason }),
  block: (id: number, cardNumber: number) =>
    api.post<Game>(`/games/${id}/block/`, { card_number: cardNumber }),
  check: (id: number, cardNumber: number) =>
    api.post<CheckCardResponse>(`/games/${id}/check/`, { card_number: cardNumber }),
  recordWin: (
    body: {
      game_id: number;
      card_number: number;
      winner: string;
      players: number;
      status: 'completed';
      is_active: false;
    },
    idempotencyKey: string,
  ) => api.post<WinRecordResponse>('/cashiers/play_game/', body, { idempotencyKey }),
  jackpotHappen: (gameId: number) =>
    api.get<JackpotHappenResponse>('/agents/is_jackpot_happen', { query: { game_id: gameId } }),
};

/**
 * Follows the game live (decision 007) through the shared stream hook: a `snapshot` replaces the
 * cached game; any later event refetches it (the server's view is the truth, so a missed or
 * reordered event cannot leave a wrong board).
 */
export function useGameStream(id: number | null): void {
  const queryClient = useQueryClient();
  const refetch = () => {
    if (id !== null) void queryClient.invalidateQueries({ queryKey: queryKeys.game(id) });
  };
  useGameEvents(id, {
    // The schema (and zod) loads with the first snapshot, not with the screen: the screen's first
    // paint comes from the game's own request. One module promise keeps snapshots in order.
    onSnapshot: (game) => {
      void import('@core/schemas/games').then(({ gameSchema }) => {
        const parsed = gameSchema.safeParse(game);
        if (parsed.success && id !== null)
          queryClient.setQueryData(queryKeys.game(id), parsed.data);
        else refetch();
      }, refetch);
    },
    onEvent: refetch,
  });
}
