import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { isGameMode, type GameMode } from '@core/bingo/modes';
import { ballsInPlay } from '@core/bingo/patterns/game-patterns';
import { GamePatterns } from '@web/components/game-patterns';
import { BrandMark } from '@web/components/ui/brand-mark';
import { Button, buttonClass } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Icon } from '@web/components/ui/icons';
import { ConnectionNotice } from '@web/components/connection-notice';
import { HallStatusBar } from '@web/components/hall-status';
import { PreferencesBar } from '@web/components/preferences-bar';
import { RunningGameNotice } from '@web/components/running-game-notice';
import { TrainingBanner } from '@web/components/training-mark';
import { ApiError } from '@web/lib/api-client';
import { stopBallVoice } from '@web/lib/ball-voice';
import { useAuth } from '@web/lib/auth';
import { cachedGameCards } from '@web/lib/cards/card-sets';
import { useConnection } from '@web/lib/connection';
import { useFormatters } from '@web/lib/format';
import { queryKeys } from '@web/lib/query-keys';
import { useRunningGames } from '@web/lib/running-games';
import { useHoldAppUpdate } from '@web/lib/service-worker';
import { useMediaQuery, WIDE_QUERY } from '@web/lib/use-media-query';
import { whenIdle } from '@web/lib/when-idle';
import { useGame, useGameCards, useGameStream } from '../api/play-api';
import { useCallerActions } from '../lib/use-caller-actions';
import { useCallerKeys } from '../lib/use-caller-keys';
import { useCallerVoice } from '../lib/use-caller-voice';
import { useClaims } from '../lib/use-claims';
import { CallerBoard } from './caller-board';
import {
  CardView,
  Celebration,
  CheckDialog,
  EndGameDialog,
  PairTvDialog,
  prefetchCallerDialogs,
  ReasonDialog,
} from './caller-dialogs';
import { CallerExtras, CallerPanel, type CallerAction } from './caller-panel';
import { ClaimsQueue } from './claims-queue';

function gameIdFrom(param: string | null): number | null {
  return param && /^\d{1,10}$/.test(param) ? Number(param) : null;
}

/** The caller screen (/play): full screen, outside the sidebar layout. */
export function PlayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = gameIdFrom(params.get('game'));
  return (
    <div className="flex min-h-dvh flex-col bg-page text-ink">
      <title>{`${t('pages.play.title')} · ${t('app.brand')}`}</title>
      <header className="flex h-14 shrink-0 items-center gap-3 border-b border-line bg-surface px-3 sm:px-5">
        <Link
          to="/selection"
          className="inline-flex h-10 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-medium hover:bg-surface-muted"
        >
          <Icon name="arrowLeft" size={18} />
          <span className="sr-only sm:not-sr-only">{t('pages.play.back')}</span>
        </Link>
        <span
          className="hidden items-center gap-2 font-bold tracking-tight md:flex"
          aria-hidden="true"
        >
          <BrandMark size={26} />
          {t('app.brand')}
        </span>
        <div className="ml-auto flex items-center gap-2">
          <OfflineNotice />
          <PreferencesBar />
        </div>
      </header>
      <HallStatusBar />
      {id === null ? <RunningGame /> : <Caller key={id} id={id} />}
    </div>
  );
}

function OfflineNotice() {
  const { online } = useConnection();
  return online ? null : <ConnectionNotice />;
}

/**
 * /play without a game (Play Game in the sidebar): the cashier's running game as the server has
 * it, on any till (decision 029); with several shops running, the cashier chooses.
 */
