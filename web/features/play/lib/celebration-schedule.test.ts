import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { celebrationSteps, runSchedule, type CelebrationStep } from './celebration-schedule';

describe('celebrationSteps', () => {
  it('follows SPEC section 4: confetti at once, fireworks at 0.5 s, message at 1 s, close at 4 s', () => {
    expect(celebrationSteps({ jackpot: false, reducedMotion: false })).toEqual([
      { at: 0, step: 'win' },
      { at: 0, step: 'confetti' },
      { at: 500, step: 'fireworks' },
      { at: 1000, step: 'message' },
      { at: 4000, step: 'close' },
    ]);
  });

  it('shows the jackpot overlay for 3 s before the win celebration', () => {
    expect(celebrationSteps({ jackpot: true, reducedMotion: false })).toEqual([
      { at: 0, step: 'jackpot' },
      { at: 3000, step: 'win' },
      { at: 3000, step: 'confetti' },
      { at: 3500, step: 'fireworks' },
      { at: 4000, step: 'message' },
      { at: 7000, step: 'close' },
    ]);
  });

  it('drops the motion but keeps the message times when motion is reduced', () => {
    const steps = celebrationSteps({ jackpot: true, reducedMotion: true });
    expect(steps.map((s) => s.step)).toEqual(['jackpot', 'win', 'message', 'close']);
    expect(steps.find((s) => s.step === 'message')?.at).toBe(4000);
  });
});

describe('runSchedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each step at its time', () => {
    const seen: Array<[number, CelebrationStep]> = [];
    const start = Date.now();
    runSchedule(celebrationSteps({ jackpot: false, reducedMotion: false }), (step) =>
      seen.push([Date.now() - start, step]),
    );
    vi.advanceTimersByTime(999);
    expect(seen.map(([, step]) => step)).toEqual(['win', 'confetti', 'fireworks']);
    vi.advanceTimersByTime(5000);
    expect(seen).toEqual([
      [0, 'win'],
      [0, 'confetti'],
      [500, 'fireworks'],
      [1000, 'message'],
      [4000, 'close'],
    ]);
  });

  it('cancels what has not run yet', () => {
    const seen: CelebrationStep[] = [];
    const cancel = runSchedule(celebrationSteps({ jackpot: false, reducedMotion: false }), (s) =>
      seen.push(s),
    );
    vi.advanceTimersByTime(600);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual(['win', 'confetti', 'fireworks']);
  });
});
