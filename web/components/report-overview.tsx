import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@core/schemas/reports';
import { useFormatters } from '@web/lib/format';
import { StatCard, StatGrid } from './ui/stat-card';

/** The figures of a report dashboard, shared by the Reports screen, the agent and the admin. */
export function ReportOverview({ data, loading }: { data?: Dashboard; loading: boolean }) {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  const o = data?.overview;
  const p = data?.performance;
  return (
    <StatGrid label={t('reports.figures.label')}>
      <StatCard
        label={t('reports.figures.totalGames')}
        icon="play"
        loading={loading}
        value={figure(o?.total_games ?? 0)}
        hint={t('reports.figures.cancelled', { count: o?.cancelled_games ?? 0 })}
      />
      <StatCard
        label={t('reports.figures.totalShops')}
        icon="home"
        loading={loading}
        value={figure(o?.total_shops ?? 0)}
      />
      <StatCard
        label={t('reports.figures.totalBets')}
        icon="chart"
        loading={loading}
        value={money(o?.total_bet_amount ?? 0)}
        hint={t('reports.figures.avgBet', { amount: money(o?.avg_bet_amount ?? 0) })}
      />
      <StatCard
        label={t('reports.figures.commission')}
        icon="briefcase"
        loading={loading}
        value={money(o?.total_commission ?? 0)}
        hint={t('reports.figures.prizes', { amount: money(o?.total_win_amount ?? 0) })}
      />
      <StatCard
        label={t('reports.figures.winRate')}
        icon="check"
        loading={loading}
        value={`${figure(p?.win_rate ?? 0)}%`}
        hint={t('reports.figures.wins', { count: p?.wins ?? 0, manual: p?.manual_wins ?? 0 })}
      />
      <StatCard
        label={t('reports.figures.fees')}
        icon="lock"
        loading={loading}
        value={money(o?.total_fees ?? 0)}
      />
      <StatCard
        label={t('reports.figures.jackpots')}
        icon="sparkles"
        loading={loading}
        value={money(o?.total_jackpots ?? 0)}
      />
      <StatCard
        label={t('reports.figures.activeGames')}
        icon="ball"
        loading={loading}
        value={figure(o?.active_games ?? 0)}
      />
    </StatGrid>
  );
}
