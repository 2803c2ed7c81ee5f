import type {
  PairingCode,
  PairTvResponse,
  ShopDevices,
  TvDisplay,
  TvLook,
  TvShop,
} from '@core/schemas/displays';
import { api, apiRequest } from './api-client';
import { STORAGE_KEYS, readString, removeKey, writeString } from './storage';

/** The shop's TVs as the till manages them (decision 027). */
export const tvApi = {
  newCode: (shopId: number) =>
    api.post<PairingCode>('/displays/pairing_codes/', { shop_id: shopId }),
  revoke: (id: number) => api.delete<TvDisplay>(`/displays/${id}/`),
  /** The devices panel (decision 053): the TVs' connection and lag, the phones on the game. */
  devices: (shopId: number) =>
    api.get<ShopDevices>('/displays/devices/', { query: { shop_id: shopId } }),
  look: (shopId: number) => api.get<TvLook>('/displays/look/', { query: { shop_id: shopId } }),
  setLook: (shopId: number, look: TvLook) =>
    api.put<TvLook>('/displays/look/', { shop_id: shopId, ...look }),
};

/** The TV's own side: its display session, kept on the TV across reboots. */
export const tvSession = {
  token: () => readString(STORAGE_KEYS.tvToken),
  forget: () => removeKey(STORAGE_KEYS.tvToken),
  async pair(code: string): Promise<PairTvResponse> {
    const paired = await apiRequest<PairTvResponse>('/displays/pair/', {
      method: 'POST',
      body: { code },
      auth: false,
    });
    writeString(STORAGE_KEYS.tvToken, paired.token);
    return paired;
  },
  /** This TV still hears the feed connection its key names (decision 053). */
  beat: (key: string, signal: AbortSignal) =>
    apiRequest<void>('/displays/beat/', { method: 'POST', body: { key }, auth: false, signal }),
  shop: (token: string) =>
    apiRequest<TvShop>('/displays/me/', {
      auth: false,
      headers: { Authorization: `Display ${token}` },
    }),
};

/** The address a TV opens: the same for every game of the shop. */
export const tvAddress = () => `${window.location.origin}/tv`;
