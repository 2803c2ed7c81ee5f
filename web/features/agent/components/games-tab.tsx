import { useTranslation } from 'react-i18next';
import type { GameListItem } from '@core/schemas/game-lists';
import { GameEndActions } from '@web/components/game-end-actions';
import { GameDetailsLink, GameFlags } from '@web/components/game-flags';
import { EmptyState } from '@web/components/ui/empty-state';
import { GamesListView } from '@web/components/games-list-view';
import { GameStatusBadge, useGamesToolbar } from '@web/components/ui/games-toolbar';
import { Icon } from '@web/components/ui/icons';
import { Moment } from '@web/components/ui/moment';
import { gameName, gameSummary, useFormatters } from '@web/lib/format';
import { useGamesPage } from '@web/lib/my-games';

/** SPEC "Agent dashboard" Games: the agent's cashiers' games with name, description and image. */
export function GamesTab() {
  const { t } = useTranslation();
  const list = useGamesToolbar();
  const view = useGamesPage(list.options);
  return (
    <div>
      <GamesListView
        list={list}
        view={view}
        sortable={false}
        empty={
          <EmptyState icon="play" title={t('agent.games.empty')}>
            {t('agent.games.emptyHint')}
          </EmptyState>
        }
      >
        {(rows) => (
          <ul
            className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3"
            aria-label={t('agent.games.label')}
          >
            {rows.map((game) => (
              <GameCard key={game.id} game={game} />
            ))}
          </ul>
        )}
      </GamesListView>
    </div>
  );
}

function GameCard({ game }: { game: GameListItem }) {
  const { t } = useTranslation();
  const { money } = useFormatters();
  return (
    <li
      data-testid="agent-game"
      data-game-id={game.id}
      className="flex gap-3 rounded-xl border border-line bg-surface p-3 shadow-xs"
    >
      {game.image ? (
        <img
          src={game.image}
          alt=""
          className="h-16 w-16 shrink-0 rounded-lg border border-line object-cover"
        />
      ) : (
        <span
          aria-hidden="true"
          data-testid="game-image-placeholder"
          className="inline-flex h-16 w-16 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-ink-muted"
        >
          <Icon name="ball" size={28} />
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="min-w-0 font-semibold break-words">{gameName(game, t)}</h3>
          <GameStatusBadge status={game.status} />
        </div>
        <p className="text-sm break-words text-ink-muted">{gameSummary(game, t)}</p>
        <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs text-ink-muted">
          <div className="flex gap-1">
            <dt>{t('gamesList.columns.amount')}:</dt>
            <dd className="font-semibold text-ink tabular-nums">{money(game.amount)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('gamesList.columns.date')}:</dt>
            <dd>
              <Moment iso={game.created_at} />
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('gamesList.columns.cashier')}:</dt>
            <dd className="break-all">{game.cashier_username}</dd>
          </div>
        </dl>
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <GameFlags game={game} />
          <div className="flex flex-wrap gap-2">
            <GameEndActions game={game} />
            <GameDetailsLink id={game.id} variant="secondary" />
          </div>
        </div>
      </div>
    </li>
  );
}
