import { useTranslation } from 'react-i18next';
import type { JackpotReportRow } from '@core/schemas/reports';
import { DataTable, type Column } from '@web/components/ui/data-table';
import { useFormatters } from '@web/lib/format';

const STATE_STYLES: Record<JackpotReportRow['state'], string> = {
  running: 'bg-success-soft text-success',
  scheduled: 'bg-primary-soft text-primary',
  expired: 'bg-surface-muted text-ink-muted',
  paid: 'bg-accent/20 text-ink',
  released: 'bg-surface-muted text-ink-muted',
};

/** Jackpots: what each holds, or what it paid, when and in which game. */
export function JackpotsTable({
  rows,
  refreshing,
}: {
  rows: JackpotReportRow[];
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  const columns: Column<JackpotReportRow>[] = [
    {
      id: 'id',
      header: t('reports.columns.jackpotId'),
      cell: (j) => <span className="font-semibold tabular-nums">#{j.id}</span>,
    },
    {
      id: 'shop',
      header: t('reports.columns.shop'),
      cell: (j) => <span className="break-words">{j.shop_name}</span>,
    },
    {
      id: 'type',
      header: t('reports.columns.type'),
      cell: (j) => t(`reports.jackpotTypes.${j.jackpot_type}`),
    },
    {
      id: 'state',
      header: t('reports.columns.state'),
      cell: (j) => (
        <span
          data-state={j.state}
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATE_STYLES[j.state]}`}
        >
          {t(`reports.jackpotStates.${j.state}`)}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('reports.columns.held'),
      align: 'right',
      cell: (j) => <span className="tabular-nums">{money(j.amount)}</span>,
    },
    {
      id: 'bonus',
      header: t('reports.columns.bonus'),
      align: 'right',
      cell: (j) => <span className="tabular-nums">{money(j.bonus_amount)}</span>,
    },
    {
      id: 'dates',
      header: t('reports.columns.dates'),
      cell: (j) => (
        <span className="whitespace-nowrap">
          {j.start_date || j.end_date
            ? `${j.start_date ?? '…'} – ${j.end_date ?? '…'}`
            : t('reports.noDates')}
        </span>
      ),
    },
    {
      id: 'paid',
      header: t('reports.columns.paid'),
      align: 'right',
      cell: (j) =>
        j.paid_amount === null ? (
          <span className="text-ink-muted">—</span>
        ) : (
          <span className="tabular-nums" data-testid="jackpot-paid">
            {t('reports.paidOn', {
              amount: money(j.paid_amount),
              date: j.paid_at ? date(j.paid_at) : '',
              game: j.paid_game_id ?? '',
            })}
          </span>
        ),
    },
  ];
  return (
    <DataTable
      caption={t('reports.tabs.jackpots')}
      columns={columns}
      rows={rows}
      rowKey={(j) => j.id}
      refreshing={refreshing}
    />
  );
}
