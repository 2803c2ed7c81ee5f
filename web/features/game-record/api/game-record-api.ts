import { useQuery } from '@tanstack/react-query';
import {
  GAME_HISTORY_MAX_PAGE_SIZE,
  type GameHistory,
  type GameHistoryEntry,
  type GameRecord,
} from '@core/schemas/game-record';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useGameRecord(id: number) {
  return useQuery({
    queryKey: queryKeys.gameRecord(id),
    queryFn: ({ signal }) => api.get<GameRecord>(`/games/${id}/record/`, { signal }),
  });
}

/** The whole log, read page by page (a long game has a few hundred events). */
export function useGameHistory(id: number) {
  return useQuery({
    queryKey: queryKeys.gameHistory(id),
    queryFn: async ({ signal }) => {
      const entries: GameHistoryEntry[] = [];
      for (let page = 1; ; page += 1) {
        const answer = await api.get<GameHistory>(`/games/${id}/history/`, {
          signal,
          query: { page, page_size: GAME_HISTORY_MAX_PAGE_SIZE },
        });
        entries.push(...answer.results);
        if (answer.pagination.next === null) return entries;
      }
    },
  });
}
