import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard, GamesReport, JackpotsReport, ShopsReport } from '@core/schemas/reports';
import { Button } from '@web/components/ui/button';
import { ReportError } from '@web/components/report-error';
import { EmptyState } from '@web/components/ui/empty-state';
import { Icon } from '@web/components/ui/icons';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { PageHeader } from '@web/components/ui/page-header';
import { Pagination } from '@web/components/ui/pagination';
import { Tabs } from '@web/components/ui/tabs';
import { useAuth } from '@web/lib/auth';
import { toast } from '@web/lib/notify';
import { downloadCsv, downloadJson, useReport } from '@web/lib/reports-api';
import { serverErrorText } from '@web/lib/validation';
import { pathOf, REPORT_TABS, useReportState } from '../lib/report-state';
import { DashboardView } from './dashboard-view';
import { GamesTable } from './games-table';
import { JackpotsTable } from './jackpots-table';
import { ReportFiltersBar } from './report-filters';
import { ReportSummary } from './report-summary';
import { ShopsTable } from './shops-table';
import { ShiftsReport } from './shifts-report';

type ListReport = GamesReport | ShopsReport | JackpotsReport;

/** SPEC "Reports screen": tabs, search, filters, page sizes, Refresh and Export. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const state = useReportState();
  const path = pathOf(state.tab, user?.role === 'cashier');
  const report = useReport<Dashboard | ListReport>(path, state.query);
  const [exporting, setExporting] = useState(false);
  const data = report.data;
  const list = state.tab === 'dashboard' ? null : (data as ListReport | undefined);

  const exportFile = async (format: 'csv' | 'json_file') => {
    setExporting(true);
    try {
      await downloadCsv(path, state.filterQuery, format);
    } catch (error) {
      toast.error(
        t('reports.error', { message: serverErrorText(error, t('reports.fetchFailed')) }),
      );
    } finally {
      setExporting(false);
    }
  };
  // A list saves its whole filtered set from the server; the dashboard saves what it shows.
  const exportJson = () =>
    state.tab === 'dashboard'
      ? data && downloadJson(data, `report-${state.tab}.json`)
      : void exportFile('json_file');

  let body;
  if (report.isError && !data)
    body = (
      <ReportError
        error={report.error}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  else if (report.isPending && state.tab !== 'dashboard') body = <LoadingScreen />;
  else if (state.tab === 'dashboard')
    body = <DashboardView data={data as Dashboard | undefined} loading={report.isPending} />;
  else
    body = (
      <div className="space-y-4">
        {list && <ReportSummary tab={state.tab} summary={list.summary as never} />}
        {report.isError && (
          <ReportError error={report.error} onRetry={() => void report.refetch()} />
        )}
        {list && list.results.length === 0 ? (
          <EmptyState icon="chart" title={t(`reports.empty.${state.tab}`)} />
        ) : state.tab === 'games' ? (
          <GamesTable
            caption={t('reports.tabs.games')}
            rows={(list as GamesReport | undefined)?.results ?? []}
            full
            refreshing={report.isPlaceholderData}
          />
        ) : state.tab === 'shops' ? (
          <ShopsTable
            rows={(list as ShopsReport | undefined)?.results ?? []}
            refreshing={report.isPlaceholderData}
          />
        ) : (
          <JackpotsTable
            rows={(list as JackpotsReport | undefined)?.results ?? []}
            refreshing={report.isPlaceholderData}
          />
        )}
        {list && (
          <Pagination
            page={list.pagination.current_page}
            totalPages={list.pagination.total_pages}
            count={list.pagination.count}
            pageSize={state.pageSize}
            onPageChange={(page) => state.goTo(page, list.pagination.next_cursor)}
            onPageSizeChange={state.setPageSize}
          />
        )}
      </div>
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('pages.reports.title')}
        subtitle={t('pages.reports.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void report.refetch()}
              busy={report.isRefetching}
            >
              <Icon name="waves" size={16} />
              {t('reports.refresh')}
            </Button>
            <Button variant="secondary" size="sm" onClick={exportJson} disabled={!data}>
              {t('reports.exportJson')}
            </Button>
            {state.tab !== 'dashboard' && (
              <Button size="sm" onClick={() => void exportFile('csv')} busy={exporting}>
                {t('reports.exportCsv')}
              </Button>
            )}
          </div>
        }
      />
      <Tabs
        label={t('reports.tabs.label')}
        tabs={REPORT_TABS.map((id) => ({ id, label: t(`reports.tabs.${id}`) }))}
        selected={state.tab}
        onSelect={state.setTab}
      >
        <div className="space-y-6">
          <ReportFiltersBar
            tab={state.tab}
            filters={state.filters}
            shown={state.shown}
            dateIssue={state.dateIssue}
            onChange={state.setFilter}
            onClear={state.clearFilters}
          />
          {body}
        </div>
      </Tabs>
      {/* Every shop's shifts (decision 035) under the dashboard, not under each list. */}
      {user?.role !== 'cashier' && state.tab === 'dashboard' && <ShiftsReport />}
    </div>
  );
}
