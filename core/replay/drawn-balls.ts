import type { LoggedGameEvent } from './replay-state';

/** A ball the server drew, with the calls standing just before it. */
export interface DrawnBall {
  number: number;
  calledBefore: ReadonlySet<number>;
}

/**
 * Follows one logged event's effect on the calls: a draw is kept with the calls before it, a hand
 * call adds or removes its number. False for any other event.
 */
export function followCall(
  { type, data }: Pick<LoggedGameEvent, 'type' | 'data'>,
  called: Set<number>,
  draws: DrawnBall[],
): boolean {
  if (type === 'draw') {
    draws.push({ number: Number(data.number), calledBefore: new Set(called) });
    called.add(Number(data.number));
    return true;
  }
  if (type === 'mark') {
    if (data.called === true) called.add(Number(data.number));
    else called.delete(Number(data.number));
    return true;
  }
  return false;
}

/** Each drawn ball must be the first of the order not called at the time; why not, or null. */
export function drawnOutOfOrder(
  order: readonly number[],
  draws: readonly DrawnBall[],
): string | null {
  for (const draw of draws) {
    const next = order.find((n) => !draw.calledBefore.has(n));
    if (draw.number !== next) return `ball ${draw.number} drawn where the order gave ${next}`;
  }
  return null;
}