function RunningGame() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const running = useRunningGames(user?.role === 'cashier');
  if (user?.role !== 'cashier') return <NoGame />;
  if (running.isPending)
    return (
      <main className="flex flex-1 items-center justify-center text-ink-muted" aria-busy="true">
        {t('app.loading')}
      </main>
    );
  if (running.isError)
    return (
      <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 px-4">
        <p role="alert" className="text-danger">
          {t('caller.loadError')}
        </p>
        <Button onClick={() => void running.refetch()}>{t('common.retry')}</Button>
      </main>
    );
  const games = running.data;
  if (games.length === 0) return <NoGame />;
  if (games.length === 1) return <Navigate replace to={`/play?game=${games[0]!.game_id}`} />;
  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-4 px-4 py-10">
      <h1 className="text-xl font-semibold tracking-tight">{t('runningGame.chooseTitle')}</h1>
      <p className="text-ink-muted">{t('runningGame.chooseMessage')}</p>
      {games.map((game) => (
        <RunningGameNotice key={game.game_id} game={game} why={false} />
      ))}
    </main>
  );
}

function NoGame() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col justify-center px-4 py-10">
      <h1 className="sr-only">{t('pages.play.title')}</h1>
      <EmptyState icon="ball" title={t('caller.noGameTitle')}>
        <p>{t('caller.noGameMessage')}</p>
        <Link to="/selection" className={`${buttonClass('primary')} mt-4`}>
          {t('caller.goToBoard')}
        </Link>
      </EmptyState>
    </main>
  );
}

type Dialog = 'check' | 'card' | 'reset' | 'cancel' | 'close' | 'tv' | null;

