import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createLocalGameEventBus, type GameEvent } from '../../realtime/game-event-bus';
import { startGameFeed } from './game-feed';
import type { GameFeedSource } from './game-feed-source';

const event = (sequence: number): GameEvent => ({
  gameId: 1,
  type: 'draw',
  sequence,
  data: { number: sequence },
  at: new Date(0).toISOString(),
});

/** A game whose snapshot is at sequence 1 and whose log holds events 2 to 5. */
const source: GameFeedSource = {
  snapshot: async () => ({ game: { id: 1 }, sequence: 1 }),
  eventsAfter: async (_, after) =>
    Array.from({ length: 5 - after }, (_, i) => event(after + 1 + i)),
};

/** A feed of game 1 writing the sequence of each message it sends; `failOn` makes a write throw. */
function feed(bus: ReturnType<typeof createLocalGameEventBus>, failOn?: number) {
  const sent: number[] = [];
  const failures: unknown[] = [];
  startGameFeed({
    gameId: 1,
    bus,
    source,
    lastEventId: null,
    write: (chunk) => {
      const sequence = Number(/^id: (\d+)$/m.exec(chunk)?.[1]);
      if (sequence === failOn) throw new Error('socket gone');
      sent.push(sequence);
    },
    fail: (error) => failures.push(error),
  });
  return { sent, failures };
}

describe('a game feed', () => {
  it('writes events in order, filling a gap from the log, whether or not one is queued', async () => {
    const bus = createLocalGameEventBus();
    const phone = feed(bus);
    await bus.publish(event(2)); // arrives while the snapshot is still being read: queued
    await sleep(5);
    await bus.publish(event(3)); // nothing queued: written at once
    await bus.publish(event(5)); // a gap: 4 comes from the log first
    await bus.publish(event(5)); // a duplicate
    await sleep(5);
    expect(phone.sent).toEqual([1, 2, 3, 4, 5]);
  });

  it("stops only the feed whose write failed: the game's other phones still get the event", async () => {
    const bus = createLocalGameEventBus();
    const broken = feed(bus, 2);
    const phone = feed(bus);
    await sleep(5);
    await bus.publish(event(2));
    await bus.publish(event(3));
    await sleep(5);
    expect(phone.sent).toEqual([1, 2, 3]);
    expect(broken.sent).toEqual([1]);
    expect(broken.failures).toHaveLength(1);
  });
});
