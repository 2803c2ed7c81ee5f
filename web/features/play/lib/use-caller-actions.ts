import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Game } from '@core/schemas/games';
import { stopBallVoice } from '@web/lib/ball-voice';
import { readGameSettings } from '@web/lib/game-settings';
import { MAIN_SCREEN_TOAST_MS, toast } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { serverErrorText } from '@web/lib/validation';
import { playApi } from '../api/play-api';
import { useCallerRole } from './use-caller-role';
import { useDrawLoop } from './use-draw-loop';
import { usePauseOnLeave } from './use-pause-on-leave';

export type CallerBusy = 'resume' | 'pause' | 'reset' | 'take';

/**
 * What the caller's own buttons do: Start (or Resume), Pause, Reset with a reason and a number
 * marked by hand; behind them the draw loop, Auto Start, the game-over notice and the pause when
 * the caller is left while it calls.
 */
export function useCallerActions(id: number, game: Game | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<CallerBusy | null>(null);
  const [pendingMark, setPendingMark] = useState<number | null>(null);
  const [resetError, setResetError] = useState<string | null>(null);
  const gameOverShown = useRef(false);

  const onGameOver = useCallback(() => {
    if (gameOverShown.current) return;
    gameOverShown.current = true;
    toast.info(t('callerMessages.gameOver'), { autoClose: MAIN_SCREEN_TOAST_MS });
  }, [t]);
  const role = useCallerRole(game);
  const { till, following } = role;
  const timer = useDrawLoop(game, onGameOver, role);

  const over = game?.state === 'over' || (game !== undefined && game.status !== 'active');
  useEffect(() => {
    if (game?.state === 'over' && game.status === 'active') onGameOver();
  }, [game?.state, game?.status, onGameOver]);

  const started = !!game && (game.state !== 'ready' || game.called_count > 0);
  const calling = game?.state === 'calling' && game.status === 'active';
  // Only the till that calls pauses when it is left: a following till leaving stops nothing.
  usePauseOnLeave(id, calling && !following, till);

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

  /** A step the server takes (resume, pause): a failure is toasted; the server's game is reread. */
  const step = useCallback(
    async (which: 'resume' | 'pause') => {
      setBusy(which);
      try {
        await playApi.step(id, which, till);
      } catch (error) {
        failed(error);
      } finally {
        setBusy(null);
        void refresh();
      }
    },
    [id, till, failed, refresh],
  );

  /** Take control: this till draws from now on; the other one follows (decision 051). */
  const takeControl = useCallback(async (): Promise<boolean> => {
    setBusy('take');
    try {
      queryClient.setQueryData<Game>(queryKeys.game(id), await playApi.takeControl(id, till));
      return true;
    } catch (error) {
      failed(error);
      return false;
    } finally {
      setBusy(null);
      void refresh();
    }
  }, [id, till, queryClient, failed, refresh]);

  const start = useCallback(async () => {
    if (!game || over) return;
    // A resume from any till takes the caller to it.
    if (game.state === 'paused') return step('resume');
    if (following && !(await takeControl())) return;
    timer.current?.drawNow();
  }, [game, over, step, timer, following, takeControl]);

  const pause = useCallback(async () => {
    if (!calling) return;
    timer.current?.stop();
    stopBallVoice();
    await step('pause');
  }, [calling, step, timer]);

  /** True once the server has reset the game; its refusal stays in `resetError`. */
  const reset = async (reason: string): Promise<boolean> => {
    timer.current?.stop();
    stopBallVoice();
    setBusy('reset');
    setResetError(null);
    try {
      queryClient.setQueryData<Game>(queryKeys.game(id), await playApi.reset(id, reason));
      gameOverShown.current = false;
      return true;
    } catch (error) {
      setResetError(serverErrorText(error, t('caller.actionFailed')));
      return false;
    } finally {
      setBusy(null);
      void refresh();
    }
  };

  // Auto Start: calling begins on open when the game's setting (the browser's for an older game)
  // is on and the game is ready.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (autoStarted.current || !game) return;
    autoStarted.current = true;
    const autoStart = game.auto_start ?? readGameSettings().autoStart;
    if (autoStart && game.state === 'ready' && game.status === 'active') timer.current?.drawNow();
  }, [game, timer]);

  const mark = async (n: number) => {
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

  return {
    timer,
    busy,
    pendingMark,
    resetError,
    clearResetError: () => setResetError(null),
    started,
    calling,
    following,
    takeControl,
    refresh,
    start,
    pause,
    reset,
    mark,
  };
}
