import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Jackpot,
  createJackpotRequestSchema,
  createJackpotResponseSchema,
} from '@core/schemas/jackpots';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type CreateJackpotInput = z.input<typeof createJackpotRequestSchema>;
export type CreateJackpotResponse = z.infer<typeof createJackpotResponseSchema>;

export function useMyJackpots() {
  return useQuery({
    queryKey: queryKeys.agentJackpots,
    queryFn: ({ signal }) => api.get<Jackpot[]>('/agents/my_jackpots/', { signal }),
  });
}

/** A jackpot reserves its amount from the agent's balance: refresh the list and the balance. */
function useInvalidateJackpots() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.agentJackpots, queryKeys.agentDashboard, queryKeys.balance].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateJackpot() {
  const invalidate = useInvalidateJackpots();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateJackpotInput; key: string }) =>
      api.post<CreateJackpotResponse>('/agents/create_jackpot/', input, { idempotencyKey: key }),
    onSuccess: invalidate,
  });
}

/** Deactivating releases an unpaid jackpot's amount back to the agent. */
export function useSetJackpotActive() {
  const invalidate = useInvalidateJackpots();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.put<Jackpot>(`/agents/jackpots/${id}/`, { is_active: isActive }),
    onSuccess: invalidate,
  });
}
