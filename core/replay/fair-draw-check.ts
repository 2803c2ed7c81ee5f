import { ballsInPlay, type GamePlan } from '../bingo/patterns/game-patterns';
import { isGameMode } from '../bingo/modes';
import { QUICKNET, roundTime, verifyBeaconRound } from '../fair-draw/drand';
import { deriveDrawOrder, isSeed, sealOf, seedCommitment } from '../fair-draw/fair-draw';
import { drawnOutOfOrder, followCall, type DrawnBall } from './drawn-balls';
import type { LoggedGameEvent } from './replay-state';

/** One order of a format-2 game: from its start or a reset until the next reset or the end. */
interface Segment {
  round: number | null;
  randomness: string | null;
  offline: boolean;
  draws: DrawnBall[];
  /** What the reset that closed this segment revealed of it. */
  revealed?: unknown;
}

function segmentsOf(sorted: readonly LoggedGameEvent[]): Segment[] | string {
  const first = (round: unknown): Segment => ({
    round: typeof round === 'number' ? round : null,
    randomness: null,
    offline: typeof round !== 'number',
    draws: [],
  });
  const segments = [first(sorted[0]?.data.beacon_round)];
  let called = new Set<number>();
  for (const event of sorted.slice(1)) {
    const { type, data } = event;
    const segment = segments.at(-1)!;
    if (followCall(event, called, segment.draws)) continue;
    if (type === 'beacon') {
      if (data.offline === true) segment.offline = true;
      else {
        if (data.round !== segment.round)
          return `beacon round ${String(data.round)} is not the one the draw waited for`;
        if (data.chain !== QUICKNET.hash) return 'beacon round not from the public drand chain';
        const verified = verifyBeaconRound(
          QUICKNET,
          data as { round: number; signature: string; randomness?: string },
        );
        if (!verified) return `beacon round ${String(data.round)} has no valid signature`;
        segment.randomness = verified.randomness;
      }
    } else if (type === 'reset') {
      segment.revealed = data.old_order;
      segments.push(first(data.beacon_round));
      called = new Set();
    }
  }
  return segments;
}

/**
 * Why a format-2 game's draws (decision 054) were not the ones its seed, seal and public rounds
 * give, or null when they were: the revealed seed must hash to the commitment, the start's sale to
 * its seal, each round must carry the chain's signature and come after the start, and each ball
 * drawn must be the first of its order not called then.
 */
export function fairDrawFault(
  sorted: readonly LoggedGameEvent[],
  startedAtMs: number | null,
): string | null {
  const start = sorted[0]?.data ?? {};
  const ending = [...sorted].reverse().find((event) => typeof event.data.salt === 'string');
  const seed = ending?.data.salt;
  if (!isSeed(seed)) return 'seed never revealed';
  if (seedCommitment(seed) !== start.commitment) return 'seed does not match its commitment';
  const mode = start.mode;
  if (!isGameMode(mode)) return 'bad mode';
  const plan = (start.plan ?? null) as GamePlan | null;
  const cards = Array.isArray(start.cards) ? (start.cards as number[]) : [];
  const set = start.card_set as { set_id?: number; revision?: number } | null | undefined;
  const card_set =
    set?.set_id === undefined ? null : { set_id: set.set_id, revision: set.revision ?? 0 };
  const seal = sealOf({ cards, card_set, mode, plan });
  if (seal !== start.seal) return 'the sold cards do not match their seal';
  const segments = segmentsOf(sorted);
  if (typeof segments === 'string') return segments;
  const balls = ballsInPlay(plan ?? { patterns: [], skip_unused: false }, mode);
  for (const [resetCount, segment] of segments.entries()) {
    if (segment.randomness === null && !segment.offline) {
      if (segment.draws.length > 0) return `ball drawn before beacon round ${segment.round}`;
      continue;
    }
    if (
      segment.round !== null &&
      startedAtMs !== null &&
      roundTime(QUICKNET, segment.round) <= startedAtMs
    )
      return `beacon round ${segment.round} was published before the game started`;
    const order = deriveDrawOrder({ seed, seal, beacon: segment.randomness, resetCount }, balls);
    if (
      segment.revealed !== undefined &&
      JSON.stringify(segment.revealed) !== JSON.stringify(order)
    )
      return `draw order ${resetCount + 1} revealed at its reset is not the derived one`;
    const outOfOrder = drawnOutOfOrder(order, segment.draws);
    if (outOfOrder) return outOfOrder;
  }
  return null;
}
