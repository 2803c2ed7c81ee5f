import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomPattern, CustomPatternRequest } from '@core/schemas/patterns';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { shopPatternsPath } from '@web/lib/shop-patterns';

export { useShopPatterns } from '@web/lib/shop-patterns';

const patternsPath = shopPatternsPath;

/**
 * Adds (no id) or changes (an id) one of the shop's patterns. The shop's settings are refetched:
 * their plan shows a changed pattern's shapes.
 */
export function useSaveShopPattern(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, pattern }: { id?: number; pattern: CustomPatternRequest }) =>
      id === undefined
        ? api.post<CustomPattern>(patternsPath(shopId), pattern)
        : api.put<CustomPattern>(`${patternsPath(shopId)}${id}/`, pattern),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.shopPatterns(shopId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shopGameSettings(shopId) }),
      ]),
  });
}

/** Deletes one of the shop's patterns; the server also takes its key out of the shop's list. */
export function useDeleteShopPattern(shopId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete<unknown>(`${patternsPath(shopId)}${id}/`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.shopPatterns(shopId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shopGameSettings(shopId) }),
      ]),
  });
}
