import { useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '@core/schemas/auth';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** SPEC section 7: GET /auth/balance/ answers amount_available (spelled so here). */
export function useBalance() {
  const query = useQuery({
    queryKey: queryKeys.balance,
    queryFn: ({ signal }) => api.get<BalanceResponse>('/auth/balance/', { signal }),
    // SPEC section 8: a failure shows "Failed to load balance" with Retry at once.
    retry: false,
  });
  // SPEC section 8: on failure the balance is set to 0.
  const balance = query.isError ? 0 : (query.data?.amount_available ?? 0);
  // Game fees the balance could not cover (decision 022): the next start waits for them.
  const feeOwed = query.isError ? 0 : (query.data?.fee_owed ?? 0);
  // The fees the cashier's running games hold in its balance until they end (decision 044).
  const feeReserved = query.isError ? 0 : (query.data?.fee_reserved ?? 0);
  // A cashier's rate and minimum fee: what its next start is charged by (null: not a cashier).
  const feeTerms = query.isError ? null : (query.data?.fee_terms ?? null);
  return { ...query, balance, feeOwed, feeReserved, feeTerms };
}
