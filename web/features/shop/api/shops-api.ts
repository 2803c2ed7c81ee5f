import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LastGames, ShopRules } from '@core/schemas/game-record';
import type { CustomPattern } from '@core/schemas/patterns';
import type { ShopLimits, UpdateShopLimits } from '@core/schemas/shop-limits';
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

/** A shop's limits and allowed patterns with the admin's ceilings (decision 045). */
export function useShopLimits(shopId: number) {
  return useQuery({
    queryKey: queryKeys.shopLimits(shopId),
    queryFn: ({ signal }) => api.get<ShopLimits>(`/shops/${shopId}/limits/`, { signal }),
  });
}

/** The agent (or an admin) sets them; the shop's game settings show what a start is held to. */
export function useSaveShopLimits(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateShopLimits) =>
      api.put<ShopLimits>(`/shops/${shopId}/limits/`, change),
    onSuccess: (answer) => {
      queryClient.setQueryData(queryKeys.shopLimits(shopId), answer);
      return queryClient.invalidateQueries({ queryKey: queryKeys.shopGameSettings(shopId) });
    },
  });
}

/** The shop's own patterns, for the agent's list of allowed ones (shares the Settings' cache). */
export function useOwnPatterns(shopId: number) {
  return useQuery({
    queryKey: queryKeys.shopPatterns(shopId),
    queryFn: ({ signal }) =>
      api
        .get<{ results: CustomPattern[] }>(`/shops/${shopId}/patterns/`, { signal })
        .then((answer) => answer.results),
  });
}
