import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  blindCountRequestSchema,
  cashMoveRequestSchema,
  openShiftRequestSchema,
  Shift,
} from '@core/schemas/shifts';
import { api } from '@web/lib/api-client';

const currentKey = (shopId: number | null) => ['/shifts/current/', shopId] as const;

/** The shop's open shift (its X report), null when it has none. */
export function useCurrentShift(shopId: number | null) {
  return useQuery({
    queryKey: currentKey(shopId),
    queryFn: ({ signal }) =>
      api.get<Shift | null>(`/shifts/current/?shop_id=${shopId}`, { signal }),
    enabled: shopId !== null,
  });
}

/** After a step, the screen shows the shift as the server answered it. */
function useShiftStep<B>(shopId: number | null, send: (body: B) => Promise<Shift>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentKey(shopId) }),
  });
}

export const useOpenShift = (shopId: number | null) =>
  useShiftStep(shopId, (body: z.output<typeof openShiftRequestSchema>) =>
    api.post<Shift>('/shifts/', body),
  );

export const useCashMove = (shopId: number | null, shiftId: number) =>
  useShiftStep(shopId, (body: z.output<typeof cashMoveRequestSchema>) =>
    api.post<Shift>(`/shifts/${shiftId}/cash_moves/`, body),
  );

/** The form shows every note and coin; only those counted are sent. */
export const useCountShift = (shopId: number | null, shiftId: number) =>
  useShiftStep(shopId, (body: z.output<typeof blindCountRequestSchema>) =>
    api.post<Shift>(`/shifts/${shiftId}/count/`, {
      ...body,
      count: body.count.filter((line) => line.count > 0),
    }),
  );

export const useNoteShift = (shopId: number | null, shiftId: number) =>
  useShiftStep(shopId, (body: { note: string }) =>
    api.post<Shift>(`/shifts/${shiftId}/note/`, body),
  );
