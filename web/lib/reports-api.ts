import { useQuery } from '@tanstack/react-query';
import { api, API_BASE, ApiError, ensureFreshAccessToken, NetworkError } from './api-client';
import { calendarShown } from './calendar';
import i18n from './i18n';
import { queryKeys } from './query-keys';

/** SPEC section 7's report calls. */
export const REPORT_PATHS = {
  dashboard: '/reports/dashboard/',
  cashierDashboard: '/reports/cashier-dashboard/',
  games: '/reports/games/',
  shops: '/reports/shops/',
  jackpots: '/reports/jackpots/',
} as const;

export type ReportQuery = Record<string, string | number | undefined>;

/** A report answer, kept on screen while the next page or filter of the same report loads. */
export function useReport<T>(path: string, query: ReportQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.report(path, query),
    queryFn: ({ signal }) => api.get<T>(path, { signal, query }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[0] === path ? previous : undefined,
    enabled,
  });
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** SPEC "Export of the current data as a JSON file": what the screen shows, as it came. */
export function downloadJson(data: unknown, filename: string): void {
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), filename);
}

/**
 * The server's file (CSV, or JSON with format json_file) of every row that matches (not just the
 * page), saved under the name the server gives it.
 */
export async function downloadCsv(
  path: string,
  query: ReportQuery,
  format: 'csv' | 'json_file' = 'csv',
): Promise<void> {
  // The dates people read come in the calendar this screen shows (issue 39).
  const params = new URLSearchParams({ format, calendar: calendarShown(i18n.language) });
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '' && key !== 'page' && key !== 'cursor')
      params.set(key, String(value));
  const token = await ensureFreshAccessToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}?${params}`, {
      headers: token ? { Authorization: `JWT ${token}` } : {},
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const message = body && typeof body.error === 'string' ? body.error : null;
    throw new ApiError(response.status, message, body);
  }
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename =
    /filename="([^"]+)"/.exec(disposition)?.[1] ?? `report.${format === 'csv' ? 'csv' : 'json'}`;
  saveBlob(await response.blob(), filename);
}
