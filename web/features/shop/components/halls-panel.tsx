import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { Panel } from '@web/components/ui/panel';
import { useFormatters } from '@web/lib/format';
import { useHalls, type HallList } from '@web/lib/halls';

type Hall = HallList['results'][number];

/** The agent's halls as central sees them: paired, last sync, entries to come, allowance out. */
export function HallsPanel() {
  const { t } = useTranslation();
  const { money, figure, dateTime } = useFormatters();
  const halls = useHalls();
  const columns: Column<Hall>[] = [
    {
      id: 'shop',
      header: t('shops.shop'),
      cell: (hall) => <span className="font-semibold break-words">{hall.shop_name}</span>,
    },
    {
      id: 'paired',
      header: t('hall.list.paired'),
      cell: (hall) => (hall.paired ? t('hall.list.yes') : t('hall.list.waiting')),
    },
    {
      id: 'sync',
      header: t('hall.list.lastSync'),
      cell: (hall) => (hall.last_sync_at ? dateTime(hall.last_sync_at) : t('hall.list.never')),
    },
    {
      id: 'toCome',
      header: t('hall.list.toCome'),
      align: 'right',
      cell: (hall) => figure(hall.events_to_come),
    },
    {
      id: 'allowance',
      header: t('hall.list.allowanceOut'),
      align: 'right',
      cell: (hall) => money(hall.allowance_out),
    },
    {
      id: 'incidents',
      header: t('hall.list.incidents'),
      align: 'right',
      cell: (hall) => (
        <span className={hall.incidents > 0 ? 'font-semibold text-danger' : undefined}>
          {figure(hall.incidents)}
        </span>
      ),
    },
  ];
  let content;
  if (halls.isPending) content = <LoadingScreen />;
  else if (halls.isError)
    content = (
      <ErrorAlert
        message={t('hall.list.loadError')}
        onRetry={() => void halls.refetch()}
        retrying={halls.isFetching}
      />
    );
  else if (halls.data.results.length === 0)
    content = (
      <EmptyState icon="home" title={t('hall.list.empty')}>
        {t('hall.list.emptyHint')}
      </EmptyState>
    );
  else
    content = (
      <DataTable
        caption={t('hall.list.title')}
        columns={columns}
        rows={halls.data.results}
        rowKey={(hall) => hall.id}
      />
    );
  return <Panel title={t('hall.list.title')}>{content}</Panel>;
}
