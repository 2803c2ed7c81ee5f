import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  blindCountRequestSchema,
  cashMoveRequestSchema,
  openShiftRequestSchema,
  Shift,
  shiftCorrectionRequestSchema,
} from '@core/schemas/shifts';
import { api } from '@web/lib/api-client';

const currentKey = (shopId: number | null) => ['/shifts/current/', shopId] as const;
const shiftKey = (shiftId: number) => ['/shifts/', shiftId] as const;

/** The shop's open shift (its X report), null when it has none. */
export function useCurrentShift(shopId: number | null) {
  return useQuery({
    queryKey: currentKey(shopId),
    queryFn: ({ signal }) =>
      api.get<Shift | null>(`/shifts/current/?shop_id=${shopId}`, { signal }),
    enabled: shopId !== null,
  });
}

/** One shift by its id: the Z a cashier reprints, or the agent reads before approving. */
export function useShift(shiftId: number) {
  return useQuery({
    queryKey: shiftKey(shiftId),
    queryFn: ({ signal }) => api.get<Shift>(`/shifts/${shiftId}/`, { signal }),
  });
}

export interface ShiftPage {
  count: number;
  page: number;
  page_size: number;
  results: Shift[];
}

/** Every Z of the caller's shops, the newest count first, a page at a time (the server pages). */
export function useZHistory(page: number, pageSize: number) {
  return useQuery({
    queryKey: ['/shifts/', 'counted', page, pageSize],
    queryFn: ({ signal }) =>
      api.get<ShiftPage>(`/shifts/?counted=true&page=${page}&page_size=${pageSize}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/**
 * After a step, every view of shifts asks again: the X, this Z, the history, the lists. Not awaited:
 * the form that sent the step says what happened (and the count leads to its Z) first, before the
 * open shift's refetch replaces that form.
 */
function useShiftStep<B>(send: (body: B) => Promise<Shift>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['/shifts/'] });
      void queryClient.invalidateQueries({ queryKey: ['/shifts/current/'] });
    },
  });
}

export const useOpenShift = () =>
  useShiftStep((body: z.output<typeof openShiftRequestSchema>) =>
    api.post<Shift>('/shifts/', body),
  );

export const useCashMove = (shiftId: number) =>
  useShiftStep((body: z.output<typeof cashMoveRequestSchema>) =>
    api.post<Shift>(`/shifts/${shiftId}/cash_moves/`, body),
  );

/** The form shows every note and coin; only those counted are sent. */
export const useCountShift = (shiftId: number) =>
  useShiftStep((body: z.output<typeof blindCountRequestSchema>) =>
    api.post<Shift>(`/shifts/${shiftId}/count/`, {
      ...body,
      count: body.count.filter((line) => line.count > 0),
    }),
  );

export const useNoteShift = (shiftId: number) =>
  useShiftStep((body: { note: string }) => api.post<Shift>(`/shifts/${shiftId}/note/`, body));

export const useApproveShift = (shiftId: number) =>
  useShiftStep((body: { note: string }) => api.post<Shift>(`/shifts/${shiftId}/approve/`, body));

/** A correction of a counted Z by its agent or the admin (decision 049): a line under the count. */
export const useCorrectShift = (shiftId: number) =>
  useShiftStep((body: z.output<typeof shiftCorrectionRequestSchema>) =>
    api.post<Shift>(`/shifts/${shiftId}/corrections/`, body),
  );
