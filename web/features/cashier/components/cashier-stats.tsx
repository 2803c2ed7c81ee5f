import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { StatCard, StatGrid } from '@web/components/ui/stat-card';
import { useFormatters } from '@web/lib/format';
import { useCashierDashboard } from '../api/cashier-api';

export function CashierStats() {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  const dashboard = useCashierDashboard();
  const data = dashboard.data;
  const loading = dashboard.isPending;

  if (dashboard.isError) {
    return (
      <ErrorAlert
        message={t('cashier.stats.error')}
        onRetry={() => void dashboard.refetch()}
        retrying={dashboard.isFetching}
      />
    );
  }
  return (
    <StatGrid label={t('cashier.stats.label')}>
      <StatCard
        label={t('cashier.stats.totalGames')}
        icon="grid"
        loading={loading}
        value={figure(data?.total_games ?? 0)}
      />
      <StatCard
        label={t('cashier.stats.totalAmount')}
        icon="chart"
        loading={loading}
        value={money(data?.total_amount ?? 0)}
      />
      <StatCard
        label={t('cashier.stats.activeGames')}
        icon="play"
        loading={loading}
        value={figure(data?.active_games ?? 0)}
      />
      <StatCard
        label={t('cashier.stats.todaysGames')}
        icon="ball"
        loading={loading}
        value={figure(data?.todays_games ?? 0)}
      />
    </StatGrid>
  );
}
