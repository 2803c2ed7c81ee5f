import { describe, expect, it } from 'vitest';
import {
  DEVICES_POLL_MS,
  TV_BEAT_EVERY_MS,
  TV_BEAT_LAPSE_MS,
  TV_DROP_FLAGGED_MS,
  ballAfter,
  ballsBehind,
  type SentBall,
} from './device-health';

describe('the clocks of device health', () => {
  it('flag a silent TV within 5 s: its lapse and one poll of the till fit in it', () => {
    expect(TV_BEAT_LAPSE_MS + DEVICES_POLL_MS).toBeLessThanOrEqual(TV_DROP_FLAGGED_MS - 500);
    // Two lost beats in a row do not flag a TV that is still there.
    expect(TV_BEAT_LAPSE_MS).toBeGreaterThanOrEqual(3 * TV_BEAT_EVERY_MS);
  });
});

describe('the last ball a screen was sent', () => {
  const snapshot = {
    called: [
      { number: 7, letter: 'B', manual: false },
      { number: 44, letter: 'G', manual: false },
    ],
    called_count: 2,
  };

  it('is the last call of a snapshot, then each drawn or hand-called ball', () => {
    let held = ballAfter(null, 5, 'snapshot', snapshot);
    expect(held).toEqual({ gameId: 5, number: 44, letter: 'G', calledCount: 2 });
    held = ballAfter(held, 5, 'draw', { number: 61, letter: 'O', called_count: 3 });
    expect(held).toEqual({ gameId: 5, number: 61, letter: 'O', calledCount: 3 });
    held = ballAfter(held, 5, 'mark', { number: 20, letter: 'I', called: true, called_count: 4 });
    expect(held).toEqual({ gameId: 5, number: 20, letter: 'I', calledCount: 4 });
    // Pauses, checks and wins change no ball.
    expect(ballAfter(held, 5, 'pause', {})).toBe(held);
    expect(ballAfter(held, 5, 'check', { card_number: 3 })).toBe(held);
  });

  it('forgets a ball taken back, and every ball at a reset', () => {
    const held: SentBall = { gameId: 5, number: 20, letter: 'I', calledCount: 4 };
    expect(ballAfter(held, 5, 'mark', { number: 20, called: false, called_count: 3 })).toEqual({
      gameId: 5,
      number: null,
      letter: null,
      calledCount: 3,
    });
    expect(ballAfter(held, 5, 'mark', { number: 7, called: false, called_count: 3 })).toEqual({
      ...held,
      calledCount: 3,
    });
    expect(ballAfter(held, 5, 'reset', { reset_count: 1 })).toEqual({
      gameId: 5,
      number: null,
      letter: null,
      calledCount: 0,
    });
  });

  it('starts a new game from its snapshot; a stray message of another game changes nothing', () => {
    const held: SentBall = { gameId: 5, number: 20, letter: 'I', calledCount: 4 };
    expect(ballAfter(held, 6, 'mark', { number: 9, called: false, called_count: 0 })).toBe(held);
    expect(ballAfter(held, 6, 'snapshot', { called: [], called_count: 0 })).toEqual({
      gameId: 6,
      number: null,
      letter: null,
      calledCount: 0,
    });
  });

  it('is behind the game by the calls not sent; an older game is behind by all of them', () => {
    const held: SentBall = { gameId: 5, number: 20, letter: 'I', calledCount: 4 };
    expect(ballsBehind(held, { id: 5, calledCount: 4 })).toBe(0);
    expect(ballsBehind(held, { id: 5, calledCount: 7 })).toBe(3);
    expect(ballsBehind(held, { id: 6, calledCount: 2 })).toBe(2);
    expect(ballsBehind(null, { id: 6, calledCount: 0 })).toBe(0);
  });
});
