import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isGameMode, type GameMode } from '@core/bingo/modes';
import type { Game } from '@core/schemas/games';
import { EndGameDialog } from '@web/components/end-game-dialog';
import { ReasonDialog } from '@web/components/reason-dialog';
import { BrandMark } from '@web/components/ui/brand-mark';
import { Button, buttonClass } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Icon } from '@web/components/ui/icons';
import { PreferencesBar } from '@web/components/preferences-bar';
import { ApiError } from '@web/lib/api-client';
import { readVoiceSettings, preloadVoices, speakBall, stopBallVoice } from '@web/lib/ball-voice';
import { readCurrentGameId } from '@web/lib/board-config';
import { cachedGameCards } from '@web/lib/cards/card-sets';
import { readGameSettings } from '@web/lib/game-settings';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { serverErrorText } from '@web/lib/validation';
import { playApi, useGame, useGameCards, useGameStream } from '../api/play-api';
import { isTypingTarget } from '../lib/caller-text';
import { useClaims } from '../lib/use-claims';
import { useDrawLoop } from '../lib/use-draw-loop';
import { usePauseOnLeave } from '../lib/use-pause-on-leave';
import { CallerBoard } from './caller-board';
import { CallerExtras, CallerPanel, type CallerAction } from './caller-panel';
import { CardView } from './card-view';
import { Celebration } from './celebration';
import { CheckDialog } from './check-dialog';

