import { useQuery } from '@tanstack/react-query';
import { MY_GAMES_DEFAULT_LIMIT, type GameListItem } from '@core/schemas/games';
import { api } from './api-client';

export const MY_GAMES_PATH = '/games/my_games/';
/** my_games answers at most this many games, newest first; the lists page over them here. */
export const MY_GAMES_CAP = MY_GAMES_DEFAULT_LIMIT;

/** The signed-in user's games (a cashier: its own; an agent: its cashiers'), newest first. */
export function useMyGames(enabled = true) {
  return useQuery({
    queryKey: [MY_GAMES_PATH],
    queryFn: ({ signal }) =>
      api.get<GameListItem[]>(MY_GAMES_PATH, { signal, query: { limit: MY_GAMES_CAP } }),
    enabled,
  });
}
