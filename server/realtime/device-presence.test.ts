import { describe, expect, it } from 'vitest';
import { TV_BEAT_LAPSE_MS } from '@core/display/device-health';
import { createDevicePresence } from './device-presence';

function clock(start = 1_000_000) {
  let at = start;
  return { now: () => at, pass: (ms: number) => (at += ms) };
}

const draw = (number: number, calledCount: number) => ({
  number,
  letter: 'B',
  called_count: calledCount,
});

describe('device presence', () => {
  it('knows a TV only once its feed opened; connected while the feed is open', () => {
    const time = clock();
    const presence = createDevicePresence(time.now);
    expect(presence.tv(7)).toBeNull();
    const feed = presence.openTvFeed(7);
    expect(feed.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    feed.sent(3, 'draw', draw(5, 1));
    time.pass(60_000);
    // No beat ever (an older TV app): its open feed alone says it is there.
    expect(presence.tv(7)).toEqual({
      connected: true,
      since: new Date(1_000_000),
      sent: { gameId: 3, number: 5, letter: 'B', calledCount: 1 },
    });
  });

  it('flags a TV whose feed closed, keeping the ball it last held', () => {
    const time = clock();
    const presence = createDevicePresence(time.now);
    const feed = presence.openTvFeed(7);
    feed.sent(3, 'draw', draw(5, 1));
    time.pass(500);
    feed.close();
    feed.sent(3, 'draw', draw(6, 2));
    expect(presence.tv(7)).toEqual({
      connected: false,
      since: new Date(1_000_500),
      sent: { gameId: 3, number: 5, letter: 'B', calledCount: 1 },
    });
    expect(presence.beat(feed.key)).toBe(false);
  });

  it('flags a TV whose beats stopped although its feed is still open (a silent drop)', () => {
    const time = clock();
    const presence = createDevicePresence(time.now);
    const feed = presence.openTvFeed(7);
    expect(presence.beat(feed.key)).toBe(true);
    time.pass(TV_BEAT_LAPSE_MS);
    expect(presence.tv(7)?.connected).toBe(true);
    time.pass(1);
    expect(presence.tv(7)).toMatchObject({ connected: false, since: new Date(1_000_000) });
    // Heard again: back.
    presence.beat(feed.key);
    expect(presence.tv(7)?.connected).toBe(true);
  });

  it('keeps a TV connected through a reconnect, and a new feed starts from the ball held', () => {
    const time = clock();
    const presence = createDevicePresence(time.now);
    const first = presence.openTvFeed(7);
    first.sent(3, 'draw', draw(5, 1));
    presence.beat(first.key);
    time.pass(10_000);
    // The old connection is dead but not closed; the TV opened a new one.
    const second = presence.openTvFeed(7);
    expect(presence.tv(7)).toMatchObject({
      connected: true,
      since: new Date(1_010_000),
      sent: { number: 5 },
    });
    second.close();
    first.close();
    expect(presence.tv(7)).toMatchObject({ connected: false, since: new Date(1_010_000) });
  });

  it('counts the phones on each game, once per feed', () => {
    const presence = createDevicePresence();
    const a = presence.openPhoneFeed(3);
    const b = presence.openPhoneFeed(3);
    presence.openPhoneFeed(4);
    expect([presence.phones(3), presence.phones(4), presence.phones(5)]).toEqual([2, 1, 0]);
    a();
    a();
    expect(presence.phones(3)).toBe(1);
    b();
    expect(presence.phones(3)).toBe(0);
  });
});
