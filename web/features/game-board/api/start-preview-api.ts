import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StartGameInput } from '@web/lib/start-game';
import type { StartPreview } from '@core/schemas/start-preview';
import { api } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

/**
 * What the server would judge for this start (decision 043), asked once the board stops changing;
 * null input: nothing to ask (no card, no shop, a game running).
 */
export function useStartPreview(input: StartGameInput | null) {
  const settled = useDebouncedValue(input, 400);
  return useQuery({
    queryKey: ['/cashiers/start_preview/', settled],
    queryFn: ({ signal }) =>
      api.post<StartPreview>('/cashiers/start_preview/', settled, { signal }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 15_000,
  });
}
