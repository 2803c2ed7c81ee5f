import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClass, inputClass, labelClass } from '@web/components/ui/field';
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
    <div className="mb-4 @container">
      <div className="grid gap-3 @lg:grid-cols-2 @3xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className={fieldClass}>
          <label htmlFor={`${id}-search`} className={labelClass}>
            {searchLabel ?? t('staffList.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={options.search}
            placeholder={t('staffList.searchPlaceholder')}
            onChange={(event) => onChange({ search: event.target.value })}
            className={inputClass}
          />
        </div>
        <div className={fieldClass}>
          <label htmlFor={`${id}-status`} className={labelClass}>
            {t('staffList.statusFilter')}
          </label>
          <select
            id={`${id}-status`}
            value={options.status}
            onChange={(event) => onChange({ status: event.target.value as StaffStatusFilter })}
            className={inputClass}
          >
            {STAFF_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`staffList.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={fieldClass}>
          <label htmlFor={`${id}-sort`} className={labelClass}>
            {t('staffList.sort')}
          </label>
          <select
            id={`${id}-sort`}
            value={options.sort}
            onChange={(event) => onChange({ sort: event.target.value as StaffSort })}
            className={inputClass}
          >
            {STAFF_SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`staffList.sorts.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
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
