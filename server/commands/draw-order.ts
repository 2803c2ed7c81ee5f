import { createHash, randomBytes, randomInt } from 'node:crypto';
import { orderRevealed, type GameStatus } from '@core/bingo/game-facts';
import { ballsInPlay, type GamePlan } from '@core/bingo/patterns/game-patterns';
import type { GameMode } from '@core/bingo/modes';
import { commitmentInput, shuffleDrawOrder } from '@core/bingo/shuffle';

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

/** A game's proof of a fair draw: the commitment always, the order and salt once revealed. */
export function drawProof(game: {
  status: GameStatus;
  mode: GameMode;
  called: readonly { manual: boolean }[];
  commitment: string;
  drawOrder: number[];
  salt: string;
  plan: GamePlan | null;
}) {
  const revealed = orderRevealed(game);
  return {
    commitment: game.commitment,
    plan: game.plan,
    revealed,
    order: revealed ? game.drawOrder : null,
    salt: revealed ? game.salt : null,
    commitment_input_format: COMMITMENT_FORMAT,
  };
}
