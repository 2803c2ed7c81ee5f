import { useState } from 'react';
import {
  STAFF_SORTS,
  STAFF_STATUSES,
  type StaffSort,
  type StaffStatusFilter,
} from '@core/schemas/staff';
import { useCursorPages } from './cursor-pages';
import { useDebouncedValue } from './use-debounced-value';

export { STAFF_SORTS, STAFF_STATUSES, type StaffSort, type StaffStatusFilter };

export interface StaffListOptions {
  search: string;
  sort: StaffSort;
  status: StaffStatusFilter;
}

/** What a staff list sends: SPEC's page (or the page's cursor), size, search, sort and filter. */
export type StaffListQuery = Record<string, string | number | undefined>;

/**
 * A staff list paged on the server (the agent's cashiers, the admin's agents, decision 031): the
 * toolbar's options, the page size and the page; any change of them starts again at page 1.
 */
export function useStaffList() {
  // Newest first: a cashier or agent just created is on page 1, where the agent looks for it.
  const [options, setOptions] = useState<StaffListOptions>({
    search: '',
    sort: '-created',
    status: 'all',
  });
  const [pageSize, setPageSize] = useState(20);
  const search = useDebouncedValue(options.search).trim();
  const pages = useCursorPages(JSON.stringify([search, options.sort, options.status, pageSize]));
  const query: StaffListQuery = {
    ...pages.query,
    page_size: pageSize,
    search: search || undefined,
    sort: options.sort,
    status: options.status,
  };
  return {
    query,
    pageSize,
    setPageSize,
    pages,
    /** A search or filter narrows the list: an empty answer is "no match", not "none yet". */
    narrowed: search !== '' || options.status !== 'all',
    toolbar: {
      options,
      onChange: (change: Partial<StaffListOptions>) =>
        setOptions((current) => ({ ...current, ...change })),
    },
  };
}
