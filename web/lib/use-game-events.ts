import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { GAME_EVENT_TYPES } from '@core/bingo/game-events';
import type { Game } from '@core/schemas/games';
import { ApiError, API_BASE, api, ensureFreshAccessToken } from './api-client';
import { connectionState, reportReachable, subscribe } from './connection';
import {
  gameEventsReducer,
  initialGameEventsState,
  type GameEvent,
  type GameEventsState,
} from './game-events';

/** Waits between reopenings of a failed stream: 1 s doubling to 10 s. */
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 10_000;

export interface GameEventsResult {
  game: Game | null;
  lastEvent: GameEvent | null;
  latest: GameEventsState['latest'];
  /** The stream is open (false while connecting or reconnecting). */
  connected: boolean;
  /** The game does not exist or is not this user's (404 before any snapshot). */
  notFound: boolean;
}

export interface GameEventsOptions {
  /** Called with each snapshot's game (the first one and any resync). */
  onSnapshot?: (game: Game) => void;
  /** Called with each game event after it is read (not with snapshots). */
  onEvent?: (event: GameEvent) => void;
}

/**
 * Follows a game live (decision 007): `EventSource` with `?token=`, `snapshot` replaces the game,
 * events apply by sequence; on an error the stream is reopened with a fresh access token.
 */
export function useGameEvents(
  gameId: number | null,
  options: GameEventsOptions = {},
): GameEventsResult {
  const [state, dispatch] = useReducer(gameEventsReducer, initialGameEventsState);
  const notifySnapshot = useEffectEvent((game: Game) => options.onSnapshot?.(game));
  const notifyEvent = useEffectEvent((event: GameEvent) => options.onEvent?.(event));
  const [connected, setConnected] = useState(false);
  const [notFound, setNotFound] = useState<number | null>(null);

  useEffect(() => {
    if (gameId === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    let hadSnapshot = false;

    const onEvent = (message: MessageEvent<string>) => {
      reportReachable(true);
      try {
        const event = JSON.parse(message.data) as GameEvent;
        dispatch({ kind: 'event', event });
        notifyEvent(event);
      } catch (error) {
        console.warn('Unreadable game event', error);
      }
    };
    const onSnapshot = (message: MessageEvent<string>) => {
      reportReachable(true);
      try {
        // The snapshot comes in the events' envelope: {game_id, type, sequence, at, data: game}.
        const parsed = JSON.parse(message.data) as {
          data?: Game;
          sequence?: number;
        } & Partial<Game>;
        const game = (
          parsed.data && typeof parsed.data === 'object' ? parsed.data : parsed
        ) as Game;
        const sequence = Number(parsed.sequence ?? message.lastEventId) || 0;
        hadSnapshot = true;
        failures = 0;
        setConnected(true);
        dispatch({ kind: 'snapshot', game, sequence });
        notifySnapshot(game);
      } catch (error) {
        console.warn('Unreadable game snapshot', error);
      }
    };

    const open = async () => {
      const token = await ensureFreshAccessToken();
      if (stopped) return;
      const url = `${API_BASE}/games/${gameId}/events/?token=${encodeURIComponent(token ?? '')}`;
      const stream = new EventSource(url);
      source = stream;
      stream.addEventListener('snapshot', onSnapshot);
      for (const type of GAME_EVENT_TYPES)
        if (type !== 'snapshot') stream.addEventListener(type, onEvent);
      stream.onopen = () => reportReachable(true);
      stream.onerror = () => {
        stream.close();
        if (source === stream) source = null;
        if (stopped) return;
        setConnected(false);
        reportReachable(false);
        failures += 1;
        if (!hadSnapshot && failures === 1) void probe();
        const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1));
        timer = setTimeout(() => void open(), wait);
      };
    };

    // A stream that fails before any snapshot: ask the plain API why (a 404 stops the retries).
    const probe = async () => {
      try {
        await api.get(`/games/${gameId}/`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404 && !stopped) {
          stopped = true;
          clearTimeout(timer);
          source?.close();
          setNotFound(gameId);
        }
      }
    };

    // Back online: a stream that failed reopens now (a snapshot: nothing lost, nothing twice).
    let epoch = connectionState().epoch;
    const unsubscribe = subscribe(() => {
      const now = connectionState();
      if (now.epoch === epoch) return;
      epoch = now.epoch;
      if (source || stopped) return;
      clearTimeout(timer);
      void open();
    });

    void open();
    return () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      source?.close();
      setConnected(false);
    };
  }, [gameId]);

  const current = state.game && state.game.id === gameId ? state : initialGameEventsState;
  return {
    game: current.game,
    lastEvent: current.lastEvent,
    latest: current.latest,
    connected,
    notFound: notFound !== null && notFound === gameId,
  };
}
