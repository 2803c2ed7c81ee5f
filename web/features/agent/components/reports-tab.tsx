import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@core/schemas/reports';
import { CashierTakings } from '@web/components/cashier-takings';
import { ReportOverview } from '@web/components/report-overview';
import { ReportError } from '@web/components/report-error';
import { buttonClass } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { REPORT_PATHS, useReport } from '@web/lib/reports-api';

/** The agent's report figures: the Reports screen's dashboard of its cashiers, and their takings. */
export function ReportsTab() {
  const { t } = useTranslation();
  const report = useReport<Dashboard>(REPORT_PATHS.dashboard, { page_size: 10 });
  if (report.isError)
    return (
      <ReportError
        error={report.error}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  return (
    <div className="space-y-6">
      <ReportOverview data={report.data} loading={report.isPending} />
      <Panel title={t('reports.cashiers.title')}>
        {report.data && <CashierTakings cashiers={report.data.cashiers} />}
      </Panel>
      <p className="flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <span>{t('agent.reports.note')}</span>
        <Link to="/reports" className={buttonClass('secondary', 'sm')}>
          {t('agent.reports.open')}
        </Link>
      </p>
    </div>
  );
}
