import type { FastifyBaseLogger } from 'fastify';
import { roundTime } from '@core/fair-draw/drand';
import type { Db } from '../db/client';
import type { GameEventBus } from '../realtime/game-event-bus';
import { beaconRoundFor, settleDraw, type FairDrawSource, type SettleOutcome } from './fair-draw';

/** How often a game whose round is late asks the beacon again. */
const RETRY_MS = 1000;

/**
 * Brings each waiting game its public round as soon as it is published (decision 054), so the
 * TV shows the round before ball 1 and the first draw does not wait on the network. The draw
 * route settles a waiting game itself too: a restart that lost these timers loses no game.
 */
export interface BeaconWatch {
  source: FairDrawSource;
  /** The round an order made now waits for (null: offline at once). */
  roundForNow(): number | null;
  watch(gameId: number, round: number | null): void;
  settle(gameId: number): Promise<SettleOutcome>;
  close(): void;
}

export function beaconWatch(
  db: Db,
  bus: GameEventBus,
  source: FairDrawSource,
  log: FastifyBaseLogger,
): BeaconWatch {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  const settle = (gameId: number) =>
    settleDraw(db, source, gameId, async (event) => {
      try {
        await bus.publish(event);
      } catch (error) {
        log.warn({ err: error, gameId }, 'beacon event not published');
      }
    });
  const later = (ms: number, work: () => void) => {
    if (closed) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    timers.add(timer);
  };
  const attempt = (gameId: number) => {
    settle(gameId).then(
      (outcome) => {
        if (outcome === 'waiting') later(RETRY_MS, () => attempt(gameId));
      },
      (error: unknown) => {
        log.warn({ err: error, gameId }, 'beacon round not settled');
        later(RETRY_MS, () => attempt(gameId));
      },
    );
  };
  return {
    source,
    roundForNow: () => beaconRoundFor(source),
    watch(gameId, round) {
      if (round === null || !source.beacon) return;
      const due = roundTime(source.beacon.chain, round) - source.clock();
      later(Math.max(0, due) + 50, () => attempt(gameId));
    },
    settle,
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
