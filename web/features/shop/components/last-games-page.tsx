import { TrainingBadge } from '@web/components/training-mark';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { LastGame } from '@core/schemas/game-record';
import { Button, buttonClass } from '@web/components/ui/button';
import { DataTable, type Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { GameStatusBadge } from '@web/components/ui/games-toolbar';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth';
import { useFormatters } from '@web/lib/format';
import { usePublicConfig, verifyUrl } from '@web/lib/public-config';
import { useLastGames } from '../api/shops-api';
import { ShopRulesModal } from './shop-rules-modal';

/** A shop's last ten games, for an owner or a regulator to read and print. */
export function LastGamesPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { money, dateTime } = useFormatters();
  const { publicUrl } = usePublicConfig();
  const params = useParams();
  const shopId = Number(params.shopId);
  const query = useLastGames(Number.isInteger(shopId) && shopId > 0 ? shopId : 0);
  const [editing, setEditing] = useState(false);
  const canEditRules = user?.role === 'agent' || user?.role === 'admin';

  const columns: Column<LastGame>[] = [
    {
      id: 'id',
      header: t('gamesList.columns.id'),
      cell: (game) => (
        <Link to={`/games/${game.id}`} className="font-semibold text-primary underline">
          #{game.id}
        </Link>
      ),
    },
    {
      id: 'date',
      header: t('lastGames.played'),
      cell: (game) => <span className="whitespace-nowrap">{dateTime(game.created_at)}</span>,
    },
    {
      id: 'amount',
      header: t('gamesList.columns.amount'),
      align: 'right',
      cell: (game) => <span className="tabular-nums">{money(game.amount)}</span>,
    },
    {
      id: 'outcome',
      header: t('gameRecord.outcome'),
      cell: (game) => (
        <span>
          {game.end === 'win'
            ? (game.winner_cards.length > 0 ? game.winner_cards : [game.winner_card ?? ''])
                .map((card) => t('gameRecord.winnerCard', { card }))
                .join(', ')
            : t(`gameRecord.ends.${game.end ?? 'running'}`)}
          {game.manual_win && (
            <span className="block text-xs font-semibold text-primary">
              {t('gameRecord.manualWin')}
            </span>
          )}
          {!game.cards_named && (
            <span className="block text-xs font-semibold text-primary">
              {t('gameRecord.cardsNotNamed')}
            </span>
          )}
          {game.training && (
            <span className="mt-1 block">
              <TrainingBadge />
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'calls',
      header: t('gameRecord.calls'),
      align: 'right',
      cell: (game) => <span className="tabular-nums">{game.called_count}</span>,
    },
    {
      id: 'resets',
      header: t('gameRecord.resetsUsed'),
      align: 'right',
      cell: (game) => <span className="tabular-nums">{game.reset_count}</span>,
    },
    {
      id: 'status',
      header: t('gamesList.columns.status'),
      cell: (game) => <GameStatusBadge status={game.status} />,
    },
    {
      id: 'commitment',
      header: t('verify.commitment'),
      cell: (game) => (
        <a
          href={verifyUrl(game.verify_token, publicUrl)}
          target="_blank"
          rel="noopener"
          className="font-mono text-xs break-all text-primary underline"
          title={game.commitment}
        >
          {game.commitment.slice(0, 16)}…
        </a>
      ),
    },
  ];

  if (query.error instanceof ApiError && query.error.status === 404)
    return <EmptyState icon="home" title={t('lastGames.notFound')} />;
  if (query.isPending) return <LoadingScreen />;
  if (query.isError)
    return (
      <ErrorAlert
        message={t('gamesList.loadError')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  const { shop, rules, games } = query.data;
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('lastGames.title', { shop: shop.name })}
        subtitle={t('lastGames.subtitle')}
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Link to="/shop" className={buttonClass('secondary')}>
              {t('lastGames.back')}
            </Link>
            <Button onClick={() => window.print()}>{t('gameRecord.print')}</Button>
          </div>
        }
      />
      <p className="text-sm" data-testid="shop-rules">
        {t('lastGames.rules', {
          late: t(`hallRules.late.${rules.late_claims}`),
          resets: rules.max_resets,
        })}{' '}
        {t('hallRules.unnamedCards')}: {t(`hallRules.unnamed.${rules.unnamed_cards ?? 'allow'}`)}.{' '}
        {t('hallRules.maxWinPercentage')}: {rules.max_win_percentage ?? 100}%.{' '}
        {t('hallRules.sharedWins')}: {t(`hallRules.shared.${rules.shared_wins ?? 'split'}`)}.{' '}
        {canEditRules && (
          <Button
            variant="ghost"
            size="sm"
            className="print:hidden"
            onClick={() => setEditing(true)}
          >
            {t('hallRules.edit')}
          </Button>
        )}
      </p>
      <Panel title={t('lastGames.listTitle', { count: games.length })}>
        {games.length === 0 ? (
          <EmptyState icon="play" title={t('gamesList.empty')} />
        ) : (
          <DataTable
            caption={t('lastGames.title', { shop: shop.name })}
            columns={columns}
            rows={games}
            rowKey={(game) => game.id}
          />
        )}
      </Panel>
      <p className="hidden text-xs print:block">
        {t('lastGames.printedAt', { at: dateTime(new Date().toISOString()) })}
      </p>
      {editing && <ShopRulesModal shop={shop} rules={rules} onClose={() => setEditing(false)} />}
    </div>
  );
}
