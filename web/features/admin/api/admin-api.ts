import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Agent,
  agentListResponseSchema,
  createAgentRequestSchema,
  platformSummarySchema,
  updateAgentRequestSchema,
} from '@core/schemas/staff';
import type { FeeRulesBody, platformFeeRulesSchema } from '@core/schemas/fees';
import type { PlatformSettings, UpdatePlatformSettings } from '@core/schemas/platform';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import type { StaffListQuery } from '@web/lib/staff-list';

export type AgentList = z.infer<typeof agentListResponseSchema>;
export type PlatformSummary = z.infer<typeof platformSummarySchema>;
export type CreateAgentInput = z.infer<typeof createAgentRequestSchema>;
export type UpdateAgentInput = z.infer<typeof updateAgentRequestSchema>;

const AGENTS = '/admin/agents/';

/** A page of agents, searched, sorted and filtered on the server (decision 031). */
export function useAgents(query: StaffListQuery) {
  return useQuery({
    queryKey: queryKeys.adminAgentsPage(query),
    queryFn: ({ signal }) => api.get<AgentList>(AGENTS, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function usePlatformSummary() {
  return useQuery({
    queryKey: queryKeys.platformSummary,
    queryFn: ({ signal }) => api.get<PlatformSummary>('/admin/summary/', { signal }),
  });
}

function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.adminAgents }),
      queryClient.invalidateQueries({ queryKey: queryKeys.platformSummary }),
    ]);
}

export function useCreateAgent() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (input: CreateAgentInput) => api.post<Agent>(AGENTS, input),
    onSuccess: invalidate,
  });
}

export function useUpdateAgent() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateAgentInput }) =>
      api.put<Agent>(`${AGENTS}${id}/`, input),
    onSuccess: invalidate,
  });
}

export function useDepositCredit() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, amount, key }: { id: number; amount: number; key: string }) =>
      api.post<{ amount_avalaible: number }>(
        `${AGENTS}${id}/deposit/`,
        { amount },
        { idempotencyKey: key },
      ),
    onSuccess: invalidate,
  });
}

export function useWithdrawCredit() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({
      id,
      amount,
      reason,
      key,
    }: {
      id: number;
      amount: number;
      reason: string;
      key: string;
    }) =>
      api.post<{ amount_avalaible: number }>(
        `${AGENTS}${id}/withdraw/`,
        { amount, reason },
        { idempotencyKey: key },
      ),
    onSuccess: invalidate,
  });
}

/** An agent who lost its phone and recovery codes signs in with its password again. */
export function useResetTwoFactor() {
  return useMutation({
    mutationFn: (id: number) =>
      api.post<{ status: string }>(`${AGENTS}${id}/reset_two_factor/`, undefined),
  });
}

export type PlatformFeeRules = z.infer<typeof platformFeeRulesSchema>;

/** The platform fee rules and their recorded changes (decision 022). */
export function useFeeRules() {
  return useQuery({
    queryKey: queryKeys.adminFeeRules,
    queryFn: ({ signal }) => api.get<PlatformFeeRules>('/admin/fee_rules/', { signal }),
  });
}

export function useSetFeeRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeeRulesBody) => api.put<PlatformFeeRules>('/admin/fee_rules/', input),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.adminFeeRules, answer),
  });
}

/** The platform's settings as the admin reads them (the game limits are not public). */
export function usePlatformSettings() {
  return useQuery({
    queryKey: queryKeys.platformSettings,
    queryFn: ({ signal }) => api.get<PlatformSettings>('/admin/settings/', { signal }),
  });
}

/** The hall's currency: saved once here, every screen reads it from the public config. */
export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdatePlatformSettings) =>
      api.put<PlatformSettings>('/admin/settings/', input),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.platformSettings, answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.publicConfig });
    },
  });
}
