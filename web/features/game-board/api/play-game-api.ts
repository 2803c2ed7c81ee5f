import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { playGameResponseSchema, startGameRequestSchema } from '@core/schemas/games';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type StartGameInput = z.infer<typeof startGameRequestSchema>;
export type StartGameResponse = z.infer<typeof playGameResponseSchema>;

const PLAY_GAME = '/cashiers/play_game/';

/** Starting a game charges the platform fee: the request carries an idempotency key. */
export function useStartGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: StartGameInput; key: string }) =>
      api.post<StartGameResponse>(PLAY_GAME, input, { idempotencyKey: key }),
    onSuccess: () =>
      Promise.all(
        [queryKeys.balance, queryKeys.cashierDashboard, queryKeys.myGames].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
