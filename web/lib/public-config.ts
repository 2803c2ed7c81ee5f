import { useQuery } from '@tanstack/react-query';
import { DEFAULT_CURRENCY, type Currency } from '@core/currency';
import { DEFAULT_DENOMINATION_LIST, type DenominationList } from '@core/shifts/blind-count';
// Types only: zod stays out of the app shell (decision 020).
import type { PublicConfig } from '@core/schemas/platform';
import { api } from './api-client';
import { queryKeys } from './query-keys';

const fetchPublicConfig = () => api.get<PublicConfig>('/public/config/', { auth: false });

/** Read once per page load (and again after the admin changes it): the hall's address and money. */
export function usePublicConfig(): {
  publicUrl: string | null;
  currency: Currency;
  denominations: DenominationList;
} {
  const { data } = useQuery({
    queryKey: queryKeys.publicConfig,
    queryFn: fetchPublicConfig,
    staleTime: Infinity,
  });
  return {
    publicUrl: data?.public_url ?? null,
    currency: data?.currency ?? DEFAULT_CURRENCY,
    denominations: data?.denominations ?? DEFAULT_DENOMINATION_LIST,
  };
}

/** Where players' phones open a game's proof: BINGO_PUBLIC_URL, else this page's own origin. */
export function verifyUrl(token: string, publicUrl: string | null): string {
  return `${publicUrl ?? window.location.origin}/verify/${token}`;
}

/** Where a shop's next game's commitment is published (decision 054), at the public address. */
export function useNextDrawUrl(shopId: number): string {
  return `${usePublicConfig().publicUrl ?? window.location.origin}/verify/shop/${shopId}`;
}

/** The verify link of a game, at the hall's public address. */
export function useVerifyUrl(token: string): string {
  return verifyUrl(token, usePublicConfig().publicUrl);
}
