import { useTranslation } from 'react-i18next';
import type { ShopReportRow } from '@core/schemas/reports';
import { DataTable, type Column } from '@web/components/ui/data-table';
import { useFormatters } from '@web/lib/format';

/** Shops with their drawer cash and the money of their games. */
export function ShopsTable({ rows, refreshing }: { rows: ShopReportRow[]; refreshing: boolean }) {
  const { t } = useTranslation();
  const { money, figure, date } = useFormatters();
  const amount = (
    id: string,
    header: string,
    value: (s: ShopReportRow) => number,
  ): Column<ShopReportRow> => ({
    id,
    header,
    align: 'right',
    cell: (s) => <span className="tabular-nums">{money(value(s))}</span>,
  });
  const columns: Column<ShopReportRow>[] = [
    {
      id: 'name',
      header: t('reports.columns.shop'),
      cell: (s) => <span className="font-medium break-words">{s.name}</span>,
    },
    {
      id: 'cashier',
      header: t('reports.columns.cashier'),
      cell: (s) => <span className="break-all">{s.cashier_username}</span>,
    },
    {
      id: 'active',
      header: t('reports.columns.active'),
      cell: (s) => (s.is_active ? t('common.active') : t('common.inactive')),
    },
    amount('cash', t('reports.columns.cash'), (s) => s.amount_avalaible),
    {
      id: 'games',
      header: t('reports.columns.games'),
      align: 'right',
      cell: (s) => <span className="tabular-nums">{figure(s.games_count)}</span>,
    },
    amount('bets', t('reports.columns.bets'), (s) => s.total_bet),
    amount('commission', t('reports.columns.commission'), (s) => s.total_commission),
    amount('fees', t('reports.columns.fees'), (s) => s.total_fees),
    amount('jackpots', t('reports.columns.jackpot'), (s) => s.jackpots_paid),
    {
      id: 'last',
      header: t('reports.columns.lastGame'),
      cell: (s) => (
        <span className="whitespace-nowrap">{s.last_game_at ? date(s.last_game_at) : '—'}</span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('reports.tabs.shops')}
      columns={columns}
      rows={rows}
      rowKey={(s) => s.id}
      refreshing={refreshing}
    />
  );
}
