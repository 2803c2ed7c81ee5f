import { useQuery } from '@tanstack/react-query';
import type { Shop } from '@core/schemas/shops';
import { api } from '@web/lib/api-client';

const MANAGED_SHOPS = '/shops/my_shops/';

/** Scoped by the server: a cashier's own shops, an agent's cashiers' shops, every shop for admin. */
export function useManagedShops() {
  return useQuery({
    queryKey: [MANAGED_SHOPS],
    queryFn: ({ signal }) => api.get<Shop[]>(MANAGED_SHOPS, { signal }),
  });
}
