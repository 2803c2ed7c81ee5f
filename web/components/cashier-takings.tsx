import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@core/schemas/reports';
import { useFormatters } from '@web/lib/format';
import { DataTable, type Column } from './ui/data-table';
import { EmptyState } from './ui/empty-state';

type CashierFigures = Dashboard['cashiers'][number];

/** Per cashier: games, bets, takings (house cut of completed games), platform fees, balance. */
export function CashierTakings({ cashiers }: { cashiers: CashierFigures[] }) {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  if (cashiers.length === 0)
    return <EmptyState icon="register" title={t('reports.cashiers.empty')} />;
  const columns: Column<CashierFigures>[] = [
    {
      id: 'cashier',
      header: t('reports.columns.cashier'),
      cell: (c) => (
        <span className="break-all font-medium">
          {c.username}
          {!c.is_active && (
            <span className="ml-2 text-xs text-ink-muted">({t('common.inactive')})</span>
          )}
        </span>
      ),
    },
    {
      id: 'games',
      header: t('reports.columns.games'),
      align: 'right',
      cell: (c) => <span className="tabular-nums">{figure(c.games_count)}</span>,
    },
    {
      id: 'bets',
      header: t('reports.columns.bets'),
      align: 'right',
      cell: (c) => <span className="tabular-nums">{money(c.total_bet)}</span>,
    },
    {
      id: 'takings',
      header: t('reports.columns.takings'),
      align: 'right',
      cell: (c) => (
        <span className="tabular-nums" data-testid="cashier-takings">
          {money(c.total_commission)}
        </span>
      ),
    },
    {
      id: 'fees',
      header: t('reports.columns.fees'),
      align: 'right',
      cell: (c) => <span className="tabular-nums">{money(c.total_fees)}</span>,
    },
    {
      id: 'balance',
      header: t('reports.columns.balance'),
      align: 'right',
      cell: (c) => <span className="tabular-nums">{money(c.amount_avalaible)}</span>,
    },
  ];
  return (
    <DataTable
      caption={t('reports.cashiers.title')}
      columns={columns}
      rows={cashiers}
      rowKey={(c) => c.id}
    />
  );
}
