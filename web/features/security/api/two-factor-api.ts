import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSetup, TwoFactorStatus } from '@core/schemas/two-factor';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';

export function useTwoFactorStatus(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.twoFactorStatus,
    queryFn: ({ signal }) => api.get<TwoFactorStatus>('/auth/two_factor/', { signal }),
    enabled,
  });
}

function useRefreshStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.twoFactorStatus });
}

export function useStartSetup() {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<TwoFactorSetup>('/auth/two_factor/setup/', { password }),
  });
}

export function useConfirmSetup() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ recovery_codes: string[] }>('/auth/two_factor/confirm/', { code }),
    onSuccess: refresh,
  });
}

export function useNewRecoveryCodes() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (code: string) =>
      api.post<{ recovery_codes: string[] }>('/auth/two_factor/recovery_codes/', { code }),
    onSuccess: refresh,
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshStatus();
  return useMutation({
    mutationFn: (input: { password: string; code: string }) =>
      api.post<{ status: string }>('/auth/two_factor/disable/', input),
    onSuccess: refresh,
  });
}
