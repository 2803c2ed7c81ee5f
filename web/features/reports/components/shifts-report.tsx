import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Shift } from '@core/schemas/shifts';
import { SHIFT_STATUSES, type ShiftStatus } from '@core/shifts/shift';
import { Button, buttonClass } from '@web/components/ui/button';
import { PagedTable, usePaging } from '@web/components/paged-table';
import type { Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { inputClass } from '@web/components/ui/field';
import { Panel } from '@web/components/ui/panel';
import { api } from '@web/lib/api-client';
import { useFormatters } from '@web/lib/format';
import { toast } from '@web/lib/notify';
import { CountThresholdsForm } from './count-thresholds-form';
import { downloadCsv } from '@web/lib/reports-api';

interface ShiftList {
  count: number;
  page: number;
  page_size: number;
  results: Shift[];
}

/**
 * Every shop's shifts for the agent (or admin), paged on the server: open and closed, differences,
 * flagged moves, CSV; each opens its X or Z, where a close waiting for approval is approved.
 */
export function ShiftsReport() {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const [status, setStatus] = useState<ShiftStatus | ''>('');
  const paging = usePaging(20);
  const filter = status === '' ? '' : `&status=${status}`;
  const shifts = useQuery({
    queryKey: ['/shifts/', status, paging.page, paging.pageSize],
    queryFn: ({ signal }) =>
      api.get<ShiftList>(`/shifts/?page=${paging.page}&page_size=${paging.pageSize}${filter}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns: Column<Shift>[] = [
    {
      id: 'z',
      header: t('shift.zReport'),
      cell: (s) => (
        <Link to={`/shifts/${s.id}`} className="font-semibold text-primary underline">
          {s.z_number ?? t('shift.xReportShort')}
        </Link>
      ),
    },
    { id: 'shop', header: t('shift.shop'), cell: (s) => s.shop_name },
    { id: 'cashier', header: t('shift.cashier'), cell: (s) => s.cashier },
    { id: 'opened', header: t('shift.openedAt'), cell: (s) => dateTime(s.opened_at) },
    { id: 'status', header: t('shift.status'), cell: (s) => t(`shift.statuses.${s.status}`) },
    {
      id: 'difference',
      header: t('shift.difference'),
      align: 'right',
      cell: (s) => (s.count ? money(s.count.difference) : '—'),
    },
    {
      id: 'flags',
      header: t('shift.flagsCount'),
      cell: (s) =>
        s.flags.length === 0 ? (
          '—'
        ) : (
          <ul className="text-xs">
            {s.flags.map((flag, i) => (
              <li key={i}>
                {t(`shift.flagKinds.${flag.kind}`)} {money(flag.amount)}:{' '}
                {t(`shift.requirements.${flag.requirement}`)}
                {flag.note ? ` — ${flag.note}` : ''}
              </li>
            ))}
          </ul>
        ),
    },
    {
      id: 'actions',
      header: t('shift.actions'),
      headerHidden: true,
      cell: (s) =>
        s.status === 'awaiting_approval' ? (
          <Link
            to={`/shifts/${s.id}`}
            className={buttonClass('primary', 'sm')}
            aria-label={t('shift.reviewZ', { z: s.z_number })}
          >
            {t('shift.review')}
          </Link>
        ) : null,
    },
  ];
  return (
    <Panel
      title={t('shift.reportTitle')}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          <select
            aria-label={t('shift.statusFilter')}
            className={inputClass}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ShiftStatus | '');
              paging.setPage(1);
            }}
          >
            <option value="">{t('shift.allStatuses')}</option>
            {SHIFT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`shift.statuses.${s}`)}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              void downloadCsv('/shifts/', status === '' ? {} : { status }).catch(() =>
                toast.error(t('shift.error')),
              )
            }
          >
            {t('shift.exportCsv')}
          </Button>
        </div>
      }
    >
      {shifts.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('shift.loading')}
        </p>
      ) : shifts.isError ? (
        <ErrorAlert
          message={t('shift.loadError')}
          onRetry={() => void shifts.refetch()}
          retrying={shifts.isFetching}
        />
      ) : shifts.data.results.length === 0 ? (
        <EmptyState icon="calendar" title={t('shift.noShifts')} />
      ) : (
        <PagedTable
          caption={t('shift.reportTitle')}
          columns={columns}
          data={shifts.data}
          rowKey={(s) => s.id}
          refreshing={shifts.isFetching}
          paging={paging}
        />
      )}
      <CountThresholdsForm />
    </Panel>
  );
}
