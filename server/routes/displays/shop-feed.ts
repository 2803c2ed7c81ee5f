import { parseShopEventId } from '@core/display/tv-pairing';
import type { TvShop } from '@core/schemas/displays';
import { isResyncSignal, type GameEventBus } from '../../realtime/game-event-bus';
import { startGameFeed } from '../game-events/game-feed';
import type { GameFeedSource } from '../game-events/game-feed-source';
import { serialSteps } from '../../realtime/serial-steps';

/** What the shop feed reads besides the game's own feed. */
export interface ShopFeedReads {
  shopView(shopId: number): Promise<TvShop>;
  isGameOfShop(gameId: number, shopId: number): Promise<boolean>;
  tvIsLive(displayId: number): Promise<boolean>;
}

export interface ShopFeedOptions {
  shopId: number;
  displayId: number;
  bus: GameEventBus;
  source: GameFeedSource;
  reads: ShopFeedReads;
  /** The Last-Event-ID the TV sent back on reconnect (`<game id>.<sequence>`), if any. */
  lastEventId: string | null;
  /** How often the look, the jackpots, the newest game and the session are read again. */
  checkMs: number;
  write(chunk: string): void;
  fail(error: unknown): void;
  /** The display session was revoked: the stream ends (the TV's reconnect then gets 401). */
  revoked(): void;
  /** Told of each game message written to the TV (its presence keeps the last ball). */
  sent?(gameId: number, type: string, data: Record<string, unknown>): void;
}

const GAME_ENDS = new Set(['win', 'close', 'cancel']);

/** A game feed message with its id made `<game id>.<sequence>`. */
function asShopMessage(chunk: string, gameId: number): string {
  return chunk.replace(/^id: (\d+)\n/, (_, sequence: string) => `id: ${gameId}.${sequence}\n`);
}

/**
 * A shop's TV feed (decision 027): `event: shop` (the look, the jackpots, the game followed)
 * whenever it changes, and the events of the shop's newest game, switching to each game of the
 * shop as it starts. A TV that reconnects with `<game>.<sequence>` catches up on that game, or gets
 * a snapshot of the newer one. Returns stop.
 */
export function startShopFeed(options: ShopFeedOptions): () => void {
  const { shopId, bus, source, reads, write } = options;
  let stopped = false;
  let gameId: number | null = null;
  let stopGame: (() => void) | null = null;
  let shownShop = '';
  let resumeFrom = parseShopEventId(options.lastEventId);

  const enqueue = serialSteps(
    () => stopped,
    (error) => {
      stop();
      options.fail(error);
    },
  );

  function follow(id: number): void {
    stopGame?.();
    gameId = id;
    const resume = resumeFrom?.gameId === id ? resumeFrom.sequence : null;
    resumeFrom = null;
    stopGame = startGameFeed({
      gameId: id,
      bus,
      source,
      lastEventId: resume,
      write: (chunk) => {
        if (!stopped && gameId === id) write(asShopMessage(chunk, id));
      },
      fail: (error) => {
        if (stopped) return;
        stop();
        options.fail(error);
      },
      sent: (type, data) => {
        if (!stopped && gameId === id) options.sent?.(id, type, data);
      },
    });
  }

  async function refresh(): Promise<void> {
    if (!(await reads.tvIsLive(options.displayId))) {
      stop();
      options.revoked();
      return;
    }
    const view = await reads.shopView(shopId);
    if (stopped) return;
    const json = JSON.stringify(view);
    if (json !== shownShop) {
      shownShop = json;
      write(`event: shop\ndata: ${json}\n\n`);
    }
    if (view.game_id !== null && view.game_id !== gameId) follow(view.game_id);
  }

  const unsubscribe =
    bus.subscribeAll?.((event) => {
      if (isResyncSignal(event) && event.gameId === 0) return enqueue(refresh);
      if (event.type === 'start' && event.gameId !== gameId)
        return enqueue(async () => {
          if (await reads.isGameOfShop(event.gameId, shopId)) await refresh();
        });
      // The jackpots and the last winner change when the followed game ends.
      if (event.gameId === gameId && GAME_ENDS.has(event.type)) enqueue(refresh);
    }) ?? (() => undefined);

  enqueue(refresh);
  const check = setInterval(() => enqueue(refresh), options.checkMs);

  function stop(): void {
    if (stopped) return;
    stopped = true;
    clearInterval(check);
    unsubscribe();
    stopGame?.();
  }
  return stop;
}
