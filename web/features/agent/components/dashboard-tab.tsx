import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@web/components/ui/button';
import { useAuth } from '@web/lib/auth';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { Panel } from '@web/components/ui/panel';
import { StatCard, StatGrid } from '@web/components/ui/stat-card';
import { useFormatters } from '@web/lib/format';
import { useAgentDashboard } from '../api/agent-api';
import { RecentActivity } from './recent-activity';

export function DashboardTab({ onOpenCashiers }: { onOpenCashiers: () => void }) {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  const dashboard = useAgentDashboard(true);
  const data = dashboard.data;
  const loading = dashboard.isPending;
  const { user } = useAuth();

  return (
    <div className="space-y-6">
      {user?.agent_id != null && (
        <Link to={`/statements/agent/${user.agent_id}`} className={buttonClass('secondary', 'sm')}>
          {t('statements.mine')}
        </Link>
      )}
      {dashboard.isError ? (
        <ErrorAlert
          message={t('agent.dashboard.error')}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : (
        <StatGrid label={t('agent.dashboard.figures')} columns={3}>
          <StatCard
            label={t('agent.dashboard.balance')}
            icon="sparkles"
            loading={loading}
            value={money(data?.agent_balance ?? 0)}
            hint={t('agent.dashboard.balanceHint')}
          />
          <StatCard
            label={t('agent.dashboard.cashiers')}
            icon="register"
            loading={loading}
            value={figure(data?.cashiers_total ?? 0)}
            hint={t('agent.dashboard.activeCount', { count: data?.cashiers_active ?? 0 })}
          />
          <StatCard
            label={t('agent.dashboard.cashiersBalance')}
            icon="lock"
            loading={loading}
            value={money(data?.cashiers_balance ?? 0)}
          />
          <StatCard
            label={t('agent.dashboard.shops')}
            icon="home"
            loading={loading}
            value={figure(data?.shops_total ?? 0)}
          />
          <StatCard
            label={t('agent.dashboard.gamesToday')}
            icon="play"
            loading={loading}
            value={figure(data?.games_today ?? 0)}
          />
          <StatCard
            label={t('agent.dashboard.feesToday')}
            icon="chart"
            loading={loading}
            value={money(data?.fees_today ?? 0)}
          />
        </StatGrid>
      )}
      <Panel
        title={t('agent.dashboard.recentActivity')}
        actions={
          <Button variant="secondary" size="sm" onClick={onOpenCashiers}>
            {t('agent.dashboard.manageCashiers')}
          </Button>
        }
      >
        <RecentActivity />
      </Panel>
    </div>
  );
}
