import { TrainingBadge } from '@web/components/training-mark';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isGameMode } from '@core/bingo/modes';
import type { GameRecord } from '@core/schemas/game-record';
import { GameEndActions } from '@web/components/game-end-actions';
import { GamePatterns } from '@web/components/game-patterns';
import { Button, buttonClass } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { ErrorAlert } from '@web/components/ui/error-alert';
import { GameStatusBadge } from '@web/components/ui/games-toolbar';
import { Icon } from '@web/components/ui/icons';
import { LoadingScreen } from '@web/components/ui/loading-screen';
import { PageHeader } from '@web/components/ui/page-header';
import { Panel } from '@web/components/ui/panel';
import { ApiError } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth';
import { useFormatters } from '@web/lib/format';
import { useGameHistory, useGameRecord } from '../api/game-record-api';
import {
  Fact,
  MoneyPanel,
  ReplayPanel,
  ResetsPanel,
  VerificationPanel,
} from './game-record-panels';
import { GameTimeline } from './game-timeline';
import { GameWinners } from '@web/components/game-winners';

function Summary({ record }: { record: GameRecord }) {
  const { t } = useTranslation();
  const { dateTime, money } = useFormatters();
  const { game } = record;
  return (
    <Panel title={t('gameRecord.summary')}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        <Fact label={t('gameRecord.outcome')} testId="record-outcome">
          {t(`gameRecord.ends.${game.end ?? 'running'}`)}
          {game.training && (
            <span className="mt-1 block">
              <TrainingBadge />
            </span>
          )}
        </Fact>
        <Fact label={t('gameRecord.winner')} testId="record-winner">
          {game.winner_card === null
            ? '—'
            : (game.winners.length > 1
                ? game.winners.map((w) => w.card_number)
                : [game.winner_card]
              )
                .map((card) => t('gameRecord.winnerCard', { card }))
                .join(', ')}
          {game.win_relied_on_manual_call && (
            <span
              data-testid="manual-win"
              className="mt-1 block w-fit rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-ink"
            >
              {t('gameRecord.manualWin')}
            </span>
          )}
        </Fact>
        <Fact label={t('gamesList.columns.shop')}>{game.shop_name ?? t('gamesList.noShop')}</Fact>
        <Fact label={t('gamesList.columns.cashier')}>{game.cashier_username}</Fact>
        <Fact label={t('gameRecord.mode')}>{t(`gameRecord.modes.${game.mode}`)}</Fact>
        <Fact label={t('gamesList.columns.cards')}>
          {game.cards.length}
          {!game.cards_named && (
            <span
              data-testid="cards-not-named"
              className="mt-1 block w-fit rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-ink"
            >
              {t('gameRecord.cardsNotNamed')}
            </span>
          )}
        </Fact>
        <Fact label={t('gameRecord.calls')}>
          {t('tv.calledCount', { count: game.called_count, max: game.ball_count })}
        </Fact>
        <Fact label={t('gameRecord.resetsUsed')} testId="record-resets">
          {game.reset_count}
        </Fact>
        <Fact label={t('gameRecord.started')}>{dateTime(game.created_at)}</Fact>
        <Fact label={t('gameRecord.ended')}>
          {game.completed_at ? dateTime(game.completed_at) : '—'}
        </Fact>
      </dl>
      <div className="mt-4 space-y-1.5">
        <h3 className="text-xs font-medium text-ink-muted">{t('winPatterns.plays')}</h3>
        <GamePatterns
          plan={game.plan}
          stage={game.stage}
          stagePrizes={game.stage_prizes.map((prize) => money(prize))}
          winners={game.winners}
          size="sm"
          testId="record-patterns"
        />
      </div>
    </Panel>
  );
}

/** A past or running game, recalled: what happened, when and by whom, its money and its proof. */
export function GameRecordPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params.gameId);
  const valid = Number.isInteger(id) && id > 0;
  const record = useGameRecord(valid ? id : 0);
  const history = useGameHistory(valid ? id : 0);
  const { user } = useAuth();
  // The cashier ends its game on the Play screen; its agent and the admin end it here.
  const overseer = user?.role === 'agent' || user?.role === 'admin';

  const title = t('gameRecord.title', { id: valid ? id : '' });
  const header = (
    <PageHeader
      title={title}
      subtitle={t('gameRecord.subtitle')}
      actions={
        <>
          {record.data && <GameStatusBadge status={record.data.game.status} />}
          {record.data && overseer && (
            <span className="flex flex-wrap gap-2 print:hidden">
              <GameEndActions game={record.data.game} />
            </span>
          )}
          <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
            {t('gameRecord.print')}
          </Button>
        </>
      }
    />
  );
  if (!valid || (record.error instanceof ApiError && record.error.status === 404))
    return (
      <div className="space-y-6">
        {header}
        <EmptyState icon="ball" title={t('gameRecord.notFound')}>
          <Link to="/" className={`${buttonClass('secondary')} mt-3`}>
            {t('nav.home')}
          </Link>
        </EmptyState>
      </div>
    );
  if (record.isPending) return <LoadingScreen />;
  if (record.isError)
    return (
      <div className="space-y-6">
        {header}
        <ErrorAlert
          message={t('gameRecord.loadError')}
          onRetry={() => void record.refetch()}
          retrying={record.isFetching}
        />
      </div>
    );
  const game = record.data.game;
  const mode = isGameMode(game.mode) ? game.mode : 'standard';
  return (
    <div className="space-y-6">
      {header}
      {game.status === 'active' && (
        <p className="flex items-center gap-2 text-sm text-ink-muted print:hidden">
          <Icon name="play" size={16} />
          {t('gameRecord.running')}{' '}
          <Link to={`/play?game=${game.id}`} className="font-semibold text-primary underline">
            {t('cashier.games.open')}
          </Link>
        </p>
      )}
      <Summary record={record.data} />
      <GameWinners game={record.data.game} />
      <div className="grid gap-6 lg:grid-cols-2">
        <MoneyPanel record={record.data} />
        <ReplayPanel record={record.data} />
        <ResetsPanel record={record.data} />
        <VerificationPanel record={record.data} />
      </div>
      <Panel title={t('gameRecord.timeline')}>
        {history.isPending ? (
          <LoadingScreen />
        ) : history.isError ? (
          <ErrorAlert
            message={t('gameRecord.loadError')}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : (
          <GameTimeline entries={history.data} mode={mode} />
        )}
      </Panel>
    </div>
  );
}
