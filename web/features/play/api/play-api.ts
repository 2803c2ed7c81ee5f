import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { z } from 'zod';
import {
  gameSchema,
  type checkCardResponseSchema,
  type drawResponseSchema,
  type Game,
  type playGameResponseSchema,
} from '@core/schemas/games';
import type { jackpotHappenResponseSchema } from '@core/schemas/jackpots';
import { api, ensureFreshAccessToken } from '@web/lib/api-client';

export type DrawResponse = z.infer<typeof drawResponseSchema>;
export type CheckCardResponse = z.infer<typeof checkCardResponseSchema>;
export type WinRecordResponse = z.infer<typeof playGameResponseSchema>;
export type JackpotHappenResponse = z.infer<typeof jackpotHappenResponseSchema>;
export type SavedGrid = string[][];

export const gameKey = (id: number) => ['/games/', id] as const;

export function useGame(id: number | null) {
  return useQuery({
    queryKey: gameKey(id ?? 0),
    queryFn: ({ signal }) => api.get<Game>(`/games/${id}/`, { signal }),
    enabled: id !== null,
    refetchOnWindowFocus: true,
  });
}

/** A draw's answer applied at once, before the event stream brings the same ball. */
export function applyDraw(queryClient: QueryClient, id: number, draw: DrawResponse): void {
  queryClient.setQueryData<Game>(gameKey(id), (game) => {
    if (!game || game.called.some((call) => call.number === draw.number)) return game;
    if (draw.called_count !== game.called.length + 1) return game;
    return {
      ...game,
      // A pause sent while this draw was on its way stays a pause.
      state:
        draw.called_count >= game.max_number
          ? 'over'
          : game.state === 'ready'
            ? 'calling'
            : game.state,
      called: [...game.called, { number: draw.number, letter: draw.letter, manual: false }],
      called_count: draw.called_count,
    };
  });
}

export const playApi = {
  draw: (id: number, expectedCalledCount: number) =>
    api.post<DrawResponse>(`/games/${id}/draw/`, { expected_called_count: expectedCalledCount }),
  mark: (id: number, number: number, called: boolean) =>
    api.post<Game>(`/games/${id}/mark/`, { number, called }),
  step: (id: number, step: 'pause' | 'resume' | 'reset') => api.post(`/games/${id}/${step}/`),
  check: (id: number, cardNumber: number, grid?: SavedGrid) =>
    api.post<CheckCardResponse>(`/games/${id}/check/`, {
      card_number: cardNumber,
      ...(grid ? { grid } : {}),
    }),
  recordWin: (
    body: {
      game_id: number;
      card_number: number;
      grid?: SavedGrid;
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

const RECONNECT_MS = 2000;

/**
 * Follows the game live (decision 007): the first `snapshot` replaces the cached game; any later
 * event refetches it (the server's view is the truth, so a missed or reordered event cannot leave
 * a wrong board). On error the stream is reopened with a fresh token.
 */
export function useGameStream(id: number | null): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (id === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let closed = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: gameKey(id) });
    const open = async () => {
      const token = await ensureFreshAccessToken().catch(() => null);
      if (closed || !token) return;
      source = new EventSource(`/api/v1/games/${id}/events/?token=${encodeURIComponent(token)}`);
      source.addEventListener('snapshot', (event) => {
        const parsed = gameSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) queryClient.setQueryData(gameKey(id), parsed.data);
        else refetch();
      });
      for (const type of ['draw', 'mark', 'pause', 'resume', 'reset', 'win', 'over', 'cancel'])
        source.addEventListener(type, refetch);
      source.onerror = () => {
        source?.close();
        source = null;
        if (!closed) retry = setTimeout(() => void open(), RECONNECT_MS);
      };
    };
    void open();
    return () => {
      closed = true;
      source?.close();
      if (retry !== null) clearTimeout(retry);
    };
  }, [id, queryClient]);
}
