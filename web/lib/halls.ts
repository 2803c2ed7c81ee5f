import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AllowanceRequest,
  HallStatus,
  hallLinkSchema,
  hallListSchema,
} from '@core/schemas/halls';
import { api } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth';

export type HallLink = z.infer<typeof hallLinkSchema>;
export type HallList = z.infer<typeof hallListSchema>;

/** How often the till asks its hall server how the link and the allowance stand. */
export const HALL_STATUS_POLL_MS = 5_000;

/** How often the agent's halls list asks central again (only while the page is visible). */
export const HALLS_POLL_MS = 10_000;

const hallKeys = {
  status: ['/hall/status/'],
  list: ['/halls/'],
} as const;

/** This server's hall mode (decision 038); 'central' on every server that is not a hall. */
export function useHallStatus() {
  const { user } = useAuth();
  return useQuery({
    queryKey: hallKeys.status,
    queryFn: ({ signal }) => api.get<HallStatus>('/hall/status/', { signal }),
    enabled: user !== null,
    // A central server answers `central` once and for all: its tills stop asking.
    refetchInterval: (query) =>
      query.state.data?.mode === 'central' ? false : HALL_STATUS_POLL_MS,
    // A till with no link must never wait on this: a failed poll just shows the last answer.
    retry: false,
  });
}

/** The till takes an offline allowance from the cashier's balance on central (needs the link). */
export function useTakeAllowance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AllowanceRequest) => api.post<HallStatus>('/hall/allowance/', body),
    onSuccess: (status) => queryClient.setQueryData(hallKeys.status, status),
  });
}

/** The halls of the agent's (admin's: all) shops, as central sees them. */
export function useHalls() {
  return useQuery({
    queryKey: hallKeys.list,
    queryFn: ({ signal }) => api.get<HallList>('/halls/', { signal }),
    // Last sync and entries to come move without a reload; a hidden tab does not ask.
    refetchInterval: HALLS_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

/**
 * The agent takes a stuck hall's shortfall on its own balance (decision 038): the hall's waiting
 * entries apply at its next upload.
 */
export function useCoverHallShortfall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hallId: number) => api.post<unknown>(`/halls/${hallId}/cover_shortfall/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hallKeys.list }),
  });
}

/** A one-time code (10 minutes) that pairs a hall's own server with this shop. */
export function useCreateHallLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shopId: number) => api.post<HallLink>(`/shops/${shopId}/hall_link/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hallKeys.list }),
  });
}
