import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@web/components/ui/button';
import { StatCard, StatGrid } from '@web/components/ui/stat-card';
import { useFormatters } from '@web/lib/format';

/** SPEC: the agent's Reports tab shows placeholder zero figures; the Reports screen has the rest. */
export function ReportsTab() {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  return (
    <div className="space-y-4">
      <StatGrid label={t('agent.reports.figures')}>
        <StatCard label={t('agent.reports.totalGames')} icon="play" value={figure(0)} />
        <StatCard label={t('agent.reports.totalBets')} icon="chart" value={money(0)} />
        <StatCard label={t('agent.reports.commission')} icon="briefcase" value={money(0)} />
        <StatCard label={t('agent.reports.jackpotsPaid')} icon="sparkles" value={money(0)} />
      </StatGrid>
      <p className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <span>{t('agent.reports.note')}</span>
        <Link to="/reports" className={buttonClass('secondary', 'sm')}>
          {t('agent.reports.open')}
        </Link>
      </p>
    </div>
  );
}
