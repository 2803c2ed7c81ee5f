import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Shift } from '@core/schemas/shifts';
import { buttonClass } from '@web/components/ui/button';
import { PagedTable, usePaging } from '@web/components/paged-table';
import type { Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Panel } from '@web/components/ui/panel';
import { useFormatters } from '@web/lib/format';
import { useZHistory } from '../api/shift-api';
import { signedMoney } from '../lib/z-rows';

/** Every Z of the cashier's shops, numbered, the newest first: each opens to be read or reprinted. */
export function ZHistory() {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const paging = usePaging(10);
  const history = useZHistory(paging.page, paging.pageSize);
  const columns: Column<Shift>[] = [
    {
      id: 'z',
      header: t('shift.zReport'),
      cell: (s) => (
        <Link to={`/shifts/${s.id}`} className="font-semibold text-primary underline">
          {s.z_number}
        </Link>
      ),
    },
    { id: 'shop', header: t('shift.shop'), cell: (s) => s.shop_name },
    {
      id: 'counted',
      header: t('shift.countedAt'),
      cell: (s) => (s.count?.counted_at ? dateTime(s.count.counted_at) : '—'),
    },
    { id: 'status', header: t('shift.status'), cell: (s) => t(`shift.statuses.${s.status}`) },
    {
      id: 'difference',
      header: t('shift.difference'),
      align: 'right',
      cell: (s) => (s.count ? signedMoney(s.count.difference, money) : '—'),
    },
    {
      id: 'open',
      header: t('shift.actions'),
      headerHidden: true,
      cell: (s) => (
        <Link
          to={`/shifts/${s.id}`}
          className={buttonClass('secondary', 'sm')}
          aria-label={t('shift.openZ', { z: s.z_number })}
        >
          {t('shift.openZShort')}
        </Link>
      ),
    },
  ];
  return (
    <Panel title={t('shift.zHistory')}>
      {history.isPending ? (
        <p role="status" className="text-sm text-ink-muted">
          {t('shift.loading')}
        </p>
      ) : history.isError ? (
        <ErrorAlert
          message={t('shift.loadError')}
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : history.data.results.length === 0 ? (
        <EmptyState icon="calendar" title={t('shift.noZ')} />
      ) : (
        <PagedTable
          caption={t('shift.zHistory')}
          columns={columns}
          data={history.data}
          rowKey={(s) => s.id}
          refreshing={history.isFetching}
          paging={paging}
        />
      )}
    </Panel>
  );
}
