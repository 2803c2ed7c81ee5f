import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isGameMode, letterFor, type GameMode } from '@core/bingo/modes';
import { JACKPOT_HAPPEN } from '@core/schemas/jackpots';
import type { Game } from '@core/schemas/games';
import { BrandMark } from '@web/components/ui/brand-mark';
import { Button, buttonClass } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { EmptyState } from '@web/components/ui/empty-state';
import { Icon } from '@web/components/ui/icons';
import { PreferencesBar } from '@web/components/preferences-bar';
import { ApiError } from '@web/lib/api-client';
import { readVoiceSettings, preloadVoices, speakBall, stopBallVoice } from '@web/lib/ball-voice';
import { readCurrentGameId } from '@web/lib/board-config';
import { cachedGameCards } from '@web/lib/card-sets';
import { useFormatters } from '@web/lib/format';
import { readGameSettings } from '@web/lib/game-settings';
import { IdempotencyKeys } from '@web/lib/idempotency';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { serverErrorText } from '@web/lib/validation';
import {
  gameKey,
  playApi,
  useGame,
  useGameCards,
  useGameStream,
  type CheckCardResponse,
} from '../api/play-api';
import {
  DEFAULT_JACKPOT_AMOUNT,
  isTypingTarget,
  moneyText,
  winRecordedMessage,
} from '../lib/caller-text';
import { winLabelKey } from '../lib/labels';
import { useDrawLoop } from '../lib/use-draw-loop';
import { BallDisplay } from './ball-display';
import { CallerBoard } from './caller-board';
import { CardView } from './card-view';
import { Celebration, type CelebrationInfo } from './celebration';
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
          <span className="hidden sm:inline">{t('pages.play.back')}</span>
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

type Dialog = 'check' | 'card' | 'reset' | null;

