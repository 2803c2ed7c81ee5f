import { createHash, randomBytes, randomInt } from 'node:crypto';
import { orderRevealed } from '@core/bingo/game-facts';
import { ballsInPlay, type GamePlan } from '@core/bingo/patterns/game-patterns';
import type { GameMode } from '@core/bingo/modes';
import { commitmentInput, shuffleDrawOrder } from '@core/bingo/shuffle';
import type { GameRow } from '../policies/game-access';
import type { Db } from '../db/client';
import { fairDrawOf, sealedSaleOf } from './fair-draw';

export const SALT_BYTES = 32;

export const COMMITMENT_FORMAT =
  'sha256 (lowercase hex) of the UTF-8 text: the balls in draw order in decimal joined by ",", ' +
  'then ":", then the salt (lowercase hex); e.g. order 3,1,2 with salt 0aff gives "3,1,2:0aff". ' +
  'A game with a plan adds ":" and the plan as canonical JSON (object keys sorted at every ' +
  'level, no spaces), so the patterns it plays are committed with its draw';

export function commitmentOf(
  order: readonly number[],
  salt: string,
  plan?: GamePlan | null,
): string {
  return createHash('sha256')
    .update(commitmentInput(order, salt, plan), 'utf8')
    .digest('hex');
}

export interface DrawOrder {
  order: number[];
  salt: string;
  commitment: string;
}

/**
 * A fresh secret order of the plan's balls (Fisher-Yates over crypto.randomInt: every ball of the
 * mode, or only the columns its patterns use) and its commitment, which covers the plan.
 */
export function newDrawOrder(mode: GameMode, plan: GamePlan | null): DrawOrder {
  // A game from before plans (reset after an upgrade) keeps drawing every ball, committed as then.
  const balls = ballsInPlay(plan ?? { patterns: [], skip_unused: false }, mode);
  const positions = shuffleDrawOrder(balls.length, (max) => randomInt(max));
  const order = positions.map((position) => balls[position - 1] as number);
  const salt = randomBytes(SALT_BYTES).toString('hex');
  return { order, salt, commitment: commitmentOf(order, salt, plan) };
}

/** Format 2 (decision 054): what the commitment, the seal and the order are. */
export const FAIR_DRAW_FORMAT =
  "commitment = sha256 of the seed's 32 bytes (published before sales); seal = sha256 of the " +
  'sealed sale as canonical JSON {"card_set","cards" (sorted),"mode","plan"}; order: Fisher-Yates ' +
  'over the balls in play, randomInt(n) from HMAC-SHA256(key = seed bytes, text = ' +
  '"bingo-hall draw 2|<seal>|<beacon randomness or offline>|<reset count>|<block>") as ' +
  'big-endian 32-bit words, rejecting words at or above the largest multiple of n below 2^32 ' +
  '(docs/game-rules.md)';

/**
 * A game's proof of a fair draw: the commitment, where the order comes from and (format 2) the
 * sealed sale always; the order and salt (format 2: the seed) once revealed.
 */
export async function drawProof(db: Db, game: GameRow) {
  const revealed = orderRevealed(game);
  return {
    commitment: game.commitment,
    plan: game.plan,
    mode: game.mode,
    revealed,
    order: revealed ? game.drawOrder : null,
    salt: revealed ? game.salt : null,
    commitment_input_format: game.drawFormat === 2 ? FAIR_DRAW_FORMAT : COMMITMENT_FORMAT,
    fair_draw: fairDrawOf(game),
    sealed: game.drawFormat === 2 ? await sealedSaleOf(db, game) : null,
  };
}
