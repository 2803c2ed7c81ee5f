import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Jackpot,
  JackpotPayout,
  createJackpotRequestSchema,
  createJackpotResponseSchema,
  JackpotTermsForm,
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
      [
        queryKeys.agentJackpots,
        queryKeys.agentJackpotPayouts,
        queryKeys.agentDashboard,
        queryKeys.balance,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
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

/** What counts for a jackpot: its patterns, limit, accepted chance and minimum pool. */
export function useSetJackpotTerms() {
  const invalidate = useInvalidateJackpots();
  return useMutation({
    mutationFn: ({ id, terms }: { id: number; terms: JackpotTermsForm }) =>
      api.put<Jackpot>(`/agents/jackpots/${id}/`, terms),
    onSuccess: invalidate,
  });
}

/** Payouts of jackpots triggered in games called wholly by hand, waiting for the agent. */
export function usePendingJackpotPayouts() {
  return useQuery({
    queryKey: queryKeys.agentJackpotPayouts,
    queryFn: ({ signal }) =>
      api.get<JackpotPayout[]>('/agents/jackpot_payouts/?status=pending', { signal }),
  });
}

export type PayoutDecision =
  { id: number; action: 'approve' } | { id: number; action: 'reject'; reason: string };

/** Approve (it pays now) or reject (with a reason; nothing is paid) a waiting payout. */
export function useDecideJackpotPayout() {
  const invalidate = useInvalidateJackpots();
  return useMutation({
    mutationFn: (decision: PayoutDecision) =>
      api.post<JackpotPayout>(
        `/agents/jackpot_payouts/${decision.id}/${decision.action}/`,
        decision.action === 'reject' ? { reason: decision.reason } : {},
      ),
    onSuccess: invalidate,
  });
}
