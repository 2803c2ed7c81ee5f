import { ballsInPlay, type GamePlan } from '@core/bingo/patterns/game-patterns';
import type { GameMode } from '@core/bingo/modes';
import {
  deriveDrawOrder,
  sealOf,
  seedCommitment,
  type VerifiedBeacon,
} from '@core/fair-draw/fair-draw';

/** What a format-2 verify answer holds (GET /games/{id}/verify/ or the public one). */
interface Proof {
  mode: GameMode;
  plan: GamePlan | null;
  commitment: string;
  salt: string | null;
  sealed: { cards: number[]; card_set: { set_id: number; revision: number } | null } | null;
  fair_draw: { seal: string | null; beacon: VerifiedBeacon | null };
}

/**
 * The order a player recomputes from a revealed game (decision 054), after checking that the seed
 * hashes to the commitment and the sealed sale to the seal; throws when either does not.
 */
export function orderFromProof(
  proof: Proof,
  options: { resetCount?: number; beacon?: VerifiedBeacon | null } = {},
): number[] {
  const seed = proof.salt;
  if (seed === null) throw new Error('the seed is not revealed');
  if (seedCommitment(seed) !== proof.commitment) throw new Error('seed does not match commitment');
  if (!proof.sealed) throw new Error('no sealed sale');
  const seal = sealOf({ ...proof.sealed, mode: proof.mode, plan: proof.plan });
  if (seal !== proof.fair_draw.seal) throw new Error('sealed sale does not match the seal');
  const beacon = options.beacon === undefined ? proof.fair_draw.beacon : options.beacon;
  const balls = ballsInPlay(proof.plan ?? { patterns: [], skip_unused: false }, proof.mode);
  const inputs = {
    seed,
    seal,
    beacon: beacon?.randomness ?? null,
    resetCount: options.resetCount ?? 0,
  };
  return deriveDrawOrder(inputs, balls);
}
