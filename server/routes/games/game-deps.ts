import type { RandomInt } from '@core/bingo/shuffle';
import type { BeaconWatch } from '../../commands/beacon-watch';
import type { Db } from '../../db/client';
import type { GameEventBus } from '../../realtime/game-event-bus';

/** What the game and jackpot routes share. */
export interface GameDeps {
  db: Db;
  /** A paired hall (decision 038): each game start counts against an offline allowance. */
  hallMode?: boolean;
  bus: GameEventBus;
  timezone: string;
  /** The jackpot decision's random source: node:crypto's randomInt unless a test injects one. */
  jackpotRandomInt: RandomInt;
  /** The public round each draw waits for (decision 054). */
  fairDraw: BeaconWatch;
}