function Caller({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const { money } = useFormatters();
  const queryClient = useQueryClient();
  const query = useGame(id);
  useGameStream(id);
  const game = query.data;
  const mode: GameMode = game && isGameMode(game.mode) ? game.mode : 'standard';

  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [pendingMark, setPendingMark] = useState<number | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [checked, setChecked] = useState<{ result: CheckCardResponse } | null>(null);
  const [recorded, setRecorded] = useState(false);
  const [celebration, setCelebration] = useState<CelebrationInfo | null>(null);
  const gameCards = useGameCards(id, dialog === 'check');
  const winKeys = useRef(new IdempotencyKeys());
  const gameOverShown = useRef(false);

  const onGameOver = useCallback(() => {
    if (gameOverShown.current) return;
    gameOverShown.current = true;
    toast.info(t('callerMessages.gameOver'), { autoClose: MAIN_SCREEN_TOAST_MS });
  }, [t]);
  const timer = useDrawLoop(game, onGameOver);

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

  // Voices for the game's mode in the chosen language; again when the language changes.
  useEffect(() => {
    void preloadVoices(readVoiceSettings().language, mode);
  }, [mode, i18n.language]);
  useEffect(() => () => stopBallVoice(), []);

  const over = game?.state === 'over' || (game !== undefined && game.status !== 'active');
  useEffect(() => {
    if (game?.state === 'over' && game.status === 'active') onGameOver();
  }, [game?.state, game?.status, onGameOver]);

  const started = !!game && (game.state !== 'ready' || game.called_count > 0);
  const calling = game?.state === 'calling' && game.status === 'active';

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: gameKey(id) }),
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

  const reset = async () => {
    timer.current?.stop();
    stopBallVoice();
    setBusy('reset');
    try {
      await playApi.step(id, 'reset');
      gameOverShown.current = false;
      setDialog(null);
    } catch (error) {
      failed(error);
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
    const isCalled = game.called.some((call) => call.number === n);
    setPendingMark(n);
    try {
      const updated = await playApi.mark(id, n, !isCalled);
      queryClient.setQueryData<Game>(gameKey(id), updated);
    } catch (error) {
      failed(error);
      void refresh();
    } finally {
      setPendingMark(null);
    }
  };

  const openCheck = useCallback(() => {
    if (!started) return;
    setCheckError(null);
    setDialog('check');
  }, [started]);

  const check = async (cardNumber: number) => {
    if (!game) return;
    if (!game.cards.includes(cardNumber)) {
      toast.error(t('callerMessages.unselected'), { autoClose: MAIN_SCREEN_TOAST_MS });
      return;
    }
    setBusy('check');
    setCheckError(null);
    try {
      const result = await playApi.check(id, cardNumber);
      setChecked({ result });
      setRecorded(false);
      setDialog('card');
      if (!result.is_winner)
        toast.error(t('callerMessages.noBingo'), { autoClose: MAIN_SCREEN_TOAST_MS });
    } catch (error) {
      const message =
        error instanceof ApiError && error.code === 'unselected_number'
          ? t('callerMessages.unselected')
          : serverErrorText(error, t('caller.actionFailed'));
      setCheckError(message);
      toast.error(message, { autoClose: MAIN_SCREEN_TOAST_MS });
    } finally {
      setBusy(null);
    }
  };

  const recordWin = async () => {
    if (!game || !checked) return;
    const { result } = checked;
    const body = {
      game_id: id,
      card_number: result.card_number,
      winner: String(result.card_number),
      players: game.cards.length,
      status: 'completed' as const,
      is_active: false as const,
    };
    timer.current?.stop();
    setBusy('record');
    try {
      const answer = await playApi.recordWin(body, winKeys.current.keyFor(body));
      winKeys.current.settle();
      let bonus: number | null =
        answer.jackpot_amount && answer.jackpot_amount > 0 ? answer.jackpot_amount : null;
      let jackpotMessage: string | null = null;
      if (bonus === null) {
        try {
          const happen = await playApi.jackpotHappen(answer.game_id);
          if (happen.status === JACKPOT_HAPPEN) {
            bonus = happen.amount ?? DEFAULT_JACKPOT_AMOUNT;
            jackpotMessage = happen.message ?? null;
          }
        } catch (error) {
          // SPEC section 8: if the jackpot check fails the win is still celebrated normally.
          console.warn('Jackpot check failed', error);
        }
      }
      const type = answer.win_type ?? result.win_type ?? 'bingo';
      const winner = t(winLabelKey(type));
      const amount = answer.win_amount ?? game.win_amount;
      toast.success(
        winRecordedMessage(
          { winner, amount, gameId: answer.game_id, bonus },
          (values) => t('callerMessages.recorded', values),
          (values) => t('callerMessages.jackpotBonus', values),
        ),
        { autoClose: 8000 },
      );
      setRecorded(true);
      setDialog(null);
      stopBallVoice();
      setCelebration({
        winner,
        cardNumber: result.card_number,
        amount: moneyText(amount),
        jackpot: bonus !== null ? { amount: moneyText(bonus), message: jackpotMessage } : null,
      });
      void refresh();
      void queryClient.invalidateQueries({ queryKey: ['/games/my_games/'] });
    } catch (error) {
      winKeys.current.settle(error);
      console.warn('Recording the win failed', error);
      toast.error(t('callerMessages.recordFailed'), { autoClose: MAIN_SCREEN_TOAST_MS });
    } finally {
      setBusy(null);
    }
  };

  // Keyboard: Space starts or pauses, C opens Check Bingo (never while typing or in a dialog).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (dialog !== null || celebration !== null || isTypingTarget(event.target)) return;
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
  }, [dialog, celebration, calling, pause, start, openCheck]);

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

  const statusKey = over
    ? 'caller.statusOver'
    : game.state === 'calling'
      ? 'caller.statusCalling'
      : game.state === 'paused'
        ? 'caller.statusPaused'
        : 'caller.statusReady';
  const lastLetter = last ? last.letter || letterFor(last.number, mode) : null;

  return (
    <main className="flex flex-1 flex-col gap-3 p-3 sm:p-4 lg:max-h-[calc(100dvh-3.5rem)] lg:min-h-[34rem] lg:flex-row lg:gap-5 lg:p-5">
      <h1 className="sr-only">{t('pages.play.title')}</h1>
      <aside className="flex flex-col gap-3 lg:w-[clamp(16rem,24vw,21rem)] lg:shrink-0">
        <div className="flex items-center gap-4 rounded-2xl border border-line bg-surface p-3 shadow-sm lg:flex-col lg:gap-3 lg:p-4">
          <BallDisplay number={last?.number ?? null} letter={lastLetter} />
          <div className="flex min-w-0 flex-1 flex-col gap-1 lg:items-center lg:text-center">
            <p className="text-sm text-ink-muted">{t('caller.calledLabel')}</p>
            <p className="text-3xl font-black tabular-nums" data-testid="called-count">
              <span>{game.called_count}</span>{' '}
              <span className="text-base font-semibold text-ink-muted">
                {t('caller.outOf', { max: game.max_number })}
              </span>
            </p>
            <p
              data-testid="caller-status"
              data-state={over ? 'over' : game.state}
              className={`inline-flex w-fit items-center gap-2 rounded-full px-3 py-1 text-sm font-bold ${
                over
                  ? 'bg-danger-soft text-danger'
                  : calling
                    ? 'bg-success-soft text-success'
                    : game.state === 'paused'
                      ? 'bg-primary-soft text-ink'
                      : 'bg-surface-muted text-ink'
              }`}
            >
              {calling && (
                <span
                  className="h-2 w-2 rounded-full bg-success motion-safe:animate-pulse"
                  aria-hidden="true"
                />
              )}
              {t(statusKey)}
            </p>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2">
          {calling ? (
            <Button
              variant="secondary"
              onClick={() => void pause()}
              busy={busy === 'pause'}
              className="h-12 text-base"
            >
              <Icon name="pause" size={18} />
              {t('caller.pause')}
            </Button>
          ) : (
            <Button
              onClick={() => void start()}
              disabled={over || busy !== null}
              busy={busy === 'resume'}
              className="h-12 text-base"
            >
              <Icon name="play" size={18} />
              {t(game.state === 'paused' ? 'caller.resume' : 'caller.start')}
            </Button>
          )}
          <Button
            variant="secondary"
            onClick={openCheck}
            disabled={!started || game.status !== 'active'}
            className="h-12 text-base"
          >
            <Icon name="check" size={18} />
            {t('caller.checkBingo')}
          </Button>
          <Button
            variant="dangerGhost"
            onClick={() => setDialog('reset')}
            disabled={game.status !== 'active' || game.called_count === 0 || busy !== null}
            className="col-span-2 h-10 border border-line"
          >
            {t('caller.reset')}
          </Button>
        </div>
        <dl className="grid grid-cols-2 gap-2">
          <div className="rounded-xl border border-line bg-surface p-3 shadow-xs">
            <dt className="text-xs font-medium text-ink-muted">{t('caller.totalWinAmount')}</dt>
            <dd className="text-xl font-black tabular-nums" data-testid="win-amount">
              ${money(game.win_amount)}
            </dd>
          </div>
          <div className="rounded-xl border border-line bg-surface p-3 shadow-xs">
            <dt className="text-xs font-medium text-ink-muted">{t('caller.selectedCards')}</dt>
            <dd className="text-xl font-black tabular-nums" data-testid="cards-count">
              {game.cards.length}
            </dd>
          </div>
        </dl>
        <p className="hidden text-xs text-ink-muted lg:block">{t('caller.shortcuts')}</p>
      </aside>
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

      {dialog === 'check' && (
        <CheckDialog
          cards={game.cards}
          gameCards={gameCards.data ?? (gameCards.isError ? cachedGameCards(game) : null)}
          busy={busy === 'check'}
          error={checkError}
          onCheck={(n) => void check(n)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'card' && checked && (
        <CardView
          result={checked.result}
          onClose={() => setDialog(null)}
          onRecord={() => void recordWin()}
          recording={busy === 'record'}
          recorded={recorded || game.status !== 'active'}
        />
      )}
      {dialog === 'reset' && (
        <ConfirmDialog
          title={t('caller.resetTitle')}
          message={t('caller.resetMessage')}
          confirmLabel={t('caller.reset')}
          busy={busy === 'reset'}
          onConfirm={() => void reset()}
          onCancel={() => setDialog(null)}
        />
      )}
      {celebration && <Celebration info={celebration} onDone={() => setCelebration(null)} />}
    </main>
  );
}
