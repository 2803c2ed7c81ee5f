/**
 * The caller's draw loop, free of React so it can be tested with fake timers. The server holds the
 * game; this only decides when to ask for the next ball:
 * - one draw in flight at a time, each sent with the called count it expects (the server answers
 *   "Already drawn" to a second device or a doubled timer);
 * - the next draw is due one interval after the last ball was seen, computed from the clock each
 *   time (no drift, no pile-up after a hidden tab or a slow answer);
 * - a failed draw is tried again one interval later.
 */
export interface DrawTimerDeps {
  /** Asks the server for the ball after `expectedCount`; resolves with the new count, if any. */
  draw: (expectedCount: number) => Promise<number | null>;
  intervalMs: () => number;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Milliseconds until the next draw is due (0 when overdue). */
export function nextDrawDelay(lastBallAt: number, now: number, intervalMs: number): number {
  return Math.max(0, lastBallAt + intervalMs - now);
}

export class DrawTimer {
  private handle: unknown = null;
  private inFlight = false;
  private calling = false;
  private count = -1;
  private lastBallAt = 0;
  private disposed = false;

  constructor(private readonly deps: DrawTimerDeps) {}

  /** The game as the server shows it now. A new count restarts the interval from now. */
  sync(calling: boolean, calledCount: number): void {
    if (this.disposed) return;
    const started = calling && !this.calling;
    if (calledCount !== this.count || started) this.lastBallAt = this.deps.now();
    this.count = calledCount;
    this.calling = calling;
    this.arm();
  }

  /** Start: one ball at once, then one per interval. */
  drawNow(): void {
    if (this.disposed) return;
    this.calling = true;
    this.clear();
    this.fire();
  }

  /** Pause, reset, game over: no more draws until sync says calling again. */
  stop(): void {
    this.calling = false;
    this.clear();
  }

  /** The pace changed (the caller moved between tills): the next wait starts from now. */
  restart(): void {
    if (this.disposed) return;
    this.lastBallAt = this.deps.now();
    this.arm();
  }

  /** After the tab becomes visible again: re-arm from the clock. */
  wake(): void {
    this.arm();
  }

  dispose(): void {
    this.disposed = true;
    this.stop();
  }

  get isDrawing(): boolean {
    return this.inFlight;
  }

  private clear(): void {
    if (this.handle !== null) this.deps.clearTimeout(this.handle);
    this.handle = null;
  }

  private arm(): void {
    this.clear();
    if (!this.calling || this.disposed || this.inFlight) return;
    const delay = nextDrawDelay(this.lastBallAt, this.deps.now(), this.deps.intervalMs());
    this.handle = this.deps.setTimeout(() => {
      this.handle = null;
      this.fire();
    }, delay);
  }

  private fire(): void {
    if (this.inFlight || this.disposed) return;
    this.inFlight = true;
    const expected = Math.max(0, this.count);
    void this.deps
      .draw(expected)
      .then(
        (newCount) => newCount,
        () => null,
      )
      .then((newCount) => {
        this.inFlight = false;
        if (newCount !== null && newCount !== this.count) this.count = newCount;
        // Success or failure, the next try is one interval from now.
        this.lastBallAt = this.deps.now();
        this.arm();
      });
  }
}
