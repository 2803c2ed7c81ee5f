import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Cashier,
  CashierPage,
  agentDashboardSchema,
  createCashierRequestSchema,
  createCashierResponseSchema,
  updateCashierRequestSchema,
} from '@core/schemas/staff';
import type { CashierFeeChange, FeeRulesBody } from '@core/schemas/fees';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { REPORT_PATHS } from '@web/lib/reports-api';
import type { StaffListQuery } from '@web/lib/staff-list';

export type AgentDashboard = z.infer<typeof agentDashboardSchema>;
export type CreateCashierInput = z.infer<typeof createCashierRequestSchema>;
export type CreateCashierResponse = z.infer<typeof createCashierResponseSchema>;
export type UpdateCashierInput = z.infer<typeof updateCashierRequestSchema>;

/** SPEC section 6: agent dashboard data loads only for an agent. */
export function useAgentDashboard(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.agentDashboard,
    queryFn: ({ signal }) => api.get<AgentDashboard>('/agents/dashboard/', { signal }),
    enabled,
  });
}

/** A page of the agent's cashiers, searched, sorted and filtered on the server (decision 031). */
export function useCashierPage(query: StaffListQuery) {
  return useQuery({
    queryKey: queryKeys.agentCashiersPage(query),
    queryFn: ({ signal }) => api.get<CashierPage>('/agents/cashiers/', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every change to a cashier may move credit: refresh the list, the dashboard and the balance. */
function useInvalidateAgentData() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        queryKeys.agentCashiers,
        queryKeys.agentDashboard,
        queryKeys.balance,
        queryKeys.managedShops,
        queryKeys.cashierFeeChanges(),
        queryKeys.report(REPORT_PATHS.dashboard),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useCreateCashier() {
  const invalidate = useInvalidateAgentData();
  return useMutation({
    mutationFn: ({ input, key }: { input: CreateCashierInput; key: string }) =>
      api.post<CreateCashierResponse>('/agents/create_cashier/', input, { idempotencyKey: key }),
    onSuccess: invalidate,
  });
}

export function useUpdateCashier() {
  const invalidate = useInvalidateAgentData();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: UpdateCashierInput }) =>
      api.put<Cashier>(`/agents/cashiers/${id}/`, input),
    onSuccess: invalidate,
  });
}

export function useDeleteCashier() {
  const invalidate = useInvalidateAgentData();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ status: string }>(`/agents/cashiers/${id}/`),
    onSuccess: invalidate,
  });
}

/** Positive tops the cashier up from the agent's balance; negative withdraws back to it. */
export function useTransferCredit() {
  const invalidate = useInvalidateAgentData();
  return useMutation({
    mutationFn: ({ id, amount, key }: { id: number; amount: number; key: string }) =>
      api.post<{ amount_avalaible: number }>(
        `/agents/cashiers/${id}/transfer/`,
        { amount },
        { idempotencyKey: key },
      ),
    onSuccess: invalidate,
  });
}

/** The minimum fee and the lowest rate the agent may give a cashier (decision 022). */
export function useMyFeeRules() {
  return useQuery({
    queryKey: queryKeys.agentFeeRules,
    queryFn: ({ signal }) => api.get<FeeRulesBody>('/agents/fee_rules/', { signal }),
  });
}

/** Every rate a cashier was given, newest first. */
export function useCashierFeeChanges(id: number) {
  return useQuery({
    queryKey: queryKeys.cashierFeeChanges(id),
    queryFn: ({ signal }) =>
      api.get<CashierFeeChange[]>(`/agents/cashiers/${id}/fee_changes/`, { signal }),
  });
}
