import { describe, expect, it } from 'vitest';
import { callerLapsed, callerLapseMs, drawTooSoon } from './caller-hold';

const at = (ms: number) => new Date(1_000_000 + ms);

describe('the caller hold', () => {
  it('lapses after three intervals of silence while calling, never sooner than 15 s', () => {
    expect(callerLapseMs(6)).toBe(18_000);
    expect(callerLapseMs(3)).toBe(15_000);
    expect(callerLapseMs(null)).toBe(18_000);
    const hold = { state: 'calling', seenAt: at(0), intervalSeconds: 6 };
    expect(callerLapsed(hold, at(17_999))).toBe(false);
    expect(callerLapsed(hold, at(18_000))).toBe(true);
  });

  it('never lapses while paused or ready, nor without a holder', () => {
    expect(callerLapsed({ state: 'paused', seenAt: at(0), intervalSeconds: 6 }, at(99_000))).toBe(
      false,
    );
    expect(callerLapsed({ state: 'ready', seenAt: at(0), intervalSeconds: 6 }, at(99_000))).toBe(
      false,
    );
    expect(callerLapsed({ state: 'calling', seenAt: null, intervalSeconds: 6 }, at(99_000))).toBe(
      false,
    );
  });

  it('refuses a draw before one interval since the last ball, with a small tolerance', () => {
    const game = { lastDrawAt: at(0), intervalSeconds: 6 };
    expect(drawTooSoon(game, at(5_000))).toBe(true);
    expect(drawTooSoon(game, at(5_749))).toBe(true);
    expect(drawTooSoon(game, at(5_750))).toBe(false);
    expect(drawTooSoon({ lastDrawAt: null, intervalSeconds: 6 }, at(0))).toBe(false);
    expect(drawTooSoon({ lastDrawAt: at(0), intervalSeconds: null }, at(1))).toBe(false);
  });
});
