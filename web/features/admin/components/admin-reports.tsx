import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@core/schemas/reports';
import { ReportOverview } from '@web/components/report-overview';
import { ReportError } from '@web/components/report-error';
import { buttonClass } from '@web/components/ui/button';
import { Panel } from '@web/components/ui/panel';
import { REPORT_PATHS, useReport } from '@web/lib/reports-api';

/** PRODUCT section 6: the admin sees the same reports as agents, with no filter. */
export function AdminReports() {
  const { t } = useTranslation();
  const report = useReport<Dashboard>(REPORT_PATHS.dashboard, { page_size: 10 });
  return (
    <Panel
      title={t('reports.admin.title')}
      actions={
        <Link to="/reports" className={buttonClass('secondary', 'sm')}>
          {t('agent.reports.open')}
        </Link>
      }
    >
      {report.isError ? (
        <ReportError
          error={report.error}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      ) : (
        <ReportOverview data={report.data} loading={report.isPending} />
      )}
    </Panel>
  );
}
