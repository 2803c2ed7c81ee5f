import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { runIdempotent, type Answer } from '../plugins/idempotency';
import type { GameEvent, GameEventBus } from '../realtime/game-event-bus';

/** What a game change did: the events it logged, for the live feed, and its result. */
export interface Changed<T = undefined> {
  events: GameEvent[];
  result: T;
}

export interface GameChangeDeps {
  db: Db;
  bus: GameEventBus;
}

/** Publishes committed events in order; a bus failure is logged, never undoes the game change. */
async function publishGameEvents(
  bus: GameEventBus,
  events: readonly GameEvent[],
  log: FastifyBaseLogger,
): Promise<void> {
  for (const event of events) {
    try {
      await bus.publish(event);
    } catch (error) {
      log.warn({ err: error, gameId: event.gameId }, 'game event not published');
    }
  }
}

/** Runs one game change in a transaction, then publishes its events once committed. */
export async function changeGame<T>(
  { db, bus }: GameChangeDeps,
  log: FastifyBaseLogger,
  work: (tx: Db) => Promise<Changed<T>>,
): Promise<T> {
  const done = await db.transaction((tx) => work(tx as unknown as Db));
  await publishGameEvents(bus, done.events, log);
  return done.result;
}

/**
 * A game change that moves money, under the request's Idempotency-Key (runIdempotent): a repeat
 * replays the first answer and publishes nothing, as it changed nothing.
 */
export async function changeGameOnce<T>(
  { db, bus }: GameChangeDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Db) => Promise<Changed<Answer<T>>>,
): Promise<T> {
  const events: GameEvent[] = [];
  const body = await runIdempotent(db, request, reply, async (tx) => {
    const done = await work(tx);
    events.push(...done.events);
    return done.result;
  });
  await publishGameEvents(bus, events, request.log);
  return body;
}
