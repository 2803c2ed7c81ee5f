/**
 * SPEC section 4 celebration timings as data: 50 confetti at once, 8 fireworks at 0.5 s, the
 * message at 1 s, closed after 4 s; a jackpot overlay shows for 3 s before the win celebration.
 */
export const CONFETTI_PIECES = 50;
export const FIREWORKS = 8;
export const FIREWORKS_AT_MS = 500;
export const MESSAGE_AT_MS = 1000;
export const CLOSE_AT_MS = 4000;
export const JACKPOT_OVERLAY_MS = 3000;

export type CelebrationStep = 'jackpot' | 'win' | 'confetti' | 'fireworks' | 'message' | 'close';

export interface ScheduledStep {
  at: number;
  step: CelebrationStep;
}

/**
 * The steps in time order. Reduced motion drops the confetti and fireworks; the overlays and the
 * message keep their times, so what a player reads does not change.
 */
export function celebrationSteps(options: {
  jackpot: boolean;
  reducedMotion: boolean;
}): ScheduledStep[] {
  const steps: ScheduledStep[] = [];
  const start = options.jackpot ? JACKPOT_OVERLAY_MS : 0;
  if (options.jackpot) steps.push({ at: 0, step: 'jackpot' });
  steps.push({ at: start, step: 'win' });
  if (!options.reducedMotion) {
    steps.push({ at: start, step: 'confetti' });
    steps.push({ at: start + FIREWORKS_AT_MS, step: 'fireworks' });
  }
  steps.push({ at: start + MESSAGE_AT_MS, step: 'message' });
  steps.push({ at: start + CLOSE_AT_MS, step: 'close' });
  return steps;
}

export interface Timers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Runs each step at its time from now; the returned function cancels what has not run. */
export function runSchedule(
  steps: readonly ScheduledStep[],
  onStep: (step: CelebrationStep) => void,
  timers: Timers = browserTimers,
): () => void {
  const handles = steps.map(({ at, step }) => timers.setTimeout(() => onStep(step), at));
  return () => handles.forEach((handle) => timers.clearTimeout(handle));
}
