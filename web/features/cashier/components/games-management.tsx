import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameListItem } from '@core/schemas/game-lists';
import { EndGameDialog } from '@web/components/end-game-dialog';
import { GameIdLink, GameStatusCell } from '@web/components/game-flags';
import { Button, buttonClass } from '@web/components/ui/button';
import { DataTable, RowActions, type Column } from '@web/components/ui/data-table';
import { EmptyState } from '@web/components/ui/empty-state';
import { GamesListView } from '@web/components/games-list-view';
import { useGamesToolbar } from '@web/components/ui/games-toolbar';
import { Panel } from '@web/components/ui/panel';
import { Moment } from '@web/components/ui/moment';
import { useFormatters } from '@web/lib/format';
import { statusOf } from '@web/lib/games-list';
import { useGamesPage } from '@web/lib/my-games';

/**
 * SPEC "Cashier dashboard" Games Management: search, sort by date or amount, status filter and
 * pages of 10, every one paged on the server (no cap on how many games a cashier has).
 */
export function GamesManagement() {
  const { t } = useTranslation();
  const { money, figure } = useFormatters();
  const list = useGamesToolbar();
  const view = useGamesPage(list.options);
  const [ending, setEnding] = useState<{ game: GameListItem; kind: 'cancel' | 'close' } | null>(
    null,
  );

  const columns: Column<GameListItem>[] = [
    {
      id: 'id',
      header: t('gamesList.columns.id'),
      cell: (game) => <GameIdLink id={game.id} />,
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
        <span className="break-words">{game.shop_name ?? t('gamesList.noShop')}</span>
      ),
    },
    {
      id: 'cards',
      header: t('gamesList.columns.cards'),
      align: 'right',
      cell: (game) => <span className="tabular-nums">{figure(game.cards_count)}</span>,
    },
    {
      id: 'amount',
      header: t('gamesList.columns.amount'),
      align: 'right',
      cell: (game) => (
        <span className="tabular-nums" data-testid="game-amount">
          {money(game.amount)}
        </span>
      ),
    },
    {
      id: 'win',
      header: t('gamesList.columns.winAmount'),
      align: 'right',
      cell: (game) => <span className="tabular-nums">{money(game.win_amount)}</span>,
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
      cell: (game) => (
        <RowActions>
          {statusOf(game) === 'active' && (
            <Link
              to={`/play?game=${game.id}`}
              className={buttonClass('secondary', 'sm')}
              aria-label={t('cashier.games.openNamed', { id: game.id })}
            >
              {t('cashier.games.open')}
            </Link>
          )}
          {statusOf(game) === 'active' && (
            <>
              <Button
                variant="dangerGhost"
                size="sm"
                onClick={() => setEnding({ game, kind: 'cancel' })}
                aria-label={t('lifecycle.cancelNamed', { id: game.id })}
              >
                {t('common.cancel')}
              </Button>
              {game.called_count > 0 && (
                <Button
                  variant="dangerGhost"
                  size="sm"
                  onClick={() => setEnding({ game, kind: 'close' })}
                  aria-label={t('lifecycle.closeNamed', { id: game.id })}
                >
                  {t('common.close')}
                </Button>
              )}
            </>
          )}
          <a
            href={`/tv/${game.id}`}
            target="_blank"
            rel="noopener"
            className={buttonClass('ghost', 'sm')}
            aria-label={t('cashier.games.tvNamed', { id: game.id })}
          >
            {t('cashier.games.tv')}
          </a>
        </RowActions>
      ),
    },
  ];

  return (
    <Panel title={t('cashier.games.title')}>
      <GamesListView
        list={list}
        view={view}
        empty={
          <EmptyState icon="play" title={t('gamesList.empty')}>
            {t('cashier.games.emptyHint')}
          </EmptyState>
        }
      >
        {(rows) => (
          <DataTable
            caption={t('cashier.games.title')}
            columns={columns}
            rows={rows}
            rowKey={(game) => game.id}
            refreshing={view.games.isPlaceholderData}
          />
        )}
      </GamesListView>
      {ending && (
        <EndGameDialog game={ending.game} kind={ending.kind} onClose={() => setEnding(null)} />
      )}
    </Panel>
  );
}
