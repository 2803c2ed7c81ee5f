import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  GAME_SORTS,
  GAME_STATUS_FILTERS,
  type GameSort,
  type GameStatusFilter,
  type GamesListOptions,
} from '@web/lib/games-list';
import { ListToolbar, ToolbarSearch, ToolbarSelect } from './list-toolbar';
import { PageSteps } from './pagination';

interface GamesToolbarProps {
  search: string;
  onSearch: (value: string) => void;
  status: GameStatusFilter;
  onStatus: (value: GameStatusFilter) => void;
  /** Omitted: the list has no sort control. */
  sort?: GameSort;
  onSort?: (value: GameSort) => void;
}

/**
 * A games list's search, status and sort. `toolbar` (and `sortControl`, where the list has a
 * sort) are the GamesToolbar's props; `key` changes with them, so the list goes back to page 1.
 */
export function useGamesToolbar() {
  const [options, setOptions] = useState<GamesListOptions>({
    search: '',
    sort: 'date-desc',
    status: 'all',
  });
  const filter = (change: Partial<GamesListOptions>) =>
    setOptions((current) => ({ ...current, ...change }));
  return {
    options,
    toolbar: {
      search: options.search,
      onSearch: (search: string) => filter({ search }),
      status: options.status,
      onStatus: (status: GameStatusFilter) => filter({ status }),
    },
    sortControl: { sort: options.sort, onSort: (sort: GameSort) => filter({ sort }) },
  };
}

/** Search, status filter and (optionally) sort of a games list. */
export function GamesToolbar({
  search,
  onSearch,
  status,
  onStatus,
  sort,
  onSort,
}: GamesToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ListToolbar>
      <ToolbarSearch
        id={`${id}-search`}
        label={t('gamesList.search')}
        placeholder={t('gamesList.searchPlaceholder')}
        value={search}
        onChange={onSearch}
      />
      <ToolbarSelect<GameStatusFilter>
        id={`${id}-status`}
        label={t('gamesList.statusFilter')}
        value={status}
        values={GAME_STATUS_FILTERS}
        optionLabel={(value) => t(`gamesList.statuses.${value}`)}
        onChange={onStatus}
      />
      {sort && onSort && (
        <ToolbarSelect<GameSort>
          id={`${id}-sort`}
          label={t('gamesList.sort')}
          value={sort}
          values={GAME_SORTS}
          optionLabel={(value) => t(`gamesList.sorts.${value}`)}
          onChange={onSort}
        />
      )}
    </ListToolbar>
  );
}

/** Previous / next over the pages of a list paged on the server. */
export function SimplePager({
  page,
  totalPages,
  count,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  count: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('common.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 pt-4 text-sm"
    >
      <p className="text-ink-muted" aria-live="polite" data-testid="games-page">
        {t('common.pageOf', { page, pages: totalPages, count })}
      </p>
      <div className="flex items-center gap-2">
        <PageSteps page={page} pages={totalPages} onPageChange={onPageChange} />
      </div>
    </nav>
  );
}

const STATUS_STYLES: Record<string, { badge: string; dot: string }> = {
  active: { badge: 'bg-success-soft text-success', dot: 'bg-success' },
  completed: { badge: 'bg-surface-muted text-ink-muted', dot: 'bg-ink-muted' },
  cancelled: { badge: 'bg-danger-soft text-danger', dot: 'bg-danger' },
};

/** A game's status; SPEC section 3: a game without one shows as active. */
export function GameStatusBadge({ status }: { status?: string | null }) {
  const { t } = useTranslation();
  const value = status || 'active';
  const style = STATUS_STYLES[value] ?? STATUS_STYLES.completed!;
  return (
    <span
      data-status={value}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${style.badge}`}
    >
      <span aria-hidden="true" className={`h-1.5 w-1.5 rounded-full ${style.dot}`} />
      {t(`gamesList.statuses.${value}`, { defaultValue: value })}
    </span>
  );
}
