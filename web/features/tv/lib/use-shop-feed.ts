import { useEffect, useReducer, useState } from 'react';
import { GAME_EVENT_TYPES } from '@core/bingo/game-events';
import type { TvShop } from '@core/schemas/displays';
import type { Game } from '@core/schemas/games';
import { API_BASE, ApiError } from '@web/lib/api-client';
import { connectionState, reportReachable, subscribe } from '@web/lib/connection';
import {
  gameEventsReducer,
  initialGameEventsState,
  type GameEvent,
  type GameEventsState,
} from '@web/lib/game-events';
import { tvSession } from '@web/lib/tv-api';
import { startTvBeat } from './tv-beat';

const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 10_000;

export interface ShopFeed {
  shop: TvShop | null;
  game: Game | null;
  lastEvent: GameEvent | null;
  latest: GameEventsState['latest'];
  connected: boolean;
  /** The display session is gone (revoked, or never paired): the TV shows the pairing form. */
  unpaired: boolean;
}

/**
 * Follows the TV's shop (decision 027): `shop` messages, and the events of the game the shop
 * plays, switching at each new game's snapshot; the browser resumes by `<game>.<sequence>`.
 */
export function useShopFeed(token: string | null): ShopFeed {
  const [state, dispatch] = useReducer(gameEventsReducer, initialGameEventsState);
  const [shop, setShop] = useState<TvShop | null>(null);
  const [connected, setConnected] = useState(false);
  const [unpaired, setUnpaired] = useState(token === null);

  useEffect(() => {
    if (token === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let failures = 0;
    let stopBeat: (() => void) | null = null;

    const read = <T>(message: MessageEvent<string>): T | null => {
      reportReachable(true);
      try {
        return JSON.parse(message.data) as T;
      } catch {
        return null;
      }
    };
    // Each connection names itself first: the TV beats for that one (decision 053).
    const onPresence = (message: MessageEvent<string>) => {
      stopBeat?.();
      stopBeat = startTvBeat(read<unknown>(message));
    };
    const onShop = (message: MessageEvent<string>) => {
      const view = read<TvShop>(message);
      if (view) setShop(view);
    };
    const onSnapshot = (message: MessageEvent<string>) => {
      const parsed = read<{ data?: Game; sequence?: number | null }>(message);
      if (!parsed?.data) return;
      failures = 0;
      setConnected(true);
      dispatch({ kind: 'snapshot', game: parsed.data, sequence: Number(parsed.sequence) || 0 });
    };
    const onEvent = (message: MessageEvent<string>) => {
      const event = read<GameEvent>(message);
      if (event) dispatch({ kind: 'event', event });
    };

    const open = () => {
      const stream = new EventSource(
        `${API_BASE}/displays/me/events/?token=${encodeURIComponent(token)}`,
      );
      source = stream;
      stream.onopen = () => {
        reportReachable(true);
        setConnected(true);
      };
      stream.addEventListener('presence', onPresence);
      stream.addEventListener('shop', onShop);
      stream.addEventListener('snapshot', onSnapshot);
      for (const type of GAME_EVENT_TYPES)
        if (type !== 'snapshot') stream.addEventListener(type, onEvent);
      stream.onerror = () => {
        stream.close();
        stopBeat?.();
        stopBeat = null;
        if (source === stream) source = null;
        if (stopped) return;
        setConnected(false);
        failures += 1;
        void checkSession();
        const wait = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** (failures - 1));
        timer = setTimeout(open, wait);
      };
    };

    // A stream that fails: a revoked TV gets 401 here and returns to the pairing form.
    const checkSession = async () => {
      try {
        await tvSession.shop(token);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401 && !stopped) {
          stopped = true;
          clearTimeout(timer);
          tvSession.forget();
          setUnpaired(true);
        }
      }
    };

    let epoch = connectionState().epoch;
    const unsubscribe = subscribe(() => {
      const now = connectionState();
      if (now.epoch === epoch) return;
      epoch = now.epoch;
      if (source || stopped) return;
      clearTimeout(timer);
      open();
    });

    open();
    return () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      stopBeat?.();
      source?.close();
    };
  }, [token]);

  const followed = shop?.game_id ?? null;
  const current = state.game && (followed === null || state.game.id === followed) ? state : null;
  return {
    shop,
    game: current?.game ?? null,
    lastEvent: current?.lastEvent ?? null,
    latest: current?.latest ?? {},
    connected,
    unpaired,
  };
}
