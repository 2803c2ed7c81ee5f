import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Statement } from '@core/schemas/statements';
import { api } from '@web/lib/api-client';
import { queryKeys } from '@web/lib/query-keys';
import { downloadCsv } from '@web/lib/reports-api';

export type StatementKind = 'agent' | 'cashier';
export interface StatementRange {
  date_from?: string;
  date_to?: string;
}

const pathOf = (kind: StatementKind, id: number) => `/statements/${kind}s/${id}/`;

export function useStatement(kind: StatementKind, id: number, range: StatementRange) {
  return useQuery({
    queryKey: [...queryKeys.statement(kind, id), range],
    queryFn: ({ signal }) => api.get<Statement>(pathOf(kind, id), { signal, query: { ...range } }),
    placeholderData: (previous) => previous,
  });
}

/** The server's CSV of the statement, saved under the name it gives. */
export const downloadStatementCsv = (kind: StatementKind, id: number, range: StatementRange) =>
  downloadCsv(pathOf(kind, id), { ...range });

/** The admin takes a whole deposit back; the statement shows the reversal as a new move. */
export function useReverseDeposit(agentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, reason, key }: { entryId: number; reason: string; key: string }) =>
      api.post<{ amount_avalaible: number }>(
        `/admin/deposits/${entryId}/reverse/`,
        { reason },
        { idempotencyKey: key },
      ),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.statement('agent', agentId) }),
  });
}
