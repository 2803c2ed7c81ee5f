import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LastGames, ShopRules } from '@core/schemas/game-record';
import type { z } from 'zod';
import type { cashAdjustmentsSchema } from '@core/schemas/statements';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

type CashAdjustments = z.infer<typeof cashAdjustmentsSchema>;

export function useLastGames(shopId: number) {
  return useQuery({
    queryKey: queryKeys.shopLastGames(shopId),
    queryFn: ({ signal }) => api.get<LastGames>(`/shops/${shopId}/last_games/`, { signal }),
  });
}

/** An agent or admin sets a shop's game rules; games already started keep theirs. */
export function useUpdateShopRules(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: ShopRules) => api.put<ShopRules>(`/shops/${shopId}/rules/`, rules),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.shopLastGames(shopId) }),
  });
}

/** Who changed the shop's cash figure, when, from what to what, and why. */
export function useCashAdjustments(shopId: number) {
  return useQuery({
    queryKey: queryKeys.shopCashAdjustments(shopId),
    queryFn: ({ signal }) =>
      api.get<CashAdjustments>(`/shops/${shopId}/cash_adjustments/`, { signal }),
  });
}
