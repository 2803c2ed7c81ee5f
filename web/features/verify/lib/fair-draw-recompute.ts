import { ballsInPlay } from '@core/bingo/patterns/game-patterns';
import {
  deriveDrawOrder,
  isSeed,
  sealOf,
  seedCommitment,
  type VerifiedBeacon,
} from '@core/fair-draw/fair-draw';
import type { PublicVerify } from '@core/schemas/game-record';

/** What this browser found of a format-2 game's draw (decision 054). */
export interface FairDrawFindings {
  /** The sold cards, grids, balls and patterns hash to the seal shown before ball 1. */
  sealMatches: boolean;
  /**
   * The public round: drand quicknet's signature on a round published after the game started
   * (`early`: a round anyone knew before the start), or the draw was offline, or not yet.
   */
  beacon: 'verified' | 'invalid' | 'early' | 'offline' | 'waiting';
  /** Once revealed: the seed hashes to the commitment published before sales. */
  seedMatches: boolean | null;
  /** Once revealed: the order the seed, seal and round give is the revealed one. */
  orderMatches: boolean | null;
  /** Each order a reset abandoned, recomputed the same way (null until the seed is revealed). */
  abandonedMatch: (boolean | null)[];
}

/**
 * Checks a round's signature against drand's public key, and that it was published after the game
 * started; the curve code loads only when needed.
 */
async function beaconFinding(
  beacon: VerifiedBeacon,
  startedAt: string,
): Promise<FairDrawFindings['beacon']> {
  const { QUICKNET, roundTime, verifyBeaconRound } = await import('@core/fair-draw/drand');
  if (beacon.chain !== QUICKNET.hash || !verifyBeaconRound(QUICKNET, beacon)) return 'invalid';
  return roundTime(QUICKNET, beacon.round) > Date.parse(startedAt) ? 'verified' : 'early';
}

const sameOrder = (a: readonly number[] | null, b: readonly number[]) =>
  a !== null && a.length === b.length && a.every((n, i) => n === b[i]);

/** Recomputes, in the browser, everything the server says of a format-2 game's draw. */
export async function checkFairDraw(game: PublicVerify): Promise<FairDrawFindings> {
  const { fair_draw: draw, sealed } = game;
  const sale = { cards: sealed?.cards ?? [], card_set: sealed?.card_set ?? null };
  const seal = sealOf({ ...sale, mode: game.mode, plan: game.plan });
  let beacon: FairDrawFindings['beacon'] = 'waiting';
  if (draw.beacon) beacon = await beaconFinding(draw.beacon, game.started_at);
  else if (draw.offline) beacon = 'offline';
  const seed = game.revealed ? game.salt : null;
  const findings: FairDrawFindings = {
    sealMatches: seal === draw.seal,
    beacon,
    seedMatches: null,
    orderMatches: null,
    abandonedMatch: game.abandoned.map(() => null),
  };
  if (!isSeed(seed)) return findings;
  const balls = ballsInPlay(game.plan ?? { patterns: [], skip_unused: false }, game.mode);
  const orderFor = (randomness: string | null, resetCount: number) =>
    deriveDrawOrder({ seed, seal: draw.seal ?? '', beacon: randomness, resetCount }, balls);
  return {
    ...findings,
    seedMatches: seedCommitment(seed) === game.commitment,
    // A game that ended before its round came never had an order: nothing to compare.
    orderMatches:
      game.order && game.order.length > 0
        ? sameOrder(game.order, orderFor(draw.beacon?.randomness ?? null, game.abandoned.length))
        : null,
    abandonedMatch: game.abandoned.map((earlier, index) =>
      sameOrder(earlier.order, orderFor(earlier.beacon?.randomness ?? null, index)),
    ),
  };
}
