import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ListToolbar, ToolbarSearch, ToolbarSelect } from '@web/components/ui/list-toolbar';
import { Pagination } from '@web/components/ui/pagination';
import {
  STAFF_SORTS,
  STAFF_STATUSES,
  type StaffListOptions,
  type StaffSort,
  type StaffStatusFilter,
  type useStaffList,
} from '@web/lib/staff-list';

interface StaffListToolbarProps {
  options: StaffListOptions;
  onChange: (change: Partial<StaffListOptions>) => void;
  /** The search box's label when the list names what it searches ("Search agents"). */
  searchLabel?: string;
}

/** A staff list's search (username or phone), status filter and sort, laid out as the games'. */
export function StaffListToolbar({ options, onChange, searchLabel }: StaffListToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ListToolbar>
      <ToolbarSearch
        id={`${id}-search`}
        label={searchLabel ?? t('staffList.search')}
        placeholder={t('staffList.searchPlaceholder')}
        value={options.search}
        onChange={(search) => onChange({ search })}
      />
      <ToolbarSelect<StaffStatusFilter>
        id={`${id}-status`}
        label={t('staffList.statusFilter')}
        value={options.status}
        values={STAFF_STATUSES}
        optionLabel={(value) => t(`staffList.statuses.${value}`)}
        onChange={(status) => onChange({ status })}
      />
      <ToolbarSelect<StaffSort>
        id={`${id}-sort`}
        label={t('staffList.sort')}
        value={options.sort}
        values={STAFF_SORTS}
        optionLabel={(value) => t(`staffList.sorts.${value}`)}
        onChange={(sort) => onChange({ sort })}
      />
    </ListToolbar>
  );
}

/** The paging controls under a staff list: "next" goes by the answer's cursor. */
export function StaffPagination({
  list,
  pagination,
}: {
  list: ReturnType<typeof useStaffList>;
  pagination: {
    current_page: number;
    total_pages: number;
    count: number;
    next_cursor: string | null;
  };
}) {
  return (
    <Pagination
      page={pagination.current_page}
      totalPages={pagination.total_pages}
      count={pagination.count}
      pageSize={list.pageSize}
      onPageChange={(page) => list.pages.goTo(page, pagination.next_cursor)}
      onPageSizeChange={list.setPageSize}
    />
  );
}
