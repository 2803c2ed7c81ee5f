import { useState } from 'react';
import type { z } from 'zod';
import { dashboardQuerySchema, DEFAULT_REPORT_PAGE_SIZE } from '@core/schemas/reports';
import { useCursorPages } from '@web/lib/cursor-pages';
import { REPORT_PATHS, type ReportQuery } from '@web/lib/reports-api';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

export const REPORT_TABS = ['dashboard', 'games', 'shops', 'jackpots'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** The filters a tab offers beyond search; '' means "all". */
export interface ReportFilters {
  search: string;
  status: string;
  date_from: string;
  date_to: string;
  is_active: string;
  jackpot_type: string;
}

export const NO_FILTERS: ReportFilters = {
  search: '',
  status: '',
  date_from: '',
  date_to: '',
  is_active: '',
  jackpot_type: '',
};

/** Which filters each tab sends (SPEC section 7's query parameters). */
const TAB_FILTERS: Record<ReportTab, Array<keyof ReportFilters>> = {
  dashboard: ['search', 'date_from', 'date_to'],
  games: ['search', 'status', 'date_from', 'date_to'],
  shops: ['search', 'is_active'],
  jackpots: ['search', 'jackpot_type', 'is_active'],
};

/**
 * The server's own check of a period (From not after To), run on the form's dates: its issue,
 * shown on the To field, or null. A refused period is not sent.
 */
export function periodIssue(filters: ReportFilters): z.core.$ZodIssue | null {
  const checked = dashboardQuerySchema.safeParse({
    date_from: filters.date_from || undefined,
    date_to: filters.date_to || undefined,
  });
  return checked.success ? null : (checked.error.issues[0] ?? null);
}

export function pathOf(tab: ReportTab, isCashier: boolean): string {
  if (tab === 'dashboard')
    return isCashier ? REPORT_PATHS.cashierDashboard : REPORT_PATHS.dashboard;
  return REPORT_PATHS[tab];
}

/**
 * The Reports screen's state: tab, filters (each tab keeps its own), page size and page. Search
 * waits for typing to pause; any change of filter or page size goes back to page 1.
 */
export function useReportState() {
  const [tab, setTab] = useState<ReportTab>('dashboard');
  const [filters, setFilters] = useState<Record<ReportTab, ReportFilters>>({
    dashboard: NO_FILTERS,
    games: NO_FILTERS,
    shops: NO_FILTERS,
    jackpots: NO_FILTERS,
  });
  const [pageSize, setPageSize] = useState(DEFAULT_REPORT_PAGE_SIZE);
  const current = filters[tab];
  const search = useDebouncedValue(current.search.trim());
  const sent: ReportQuery = { page_size: pageSize };
  const dateIssue = periodIssue(current);
  for (const key of TAB_FILTERS[tab]) {
    if (dateIssue && (key === 'date_from' || key === 'date_to')) continue;
    const value = key === 'search' ? search : current[key];
    if (value) sent[key] = value;
  }
  const pages = useCursorPages(`${tab}:${JSON.stringify(sent)}`);
  return {
    tab,
    setTab,
    filters: current,
    shown: TAB_FILTERS[tab],
    /** Why the period is refused (on the To field); the lists then ignore it. */
    dateIssue,
    setFilter: (change: Partial<ReportFilters>) =>
      setFilters((all) => ({ ...all, [tab]: { ...all[tab], ...change } })),
    clearFilters: () => setFilters((all) => ({ ...all, [tab]: NO_FILTERS })),
    pageSize,
    setPageSize,
    /** Filters and page size: what an export of the whole set sends. */
    filterQuery: sent,
    query: { ...sent, ...pages.query } as ReportQuery,
    page: pages.page,
    goTo: pages.goTo,
  };
}
