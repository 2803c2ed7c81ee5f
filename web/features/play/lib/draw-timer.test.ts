import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DrawTimer, nextDrawDelay } from './draw-timer';

const INTERVAL = 3000;

function setup(drawImpl?: (expected: number) => Promise<number | null>) {
  const draws: number[] = [];
  let count = 0;
  const draw = vi.fn(
    drawImpl ??
      (async (expected: number) => {
        draws.push(expected);
        if (expected !== count) return null;
        count += 1;
        return count;
      }),
  );
  const timer = new DrawTimer({
    draw,
    intervalMs: () => INTERVAL,
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  return { timer, draw, draws, count: () => count };
}

describe('nextDrawDelay', () => {
  it('is the rest of the interval since the last ball, never negative', () => {
    expect(nextDrawDelay(1000, 1500, 3000)).toBe(2500);
    expect(nextDrawDelay(1000, 9000, 3000)).toBe(0);
  });
});

describe('DrawTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('Start draws at once, then one ball per interval', async () => {
    const { timer, count } = setup();
    timer.sync(false, 0);
    timer.drawNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(count()).toBe(1);
    timer.sync(true, 1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(count()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(count()).toBe(2);
    timer.sync(true, 2);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(count()).toBe(5);
  });

  it('restart waits a whole interval from now (the caller moved between tills)', async () => {
    const { timer, count } = setup();
    timer.sync(true, 0);
    await vi.advanceTimersByTimeAsync(INTERVAL - 500);
    timer.restart();
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(count()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(count()).toBe(1);
  });

  it('sends the called count it expects with each draw', async () => {
    const { timer, draws } = setup();
    timer.sync(true, 0);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(draws).toEqual([0, 1, 2]);
  });

  it('keeps one draw in flight at a time, however slow the server', async () => {
    let release: (() => void) | null = null;
    const { timer, draw } = setup(
      (expected) =>
        new Promise((resolve) => {
          release = () => resolve(expected + 1);
        }),
    );
    timer.sync(true, 0);
    timer.drawNow();
    timer.drawNow();
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(draw).toHaveBeenCalledTimes(1);
    release!();
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('stops on pause and draws nothing more until calling again', async () => {
    const { timer, count } = setup();
    timer.sync(true, 0);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(count()).toBe(1);
    timer.stop();
    timer.sync(false, 1);
    await vi.advanceTimersByTimeAsync(INTERVAL * 10);
    expect(count()).toBe(1);
    timer.sync(true, 1);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(count()).toBe(2);
  });

  it('restarts the interval when another device draws', async () => {
    const { timer, draw } = setup();
    timer.sync(true, 0);
    await vi.advanceTimersByTimeAsync(INTERVAL - 500);
    timer.sync(true, 1); // a ball from the stream
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(draw).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(draw).toHaveBeenCalledWith(1);
  });

  it('tries again one interval after a failed draw', async () => {
    const outcomes = [Promise.reject(new Error('offline')), Promise.resolve(1)];
    outcomes[0]!.catch(() => undefined);
    const { timer, draw } = setup(() => outcomes.shift() ?? Promise.resolve(null));
    timer.sync(true, 0);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(draw).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(draw).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('does not pile up draws after a long hidden tab: one draw, then the interval', async () => {
    const { timer, draw } = setup();
    timer.sync(true, 0);
    vi.setSystemTime(Date.now() + INTERVAL * 20); // timers throttled while hidden
    timer.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(draw).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(INTERVAL - 1);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('draws nothing once disposed', async () => {
    const { timer, draw } = setup();
    timer.sync(true, 0);
    timer.dispose();
    timer.drawNow();
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(draw).not.toHaveBeenCalled();
  });
});
