import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameListItem } from '@core/schemas/game-lists';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { GamesToolbar, SimplePager, useGamesToolbar } from '@web/components/ui/games-toolbar';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import type { useGamesPage } from '@web/lib/my-games';

interface GamesListViewProps {
  list: ReturnType<typeof useGamesToolbar>;
  view: ReturnType<typeof useGamesPage>;
  /** What a scope with no games at all shows. */
  empty: ReactNode;
  /** Whether the toolbar offers the sort (the agent's cards do without). */
  sortable?: boolean;
  /** The page's games, as a table or as cards. */
  children: (rows: GameListItem[]) => ReactNode;
}

/**
 * A paged games list's states, shared by every games list: loading, load error with Retry, no
 * games yet, then the toolbar, the page (or "no match" for a filter) and the pager.
 */
export function GamesListView({
  list,
  view,
  empty,
  sortable = true,
  children,
}: GamesListViewProps) {
  const { t } = useTranslation();
  const { games } = view;
  if (games.isPending) return <LoadingScreen />;
  if (games.isError)
    return (
      <ErrorAlert
        message={t('gamesList.loadError')}
        onRetry={() => void games.refetch()}
        retrying={games.isFetching}
      />
    );
  if (view.count === 0 && !view.filtered && !games.isPlaceholderData) return empty;
  return (
    <>
      <GamesToolbar {...list.toolbar} {...(sortable ? list.sortControl : {})} />
      {view.count === 0 ? (
        <EmptyState icon="play" title={t('gamesList.noMatch')} />
      ) : (
        children(view.rows)
      )}
      <SimplePager
        page={view.page}
        totalPages={view.totalPages}
        count={view.count}
        onPageChange={view.onPageChange}
      />
    </>
  );
}
