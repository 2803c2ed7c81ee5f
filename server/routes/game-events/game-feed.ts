import type { GameEventType } from '@core/bingo/game-events';
import { isResyncSignal, type GameEvent, type GameEventBus } from '../../realtime/game-event-bus';
import type { GameFeedSource } from './game-feed-source';
import { serialSteps } from '../../realtime/serial-steps';

interface FeedMessage {
  gameId: number;
  type: GameEventType;
  sequence: number | null;
  at: string;
  data: Record<string, unknown>;
  user?: GameEvent['user'];
}

/** One server-sent event; `data` is one line of JSON, so it needs no further framing. */
export function formatMessage(message: FeedMessage): string {
  const body = JSON.stringify({
    game_id: message.gameId,
    type: message.type,
    sequence: message.sequence,
    at: message.at,
    data: message.data,
    ...(message.user === undefined ? {} : { user: message.user }),
  });
  const id = message.sequence === null ? '' : `id: ${message.sequence}\n`;
  return `${id}event: ${message.type}\ndata: ${body}\n\n`;
}

// One bus event reaches every screen of its game as the same object: formatted once for all.
const formatted = new WeakMap<GameEvent, string>();
function formatEvent(event: GameEvent): string {
  let message = formatted.get(event);
  if (message === undefined) {
    message = formatMessage(event);
    formatted.set(event, message);
  }
  return message;
}

export interface GameFeedOptions {
  gameId: number;
  bus: GameEventBus;
  source: GameFeedSource;
  /** The Last-Event-ID the client sent back on reconnect, if any. */
  lastEventId: number | null;
  write(chunk: string): void;
  /**
   * How an event goes out; null leaves it out (a public feed's event of no player's business).
   * The staff's full event by default.
   */
  format?: (event: GameEvent) => string | null;
  /** Reading the snapshot or the log failed: the stream should end (the client reconnects). */
  fail(error: unknown): void;
  /** Told of each message written (the snapshot's data is the game): a TV's presence follows it. */
  sent?(type: GameEventType, data: Record<string, unknown>): void;
}

/**
 * Feeds one client: a snapshot (or, after a reconnect, the missed events from the log), then the
 * bus's events in sequence order without duplicates, filling any gap from the log. Returns stop.
 * The stream around it (retry line, heartbeat) is the route's (routes/event-stream.ts).
 */
export function startGameFeed(options: GameFeedOptions): () => void {
  const { gameId, bus, source, write } = options;
  let lastSequence: number | null = null;
  let stopped = false;
  const enqueue = serialSteps(
    () => stopped,
    (error) => {
      stop();
      options.fail(error);
    },
  );

  const format = options.format ?? formatEvent;
  function send(event: GameEvent): void {
    if (lastSequence !== null && event.sequence <= lastSequence) return;
    const chunk = format(event);
    if (chunk !== null) {
      write(chunk);
      options.sent?.(event.type, event.data);
    }
    lastSequence = event.sequence;
  }

  async function sendSnapshot(): Promise<void> {
    const { game, sequence } = await source.snapshot(gameId);
    if (stopped) return;
    const at = new Date().toISOString();
    write(formatMessage({ gameId, type: 'snapshot', sequence, at, data: game }));
    options.sent?.('snapshot', game);
    lastSequence = sequence;
  }

  /** Catches up from the log when it can, else starts over with a snapshot. */
  async function catchUp(): Promise<void> {
    const missed = lastSequence === null ? null : await source.eventsAfter(gameId, lastSequence);
    if (stopped) return;
    if (missed === null) return sendSnapshot();
    missed.forEach(send);
  }

  async function onEvent(event: GameEvent): Promise<void> {
    if (isResyncSignal(event)) return catchUp();
    if (lastSequence !== null && event.sequence > lastSequence + 1) await catchUp();
    if (!stopped) send(event);
  }

  // The next event of a feed with nothing queued is written at once: at a draw that is every
  // phone of a hall, and a queued step costs each of them promises and a turn (player-phones.ts).
  const unsubscribe = bus.subscribe(gameId, (event) => {
    const inTurn =
      !stopped &&
      enqueue.idle() &&
      lastSequence !== null &&
      event.sequence <= lastSequence + 1 &&
      !isResyncSignal(event);
    if (!inTurn) return enqueue(() => onEvent(event));
    try {
      send(event);
    } catch (error) {
      // As a queued step's failure: this feed stops, the game's other feeds still get the event.
      stop();
      options.fail(error);
    }
  });
  lastSequence = options.lastEventId;
  enqueue(() => (lastSequence === null ? sendSnapshot() : catchUp()));

  function stop(): void {
    if (stopped) return;
    stopped = true;
    unsubscribe();
  }
  return stop;
}
