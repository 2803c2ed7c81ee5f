import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StatementMove } from '@core/schemas/statements';
import { Button } from '@web/components/ui/button';
import { DataTable, type Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { PageHeader } from '@web/components/ui/page-header';
import { useAuth } from '@web/lib/auth';
import { useFormatters } from '@web/lib/format';
import { toast } from '@web/lib/notify';
import {
  downloadStatementCsv,
  useStatement,
  type StatementKind,
  type StatementRange,
} from '../api/statements-api';
import { ReverseDepositDialog } from './reverse-deposit-dialog';
import { StatementPeriod } from './statement-period';
import { StatementTotals } from './statement-totals';
import { partyOf, reasonOf } from '../lib/statement-labels';

/** /statements/agent/:id and /statements/cashier/:id: opening balance, every move, closing. */
export function StatementPage() {
  const { t } = useTranslation();
  const { money, dateTime } = useFormatters();
  const { user } = useAuth();
  const params = useParams();
  const kind: StatementKind = params.kind === 'agent' ? 'agent' : 'cashier';
  const id = Number(params.id);
  const [range, setRange] = useState<StatementRange>({});
  const [reversing, setReversing] = useState<StatementMove | null>(null);
  const [downloading, setDownloading] = useState(false);
  const statement = useStatement(kind, id, range);
  const data = statement.data;
  const mayReverse = user?.role === 'admin' && kind === 'agent';

  const download = async () => {
    setDownloading(true);
    try {
      await downloadStatementCsv(kind, id, range);
    } catch {
      toast.error(t('statements.downloadError'));
    } finally {
      setDownloading(false);
    }
  };

  const columns: Column<StatementMove>[] = [
    { id: 'when', header: t('statements.columns.when'), cell: (m) => dateTime(m.created_at) },
    {
      id: 'kind',
      header: t('statements.columns.kind'),
      cell: (m) => t(`statements.kinds.${m.kind}`, { defaultValue: m.kind }),
    },
    {
      id: 'in',
      header: t('statements.columns.in'),
      align: 'right',
      cell: (m) => (m.amount_in ? money(m.amount_in) : ''),
    },
    {
      id: 'out',
      header: t('statements.columns.out'),
      align: 'right',
      cell: (m) => (m.amount_out ? money(m.amount_out) : ''),
    },
    {
      id: 'balance',
      header: t('statements.columns.balance'),
      align: 'right',
      cell: (m) => money(m.balance_after),
    },
    { id: 'other', header: t('statements.columns.other'), cell: (m) => partyOf(t, m) },
    { id: 'by', header: t('statements.columns.by'), cell: (m) => m.by ?? '' },
    {
      id: 'why',
      header: t('statements.columns.why'),
      cell: (m) => reasonOf(t, m),
    },
    ...(mayReverse
      ? [
          {
            id: 'actions',
            header: t('common.actions'),
            headerHidden: true,
            align: 'right' as const,
            cell: (m: StatementMove) =>
              m.kind === 'deposit' ? (
                <Button size="sm" variant="secondary" onClick={() => setReversing(m)}>
                  {t('statements.reverse.action')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];

  let content;
  if (statement.isPending) content = <LoadingScreen />;
  else if (statement.isError || !data)
    content = (
      <ErrorAlert
        message={t('statements.loadError')}
        onRetry={() => void statement.refetch()}
        retrying={statement.isFetching}
      />
    );
  else
    content = (
      <>
        <StatementTotals statement={data} />
        {data.moves.length === 0 ? (
          <EmptyState icon="chart" title={t('statements.empty')}>
            {t('statements.emptyHint')}
          </EmptyState>
        ) : (
          <DataTable
            caption={t('statements.caption')}
            columns={columns}
            rows={data.moves}
            rowKey={(m) => m.entry_id}
            refreshing={statement.isFetching}
          />
        )}
      </>
    );

  return (
    <div className="space-y-6">
      <PageHeader
        title={t(kind === 'agent' ? 'statements.titleAgent' : 'statements.titleCashier', {
          username: data?.account.username ?? '',
        })}
        subtitle={t('statements.subtitle')}
        actions={
          <Button variant="secondary" onClick={() => void download()} busy={downloading}>
            {t('statements.downloadCsv')}
          </Button>
        }
      />
      <StatementPeriod shown={data} onPeriod={setRange} />
      {content}
      {reversing && (
        <ReverseDepositDialog
          agentId={id}
          deposit={reversing}
          username={data?.account.username ?? ''}
          onClose={() => setReversing(null)}
        />
      )}
    </div>
  );
}
