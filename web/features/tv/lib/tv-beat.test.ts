import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startTvBeat } from './tv-beat';

const KEY = 'AbCdEfGhIjKlMnOpQrStUv';

describe("a TV's beat", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('sends the feed key at once, then at the pace asked, until stopped', async () => {
    const sent: string[] = [];
    const stop = startTvBeat({ beat_key: KEY, beat_every_ms: 1000 }, async (key) => {
      sent.push(key);
    });
    expect(stop).not.toBeNull();
    expect(sent).toEqual([KEY]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toHaveLength(4);
    stop!();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(4);
  });

  it('sends one beat at a time: a slow answer is not piled on', async () => {
    let calls = 0;
    let answer: () => void = () => undefined;
    const stop = startTvBeat({ beat_key: KEY, beat_every_ms: 1000 }, () => {
      calls += 1;
      return new Promise<void>((resolve) => (answer = resolve));
    });
    await vi.advanceTimersByTimeAsync(2500);
    expect(calls).toBe(1);
    answer();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    stop!();
  });

  it('ignores a message it does not understand, and a failed beat', async () => {
    const send = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(startTvBeat(null, send)).toBeNull();
    expect(startTvBeat({ beat_key: 'short', beat_every_ms: 1000 }, send)).toBeNull();
    expect(startTvBeat({ beat_key: KEY, beat_every_ms: 0 }, send)).toBeNull();
    expect(send).not.toHaveBeenCalled();
    const stop = startTvBeat({ beat_key: KEY, beat_every_ms: 1000 }, send);
    await vi.advanceTimersByTimeAsync(1000);
    expect(send).toHaveBeenCalledTimes(2);
    stop!();
  });
});
