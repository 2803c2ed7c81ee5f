import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type RefObject } from 'react';
import type { Game } from '@core/schemas/games';
import { ApiError } from '@web/lib/api-client';
import { callerLapseMs } from '@core/bingo/caller-hold';
import { callerIntervalSeconds } from '@web/lib/game-settings';
import { queryKeys } from '@web/lib/query-keys';
import { applyDraw, playApi } from '../api/play-api';
import { DrawTimer } from './draw-timer';

/** A following till stands by a second past the lapse, so the server agrees it has lapsed. */
const STANDBY_MARGIN_MS = 1000;

/**
 * Drives draws while the server says the game is calling. Returns the timer so Start can draw at
 * once and Pause can stop it before the server answers. While another till holds the caller
 * (`following`, decision 051) it only stands by: it draws once the holder has been silent past
 * the lapse, so a till that went away never freezes the game.
 */
export function useDrawLoop(
  game: Game | undefined,
  onGameOver: () => void,
  role: { till: string; following: boolean },
): RefObject<DrawTimer | null> {
  const queryClient = useQueryClient();
  const timerRef = useRef<DrawTimer | null>(null);
  const gameOverRef = useRef(onGameOver);
  useEffect(() => {
    gameOverRef.current = onGameOver;
  }, [onGameOver]);
  const id = game?.id ?? null;
  // The game's own interval (decision 028), so every till calls at the shop's pace; a game from
  // before keeps SPEC's browser rule.
  const gameInterval = game?.call_interval ?? null;
  const intervalRef = useRef(gameInterval);
  const { till, following } = role;
  const followingRef = useRef(following);
  useEffect(() => {
    intervalRef.current = gameInterval;
  }, [gameInterval]);

  useEffect(() => {
    if (id === null) return;
    const timer = new DrawTimer({
      draw: async (expected) => {
        try {
          const draw = await playApi.draw(id, expected, till);
          applyDraw(queryClient, id, draw);
          return draw.called_count;
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            if (error.code === 'game_over') gameOverRef.current();
            // "Already drawn", paused or taken elsewhere: the server's game says what happened.
            void queryClient.invalidateQueries({ queryKey: queryKeys.game(id) });
            return null;
          }
          console.warn('Draw failed; trying again after the interval', error);
          void queryClient.invalidateQueries({ queryKey: queryKeys.game(id) });
          return null;
        }
      },
      intervalMs: () =>
        followingRef.current
          ? callerLapseMs(intervalRef.current) + STANDBY_MARGIN_MS
          : (intervalRef.current ?? callerIntervalSeconds()) * 1000,
      now: () => Date.now(),
      setTimeout: (callback, ms) => window.setTimeout(callback, ms),
      clearTimeout: (handle) => window.clearTimeout(handle as number),
    });
    timerRef.current = timer;
    const onVisible = () => {
      if (document.visibilityState === 'visible') timer.wake();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      timer.dispose();
      timerRef.current = null;
    };
  }, [id, queryClient, till]);

  // The caller moved to or from this till: the wait starts again from now, at the new pace.
  useEffect(() => {
    if (followingRef.current === following) return;
    followingRef.current = following;
    timerRef.current?.restart();
  }, [following]);

  const calling = game?.state === 'calling' && game.status === 'active';
  const count = game?.called_count ?? 0;
  useEffect(() => {
    timerRef.current?.sync(calling, count);
  }, [calling, count]);

  return timerRef;
}
