import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { StatCard, StatGrid } from '@web/components/ui/stat-card';
import { useFormatters } from '@web/lib/format';
import { usePlatformSummary } from '../api/admin-api';

export function PlatformFigures() {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  const summary = usePlatformSummary();
  const data = summary.data;
  const loading = summary.isPending;

  if (summary.isError) {
    return (
      <ErrorAlert
        message={t('admin.figures.error')}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }

  return (
    <StatGrid label={t('admin.figures.title')} columns={3}>
      <StatCard
        label={t('admin.figures.creditIssued')}
        icon="sparkles"
        loading={loading}
        value={money(data?.credit_issued ?? 0)}
      />
      <StatCard
        label={t('admin.figures.feesConsumed')}
        icon="chart"
        loading={loading}
        value={money(data?.fees_consumed ?? 0)}
        hint={t('admin.figures.feesHeld', {
          reserved: money(data?.fees_reserved ?? 0),
          owed: money(data?.fees_owed ?? 0),
        })}
      />
      <StatCard
        label={t('admin.figures.gamesToday')}
        icon="play"
        loading={loading}
        value={figure(data?.games_today ?? 0)}
      />
      <StatCard
        label={t('admin.figures.agents')}
        icon="briefcase"
        loading={loading}
        value={figure(data?.agents_total ?? 0)}
        hint={t('admin.figures.activeCount', { count: data?.agents_active ?? 0 })}
      />
      <StatCard
        label={t('admin.figures.cashiers')}
        icon="register"
        loading={loading}
        value={figure(data?.cashiers_total ?? 0)}
      />
      <StatCard
        label={t('admin.figures.balances')}
        icon="lock"
        loading={loading}
        value={money((data?.agents_balance ?? 0) + (data?.cashiers_balance ?? 0))}
        hint={t('admin.figures.balancesSplit', {
          agents: money(data?.agents_balance ?? 0),
          cashiers: money(data?.cashiers_balance ?? 0),
        })}
      />
    </StatGrid>
  );
}
