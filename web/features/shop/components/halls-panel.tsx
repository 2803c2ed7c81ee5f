import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { DataTable, type Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { Panel } from '@web/components/ui/panel';
import { useFormatters } from '@web/lib/format';
import { useCoverHallShortfall, useHalls, type HallList } from '@web/lib/halls';

type Hall = HallList['results'][number];

/**
 * A hall central refuses uploads from (issue 37): since when and why, and for a shortfall the
 * agent's way out, taking it on its own balance.
 */
function StuckCell({ hall, onCover }: { hall: Hall; onCover: (hall: Hall) => void }) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  if (!hall.stuck_reason || !hall.stuck_since) return <span>{t('hall.list.notStuck')}</span>;
  return (
    <span className="flex flex-col items-start gap-1" data-testid="hall-stuck">
      <span className="font-semibold text-danger break-words">
        {t('hall.list.stuckSince', {
          time: dateTime(hall.stuck_since),
          reason: t(`apiErrors.${hall.stuck_reason}`, { defaultValue: hall.stuck_reason }),
        })}
      </span>
      {hall.stuck_reason === 'insufficient_balance' && (
        <Button variant="secondary" onClick={() => onCover(hall)}>
          {t('hall.list.cover')}
        </Button>
      )}
    </span>
  );
}

/** The agent's halls as central sees them: paired, last sync, entries to come, allowance out. */
export function HallsPanel() {
  const { t } = useTranslation();
  const { money, figure, dateTime } = useFormatters();
  const halls = useHalls();
  const cover = useCoverHallShortfall();
  const [covering, setCovering] = useState<Hall | null>(null);
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
    {
      id: 'stuck',
      header: t('hall.list.stuck'),
      cell: (hall) => <StuckCell hall={hall} onCover={setCovering} />,
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
  return (
    <Panel title={t('hall.list.title')}>
      {content}
      {covering && (
        <ConfirmDialog
          title={t('hall.list.coverTitle', { shop: covering.shop_name })}
          message={cover.isError ? t('hall.list.coverError') : t('hall.list.coverMessage')}
          confirmLabel={t('hall.list.cover')}
          tone="primary"
          busy={cover.isPending}
          onCancel={() => {
            cover.reset();
            setCovering(null);
          }}
          onConfirm={() => cover.mutate(covering.id, { onSuccess: () => setCovering(null) })}
        />
      )}
    </Panel>
  );
}
