import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LastGames, ShopRules } from '@core/schemas/game-record';
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

export function useLastGames(shopId: number) {
  return useQuery({
    queryKey: ['/shops/last_games/', shopId],
    queryFn: ({ signal }) => api.get<LastGames>(`/shops/${shopId}/last_games/`, { signal }),
  });
}

/** An agent or admin sets a shop's game rules; games already started keep theirs. */
export function useUpdateShopRules(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: ShopRules) => api.put<ShopRules>(`/shops/${shopId}/rules/`, rules),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['/shops/last_games/', shopId] }),
  });
}
