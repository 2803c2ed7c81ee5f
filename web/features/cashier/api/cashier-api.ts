import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cashierDashboardSchema } from '@core/schemas/staff';
import type { Shop, createShopResponseSchema, updateShopRequestSchema } from '@core/schemas/shops';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export type CashierDashboard = z.infer<typeof cashierDashboardSchema>;
export type CreateShopResponse = z.infer<typeof createShopResponseSchema>;
export type UpdateShopInput = z.infer<typeof updateShopRequestSchema>;

export function useCashierDashboard() {
  return useQuery({
    queryKey: queryKeys.cashierDashboard,
    queryFn: ({ signal }) => api.get<CashierDashboard>('/cashiers/dashboard/', { signal }),
  });
}

function useInvalidateShops() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [queryKeys.cashierShops, queryKeys.managedShops, queryKeys.cashierDashboard].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useCreateShop() {
  const invalidate = useInvalidateShops();
  return useMutation({
    mutationFn: (name: string) => api.post<CreateShopResponse>('/cashiers/create_shop/', { name }),
    onSuccess: invalidate,
  });
}

/** A shop's cash is money: the edit carries an idempotency key. */
export function useUpdateShop() {
  const invalidate = useInvalidateShops();
  return useMutation({
    mutationFn: ({ id, input, key }: { id: number; input: UpdateShopInput; key: string }) =>
      api.put<Shop>(`/cashiers/shops/${id}/`, input, { idempotencyKey: key }),
    onSuccess: invalidate,
  });
}

export function useDeleteShop() {
  const invalidate = useInvalidateShops();
  return useMutation({
    mutationFn: (id: number) => api.delete<{ status: string }>(`/cashiers/shops/${id}/delete/`),
    onSuccess: invalidate,
  });
}
