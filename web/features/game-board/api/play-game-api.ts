import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { playGameResponseSchema, startGameRequestSchema } from '@core/schemas/games';
import type { Shop } from '@core/schemas/shops';
import { api } from '@web/lib/api-client';

export type StartGameInput = z.infer<typeof startGameRequestSchema>;
export type StartGameResponse = z.infer<typeof playGameResponseSchema>;

const PLAY_GAME = '/cashiers/play_game/';
/** The cashier's own shops (same query key as the Cashier dashboard, so both share the cache). */
const CASHIER_SHOPS = '/cashiers/my_shops/';

export function useCashierShops(enabled: boolean) {
  return useQuery({
    queryKey: [CASHIER_SHOPS],
    queryFn: ({ signal }) => api.get<Shop[]>(CASHIER_SHOPS, { signal }),
    enabled,
  });
}

/** Starting a game charges the platform fee: the request carries an idempotency key. */
export function useStartGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: StartGameInput; key: string }) =>
      api.post<StartGameResponse>(PLAY_GAME, input, { idempotencyKey: key }),
    onSuccess: () =>
      Promise.all(
        ['/auth/balance/', '/cashiers/dashboard/', '/games/my_games/'].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey: [queryKey] }),
        ),
      ),
  });
}
