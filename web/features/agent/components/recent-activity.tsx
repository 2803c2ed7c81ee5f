import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@core/schemas/reports';
import { ReportError } from '@web/components/report-error';
import { EmptyState } from '@web/components/ui/empty-state';
import { GameStatusBadge } from '@web/components/ui/games-toolbar';
import { Icon } from '@web/components/ui/icons';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { useFormatters } from '@web/lib/format';
import { REPORT_PATHS, useReport } from '@web/lib/reports-api';

const SHOWN = 8;

type Item =
  | { kind: 'game'; at: string; game: Dashboard['recent_games'][number] }
  | { kind: 'move'; at: string; move: Dashboard['credit_moves'][number] };

/** The agent's newest games and credit moves, one list newest first. */
export function RecentActivity() {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  const report = useReport<Dashboard>(REPORT_PATHS.dashboard, { page_size: 10 });
  if (report.isPending) return <LoadingScreen />;
  if (report.isError)
    return (
      <ReportError
        error={report.error}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  const items: Item[] = [
    ...report.data.recent_games.map((game) => ({
      kind: 'game' as const,
      at: game.created_at,
      game,
    })),
    ...report.data.credit_moves.map((move) => ({
      kind: 'move' as const,
      at: move.created_at,
      move,
    })),
  ]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, SHOWN);
  if (items.length === 0)
    return (
      <EmptyState icon="chart" title={t('agent.dashboard.noActivity')}>
        {t('agent.dashboard.noActivityHint')}
      </EmptyState>
    );
  return (
    <ul className="divide-y divide-line" aria-label={t('agent.dashboard.recentActivity')}>
      {items.map((item) => (
        <li
          key={`${item.kind}-${item.kind === 'game' ? item.game.id : item.move.id}`}
          data-testid="activity-item"
          className="flex flex-wrap items-center gap-3 py-2.5 text-sm"
        >
          <span className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
            <Icon name={item.kind === 'game' ? 'ball' : 'sparkles'} size={16} />
          </span>
          <span className="min-w-0 flex-1">
            {item.kind === 'game' ? (
              <>
                <span className="font-medium">
                  {t('reports.activity.game', {
                    id: item.game.id,
                    where: item.game.shop_name ?? item.game.cashier_username,
                  })}
                </span>{' '}
                <GameStatusBadge status={item.game.status} />
              </>
            ) : (
              <span className="font-medium break-words">
                {t(`reports.moveKinds.${item.move.kind}`)}:{' '}
                {t('reports.activity.move', {
                  from: nameOf(item.move.from_kind, item.move.from_name, t),
                  to: nameOf(item.move.to_kind, item.move.to_name, t),
                })}
              </span>
            )}
            <span className="block text-xs text-ink-muted">{date(item.at)}</span>
          </span>
          <span className="font-semibold tabular-nums">
            {money(item.kind === 'game' ? item.game.bet_amount : item.move.amount)}
          </span>
        </li>
      ))}
    </ul>
  );
}

function nameOf(kind: string, name: string, t: (key: string) => string): string {
  if (kind === 'platform' || kind === 'outside') return t(`reports.accounts.${kind}`);
  return name;
}
