import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { maxNumberFor } from '@core/bingo/modes';
import type { ShopGameSettings, UpdateGameSettingsRequest } from '@core/schemas/game-settings';
import { api } from './api-client';
import { readGameSettings, saveGameSettings } from './game-settings';
import { queryKeys } from './query-keys';

/**
 * SPEC's `gameSettings` key stays as a cache of the shop's last loaded settings (decision 028);
 * the sound toggle and the screen language in it stay this browser's own.
 */
export function cacheShopSettings(settings: ShopGameSettings): void {
  const local = readGameSettings();
  saveGameSettings({
    ...local,
    callInterval: settings.call_interval,
    autoStart: settings.auto_start,
    gameMode: settings.mode,
    maxNumbers: maxNumberFor(settings.mode),
    winConditions: { ...settings.win_conditions },
  });
}

const settingsPath = (shopId: number) => `/shops/${shopId}/game_settings/`;

/** The shop's game settings, shared by every till of the shop; null: no shop chosen. */
export function useShopGameSettings(shopId: number | null) {
  return useQuery({
    queryKey: queryKeys.shopGameSettings(shopId ?? 0),
    queryFn: async ({ signal }) => {
      const settings = await api.get<ShopGameSettings>(settingsPath(shopId ?? 0), { signal });
      cacheShopSettings(settings);
      return settings;
    },
    enabled: shopId !== null,
  });
}

/** Saves a change of the shop's settings (a field left out stays); over the limit: 422. */
export function useSaveShopGameSettings(shopId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UpdateGameSettingsRequest) =>
      api.put<ShopGameSettings>(settingsPath(shopId ?? 0), change),
    onSuccess: (settings) => {
      cacheShopSettings(settings);
      queryClient.setQueryData(queryKeys.shopGameSettings(settings.shop_id), settings);
    },
  });
}
