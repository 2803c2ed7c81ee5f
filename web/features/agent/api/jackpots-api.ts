import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Jackpot,
  createJackpotRequestSchema,
  createJackpotResponseSchema,
} from '@core/schemas/jackpots';
import type { Shop } from '@core/schemas/shops';
import { api } from '@web/lib/api-client';

export type CreateJackpotInput = z.input<typeof createJackpotRequestSchema>;
export type CreateJackpotResponse = z.infer<typeof createJackpotResponseSchema>;

const JACKPOTS = '/agents/my_jackpots/';
/** The agent's cashiers' shops (SPEC section 7). */
const SHOPS = '/shops/my_shops/';
const DASHBOARD = '/agents/dashboard/';

export function useMyJackpots() {
  return useQuery({
    queryKey: [JACKPOTS],
    queryFn: ({ signal }) => api.get<Jackpot[]>(JACKPOTS, { signal }),
  });
}

export function useAgentShops() {
  return useQuery({
    queryKey: [SHOPS],
    queryFn: ({ signal }) => api.get<Shop[]>(SHOPS, { signal }),
  });
}

/** A jackpot reserves its amount from the agent's balance: refresh the list and the balance. */
function useInvalidateJackpots() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [JACKPOTS, DASHBOARD, '/auth/balance/'].map((key) =>
        queryClient.invalidateQueries({ queryKey: [key] }),
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
