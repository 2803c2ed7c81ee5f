import { useTranslation } from 'react-i18next';
import type { GameListItem } from '@core/schemas/game-lists';
import { GameDetailsLink, GameStatusCell } from '@web/components/game-flags';
import { DataTable, type Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { GamesListView } from '@web/components/games-list-view';
import { useGamesToolbar } from '@web/components/ui/games-toolbar';
import { Panel } from '@web/components/ui/panel';
import { Moment } from '@web/components/ui/moment';
import { useFormatters } from '@web/lib/format';
import { useGamesPage } from '@web/lib/my-games';

/** Every hall's games, newest first, each opening its record. */
export function AdminGamesPanel() {
  const { t } = useTranslation();
  const { money } = useFormatters();
  const list = useGamesToolbar();
  const view = useGamesPage(list.options);
  const columns: Column<GameListItem>[] = [
    {
      id: 'id',
      header: t('gamesList.columns.id'),
      cell: (game) => <span className="font-semibold tabular-nums">#{game.id}</span>,
    },
    {
      id: 'date',
      header: t('gamesList.columns.date'),
      cell: (game) => <Moment iso={game.created_at} />,
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
  return (
    <Panel title={t('admin.games.title')}>
      <GamesListView
        list={list}
        view={view}
        empty={<EmptyState icon="play" title={t('gamesList.empty')} />}
      >
        {(rows) => (
          <DataTable
            caption={t('admin.games.title')}
            columns={columns}
            rows={rows}
            rowKey={(game) => game.id}
            refreshing={view.games.isPlaceholderData}
          />
        )}
      </GamesListView>
    </Panel>
  );
}
