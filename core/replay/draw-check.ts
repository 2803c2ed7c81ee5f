import { sha256Hex } from '../crypto/sha256';
import { commitmentInput } from '../bingo/shuffle';
import { drawnOutOfOrder, followCall, type DrawnBall } from './drawn-balls';
import { fairDrawFault } from './fair-draw-check';
import type { LoggedGameEvent } from './replay-state';

/** One committed draw order of a game: from its start or a reset until the next reset or end. */
interface Segment {
  commitment: string;
  /** The balls the server drew while this order stood, in turn, with the calls standing then. */
  draws: DrawnBall[];
  order?: unknown;
  salt?: unknown;
}

function segmentsOf(sorted: readonly LoggedGameEvent[]): Segment[] {
  const segments: Segment[] = [{ commitment: String(sorted[0]?.data.commitment), draws: [] }];
  let called = new Set<number>();
  for (const event of sorted.slice(1)) {
    const { type, data } = event;
    const segment = segments.at(-1)!;
    if (followCall(event, called, segment.draws)) continue;
    if (type === 'reset') {
      segment.order = data.old_order;
      segment.salt = data.old_salt;
      segments.push({ commitment: String(data.commitment), draws: [] });
      called = new Set();
    } else if (data.order !== undefined) {
      // A win, close or cancel reveals the order standing then (a later one says the same).
      segment.order = data.order;
      segment.salt = data.salt;
    }
  }
  return segments;
}

/**
 * Why an ended game's draws were not the ones its commitments promised, or null when they were:
 * each order revealed (at a reset, or at the end) must hash to the commitment it stood under, and
 * each ball drawn must be the first of that order not called at the time. A hall that steered its
 * draw, or re-shuffled after seeing the calls, fails here (central judges every hall game).
 */
export function drawFault(
  events: readonly LoggedGameEvent[],
  startedAtMs: number | null = null,
): string | null {
  const sorted = [...events].sort((a, b) => a.sequence - b.sequence);
  if (sorted[0]?.data.draw_format === 2) return fairDrawFault(sorted, startedAtMs);
  const plan = sorted[0]?.data.plan;
  for (const [index, segment] of segmentsOf(sorted).entries()) {
    const { order, salt } = segment;
    if (!Array.isArray(order) || typeof salt !== 'string')
      return `draw order ${index + 1} never revealed`;
    let input: string;
    try {
      input = commitmentInput(order as number[], salt, plan);
    } catch {
      return `draw order ${index + 1} is not an order of balls`;
    }
    if (sha256Hex(input) !== segment.commitment)
      return `draw order ${index + 1} does not match its commitment`;
    const outOfOrder = drawnOutOfOrder(order as number[], segment.draws);
    if (outOfOrder) return outOfOrder;
  }
  return null;
}
