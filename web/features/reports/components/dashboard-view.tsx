import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@core/schemas/reports';
import { CashierTakings } from '@web/components/cashier-takings';
import { ReportOverview } from '@web/components/report-overview';
import { DataTable } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { Panel } from '@web/components/ui/panel';
import { useFormatters } from '@web/lib/format';
import { GamesTable } from './games-table';
import { TrendChart } from './trend-chart';

type TopShop = Dashboard['top_shops'][number];

/** SPEC's dashboard report: figures, daily trends, top shops, cashiers and recent games. */
export function DashboardView({ data, loading }: { data?: Dashboard; loading: boolean }) {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  const played = data?.daily_trends.some((day) => day.games_count > 0) ?? false;
  return (
    <div className="space-y-6">
      <ReportOverview data={data} loading={loading} />
      <Panel title={t('reports.trends.title')}>
        <p className="mb-3 text-sm text-ink-muted">
          {t('reports.trends.subtitle', { zone: data?.time_zone ?? 'UTC' })}
        </p>
        {data && (played ? <TrendChart days={data.daily_trends} /> : null)}
        {data && !played && <EmptyState icon="chart" title={t('reports.trends.empty')} />}
        {data && (
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer text-ink-muted">{t('reports.trends.table')}</summary>
            <table className="mt-2 w-full text-left tabular-nums">
              <caption className="sr-only">{t('reports.trends.title')}</caption>
              <thead>
                <tr className="text-xs text-ink-muted uppercase">
                  <th scope="col" className="py-1">
                    {t('reports.columns.date')}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t('reports.trends.games')}
                  </th>
                  <th scope="col" className="py-1 text-right">
                    {t('reports.trends.bets')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.daily_trends.map((day) => (
                  <tr key={day.date} className="border-t border-line" data-testid="trend-row">
                    <td className="py-1">{day.date}</td>
                    <td className="py-1 text-right">{figure(day.games_count)}</td>
                    <td className="py-1 text-right">{money(day.bet_amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        )}
      </Panel>
      <div className="grid gap-6 xl:grid-cols-2">
        <Panel title={t('reports.topShops.title')}>
          {data && data.top_shops.length === 0 ? (
            <EmptyState icon="home" title={t('reports.topShops.empty')} />
          ) : (
            <DataTable<TopShop>
              caption={t('reports.topShops.title')}
              rows={data?.top_shops ?? []}
              rowKey={(shop) => shop.id}
              columns={[
                {
                  id: 'name',
                  header: t('reports.columns.shop'),
                  cell: (s) => <span className="break-words">{s.name}</span>,
                },
                {
                  id: 'games',
                  header: t('reports.columns.games'),
                  align: 'right',
                  cell: (s) => figure(s.games_count),
                },
                {
                  id: 'bets',
                  header: t('reports.columns.bets'),
                  align: 'right',
                  cell: (s) => money(s.total_bet),
                },
                {
                  id: 'commission',
                  header: t('reports.columns.commission'),
                  align: 'right',
                  cell: (s) => money(s.total_commission),
                },
              ]}
            />
          )}
        </Panel>
        {data && data.shop_info === null && (
          <Panel title={t('reports.cashiers.title')}>
            <CashierTakings cashiers={data.cashiers} />
          </Panel>
        )}
      </div>
      <Panel title={t('reports.recent.title')}>
        {data && data.recent_games.length === 0 ? (
          <EmptyState icon="play" title={t('reports.empty.games')} />
        ) : (
          <GamesTable caption={t('reports.recent.title')} rows={data?.recent_games ?? []} />
        )}
      </Panel>
    </div>
  );
}