function gameIdFrom(param: string | null): number | null {
  if (param && /^\d{1,10}$/.test(param)) return Number(param);
  return readCurrentGameId();
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
        <div className="ml-auto">
          <PreferencesBar />
        </div>
      </header>
      {id === null ? <NoGame /> : <Caller key={id} id={id} />}
    </div>
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

type Dialog = 'check' | 'card' | 'reset' | 'cancel' | 'close' | null;

function Caller({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const query = useGame(id);
  useGameStream(id);
  const game = query.data;
  const mode: GameMode = game && isGameMode(game.mode) ? game.mode : 'standard';

  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [pendingMark, setPendingMark] = useState<number | null>(null);
  const [resetError, setResetError] = useState<string | null>(null);
  const gameCards = useGameCards(id, dialog === 'check');
  const gameOverShown = useRef(false);

  const onGameOver = useCallback(() => {
    if (gameOverShown.current) return;
    gameOverShown.current = true;
    toast.info(t('callerMessages.gameOver'), { autoClose: MAIN_SCREEN_TOAST_MS });
  }, [t]);
  const timer = useDrawLoop(game, onGameOver);
  const claims = useClaims(id, game, timer, stopBallVoice);

  // A new ball is spoken (not awaited); the first load only remembers where the game is.
  const lastSpoken = useRef<number | null | undefined>(undefined);
  const last = game?.called.at(-1) ?? null;
  useEffect(() => {
    if (!game) return;
    const number = last?.number ?? null;
    if (lastSpoken.current === undefined) {
      lastSpoken.current = number;
      return;
    }
    if (number === lastSpoken.current) return;
    lastSpoken.current = number;
    if (last && !last.manual && game.state !== 'paused') void speakBall(last.number, mode);
  }, [game, last, mode]);

  // Voices for the game's mode in the chosen language, once the mode is known (none before: a
  // quick or marathon game would fetch standard clips it never plays); again on a language change.
  const knownMode = game && isGameMode(game.mode) ? game.mode : null;
  useEffect(() => {
    if (knownMode) void preloadVoices(readVoiceSettings().language, knownMode);
  }, [knownMode, i18n.language]);
  useEffect(() => () => stopBallVoice(), []);

  const over = game?.state === 'over' || (game !== undefined && game.status !== 'active');
  useEffect(() => {
    if (game?.state === 'over' && game.status === 'active') onGameOver();
  }, [game?.state, game?.status, onGameOver]);

  const started = !!game && (game.state !== 'ready' || game.called_count > 0);
  const calling = game?.state === 'calling' && game.status === 'active';
  usePauseOnLeave(id, calling);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.game(id) }),
    [queryClient, id],
  );
  const failed = useCallback(
    (error: unknown) => {
      toast.error(serverErrorText(error, t('caller.actionFailed')), {
        autoClose: MAIN_SCREEN_TOAST_MS,
      });
    },
    [t],
  );

  const start = useCallback(async () => {
    if (!game || over) return;
    if (game.state === 'paused') {
      setBusy('resume');
      try {
        await playApi.step(id, 'resume');
      } catch (error) {
        failed(error);
      } finally {
        setBusy(null);
        void refresh();
      }
      return;
    }
    timer.current?.drawNow();
  }, [game, over, id, failed, refresh, timer]);

  const pause = useCallback(async () => {
    if (!calling) return;
    timer.current?.stop();
    stopBallVoice();
    setBusy('pause');
    try {
      await playApi.step(id, 'pause');
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
      void refresh();
    }
  }, [calling, id, failed, refresh, timer]);

  const reset = async (reason: string) => {
    timer.current?.stop();
    stopBallVoice();
    setBusy('reset');
    setResetError(null);
    try {
      queryClient.setQueryData<Game>(queryKeys.game(id), await playApi.reset(id, reason));
      gameOverShown.current = false;
      setDialog(null);
    } catch (error) {
      setResetError(serverErrorText(error, t('caller.actionFailed')));
    } finally {
      setBusy(null);
      void refresh();
    }
  };

  // Auto Start: calling begins on open when the setting is on and the game is ready.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoStarted.current || !game) return;
    autoStarted.current = true;
    if (readGameSettings().autoStart && game.state === 'ready' && game.status === 'active')
      timer.current?.drawNow();
  }, [game, timer]);

  const toggleNumber = async (n: number) => {
    if (!game || game.status !== 'active') return;
    const call = game.called.find((c) => c.number === n);
    // Only a number called by hand can be uncalled: a drawn ball stays drawn.
    if (call && !call.manual) {
      toast.info(t('apiErrors.drawn_ball'), { autoClose: MAIN_SCREEN_TOAST_MS });
      return;
    }
    setPendingMark(n);
    try {
      const updated = await playApi.mark(id, n, !call);
      queryClient.setQueryData<Game>(queryKeys.game(id), updated);
    } catch (error) {
      failed(error);
      void refresh();
    } finally {
      setPendingMark(null);
    }
  };

  const openCheck = useCallback(() => {
    if (!started) return;
    claims.setCheckError(null);
    setDialog('check');
  }, [started, claims]);

  const onAction = (action: CallerAction) => {
    if (action === 'start') void start();
    else if (action === 'pause') void pause();
    else if (action === 'check') openCheck();
    else {
      setResetError(null);
      setDialog(action);
    }
  };

  // Keyboard: Space starts or pauses, C opens Check Bingo (never while typing or in a dialog).
  const celebrating = claims.celebration !== null;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialog !== null || celebrating || isTypingTarget(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === ' ' || event.code === 'Space') {
        if ((event.target as HTMLElement | null)?.tagName === 'BUTTON') return;
        event.preventDefault();
        if (calling) void pause();
        else void start();
      } else if (event.key === 'c' || event.key === 'C') {
        event.preventDefault();
        openCheck();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dialog, celebrating, calling, pause, start, openCheck]);

  const calledSet = useMemo(() => new Set(game?.called.map((call) => call.number)), [game]);

  if (query.isPending) {
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
      <CallerPanel game={game} mode={mode} busy={busy ?? claims.busy} onAction={onAction} />
      <div className="min-w-0 flex-1 lg:flex lg:flex-col">
        <CallerBoard
          mode={mode}
          called={calledSet}
          lastNumber={last?.number ?? null}
          disabled={game.status !== 'active'}
          pending={pendingMark}
          onToggle={(n) => void toggleNumber(n)}
        />
      </div>
      <CallerExtras game={game} mode={mode} className="flex lg:hidden" />

      {dialog === 'check' && (
        <CheckDialog
          cards={game.cards}
          gameCards={gameCards.data ?? (gameCards.isError ? cachedGameCards(game) : null)}
          busy={claims.busy === 'check'}
          error={claims.checkError}
          onCheck={(n) => void claims.check(n).then((ok) => ok && setDialog('card'))}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'card' && checked && (
        <CardView
          result={checked.result}
          onClose={() => setDialog(null)}
          onRecord={() => void claims.recordWin().then((ok) => ok && setDialog(null))}
          onBlock={
            game.status === 'active' && !game.blocked_cards.includes(checked.result.card_number)
              ? () => void claims.block()
              : undefined
          }
          busy={claims.busy}
          recorded={claims.recorded || game.status !== 'active'}
        />
      )}
      {dialog === 'reset' && (
        <ReasonDialog
          title={t('caller.resetTitle')}
          message={`${t('caller.resetMessage')} ${
            game.resets_left === null ? '' : t('lifecycle.resetsLeft', { count: game.resets_left })
          }`}
          confirmLabel={t('caller.reset')}
          required
          busy={busy === 'reset'}
          error={resetError}
          onConfirm={(reason) => void reset(reason)}
          onCancel={() => setDialog(null)}
        />
      )}
      {(dialog === 'cancel' || dialog === 'close') && (
        <EndGameDialog
          game={game}
          kind={dialog}
          onClose={() => setDialog(null)}
          onEnded={() => void refresh()}
        />
      )}
      {claims.celebration && (
        <Celebration info={claims.celebration} onDone={claims.endCelebration} />
      )}
    </main>
  );
}
