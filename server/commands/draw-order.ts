import { createHash, randomBytes, randomInt } from 'node:crypto';
import { orderRevealed, type GameStatus } from '@core/bingo/game-facts';
import { maxNumberFor, type GameMode } from '@core/bingo/modes';
import { commitmentInput, shuffleDrawOrder } from '@core/bingo/shuffle';

export const SALT_BYTES = 32;

export const COMMITMENT_FORMAT =
  'sha256 (lowercase hex) of the UTF-8 text: the balls in draw order in decimal joined by ",", ' +
  'then ":", then the salt (lowercase hex); e.g. order 3,1,2 with salt 0aff gives "3,1,2:0aff"';

export function commitmentOf(order: readonly number[], salt: string): string {
  return createHash('sha256').update(commitmentInput(order, salt), 'utf8').digest('hex');
}

export interface DrawOrder {
  order: number[];
  salt: string;
  commitment: string;
}

/** A fresh secret order of 1..max (Fisher-Yates over crypto.randomInt) and its commitment. */
export function newDrawOrder(mode: GameMode): DrawOrder {
  const order = shuffleDrawOrder(maxNumberFor(mode), (max) => randomInt(max));
  const salt = randomBytes(SALT_BYTES).toString('hex');
  return { order, salt, commitment: commitmentOf(order, salt) };
}

/** A game's proof of a fair draw: the commitment always, the order and salt once revealed. */
export function drawProof(game: {
  status: GameStatus;
  mode: GameMode;
  called: readonly { manual: boolean }[];
  commitment: string;
  drawOrder: number[];
  salt: string;
}) {
  const revealed = orderRevealed(game);
  return {
    commitment: game.commitment,
    revealed,
    order: revealed ? game.drawOrder : null,
    salt: revealed ? game.salt : null,
    commitment_input_format: COMMITMENT_FORMAT,
  };
}
