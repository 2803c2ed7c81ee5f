import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cancelGameResponseSchema, closeGameResponseSchema } from '@core/schemas/game-actions';
import { api } from './api-client';
import { useIdempotencyKeys } from './idempotency';
import { queryKeys } from './query-keys';

/** Ways to stop a running game: void it, close it with no winner, or pause its calling. */
export type EndGameKind = 'cancel' | 'close' | 'pause';
export type CancelGameResponse = z.infer<typeof cancelGameResponseSchema>;
export type CloseGameResponse = z.infer<typeof closeGameResponseSchema>;

/**
 * Cancel (void; the fee comes back when no ball was called), close with no winner, or pause. The
 * first two move money, so a repeat of the same request carries the same Idempotency-Key.
 */
export function useEndGame() {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: async ({ id, kind, reason }: { id: number; kind: EndGameKind; reason: string }) => {
      const body = reason ? { reason } : {};
      // A pause moves no money: no key to replay it by.
      if (kind === 'pause') return api.post<unknown>(`/games/${id}/pause/`, body);
      const idempotencyKey = keys.keyFor({ id, kind, body });
      try {
        const answer = await api.post<CancelGameResponse | CloseGameResponse>(
          `/games/${id}/${kind}/`,
          body,
          { idempotencyKey },
        );
        keys.settle();
        return answer;
      } catch (error) {
        keys.settle(error);
        throw error;
      }
    },
    onSettled: (_answer, _error, { id }) =>
      Promise.all(
        [
          queryKeys.myGames,
          queryKeys.game(id),
          queryKeys.gameRecord(id),
          queryKeys.balance,
          queryKeys.cashierDashboard,
          queryKeys.runningGames,
          queryKeys.agentCashiers,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
