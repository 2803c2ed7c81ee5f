import { useQuery } from '@tanstack/react-query';
import type { Shop } from '@core/schemas/shops';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Scoped by the server: a cashier's own shops, an agent's cashiers' shops, every shop for admin. */
export function useManagedShops(enabled = true) {
  return useQuery({
    queryKey: queryKeys.managedShops,
    queryFn: ({ signal }) => api.get<Shop[]>('/shops/my_shops/', { signal }),
    enabled,
  });
}

/** The cashier's own shops, as its dashboard and the Game Board's shop picker list them. */
export function useCashierShops(enabled = true) {
  return useQuery({
    queryKey: queryKeys.cashierShops,
    queryFn: ({ signal }) => api.get<Shop[]>('/cashiers/my_shops/', { signal }),
    enabled,
  });
}