function Caller({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useGame(id);
  useGameStream(id);
  const { online, epoch } = useConnection(true);
  const queryClient = useQueryClient();
  // Back online: the game as the server has it (the stream's snapshot brings the same).
  useEffect(() => {
    if (epoch > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.game(id) });
  }, [epoch, id, queryClient]);
  // The game as rendered: a new game state (the first load, each draw) first renders nothing new
  // at once, then the screen in a background render that yields to the browser every few
  // milliseconds. The query's own update is synchronous: the whole screen rendered as one task
  // of 0.1-0.3 s on a slow device at load.
  const game = useDeferredValue(query.data);
  const mode: GameMode = game && isGameMode(game.mode) ? game.mode : 'standard';
  const { money } = useFormatters();
  const plan = game?.plan;
  const inPlay = useMemo(() => (plan ? new Set(ballsInPlay(plan, mode)) : undefined), [plan, mode]);

  const [dialog, setDialog] = useState<Dialog>(null);
  useEffect(() => whenIdle(prefetchCallerDialogs, 5000), []);
  const gameCards = useGameCards(id, dialog === 'check');
  const actions = useCallerActions(id, game);
  const claims = useClaims(id, game, actions.timer, stopBallVoice);
  useCallerVoice(game, mode);
  // A new build never reloads the caller mid-game: it waits until the caller is left.
  useHoldAppUpdate();

  const { started } = actions;
  const openCheck = useCallback(() => {
    if (!started) return;
    claims.setCheckError(null);
    setDialog('check');
  }, [started, claims]);

  const onAction = (action: CallerAction) => {
    if (action === 'start') void actions.start();
    else if (action === 'pause') void actions.pause();
    else if (action === 'check') openCheck();
    else if (action === 'take') void actions.takeControl();
    else {
      actions.clearResetError();
      setDialog(action);
    }
  };

  useCallerKeys({
    active: dialog === null && claims.celebration === null,
    following: actions.following,
    calling: actions.calling,
    start: actions.start,
    pause: actions.pause,
    check: openCheck,
  });

  const calledByNumber = useMemo(
    () => new Map(game?.called.map((call) => [call.number, call])),
    [game],
  );
  // Hand call mode (issue 20): off on every open, so a stray click on the board calls nothing.
  const [handMode, setHandMode] = useState(false);
  const wide = useMediaQuery(WIDE_QUERY);

  if (query.isPending || (!game && query.data)) {
    return (
      <main className="flex flex-1 items-center justify-center text-ink-muted" aria-busy="true">
        {t('app.loading')}
      </main>
    );
  }
  if (!game) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return notFound ? (
      <NoGame />
    ) : (
      <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-3 px-4">
        <p role="alert" className="text-danger">
          {t('caller.loadError')}
        </p>
        <Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>
      </main>
    );
  }

  const checked = claims.checked;
  return (
    <main className="flex flex-1 flex-col gap-3 p-3 sm:p-4 lg:max-h-[calc(100dvh-3.5rem)] lg:min-h-[34rem] lg:flex-row lg:gap-5 lg:p-5">
      <h1 className="sr-only">{t('pages.play.title')}</h1>
      <CallerPanel
        game={game}
        mode={mode}
        busy={actions.busy ?? claims.busy}
        online={online}
        following={actions.following}
        onAction={onAction}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        {game.training && <TrainingBanner />}
        <ClaimsQueue
          game={game}
          busy={claims.busy !== null}
          // A check that failed opens the Check dialog, which says why.
          onCheck={(n) => void claims.check(n).then((ok) => setDialog(ok ? 'card' : 'check'))}
        />
        <section
          aria-label={t('winPatterns.plays')}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-2xl border border-line bg-surface px-3 py-2 shadow-sm"
        >
          <h2 className="text-sm font-semibold text-ink-muted">{t('winPatterns.plays')}</h2>
          <GamePatterns
            plan={game.plan}
            stage={game.stage}
            stagePrizes={game.stage_prizes.map((prize) => money(prize))}
            winners={game.winners}
            size="sm"
            testId="caller-patterns"
          />
        </section>
        <div className="min-h-0 lg:flex-1">
          <CallerBoard
            mode={mode}
            called={calledByNumber}
            lastNumber={game.called.at(-1)?.number ?? null}
            disabled={game.status !== 'active'}
            pending={actions.pendingMark}
            handMode={handMode}
            onHandModeChange={setHandMode}
            onToggle={(n) => void actions.mark(n)}
            inPlay={inPlay}
          />
        </div>
      </div>
      {!wide && <CallerExtras game={game} mode={mode} className="flex lg:hidden" />}

      <Suspense fallback={null}>
        {dialog === 'check' && (
          <CheckDialog
            cards={game.cards}
            gameCards={gameCards.data ?? (gameCards.isError ? cachedGameCards(game) : null)}
            busy={claims.busy === 'check'}
            error={claims.checkError}
            onCheck={(n) => void claims.check(n).then((ok) => ok && setDialog('card'))}
            onClose={() => setDialog(null)}
            training={game.training}
          />
        )}
        {dialog === 'card' && checked && (
          <CardView
            training={game.training}
            result={checked.result}
            onClose={() => setDialog(null)}
            onRecord={() => void claims.recordWin().then((ok) => ok && setDialog(null))}
            onBlock={
              game.status === 'active' && !game.blocked_cards.includes(checked.result.card_number)
                ? () => void claims.block()
                : undefined
            }
            busy={claims.busy}
            recorded={
              claims.recorded ||
              // A card may win each stage once (decision 046): recorded for the stage judged.
              game.winners.some(
                (w) =>
                  w.card_number === checked.result.card_number && w.stage === checked.result.stage,
              ) ||
              (game.status !== 'active' && !game.extra_claims_open)
            }
          />
        )}
        {dialog === 'reset' && (
          <ReasonDialog
            title={t('caller.resetTitle')}
            message={`${t('caller.resetMessage')} ${
              game.resets_left === null
                ? ''
                : t('lifecycle.resetsLeft', { count: game.resets_left })
            }`}
            confirmLabel={t('caller.reset')}
            required
            busy={actions.busy === 'reset'}
            error={actions.resetError}
            onConfirm={(reason) => void actions.reset(reason).then((ok) => ok && setDialog(null))}
            onCancel={() => setDialog(null)}
          />
        )}
        {(dialog === 'cancel' || dialog === 'close') && (
          <EndGameDialog
            game={game}
            kind={dialog}
            onClose={() => setDialog(null)}
            onEnded={() => void actions.refresh()}
          />
        )}
        {dialog === 'tv' && game.shop_id !== null && (
          <PairTvDialog shopId={game.shop_id} onClose={() => setDialog(null)} />
        )}
        {claims.celebration && (
          <Celebration info={claims.celebration} onDone={claims.endCelebration} />
        )}
      </Suspense>
    </main>
  );
}
