import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PRESET_PATTERNS } from '@core/bingo/patterns/presets';
import type { CustomPattern } from '@core/schemas/patterns';
import { api } from './api-client';
import { patternName } from './pattern-names';
import { queryKeys } from './query-keys';

export const shopPatternsPath = (shopId: number) => `/shops/${shopId}/patterns/`;

/** The shop's own patterns (decision 034); null: no shop chosen. */
export function useShopPatterns(shopId: number | null) {
  return useQuery({
    queryKey: queryKeys.shopPatterns(shopId ?? 0),
    queryFn: ({ signal }) =>
      api
        .get<{ results: CustomPattern[] }>(shopPatternsPath(shopId ?? 0), { signal })
        .then((answer) => answer.results),
    enabled: shopId !== null,
  });
}

/** Every pattern a shop can name: the presets in the screen's language, then its own. */
export function useShopPatternOptions(shopId: number | null): { key: string; name: string }[] {
  const { t } = useTranslation();
  const own = useShopPatterns(shopId);
  return [
    ...PRESET_PATTERNS.map((pattern) => ({ key: pattern.key, name: patternName(t, pattern) })),
    ...(own.data ?? []).map((pattern) => ({ key: pattern.key, name: pattern.name })),
  ];
}
