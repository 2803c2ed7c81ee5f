import { useTranslation } from 'react-i18next';
import type { GameListItem } from '@core/schemas/games';
import { GameDetailsLink, GameStatusCell } from '@web/components/game-flags';
import { DataTable, type Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { GamesToolbar, SimplePager, useGamesToolbar } from '@web/components/ui/games-toolbar';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { Panel } from '@web/components/ui/panel';
import { useFormatters } from '@web/lib/format';
import { pageOfGames } from '@web/lib/games-list';
import { useMyGames } from '@web/lib/my-games';

/** Every hall's games, newest first, each opening its record. */
export function AdminGamesPanel() {
  const { t } = useTranslation();
  const { money, date } = useFormatters();
  const games = useMyGames();
  const list = useGamesToolbar();
  const columns: Column<GameListItem>[] = [
    {
      id: 'id',
      header: t('gamesList.columns.id'),
      cell: (game) => <span className="font-semibold tabular-nums">#{game.id}</span>,
    },
    {
      id: 'date',
      header: t('gamesList.columns.date'),
      cell: (game) => <span className="whitespace-nowrap">{date(game.created_at)}</span>,
    },
    {
      id: 'shop',
      header: t('gamesList.columns.shop'),
      cell: (game) => (
        <span className="break-words">
          {game.shop_name ?? t('gamesList.noShop')}
          <span className="block text-xs text-ink-muted">{game.cashier_username}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('gamesList.columns.amount'),
      align: 'right',
      cell: (game) => <span className="tabular-nums">{money(game.amount)}</span>,
    },
    {
      id: 'status',
      header: t('gamesList.columns.status'),
      cell: (game) => <GameStatusCell game={game} />,
    },
    {
      id: 'actions',
      header: t('common.actions'),
      headerHidden: true,
      align: 'right',
      cell: (game) => <GameDetailsLink id={game.id} variant="secondary" />,
    },
  ];
  const all = games.data ?? [];
  const view = pageOfGames(all, list.options);
  let content;
  if (games.isPending) content = <LoadingScreen />;
  else if (games.isError)
    content = (
      <ErrorAlert
        message={t('gamesList.loadError')}
        onRetry={() => void games.refetch()}
        retrying={games.isFetching}
      />
    );
  else if (all.length === 0) content = <EmptyState icon="play" title={t('gamesList.empty')} />;
  else
    content = (
      <>
        <GamesToolbar {...list.toolbar} {...list.sortControl} />
        {view.count === 0 ? (
          <EmptyState icon="play" title={t('gamesList.noMatch')} />
        ) : (
          <DataTable
            caption={t('admin.games.title')}
            columns={columns}
            rows={view.rows}
            rowKey={(game) => game.id}
            refreshing={games.isFetching}
          />
        )}
        <SimplePager
          page={view.page}
          totalPages={view.totalPages}
          count={view.count}
          onPageChange={list.setPage}
        />
      </>
    );
  return <Panel title={t('admin.games.title')}>{content}</Panel>;
}
